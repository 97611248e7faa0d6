/// A font: its size and weight. Declared, and kept as made: the host draws no text, and a text
/// style's font is the size the style has at the default text size, as the host's person never
/// chooses another (Dynamic Type is declared only).
public final class UIFont: NSObject, Sendable {
  /// The text styles of Dynamic Type.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The style's size at the default text size (Apple's Human Interface Guidelines).
    var pointSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption1: 12
      case .caption2: 11
      default: 17
      }
    }
  }

  /// The point size.
  public let pointSize: CGFloat
  /// The weight.
  let weight: Weight
  /// The text style the font was made for, if any.
  let textStyle: TextStyle?

  init(pointSize: CGFloat, weight: Weight = .regular, textStyle: TextStyle? = nil) {
    self.pointSize = pointSize
    self.weight = weight
    self.textStyle = textStyle
    super.init()
  }

  /// The system font at `fontSize` points.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize)
  }

  /// The system font at `fontSize` points, of `weight`.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

  /// The bold system font at `fontSize` points.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .bold)
  }

  /// The font of `style`: one font a style, shared, as fonts never change.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    textStyleFonts[style] ?? UIFont(pointSize: style.pointSize, textStyle: style)
  }

  /// The font of each of UIKit's text styles.
  private static let textStyleFonts: [TextStyle: UIFont] = Dictionary(
    uniqueKeysWithValues: [
      TextStyle.largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout,
      .footnote, .caption1, .caption2,
    ].map { ($0, UIFont(pointSize: $0.pointSize, textStyle: $0)) })

  /// The font of `style` for `traitCollection`: the same, as the host's text size is the
  /// default.
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    preferredFont(forTextStyle: style)
  }

  /// The same font at `fontSize` points.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

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
