/// The bar of tabs at the bottom of a tab bar controller.
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// The bar's background colour; recorded, never drawn.
  open var barTintColor: UIColor?

  /// How the bar looks, light or dark; recorded.
  open var barStyle = UIBarStyle.default
  /// The tab bar controller whose bar this is. Weak: the controller holds its bar.
  weak var owningTabBarController: UITabBarController?
  private weak var ownDelegate: (any UITabBarDelegate)?

  /// Told as a person selects an item. A tab bar controller's bar has the controller as its
  /// delegate, which cannot be changed: UIKit raises, and the host refuses with an `error`
  /// (T3).
  open weak var delegate: (any UITabBarDelegate)? {
    get { owningTabBarController ?? ownDelegate }
    set {
      guard let owner = owningTabBarController else {
        ownDelegate = newValue
        return
      }
      guard newValue !== owner else { return }
      owner.diagnosticHost.report(
        .error, .t3,
        "Changing the delegate of a tab bar managed by a tab bar controller is not allowed "
          + "(\(owner.hostName))")
    }
  }

  /// The items on the bar: its controller's tabs', and More's when they do not fit (T5).
  open var items: [UITabBarItem]? { owningTabBarController?.barItems }

  /// The item of the tab shown.
  open var selectedItem: UITabBarItem? { owningTabBarController?.selectedBarItem }
}

/// Told as a person uses a tab bar. Its method is optional in UIKit (U4: a requirement with a
/// default here).
@preconcurrency @MainActor
public protocol UITabBarDelegate: NSObjectProtocol {
  /// A person tapped `item`.
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
  /// Does nothing.
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
