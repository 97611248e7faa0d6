/// The bar at the top of a navigation controller.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// Whether the bar shows large titles.
  open var prefersLargeTitles = false
  /// How the bar looks, light or dark; recorded.
  open var barStyle = UIBarStyle.default
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// The bar's background colour; recorded, never drawn.
  open var barTintColor: UIColor?

  /// The navigation controller whose bar this is. Weak: the controller holds its bar.
  weak var owningNavigationController: UINavigationController?
  private weak var ownDelegate: (any UINavigationBarDelegate)?

  /// Asked and told as items are pushed and popped. A navigation controller's bar has the
  /// controller as its delegate, which cannot be changed: UIKit raises, and the host refuses
  /// with an `error` (N18).
  open weak var delegate: (any UINavigationBarDelegate)? {
    get { owningNavigationController ?? ownDelegate }
    set {
      guard let owner = owningNavigationController else {
        ownDelegate = newValue
        return
      }
      guard newValue !== owner else { return }
      owner.diagnosticHost.report(
        .error, .n18,
        "Cannot manually set the delegate on a UINavigationBar managed by a controller "
          + "(\(owner.hostName))")
    }
  }

  /// The items of the bar's stack, bottom first: its navigation controller's screens'.
  open var items: [UINavigationItem]? {
    owningNavigationController.map { $0.viewControllers.map(\.navigationItem) }
  }
}

/// Asked and told as a navigation bar's items are pushed and popped. Its methods are optional
/// in UIKit (U4: requirements with defaults here). A navigation controller is the delegate of
/// its own bar, and a subclass may override its methods: returning false from
/// `navigationBar(_:shouldPop:)` keeps the screen a person's back button would pop (N18).
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: NSObjectProtocol {
  /// Whether `item` may be pushed.
  func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
  /// `item` was pushed.
  func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
  /// Whether `item` may be popped.
  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
  /// `item` was popped.
  func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
  /// Lets the item be pushed.
  public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem)
    -> Bool
  { true }
  /// Does nothing.
  public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
  /// Lets the item be popped.
  public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem)
    -> Bool
  { true }
  /// Does nothing.
  public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
