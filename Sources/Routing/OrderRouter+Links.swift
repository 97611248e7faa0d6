import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

extension OrderRouter: LinkRouting {
  /// A link closes the login modal as a person would: the login ends with `false`, and Order
  /// says that signing in is required before the link moves on.
  public func makeWay() {
    guard let login = presentedLogin, login.presentingViewController != nil else { return }
    login.dismiss(animated: false)
    endLogin(signedIn: false)
  }

  /// Nothing lies beyond Order on a link's way.
  public func open(_ link: AppLink) {}
}
