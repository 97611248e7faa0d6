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
    var tabStops = NSParagraphStyle.defaultTabStops
    var defaultTabInterval: CGFloat = 0
  }

  /// UIKit's tab stops: twelve left-aligned ones, 28 points apart.
  static let defaultTabStops = (1...12).map {
    NSTextTab(textAlignment: .left, location: CGFloat($0) * 28)
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
  /// The tab stops, in order of location: twelve left-aligned ones 28 points apart, unless set.
  open var tabStops: [NSTextTab] { settings.tabStops }
  /// The space between the tab stops after the last one; 0 for none.
  open var defaultTabInterval: CGFloat { settings.defaultTabInterval }

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
  open override var tabStops: [NSTextTab] {
    get { settings.tabStops }
    set { settings.tabStops = newValue.sorted { $0.location < $1.location } }
  }
  open override var defaultTabInterval: CGFloat {
    get { settings.defaultTabInterval }
    set { settings.defaultTabInterval = newValue }
  }

  /// Adds `textTab` to the tab stops, in order of location.
  open func addTabStop(_ textTab: NSTextTab) {
    tabStops.append(textTab)
  }

  /// Removes the tab stops equal to `textTab`.
  open func removeTabStop(_ textTab: NSTextTab) {
    settings.tabStops.removeAll { $0 == textTab }
  }

  /// Takes every setting of `other`.
  open func setParagraphStyle(_ other: NSParagraphStyle) {
    settings = other.settings
  }
}

/// A tab stop of a paragraph: where it is, and how text lines up at it. Immutable, so it may be
/// shared.
open class NSTextTab: NSObject, @unchecked Sendable {
  /// How text lines up at the tab stop.
  public let alignment: NSTextAlignment
  /// How far from the paragraph's leading edge it is.
  public let location: CGFloat
  /// Its options, such as the characters that end a column.
  public let options: [OptionKey: Any]

  /// A tab stop at `location` lining text up as `alignment` says.
  public init(
    textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [OptionKey: Any] = [:]
  ) {
    self.alignment = alignment
    location = loc
    self.options = options
    super.init()
  }

  /// Tab stops are equal when their alignment and location are.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSTextTab else { return false }
    return other.alignment == alignment && other.location == location
  }

  /// The hash of the alignment and location, as equal tab stops hash alike.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(alignment)
    hasher.combine(location)
    return hasher.finalize()
  }

  /// A key of a tab stop's options.
  public struct OptionKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The characters that end a column at the tab stop.
    public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
  }

  /// The characters that end a column of numbers in `locale`: its decimal separator among them.
  public static func columnTerminators(for locale: Locale?) -> CharacterSet {
    CharacterSet(charactersIn: (locale ?? .current).decimalSeparator ?? ".").union(.whitespaces)
  }
}
