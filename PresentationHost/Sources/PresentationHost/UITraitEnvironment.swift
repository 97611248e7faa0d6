// Traits: what a controller or a view is shown with. The host's are an iPhone's in portrait, in
// the light style (V3): a style set with `overrideUserInterfaceStyle` is kept as a declared
// value, and changes no trait.

/// What has traits: controllers and views.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
  /// The traits it shows in.
  var traitCollection: UITraitCollection { get }
  /// Called when its traits changed; on the host they never do (V3).
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIViewController: UITraitEnvironment {}
extension UIView: UITraitEnvironment {}
