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

/// The curve of a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Quarter circles.
  public static let circular = Self(rawValue: "circular")
  /// Curves that join the sides smoothly, as an app icon's.
  public static let continuous = Self(rawValue: "continuous")
}

/// The layer behind a view: corner radius, border and shadow; recorded, never drawn.
@preconcurrency @MainActor
open class CALayer: NSObject {
  /// A layer; `required`, so that a view makes the layer of its `layerClass`.
  public required override init() {
    super.init()
  }

  /// The layer as it is on screen. The host's animations end as they are made, so the screen
  /// shows the layer as it is: the layer itself.
  open func presentation() -> Self? { self }
  /// The layer whose values the screen shows: itself, as it is no presentation layer.
  open func model() -> Self { self }
  /// Draws the layer into `context`; the host draws nothing.
  open func render(in context: CGContext) {}
  /// Marks the layer to be drawn again at the next update.
  open func setNeedsDisplay() { needsDisplay = true }
  /// Marks part of the layer to be drawn again at the next update.
  open func setNeedsDisplay(_ rect: CGRect) { needsDisplay = true }
  /// Draws the layer now if it is marked: it asks its `display()`; the host draws nothing.
  open func displayIfNeeded() {
    guard needsDisplay else { return }
    needsDisplay = false
    display()
  }
  /// Draws the layer's content; the host draws nothing.
  open func display() {}
  /// Lays out the sublayers now if they asked; the host lays nothing out.
  open func layoutIfNeeded() {}
  /// Asks for the sublayers to be laid out at the next update; the host lays nothing out.
  open func setNeedsLayout() {}

  /// The radius of the layer's rounded corners.
  open var cornerRadius: CGFloat = 0
  /// The curve of the rounded corners: circular, or continuous as an app icon's.
  open var cornerCurve = CALayerCornerCurve.circular
  /// Whether sublayers are clipped to the layer's bounds.
  open var masksToBounds = false
  /// Whether the layer is to be drawn again: since `setNeedsDisplay()`, until it is drawn.
  /// Kept beside the other flag, where it takes no more of the layer's storage.
  public private(set) var needsDisplay = false
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
  /// The outline of the layer's shadow, or nil to follow its content.
  open var shadowPath: CGPath?
  /// Which corners `cornerRadius` rounds.
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// The layer's frame in its superlayer.
  open var frame = CGRect.zero
  /// The layer's own rectangle.
  open var bounds = CGRect.zero
  /// The layer's place in front of or behind its siblings.
  open var zPosition: CGFloat = 0
  /// A name for the layer.
  open var name: String?
  /// A layer whose shape masks this one.
  open var mask: CALayer?
  /// The layer this one is in. Weak, as in Core Animation.
  public private(set) weak var superlayer: CALayer?
  /// The layers in this one, back to front, or nil when there are none.
  public private(set) var sublayers: [CALayer]?

