import Links
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

// MainRouter's part in links: what its screen stands for, how it goes on to the next place
// (by its screen's link actions, which ask what a person's tap asks, so that the interactor binds
// the outcome as it binds a tap's), and how it goes away.

extension MainRouter: PlaceRouter {
  public var place: Place { .main }
  /// The order pushed over Main, or else the receipt Main presents.
  public var shownScreen: UIViewController? {
    viewController?.screenAbove ?? viewController?.presentedViewController
  }

  public func advance(to next: Place, in link: AppLink) {
    switch next {
    case .shop(.order(let message)): linkActions?.order(message: message)
    case .shop(.receipt(let ordered)): linkActions?.showReceipt(ordered: ordered)
    default: break
    }
  }

  public func leave() {}
}

extension MainViewController: RoutedScreen {
  public var placeRouter: (any PlaceRouter)? { router as? any PlaceRouter }
}
