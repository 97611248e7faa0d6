// What UIKit code sets for how things look: layers, content modes, images, the screen, fonts,
// button configurations, activity indicators and switches. The host draws nothing, so these
// are recorded as set.

/// A colour as Core Graphics holds it; recorded, never drawn.
public final class CGColor: Sendable, CustomStringConvertible {
  /// The colour it was made from.
  public let description: String

  init(_ color: UIColor) {
    description = color.description
  }
}

extension UIColor {
  /// The colour as a Core Graphics colour, for a layer.
  public var cgColor: CGColor { CGColor(self) }
}

/// The layer behind a view: corner radius, border and shadow; recorded, never drawn.
@preconcurrency @MainActor
open class CALayer: NSObject {
  /// The radius of the layer's rounded corners.
  open var cornerRadius: CGFloat = 0
  /// Whether sublayers are clipped to the layer's bounds.
  open var masksToBounds = false
  /// The width of the layer's border.
  open var borderWidth: CGFloat = 0
  /// The colour of the layer's border.
  open var borderColor: CGColor?
  /// The layer's background colour.
  open var backgroundColor: CGColor?
  /// The colour of the layer's shadow.
  open var shadowColor: CGColor?
  /// The opacity of the layer's shadow, from 0 to 1.
  open var shadowOpacity: Float = 0
  /// The offset of the layer's shadow.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The blur radius of the layer's shadow.
  open var shadowRadius: CGFloat = 3
  /// The layer's opacity, from 0 to 1.
  open var opacity: Float = 1
}

extension UIView {
  /// How a view shows its content when its size differs from the content's.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }
}

/// A view that shows an image; recorded, never drawn.
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image shown.
  open var image: UIImage?
  /// The image shown while highlighted.
  open var highlightedImage: UIImage?
  /// Whether the view shows its highlighted image.
  open var isHighlighted = false

  /// Creates an image view showing `image`.
  public convenience init(image: UIImage?) {
    self.init(frame: .zero)
    self.image = image
  }

  /// Creates an image view showing `image`, or `highlightedImage` while highlighted.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }
}

/// The spinner a screen shows while it waits.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// The spinner's size.
  public enum Style: Int, Sendable {
    /// The large white spinner of iOS 12 and earlier.
    case whiteLarge = 0
    /// The white spinner of iOS 12 and earlier.
    case white = 1
    /// The grey spinner of iOS 12 and earlier.
    case gray = 2
    case medium = 100
    case large = 101
  }

  /// The spinner's size.
  open var style = Style.medium
  /// The spinner's colour; recorded, never drawn.
  open var color: UIColor!
  /// Whether the spinner hides while it is stopped.
  open var hidesWhenStopped = true
  /// Whether the spinner spins.
  public private(set) var isAnimating = false

  /// Creates a spinner of `style`.
  public convenience init(style: Style) {
    self.init(frame: .zero)
    self.style = style
  }

  /// Starts spinning, and shows the spinner.
  open func startAnimating() {
    isAnimating = true
    if hidesWhenStopped { isHidden = false }
  }

  /// Stops spinning, and hides the spinner when it `hidesWhenStopped`.
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }
}

/// An on–off switch.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// Whether the switch is on.
  open var isOn = false
  /// The colour of the switch when on; recorded, never drawn.
  open var onTintColor: UIColor?

  /// Turns the switch on or off. Sends no action, as in UIKit: only a person's change does.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }
}

/// The device's screen: an iPhone's, as the host is an iPhone (T5).
@preconcurrency @MainActor
open class UIScreen: NSObject {
  /// The screen the app runs on.
  public static let main = UIScreen()

  /// The screen's size in points (an iPhone 15's).
  open var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
  /// Points to pixels.
  open var scale: CGFloat { 3 }
  /// The screen's size in pixels.
  open var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }
}

extension UIWindowScene {
  /// The screen the scene shows on.
  public var screen: UIScreen { .main }
}

extension UIWindow {
  /// The screen the window shows on.
  public var screen: UIScreen { .main }
}

extension UIFont {
  /// The weight of a system font.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    public static let ultraLight = Weight(-0.8)
    public static let thin = Weight(-0.6)
    public static let light = Weight(-0.4)
    public static let regular = Weight(0)
    public static let medium = Weight(0.23)
    public static let semibold = Weight(0.3)
    public static let bold = Weight(0.4)
    public static let heavy = Weight(0.56)
    public static let black = Weight(0.62)
  }
}

extension UIButton {
  /// How a button looks, as iOS 15 configures buttons: its title, image and colours; recorded,
  /// never drawn. A person reads the configuration's title when no title was set for a state.
  public struct Configuration: Sendable {
    /// The shape of a configured button's corners.
    public enum CornerStyle: Sendable {
      case dynamic, fixed, small, medium, large, capsule
    }

    /// The size of a configured button.
    public enum Size: Sendable {
      case mini, small, medium, large
    }

