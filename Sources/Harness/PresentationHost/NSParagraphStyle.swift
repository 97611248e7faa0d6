// Paragraph styles, the value of an attributed string's `.paragraphStyle`: immutable, with a
// mutable subclass, as in UIKit. Recorded; the host lays out no text.

/// How a paragraph's lines are laid out: alignment, spacing, indents and wrapping.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
  /// The settings, kept in one value so that the mutable subclass can change them.
  struct Settings: Hashable {
    var alignment = NSTextAlignment.natural
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
    var lineBreakMode = NSLineBreakMode.byWordWrapping
  }

  var settings = Settings()

  /// A style with the default settings.
  public override init() {
    super.init()
  }

  /// The default paragraph style: natural alignment, no spacing, words wrapped.
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// How the paragraph's lines line up.
  open var alignment: NSTextAlignment { settings.alignment }
  /// The space between lines.
  open var lineSpacing: CGFloat { settings.lineSpacing }
  /// The space after the paragraph.
  open var paragraphSpacing: CGFloat { settings.paragraphSpacing }
  /// The space before the paragraph.
  open var paragraphSpacingBefore: CGFloat { settings.paragraphSpacingBefore }
  /// The indent of the first line.
  open var firstLineHeadIndent: CGFloat { settings.firstLineHeadIndent }
  /// The indent of the other lines.
  open var headIndent: CGFloat { settings.headIndent }
  /// The trailing indent: from the leading margin if positive, from the trailing one if not.
  open var tailIndent: CGFloat { settings.tailIndent }
  /// The least height of a line; 0 for none.
  open var minimumLineHeight: CGFloat { settings.minimumLineHeight }
  /// The greatest height of a line; 0 for none.
  open var maximumLineHeight: CGFloat { settings.maximumLineHeight }
  /// The multiple of a line's natural height it takes; 0 for none.
  open var lineHeightMultiple: CGFloat { settings.lineHeightMultiple }
  /// How lines that do not fit wrap or truncate.
  open var lineBreakMode: NSLineBreakMode { settings.lineBreakMode }

  /// An immutable copy with the same settings.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSParagraphStyle()
    copy.settings = settings
    return copy
  }

  /// A mutable copy with the same settings.
  open func mutableCopy(with zone: NSZone? = nil) -> Any {
    let copy = NSMutableParagraphStyle()
    copy.settings = settings
    return copy
  }

  /// Styles are equal when their settings are.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? NSParagraphStyle)?.settings == settings
  }

  /// The hash of the settings, as equal styles hash alike.
  open override var hash: Int { settings.hashValue }
}

/// A paragraph style whose settings can change.
open class NSMutableParagraphStyle: NSParagraphStyle {
  open override var alignment: NSTextAlignment {
    get { settings.alignment }
    set { settings.alignment = newValue }
  }
  open override var lineSpacing: CGFloat {
    get { settings.lineSpacing }
    set { settings.lineSpacing = newValue }
  }
  open override var paragraphSpacing: CGFloat {
    get { settings.paragraphSpacing }
    set { settings.paragraphSpacing = newValue }
  }
  open override var paragraphSpacingBefore: CGFloat {
    get { settings.paragraphSpacingBefore }
    set { settings.paragraphSpacingBefore = newValue }
  }
  open override var firstLineHeadIndent: CGFloat {
    get { settings.firstLineHeadIndent }
    set { settings.firstLineHeadIndent = newValue }
  }
  open override var headIndent: CGFloat {
    get { settings.headIndent }
    set { settings.headIndent = newValue }
  }
  open override var tailIndent: CGFloat {
    get { settings.tailIndent }
    set { settings.tailIndent = newValue }
  }
  open override var minimumLineHeight: CGFloat {
    get { settings.minimumLineHeight }
    set { settings.minimumLineHeight = newValue }
  }
  open override var maximumLineHeight: CGFloat {
    get { settings.maximumLineHeight }
    set { settings.maximumLineHeight = newValue }
  }
  open override var lineHeightMultiple: CGFloat {
    get { settings.lineHeightMultiple }
    set { settings.lineHeightMultiple = newValue }
  }
  open override var lineBreakMode: NSLineBreakMode {
    get { settings.lineBreakMode }
    set { settings.lineBreakMode = newValue }
  }

  /// Takes every setting of `other`.
  open func setParagraphStyle(_ other: NSParagraphStyle) {
    settings = other.settings
  }
}
