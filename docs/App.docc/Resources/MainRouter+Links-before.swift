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
  public var shownScreen: UIViewController? { viewController?.screenAbove }

  public func advance(to next: Place, in link: AppLink) {
    guard case .shop(.order(let message)) = next else { return }
    linkActions?.order(message: message)
  }

  public func leave() {}
}

extension MainViewController: RoutedScreen {
  public var placeRouter: (any PlaceRouter)? { router as? any PlaceRouter }
}