    /// The title.
    public var title: String?
    /// The line under the title.
    public var subtitle: String?
    /// The image.
    public var image: UIImage?
    /// The space between the image and the title.
    public var imagePadding: CGFloat = 0
    /// The colour of the title and image.
    public var baseForegroundColor: UIColor?
    /// The colour of the background.
    public var baseBackgroundColor: UIColor?
    /// The shape of the corners.
    public var cornerStyle = CornerStyle.dynamic
    /// The size.
    public var buttonSize = Size.medium
    /// Whether a spinner shows in place of the image.
    public var showsActivityIndicator = false

    /// A button with no background.
    public static func plain() -> Self { Self() }
    /// A button with a tinted background.
    public static func tinted() -> Self { Self() }
    /// A button with a grey background.
    public static func gray() -> Self { Self() }
    /// A button with a filled background.
    public static func filled() -> Self { Self() }
    /// A button with no border.
    public static func borderless() -> Self { Self() }
    /// A button with a border.
    public static func bordered() -> Self { Self() }
    /// A bordered button with a tinted background.
    public static func borderedTinted() -> Self { Self() }
    /// A bordered button that stands out.
    public static func borderedProminent() -> Self { Self() }
  }
}

extension NSAttributedString.Key {
  /// The colour of the text.
  public static let foregroundColor = Self("NSColor")
  /// The colour behind the text.
  public static let backgroundColor = Self("NSBackgroundColor")
  /// The text's font.
  public static let font = Self("NSFont")
  /// The space between characters.
  public static let kern = Self("NSKern")
  /// The text's underline style.
  public static let underlineStyle = Self("NSUnderline")
}

/// How a label wraps or truncates text that does not fit.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail
  case byTruncatingMiddle
}

/// Insets that follow the reading direction: leading and trailing, not left and right.
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No inset.
  public static let zero = Self(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// The edges of a rectangle.
public struct UIRectEdge: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let top = Self(rawValue: 1 << 0)
  public static let left = Self(rawValue: 1 << 1)
  public static let bottom = Self(rawValue: 1 << 2)
  public static let right = Self(rawValue: 1 << 3)
  public static let all: Self = [.top, .left, .bottom, .right]
}

/// The style of the status bar's text.
public enum UIStatusBarStyle: Int, Sendable {
  case `default` = 0
  case lightContent = 1
  case darkContent = 3
}

/// Light or dark.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

/// What a popover can point at: a bar button or a view.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}
extension UIView: UIPopoverPresentationControllerSourceItem {}

extension UIImage {
  /// How a symbol image is drawn: its size and weight; recorded.
  public final class SymbolConfiguration: NSObject, Sendable {
    /// The weight of a symbol's strokes.
    public enum Weight: Int, Sendable {
      case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// The scale of a symbol beside text.
    public enum Scale: Int, Sendable {
      case `default` = -1
      case unspecified, small, medium, large
    }

    /// A configuration of `pointSize` and `weight`.
    public init(pointSize: CGFloat, weight: Weight = .regular, scale: Scale = .default) {
      super.init()
    }

    /// A configuration for text of `textStyle`.
    public init(textStyle: UIFont.TextStyle, scale: Scale = .default) {
      super.init()
    }

    /// A configuration of `scale`.
    public init(scale: Scale) {
      super.init()
    }
  }

  /// How an image is drawn: as it is, or in the tint colour; recorded.
  public enum RenderingMode: Int, Sendable {
    case automatic, alwaysOriginal, alwaysTemplate
  }

  /// The system symbol named `name`, drawn as `configuration` says.
  public convenience init?(
    systemName name: String, withConfiguration configuration: SymbolConfiguration?
  ) {
    self.init(systemName: name)
  }

  /// This image, drawn in `renderingMode`; the host draws nothing, so the same image.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

  /// This image, tinted `color`; the host draws nothing, so the same image.
  public func withTintColor(_ color: UIColor) -> UIImage { self }

  /// This image, drawn as `configuration` says; the host draws nothing, so the same image.
  public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
}

/// What a screen reader says a view is.
public struct UIAccessibilityTraits: OptionSet, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  public static let none = Self([])
  public static let button = Self(rawValue: 1 << 0)
  public static let link = Self(rawValue: 1 << 1)
  public static let image = Self(rawValue: 1 << 2)
  public static let selected = Self(rawValue: 1 << 3)
  public static let staticText = Self(rawValue: 1 << 6)
  public static let header = Self(rawValue: 1 << 16)
}

/// A tap, recognized on a view; a person cannot make one on the host, and target–action
/// cannot be called (U4).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How many taps make the gesture.
  open var numberOfTapsRequired = 1
}

/// A drag, recognized on a view; a person cannot make one on the host (U4).
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {}

/// A swipe, recognized on a view; a person cannot make one on the host (U4).
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {}

/// A long press, recognized on a view; a person cannot make one on the host (U4).
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {}