  /// Adds `layer` in front of this layer's sublayers, taking it from its superlayer.
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(clamping: sublayers?.count ?? 0))
  }

  /// Inserts `layer` among this layer's sublayers at `index`, or at the front past their end,
  /// taking it from its superlayer.
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    guard layer !== self else { return }
    layer.removeFromSuperlayer()
    var layers = sublayers ?? []
    layers.insert(layer, at: min(Int(index), layers.count))
    sublayers = layers
    layer.superlayer = self
  }

  /// Inserts `layer` just behind `sibling`, or at the back when `sibling` is not a sublayer.
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    let index = sublayers?.firstIndex { $0 === sibling } ?? 0
    insertSublayer(layer, at: UInt32(index))
  }

  /// Inserts `layer` just in front of `sibling`, or at the front when `sibling` is not a
  /// sublayer.
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    let index = sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } ?? sublayers?.count ?? 0
    insertSublayer(layer, at: UInt32(index))
  }

  /// Takes the layer out of its superlayer.
  open func removeFromSuperlayer() {
    guard let superlayer else { return }
    superlayer.sublayers?.removeAll { $0 === self }
    if superlayer.sublayers?.isEmpty == true { superlayer.sublayers = nil }
    self.superlayer = nil
  }

  // MARK: Animations

  /// The animations added to the layer.
  private var animations = LayerAnimations()

  /// Adds a copy of `anim` under `key`, replacing (and stopping) the animation already under
  /// it; a transition goes under `kCATransition`. A duration of zero or less becomes the
  /// transaction's. The delegate hears that it started, and, as the host has no clock, that it
  /// finished at once (or with the custom transition it belongs to), unless it repeats
  /// forever; then it runs until it is removed.
  open func add(_ anim: CAAnimation, forKey key: String?) {
    let key = anim is CATransition ? kCATransition : key
    if let key { stop(animations.remove { $0.key == key }) }
    let added = anim.copied()
    if added.duration <= 0 { added.duration = CATransaction.animationDuration() }
    animations.append(added, forKey: key)
    added.delegate?.animationDidStart(added)
    guard !added.repeatsForever else { return }
    HostAnimations.complete { [weak self] in
      guard self?.animations.end(added) ?? true else { return }
      added.delegate?.animationDidStop(added, finished: true)
    }
  }

  /// The animation under `key`: the layer's copy of what was added.
  open func animation(forKey key: String) -> CAAnimation? {
    animations.animation(forKey: key)
  }

  /// The keys of the layer's animations, or nil when none has one.
  open func animationKeys() -> [String]? {
    animations.keys
  }

  /// Removes the animation under `key`; its delegate hears it stopped unfinished, if it ran.
  open func removeAnimation(forKey key: String) {
    stop(animations.remove { $0.key == key })
  }

  /// Removes every animation; the delegates of those that ran hear they stopped unfinished.
  open func removeAllAnimations() {
    stop(animations.remove { _ in true })
  }

  /// Tells the delegates of `removed` that their animations stopped before their end.
  private func stop(_ removed: [CAAnimation]) {
    for animation in removed { animation.delegate?.animationDidStop(animation, finished: false) }
  }
}

