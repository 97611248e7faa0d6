// Colours as UIKit code makes them. The host draws nothing: a colour keeps the values it was
// made from, a system colour its name, and a dynamic colour its provider, which resolves it for
// the traits it is given (V3).

/// A colour. The host records colours and never draws them.
public final class UIColor: NSObject, Sendable {
  private enum Value: Sendable {
    case rgb(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
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

  /// Creates a grey of `white`, from 0 (black) to 1.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(.rgb(red: white, green: white, blue: white, alpha: alpha))
  }

  /// The colour of the asset named `name`: the host has every asset.
  public convenience init?(named name: String) {
    self.init(.named(name, alpha: 1))
  }

  /// A colour that `dynamicProvider` makes for the traits it is shown in.
  public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    self.init(.dynamic(dynamicProvider))
  }

  /// The colour for `traitCollection`: what a dynamic colour's provider returns for it, and any
  /// other colour itself.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    guard case .dynamic(let provider) = value else { return self }
    return provider(traitCollection).resolvedColor(with: traitCollection)
  }

  /// The same colour with `alpha` as its opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    switch value {
    case .rgb(let red, let green, let blue, _):
      UIColor(red: red, green: green, blue: blue, alpha: alpha)
    case .named(let name, _): UIColor(.named(name, alpha: alpha))
    case .dynamic(let provider):
      UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) })
    }
  }

  private static func system(_ name: String) -> UIColor { UIColor(.named(name, alpha: 1)) }

  // Fixed colours, with the values UIKit documents for each.
  public static let black = UIColor(white: 0, alpha: 1)
  public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
  public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
  public static let white = UIColor(white: 1, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  public static let clear = UIColor(white: 0, alpha: 0)
  public static let lightText = UIColor(white: 1, alpha: 0.6)
  public static let darkText = UIColor(white: 0, alpha: 1)

  // System colours, which adapt to the traits on a device; the host knows them by name.
  public static let systemRed = system("systemRed")
  public static let systemGreen = system("systemGreen")
  public static let systemBlue = system("systemBlue")
  public static let systemOrange = system("systemOrange")
  public static let systemYellow = system("systemYellow")
  public static let systemPink = system("systemPink")
  public static let systemPurple = system("systemPurple")
  public static let systemTeal = system("systemTeal")
  public static let systemIndigo = system("systemIndigo")
  public static let systemBrown = system("systemBrown")
  public static let systemMint = system("systemMint")
  public static let systemCyan = system("systemCyan")
  public static let systemGray = system("systemGray")
  public static let systemGray2 = system("systemGray2")
  public static let systemGray3 = system("systemGray3")
  public static let systemGray4 = system("systemGray4")
  public static let systemGray5 = system("systemGray5")
  public static let systemGray6 = system("systemGray6")
  public static let tintColor = system("tintColor")
  public static let label = system("label")
  public static let secondaryLabel = system("secondaryLabel")
  public static let tertiaryLabel = system("tertiaryLabel")
  public static let quaternaryLabel = system("quaternaryLabel")
  public static let link = system("link")
  public static let placeholderText = system("placeholderText")
  public static let separator = system("separator")
  public static let opaqueSeparator = system("opaqueSeparator")
  public static let systemBackground = system("systemBackground")
  public static let secondarySystemBackground = system("secondarySystemBackground")
  public static let tertiarySystemBackground = system("tertiarySystemBackground")
  public static let systemGroupedBackground = system("systemGroupedBackground")
  public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackground")
  public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackground")
  public static let systemFill = system("systemFill")
  public static let secondarySystemFill = system("secondarySystemFill")
  public static let tertiarySystemFill = system("tertiarySystemFill")
  public static let quaternarySystemFill = system("quaternarySystemFill")
}
