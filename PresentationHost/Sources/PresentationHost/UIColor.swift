// Colours as UIKit code makes and compares them. The host draws nothing: a colour keeps the
// values it was made from, a system colour its name, and a dynamic colour its provider, which
// resolves it for the traits it is given.

/// A colour. The host records colours and never draws them.
public final class UIColor: NSObject, Sendable {
  private enum Value: Sendable {
    case rgb(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    case white(CGFloat, alpha: CGFloat)
    /// A system colour or an asset's, known by name: the host has no palette.
    case named(String, alpha: CGFloat)
    case dynamic(@Sendable (UITraitCollection) -> UIColor)
  }

  private let value: Value

  private init(_ value: Value) {
    self.value = value
    super.init()
  }

  /// Creates a colour from its red, green, blue and alpha components.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(.rgb(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// Creates a grey from its white level.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(.white(white, alpha: alpha))
  }

  /// Creates a colour from its hue, saturation and brightness, each from 0 to 1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let sector = (hue - hue.rounded(.down)) * 6
    let fraction = sector - sector.rounded(.down)
    let lowest = brightness * (1 - saturation)
    let falling = brightness * (1 - saturation * fraction)
    let rising = brightness * (1 - saturation * (1 - fraction))
    let (red, green, blue): (CGFloat, CGFloat, CGFloat) =
      switch Int(sector) % 6 {
      case 0: (brightness, rising, lowest)
      case 1: (falling, brightness, lowest)
      case 2: (lowest, brightness, rising)
      case 3: (lowest, falling, brightness)
      case 4: (rising, lowest, brightness)
      default: (brightness, lowest, falling)
      }
    self.init(.rgb(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// Creates a Display P3 colour; the host keeps its components as given.
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  {
    self.init(.rgb(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// The colour named `name` in the app's assets; the host has every asset, known by name.
  public convenience init?(named name: String) {
    self.init(.named(name, alpha: 1))
  }

  /// The colour named `name` in `bundle`'s assets, for `traitCollection`; the host has every
  /// asset, known by name.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(named: name)
  }

  /// A colour that follows the traits: `dynamicProvider` is asked for the colour each time it
  /// is resolved (`resolvedColor(with:)`).
  public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    self.init(.dynamic(dynamicProvider))
  }

  /// The colour for `traitCollection`: what a dynamic colour's provider returns for it, and any
  /// other colour itself.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    guard case .dynamic(let provider) = value else { return self }
    return provider(traitCollection).resolvedColor(with: traitCollection)
  }

  /// Makes this the colour of the current drawing's fills and strokes; the host draws nothing.
  public func set() {}
  /// Makes this the colour of the current drawing's fills; the host draws nothing.
  public func setFill() {}
  /// Makes this the colour of the current drawing's strokes; the host draws nothing.
  public func setStroke() {}

  /// The same colour with `alpha` as its opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    switch value {
    case .rgb(let red, let green, let blue, _):
      UIColor(red: red, green: green, blue: blue, alpha: alpha)
    case .white(let white, _): UIColor(white: white, alpha: alpha)
    case .named(let name, _): UIColor(.named(name, alpha: alpha))
    case .dynamic(let provider):
      UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) })
    }
  }

  /// The colour's components, resolved for the host's light screen, written where the pointers
  /// point; false for a colour known only by name, whose components the host does not have.
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard let components = rgbComponents else { return false }
    red?.pointee = components.red
    green?.pointee = components.green
    blue?.pointee = components.blue
    alpha?.pointee = components.alpha
    return true
  }

  /// The colour's white level and alpha, written where the pointers point; false for a colour
  /// that is not a grey.
  public func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard case .white(let level, let opacity) = resolvedColor(with: .phone).value else {
      return false
    }
    white?.pointee = level
    alpha?.pointee = opacity
    return true
  }

  private var rgbComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)? {
    switch resolvedColor(with: .phone).value {
    case .rgb(let red, let green, let blue, let alpha): (red, green, blue, alpha)
    case .white(let white, let alpha): (white, white, white, alpha)
    case .named, .dynamic: nil
    }
  }

  /// Two colours are equal when they are made the same way from the same values, as UIKit
  /// compares colours within a colour space; a dynamic colour equals only itself.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    switch (value, other.value) {
    case (.rgb(let red, let green, let blue, let alpha), .rgb(let r, let g, let b, let a)):
      return red == r && green == g && blue == b && alpha == a
    case (.white(let white, let alpha), .white(let w, let a)):
      return white == w && alpha == a
    case (.named(let name, let alpha), .named(let n, let a)):
      return name == n && alpha == a
    default:
      return self === other
    }
  }

  public override var hash: Int {
    var hasher = Hasher()
    switch value {
    case .rgb(let red, let green, let blue, let alpha):
      hasher.combine(red)
      hasher.combine(green)
      hasher.combine(blue)
      hasher.combine(alpha)
    case .white(let white, let alpha):
      hasher.combine(white)
      hasher.combine(alpha)
    case .named(let name, let alpha):
      hasher.combine(name)
      hasher.combine(alpha)
    case .dynamic:
      hasher.combine(ObjectIdentifier(self))
    }
    return hasher.finalize()
  }

  public override var description: String {
    switch value {
    case .rgb(let red, let green, let blue, let alpha): "rgba(\(red), \(green), \(blue), \(alpha))"
    case .white(let white, let alpha): "white(\(white), \(alpha))"
    case .named(let name, let alpha): alpha == 1 ? name : "\(name)(alpha: \(alpha))"
    case .dynamic: "dynamic"
    }
  }

  private static func system(_ name: String) -> UIColor { UIColor(.named(name, alpha: 1)) }

  // Fixed colours, with the values UIKit documents for each.

  /// Black: a white level of 0.
  public static let black = UIColor(white: 0, alpha: 1)
  /// Dark grey: a white level of one third.
  public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
  /// Light grey: a white level of two thirds.
  public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
  /// White: a white level of 1.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Grey: a white level of 0.5.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Red: 1, 0, 0.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Green: 0, 1, 0.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Blue: 0, 0, 1.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Cyan: 0, 1, 1.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Yellow: 1, 1, 0.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Magenta: 1, 0, 1.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// Orange: 1, 0.5, 0.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple: 0.5, 0, 0.5.
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown: 0.6, 0.4, 0.2.
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// Fully transparent: a white level and alpha of 0.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// Text on a dark background: white at an alpha of 0.6.
  public static let lightText = UIColor(white: 1, alpha: 0.6)
  /// Text on a light background: black.
  public static let darkText = UIColor(white: 0, alpha: 1)

  // System colours, which adapt to the traits on a device; the host knows them by name.

  /// The system's red.
  public static let systemRed = system("systemRed")
  /// The system's green.
  public static let systemGreen = system("systemGreen")
  /// The system's blue.
  public static let systemBlue = system("systemBlue")
  /// The system's orange.
  public static let systemOrange = system("systemOrange")
  /// The system's yellow.
  public static let systemYellow = system("systemYellow")
  /// The system's pink.
  public static let systemPink = system("systemPink")
  /// The system's purple.
  public static let systemPurple = system("systemPurple")
  /// The system's teal.
  public static let systemTeal = system("systemTeal")
  /// The system's indigo.
  public static let systemIndigo = system("systemIndigo")
  /// The system's brown.
  public static let systemBrown = system("systemBrown")
  /// The system's mint.
  public static let systemMint = system("systemMint")
  /// The system's cyan.
  public static let systemCyan = system("systemCyan")
  /// The system's grey.
  public static let systemGray = system("systemGray")
  /// The system's second grey.
  public static let systemGray2 = system("systemGray2")
  /// The system's third grey.
  public static let systemGray3 = system("systemGray3")
  /// The system's fourth grey.
  public static let systemGray4 = system("systemGray4")
  /// The system's fifth grey.
  public static let systemGray5 = system("systemGray5")
  /// The system's sixth grey.
  public static let systemGray6 = system("systemGray6")
  /// The app's tint colour.
  public static let tintColor = system("tintColor")
  /// The colour of primary text.
  public static let label = system("label")
  /// The colour of secondary text.
  public static let secondaryLabel = system("secondaryLabel")
  /// The colour of tertiary text.
  public static let tertiaryLabel = system("tertiaryLabel")
  /// The colour of quaternary text.
  public static let quaternaryLabel = system("quaternaryLabel")
  /// The colour of links.
  public static let link = system("link")
  /// The colour of placeholder text.
  public static let placeholderText = system("placeholderText")
  /// The colour of thin separators, which lets content show through.
  public static let separator = system("separator")
  /// The colour of separators that hide what is behind them.
  public static let opaqueSeparator = system("opaqueSeparator")
  /// The system background colour.
  public static let systemBackground = system("systemBackground")
  /// The background of content layered on the system background.
  public static let secondarySystemBackground = system("secondarySystemBackground")
  /// The background of content layered on the secondary background.
  public static let tertiarySystemBackground = system("tertiarySystemBackground")
  /// The system's grouped background colour.
  public static let systemGroupedBackground = system("systemGroupedBackground")
  /// The background of content layered on the grouped background.
  public static let secondarySystemGroupedBackground = system(
    "secondarySystemGroupedBackground")
  /// The background of content layered on the secondary grouped background.
  public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackground")
  /// The fill of thin and small shapes.
  public static let systemFill = system("systemFill")
  /// The fill of medium-size shapes.
  public static let secondarySystemFill = system("secondarySystemFill")
  /// The fill of large shapes.
  public static let tertiarySystemFill = system("tertiarySystemFill")
  /// The fill of large areas holding complex content.
  public static let quaternarySystemFill = system("quaternarySystemFill")
}