/// The corners of a layer.
public struct CACornerMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
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
  override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }
  /// An image view takes no touches until the app says so, as UIKit's: "New image view objects
  /// are configured to disregard user events by default".
  override var takesTouchesWhenMade: Bool { false }
  /// The image shown.
  open var image: UIImage?
  /// The image shown while highlighted.
  open var highlightedImage: UIImage?
  /// How a symbol image is drawn in this view; recorded.
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
  /// Whether the view shows its highlighted image.
  open var isHighlighted = false
  /// The images the view shows in turn while it animates.
  open var animationImages: [UIImage]?
  /// How long one turn through the images takes.
  open var animationDuration: TimeInterval = 0
  /// How many turns the animation makes; 0 goes on until stopped.
  open var animationRepeatCount = 0
  /// Whether the view is going through its images: from `startAnimating()`, while it has
  /// some, until `stopAnimating()`.
  open private(set) var isAnimating = false

  /// Starts going through the animation images, if there are any.
  open func startAnimating() {
    isAnimating = !(animationImages ?? []).isEmpty
  }

  /// Stops going through the animation images.
  open func stopAnimating() {
    isAnimating = false
  }

  /// Whether the view was made with its image, whose size UIKit gives it: the host has no
  /// image data, so its frame stays as it is, and V2 takes it as placed.
  private var madeWithImage = false
  override var isSizedByUIKit: Bool { super.isSizedByUIKit || (madeWithImage && image != nil) }

  /// Creates an image view showing `image`, the image's size (V2).
  public convenience init(image: UIImage?) {
    self.init(frame: .zero)
    self.image = image
    madeWithImage = true
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
  /// Whether the spinner hides while it is stopped: set while it is stopped, it hides or shows
  /// the spinner at once.
  open var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }
  /// Whether the spinner spins.
  public private(set) var isAnimating = false

  /// Creates a stopped spinner at `frame`: hidden, as it hides while stopped.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a spinner of `style`, of that style's size, as UIKit sizes it (V2); stopped, so
  /// hidden until it animates.
  public convenience init(style: Style) {
    self.init(frame: .zero)
    self.style = style
    frame.size = intrinsicContentSize
  }

  /// The size of a spinner of its style: 37 points across for the large ones, 20 for the
  /// others.
  open override var intrinsicContentSize: CGSize {
    switch style {
    case .large, .whiteLarge: CGSize(width: 37, height: 37)
    case .medium, .white, .gray: CGSize(width: 20, height: 20)
    }
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

/// An on–off switch, of the one size UIKit gives it.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// The size of every switch: UIKit ignores any other.
  private static let size = CGSize(width: 51, height: 31)

  /// Makes a switch at `frame`'s origin, of the switch's own size: UIKit ignores `frame`'s.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.size))
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The switch's frame: a new one moves it, and keeps its size.
  open override var frame: CGRect {
    didSet { if frame.size != Self.size { frame.size = Self.size } }
  }

  /// The switch's own size.
  open override var intrinsicContentSize: CGSize { Self.size }

  /// Whether the switch is on.
  open var isOn = false
  /// The colour of the switch when on; recorded, never drawn.
  open var onTintColor: UIColor?
  /// The colour of the switch's thumb; recorded, never drawn.
  open var thumbTintColor: UIColor?
  /// The look the app prefers: a checkbox shows only on a Mac (iOS 15).
  open var preferredStyle = Style.automatic
  /// The look the switch has: a sliding switch, as on an iPhone.
  open var style: Style { .sliding }
  /// The title a checkbox shows; recorded.
  open var title: String?

  /// How a switch looks.
  public enum Style: Int, Sendable {
    case automatic, checkbox, sliding
  }

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
  /// Points to pixels of the screen's own: an iPhone 15's, as `scale`.
  open var nativeScale: CGFloat { scale }
  /// Posted when the screen's brightness changes: never by itself on the host.
  public static let brightnessDidChangeNotification = Notification.Name(
    "UIScreenBrightnessDidChangeNotification")
  /// The screen's size in pixels.
  open var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }
  /// The screen's traits: an iPhone's (D1), in the style and at the text size the person chose
  /// for the system.
  open var traitCollection: UITraitCollection {
    let host = UIApplication.shared.host
    return .phone(
      host.systemUserInterfaceStyle, text: host.systemTextTraits)
  }
  /// The screen's brightness, from 0 to 1; kept as set, from half.
  open var brightness: CGFloat {
    get { storedBrightness }
    set { storedBrightness = min(max(newValue, 0), 1) }
  }
  private var storedBrightness: CGFloat = 0.5
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
  /// The screen's coordinates in portrait, whatever its orientation.
  public var fixedCoordinateSpace: any UICoordinateSpace { self }
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
    /// The title with its attributes, shown in place of `title`.
    public var attributedTitle: AttributedString?
    /// The subtitle with its attributes, shown in place of `subtitle`.
    public var attributedSubtitle: AttributedString?
    /// Changes the title's attributes before it is shown; recorded.
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    /// Changes the subtitle's attributes before it is shown; recorded.
    public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
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
    /// Which side of the title the image is on.
    public var imagePlacement = NSDirectionalRectEdge.leading
    /// The space between the title and the subtitle.
    public var titlePadding: CGFloat = 0
    /// How the title and subtitle line up.
    public var titleAlignment = TitleAlignment.automatic
    /// The space between the button's edges and its content.
    public var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// The background's colour, shape and border.
    public var background = UIBackgroundConfiguration.clear()
    /// How the title is shown when it is too long.
    public var titleLineBreakMode = NSLineBreakMode.byTruncatingTail
    /// How the subtitle is shown when it is too long.
    public var subtitleLineBreakMode = NSLineBreakMode.byTruncatingTail

    /// How a configured button's title and subtitle line up.
    public enum TitleAlignment: Int, Sendable {
      case automatic, leading, center, trailing
    }

    /// The title a person reads: the styled one's characters, else the plain one.
    var displayedTitle: String? {
      attributedTitle.map { String($0.characters) } ?? title
    }

    /// This configuration updated for `button`'s state. It keeps every value the app set;
    /// UIKit then resolves the defaults it left for the state, which the host does not draw, so
    /// the same configuration.
    public func updated(for button: UIButton) -> Self { self }

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
  /// The text's strikethrough style.
  public static let strikethroughStyle = Self("NSStrikethrough")
  /// How the text's paragraphs are laid out.
  public static let paragraphStyle = Self("NSParagraphStyle")
  /// The URL the text links to.
  public static let link = Self("NSLink")
  /// How far the text sits above or below its baseline.
  public static let baselineOffset = Self("NSBaselineOffset")
  /// The text's shadow, an `NSShadow`.
  public static let shadow = Self("NSShadow")
  /// An attachment shown in place of the text's character, an `NSTextAttachment`.
  public static let attachment = Self("NSAttachment")
  /// The colour of the underline.
  public static let underlineColor = Self("NSUnderlineColor")
  /// The colour of the strikethrough.
  public static let strikethroughColor = Self("NSStrikethroughColor")
  /// The colour of the text's outline.
  public static let strokeColor = Self("NSStrokeColor")
  /// The width of the text's outline.
  public static let strokeWidth = Self("NSStrokeWidth")
  /// How far the text slants.
  public static let obliqueness = Self("NSObliqueness")
  /// How far the text is stretched.
  public static let expansion = Self("NSExpansion")
  /// Whether letters join as ligatures.
  public static let ligature = Self("NSLigature")
}

