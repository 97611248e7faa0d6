/// The bar of buttons at the bottom of a navigation controller.
@preconcurrency @MainActor
open class UIToolbar: UIView {
  /// The buttons, leading first.
  open var items: [UIBarButtonItem]?
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// The bar's background colour, before bar appearances; recorded, never drawn.
  open var barTintColor: UIColor?
  /// How the bar looks, light or dark; recorded.
  open var barStyle = UIBarStyle.default

  /// Sets the buttons.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }

}

/// Where a bar stands on the screen.
public enum UIBarPosition: Int, Sendable {
  case any, bottom, top, topAttached
}
