import Links
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

// HomeRouter's part in links: what its screen stands for, how it goes on to the next place
// (by its screen's link actions, which ask what a person's tap asks, so that the interactor binds
// the outcome as it binds a tap's), and how it goes away.

extension HomeRouter: PlaceRouter {
  public var place: Place { .home }
  public var shownScreen: UIViewController? {
    viewController?.screenAbove ?? viewController?.presentedViewController
  }

  public func advance(to next: Place, in link: AppLink) {
    switch next {
    case .detail: linkActions?.detail()
    case .helloWorld(.modal): linkActions?.hello()
    default: break
    }
  }

  public func leave() {}
}

extension HomeViewController: RoutedScreen {
  public var placeRouter: (any PlaceRouter)? { router as? any PlaceRouter }
}
