#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The window's root in the router and coordinator styles: a tab bar controller that tells the
/// link walk when it has appeared, so that a walk at a cold start or a restoration presents a
/// screen only over screens that are in the window.
@MainActor
public final class RootTabBarController: UITabBarController {
  /// The walk that opens links and restores the window. Weak: the style's root owns it.
  public weak var linkWalk: LinkWalk?

  public override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    linkWalk?.windowDidAppear()
  }
}