/// A text's shadow; recorded, never drawn.
open class NSShadow: NSObject {
  /// How far the shadow falls from the text.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// How blurred the shadow is.
  open var shadowBlurRadius: CGFloat = 0
  /// The shadow's colour, a `UIColor`; nil for a third of black.
  open var shadowColor: Any?

  /// A shadow of UIKit's defaults.
  public override init() {
    super.init()
  }
}

extension NSAttributedString {
  /// The attachment character, with `attachment` as its attachment.
  public convenience init(attachment: NSTextAttachment) {
    self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
  }
}

/// Changes the attributes of a configuration's text before it is shown.
public struct UIConfigurationTextAttributesTransformer: Sendable {
  private let transform: @Sendable (AttributeContainer) -> AttributeContainer

  /// A transformer that applies `transform`.
  public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) {
    self.transform = transform
  }

  /// `container` transformed.
  public func callAsFunction(_ container: AttributeContainer) -> AttributeContainer {
    transform(container)
  }
}

/// Edges of a rectangle, leading and trailing as the language reads.
public struct NSDirectionalRectEdge: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let top = Self(rawValue: 1 << 0)
  public static let leading = Self(rawValue: 1 << 1)
  public static let bottom = Self(rawValue: 1 << 2)
  public static let trailing = Self(rawValue: 1 << 3)
  public static let all: Self = [.top, .leading, .bottom, .trailing]
}

/// How text is underlined or struck through.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let single = Self(rawValue: 0x01)
  public static let thick = Self(rawValue: 0x02)
  public static let double = Self(rawValue: 0x09)
}

/// Scales fonts and lengths for the person's text size, in proportion to a text style's size
/// (V14): at the default text size, every font and length is its own size.
public struct UIFontMetrics: Sendable {
  /// The text style whose scaling is used.
  public let textStyle: UIFont.TextStyle

  /// The metrics of `textStyle`.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
  }

  /// The metrics of the body style.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// `font`, a font for the default text size, at the person's text size; it follows later
  /// sizes in a view that adjusts its font.
  public func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, maximumPointSize: nil, at: .chosen)
  }

  /// `font` at the person's text size, no larger than `maximumPointSize`.
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize, at: .chosen)
  }

  /// `font` at the text size of `traitCollection`, or at the person's when it specifies none.
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    scaledFont(for: font, maximumPointSize: nil, at: .chosen(unlessNamedIn: traitCollection))
  }

  /// `font` at the text size of `traitCollection`, no larger than `maximumPointSize`.
  public func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    scaledFont(
      for: font, maximumPointSize: maximumPointSize, at: .chosen(unlessNamedIn: traitCollection))
  }

  /// `value` at the person's text size: at the default size, `value` itself.
  public func scaledValue(for value: CGFloat) -> CGFloat {
    value * textStyle.scale(at: .chosen)
  }

  /// `value` at the text size of `traitCollection`, or at the person's when it specifies none.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  {
    value * textStyle.scale(at: .chosen(unlessNamedIn: traitCollection))
  }

  private func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat?, at category: UIContentSizeCategory
  ) -> UIFont {
    let scaling = UIFont.Scaling(
      style: textStyle, defaultSize: font.pointSize, maximumPointSize: maximumPointSize)
    return UIFont(
      pointSize: scaling.pointSize(at: category), weight: font.weight, name: font.fontName,
      traits: font.traits, scaling: scaling)
  }
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

/// How the status bar changes as it shows or hides.
public enum UIStatusBarAnimation: Int, Sendable {
  case none, fade, slide
}

