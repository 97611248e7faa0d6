import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// A router that takes part in opening a link. `AppRouter` asks every router on screen to make
/// way, then hands the link to the root router of the link's tab; each router shows what lies
/// beyond its own screen and hands the rest of the way to the next screen's router.
@MainActor
public protocol LinkRouting: AnyObject {
  /// Closes what this router presented, as a person would, so that a link can pass.
  func makeWay()
  /// Shows what lies beyond this router's screen on the way to `link`; nothing if the screen
  /// is already where the link leads.
  func open(_ link: AppLink)
}

extension LinkRouting {
  public func makeWay() {}
  public func open(_ link: AppLink) {}
}

extension UIViewController {
  /// The router of this screen, when it takes part in links.
  var linkRouter: (any LinkRouting)? {
    switch self {
    case let screen as MainViewController: screen.router as? any LinkRouting
    case let screen as OrderViewController: screen.router as? any LinkRouting
    case let screen as LoginViewController: screen.router as? any LinkRouting
    case let screen as HomeViewController: screen.router as? any LinkRouting
    case let screen as DetailViewController: screen.router as? any LinkRouting
    default: nil
    }
  }
}

extension OrderRouter: LinkRouting {
  /// A link closes the login modal this router presented, as a person would.
  public func makeWay() {
    let modal = viewController?.presentedViewController as? UINavigationController
    modal?.viewControllers.first?.linkRouter?.makeWay()
  }
}

extension LoginRouter: LinkRouting {
  /// Closes the modal as a swipe-down would: the login ends with `false`, so Order says that
  /// signing in is required before the link moves on.
  public func makeWay() {
    guard let viewController, viewController.presentingViewController != nil else { return }
    viewController.dismiss(animated: false)
    finish(signedIn: false)
  }
}
