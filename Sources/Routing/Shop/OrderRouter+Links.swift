import Links
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

// OrderRouter's part in links: what its screen stands for, how it goes on to the next place
// (by its screen's link actions, which ask what a person's tap asks, so that the interactor binds
// the outcome as it binds a tap's), and how it goes away.

extension OrderRouter: PlaceRouter {
  public var place: Place { .order(message: message) }
  public var shownScreen: UIViewController? { viewController?.presentedViewController }

  public func advance(to next: Place, in link: AppLink) {
    guard next == .login else { return }
    linkActions?.logIn()
  }

  /// Back to Main, as the back button goes; the order ends as interrupted: the app took it.
  public func leave() {
    guard let viewController,
      viewController.navigationController?.topViewController === viewController
    else { return }
    linkActions?.interrupt()
    viewController.popIfOnTop()
  }
}

extension OrderViewController: RoutedScreen {
  public var placeRouter: (any PlaceRouter)? { router as? any PlaceRouter }
}
