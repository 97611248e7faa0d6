@preconcurrency @MainActor
open class UIScreen: NSObject {
  /// The screen the app runs on.
  public static let main = UIScreen()

  /// The screen's size in points (an iPhone 15's).
  open var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
  /// Points to pixels.
  open var scale: CGFloat { 3 }
  /// The screen's traits: an iPhone's, light (V3).
  open var traitCollection: UITraitCollection { .phone(.light) }
}

extension UIWindowScene {
  /// The screen the scene shows on.
  public var screen: UIScreen { .main }
  /// The scene's coordinates: the screen's, as the host's scene fills it.
  public var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
}

/// A space with bounds that points and rectangles are given in: a view, or a screen. The host
/// declares its bounds only: views convert between themselves with `convert(_:to:)` (V6).
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
  /// The space's bounds.
  var bounds: CGRect { get }
}

extension UIView: UICoordinateSpace {}

extension UIScreen: UICoordinateSpace {
  /// The screen's coordinates, which follow its orientation: the host's screen is upright.
  public var coordinateSpace: any UICoordinateSpace { self }
}

extension UIWindow {
  /// The screen the window shows on.
  public var screen: UIScreen { .main }
}
