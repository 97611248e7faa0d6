import Links
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

// LoginRouter's part in links: what its screen stands for, how it goes on to the next place
// (by its screen's link actions, which ask what a person's tap asks, so that the interactor binds
// the outcome as it binds a tap's), and how it goes away.

extension LoginRouter: PlaceRouter {
  public var place: Place { .login }
  public var shownScreen: UIViewController? { viewController?.screenAbove }

  public func advance(to next: Place, in link: AppLink) {
    guard next == .registration(.email) else { return }
    linkActions?.createAccount()
  }

  /// Closes the modal as a swipe-down would; the login ends as interrupted, so Order says that
  /// signing in is required.
  public func leave() {
    guard let viewController, viewController.presentingViewController != nil else { return }
    linkActions?.interrupt()
    viewController.dismiss(animated: false)
  }
}

extension LoginViewController: RoutedScreen {
  public var placeRouter: (any PlaceRouter)? { router as? any PlaceRouter }
}
