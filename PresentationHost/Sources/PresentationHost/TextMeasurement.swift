// How much room text takes, for the code that sizes views by their text: `sizeToFit()`, a
// label's and a button's intrinsic size, and the string drawing methods' sizes. The host draws
// no glyphs, so it measures as a typical font does: a glyph half the point size wide on
// average, lines of the font's line height, wrapping at the width given (V2: a label sized to
// its text is seen).

/// Measures text as the host lays it out.
enum TextMeasurement {
  /// The size `text` takes in `font`, wrapped at `width` (unwrapped when not finite or not
  /// positive), on at most `lines` lines (0 for as many as it needs). Empty text takes none.
  static func size(
    of text: String, font: UIFont, width: CGFloat = .greatestFiniteMagnitude, lines: Int = 0
  ) -> CGSize {
    guard !text.isEmpty else { return .zero }
    let glyph = font.pointSize / 2
    let wraps = width.isFinite && width > 0 && width < .greatestFiniteMagnitude
    var widest: CGFloat = 0
    var count = 0
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let natural = CGFloat(paragraph.count) * glyph
      if wraps, natural > width {
        count += Int((natural / width).rounded(.up))
        widest = width
      } else {
        count += 1
        widest = max(widest, natural)
      }
    }
    if lines > 0 { count = min(count, lines) }
    return CGSize(
      width: widest.rounded(.up), height: (CGFloat(count) * font.lineHeight).rounded(.up))
  }

  /// The font of `attributes`, or the one UIKit draws strings in without one: Helvetica 12.
  static func font(in attributes: [NSAttributedString.Key: Any]?) -> UIFont {
    attributes?[.font] as? UIFont ?? UIFont(name: "Helvetica", size: 12)
      ?? .systemFont(ofSize: 12)
  }
}

/// How a string is laid out when it is measured or drawn.
public struct NSStringDrawingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Lines wrap at the width given, from the top left.
  public static let usesLineFragmentOrigin = Self(rawValue: 1 << 0)
  /// The font's leading is added between lines.
  public static let usesFontLeading = Self(rawValue: 1 << 1)
  /// The glyphs' own bounds are used.
  public static let usesDeviceMetrics = Self(rawValue: 1 << 3)
  /// The last line that fits ends in an ellipsis.
  public static let truncatesLastVisibleLine = Self(rawValue: 1 << 5)
}

/// What string drawing tells back: how far it shrank the text, and where it drew; recorded.
open class NSStringDrawingContext: NSObject {
  /// The smallest scale the text may shrink to.
  open var minimumScaleFactor: CGFloat = 0
  /// The scale the text was drawn at: whole, as the host shrinks nothing.
  open var actualScaleFactor: CGFloat { 1 }
  /// The bounds of the text drawn.
  open var totalBounds: CGRect { .zero }
}

extension NSAttributedString {
  /// The size the text takes on one line per paragraph, in its first font (or UIKit's default).

  public func size() -> CGSize {
    TextMeasurement.size(of: string, font: font)
  }

  /// The rectangle the text takes within `size`: wrapped at its width with
  /// `.usesLineFragmentOrigin`, else on one line per paragraph.

  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    let width = options.contains(.usesLineFragmentOrigin) ? size.width : .greatestFiniteMagnitude
    return CGRect(origin: .zero, size: TextMeasurement.size(of: string, font: font, width: width))
  }

  /// Draws the text in `rect`: the host draws nothing.

  public func draw(in rect: CGRect) {}

  /// Draws the text at `point`: the host draws nothing.

  public func draw(at point: CGPoint) {}

  private var font: UIFont {
    TextMeasurement.font(in: length > 0 ? attributes(at: 0, effectiveRange: nil) : nil)
  }
}

extension StringProtocol {
  /// The size the string takes on one line per paragraph in the font of `attrs`.

  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    TextMeasurement.size(of: String(self), font: TextMeasurement.font(in: attrs))
  }

  /// The rectangle the string takes within `size` in the font of `attributes`: wrapped at its
  /// width with `.usesLineFragmentOrigin`, else on one line per paragraph.

  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    let width = options.contains(.usesLineFragmentOrigin) ? size.width : .greatestFiniteMagnitude
    return CGRect(
      origin: .zero,
      size: TextMeasurement.size(
        of: String(self), font: TextMeasurement.font(in: attributes), width: width))
  }

  /// Draws the string in `rect`: the host draws nothing.

  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}

  /// Draws the string at `point`: the host draws nothing.

  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
}

extension NSString {
  /// The size the string takes on one line per paragraph in the font of `attrs`, as a Swift
  /// string's.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    (self as String).size(withAttributes: attrs)
  }

  /// The rectangle the string takes within `size` in the font of `attributes`, as a Swift
  /// string's.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    (self as String).boundingRect(
      with: size, options: options, attributes: attributes, context: context)
  }

  /// Draws the string in `rect`: the host draws nothing.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}

  /// Draws the string at `point`: the host draws nothing.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
}
