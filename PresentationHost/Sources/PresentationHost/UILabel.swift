/// Text a person reads.
@preconcurrency @MainActor
open class UILabel: UIView {
  override var defaultAccessibilityLabel: String? { text }
  override var defaultAccessibilityTraits: UIAccessibilityTraits { .staticText }
  /// A label takes no touches until the app says so, as UIKit's.
  override var takesTouchesWhenMade: Bool { false }
  override var isStandardAccessibilityElement: Bool { true }
  /// The text shown; an empty label shows nothing.
  open var text: String? {
    didSet { attributedStorage = nil }
  }
  /// The text colour; recorded, never drawn.
  open var textColor: UIColor!
  /// How many lines the label may use; 0 is as many as needed.
  open var numberOfLines = 1
  /// Whether the font shrinks to fit the width; recorded.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest scale the font shrinks to; recorded.
  open var minimumScaleFactor: CGFloat = 0
  /// The font; recorded, never rendered. By default the system font at 17 points, as UIKit's,
  /// which does not follow the person's text size; setting nil sets that again.
  open var font: UIFont! = UILabel.defaultFont {
    didSet { if font == nil { font = Self.defaultFont } }
  }
  /// A label's font until one is set: one font, as fonts never change.
  static let defaultFont = UIFont.systemFont(ofSize: 17)
  /// How the text lines up; recorded, never drawn.
  open var textAlignment = NSTextAlignment.natural
  /// How text that does not fit wraps or is cut; recorded.
  open var lineBreakMode = NSLineBreakMode.byTruncatingTail
  /// Whether the font follows the person's text size; recorded.
  open var adjustsFontForContentSizeCategory = false
  /// Whether the label is drawn enabled; recorded.
  open var isEnabled = true

  /// The size the text needs: on one line, as the host measures text, at an average glyph
  /// width of half its point size and lines 1.2 times as tall (the host lays out no text).
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))
  }

  /// The size the text needs within `size`: wrapped at its width unless the label has one line,
  /// on at most `numberOfLines` lines (0 for any number).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let characters = CGFloat((text ?? "").count)
    guard characters > 0 else { return .zero }
    let width = (characters * font.pointSize / 2).rounded(.up)
    let lineHeight = (font.pointSize * 1.2).rounded(.up)
    guard numberOfLines != 1, size.width > 0, width > size.width else {
      return CGSize(width: width, height: lineHeight)
    }
    let needed = (width / size.width).rounded(.up)
    let lines = numberOfLines == 0 ? needed : min(needed, CGFloat(numberOfLines))
    return CGSize(width: size.width, height: lines * lineHeight)
  }

  /// The attributed text last set, until `text` is set.
  private var attributedStorage: NSAttributedString?

  /// The text with its attributes; setting it sets `text` to its characters, and setting
  /// `text` drops the attributes.
  open var attributedText: NSAttributedString? {
    get { attributedStorage ?? text.map { NSAttributedString(string: $0) } }
    set {
      text = newValue?.string
      attributedStorage = newValue
    }
  }
}

/// How text lines up in its view.
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}