/// How the status bar's text looks.
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
  /// How an image is drawn. The host's images take only symbol configurations, which UIKit
  /// makes a subclass of it (U4).
  public typealias Configuration = SymbolConfiguration

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

    /// A configuration of `weight`.
    public init(weight: Weight) {
      super.init()
    }

    /// A configuration that matches `font`.
    public init(font: UIFont, scale: Scale = .default) {
      super.init()
    }

    /// A configuration that draws a symbol's layers in shades of `hierarchicalColor`.
    public init(hierarchicalColor: UIColor) {
      super.init()
    }

    /// A configuration that draws a symbol's layers in `paletteColors`.
    public init(paletteColors: [UIColor]) {
      super.init()
    }

    private override init() {
      super.init()
    }

    /// A configuration that sets nothing.
    public static let unspecified = SymbolConfiguration()

    /// A configuration that draws a symbol in its own colours where it has them.
    public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration() }

    /// This configuration with `configuration`'s settings on top; recorded.
    public func applying(_ configuration: SymbolConfiguration?) -> SymbolConfiguration { self }
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

  /// The system symbol named `name`, filled to `value` between 0 and 1, as a symbol with
  /// variable colour shows it (iOS 16); the host draws nothing, so the symbol.
  public convenience init?(
    systemName name: String, variableValue value: Double,
    configuration: SymbolConfiguration? = nil
  ) {
    self.init(systemName: name)
  }

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
  public static let playsSound = Self(rawValue: 1 << 4)
  public static let keyboardKey = Self(rawValue: 1 << 5)
  public static let staticText = Self(rawValue: 1 << 6)
  public static let summaryElement = Self(rawValue: 1 << 7)
  public static let notEnabled = Self(rawValue: 1 << 8)
  public static let updatesFrequently = Self(rawValue: 1 << 9)
  public static let searchField = Self(rawValue: 1 << 10)
  public static let startsMediaSession = Self(rawValue: 1 << 11)
  public static let adjustable = Self(rawValue: 1 << 12)
  public static let allowsDirectInteraction = Self(rawValue: 1 << 13)
  public static let causesPageTurn = Self(rawValue: 1 << 14)
  public static let tabBar = Self(rawValue: 1 << 15)
  public static let header = Self(rawValue: 1 << 16)
}

/// A tap, recognized on a view; a person cannot make one on the host, and target–action
/// cannot be called (U4).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How many taps make the gesture.
  open var numberOfTapsRequired = 1
  /// How many fingers make the gesture.
  open var numberOfTouchesRequired = 1
}

/// A drag, recognized on a view; a person cannot make one on the host (U4), so it has moved
/// nowhere until the app sets its translation.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers that make the drag.
  open var minimumNumberOfTouches = 1
  /// The most fingers that make the drag.
  open var maximumNumberOfTouches = Int.max
  private var translation = CGPoint.zero

  /// How far the drag has moved, in `view`'s coordinates.
  open func translation(in view: UIView?) -> CGPoint { translation }

  /// Sets how far the drag has moved, as a handler does to measure from here on.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    self.translation = translation
  }

  /// How fast the drag moves, in points a second: still, on the host.
  open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A drag from the edge of the screen, recognized on a view; a person cannot make one on the
/// host (U4).
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges the drag may start from.
  open var edges = UIRectEdge()
}

/// A swipe, recognized on a view; a person cannot make one on the host (U4).
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions of a swipe.
  public struct Direction: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The directions the swipe may go; right by default, as in UIKit.
  open var direction = Direction.right
  /// How many fingers make the swipe.
  open var numberOfTouchesRequired = 1
}

/// A long press, recognized on a view; a person cannot make one on the host (U4).
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long a finger must stay down, in seconds.
  open var minimumPressDuration: TimeInterval = 0.5
  /// How far a finger may move before the press fails, in points.
  open var allowableMovement: CGFloat = 10
  /// How many fingers make the press.
  open var numberOfTouchesRequired = 1
}

/// A pinch, recognized on a view; a person cannot make one on the host (U4), so its scale
/// stays 1 until the app sets it.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// The scale of the pinch, relative to where it began.
  open var scale: CGFloat = 1
  /// How fast the scale changes, a second.
  open var velocity: CGFloat { 0 }
}

/// A turn of two fingers, recognized on a view; a person cannot make one on the host (U4).
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// The turn in radians, relative to where it began.
  open var rotation: CGFloat = 0
  /// How fast the turn changes, in radians a second.
  open var velocity: CGFloat { 0 }
}
