/// How text chooses where its lines break.
public struct NSLineBreakStrategy: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let pushOut = Self(rawValue: 1 << 0)
  public static let hangulWordPriority = Self(rawValue: 1 << 1)
  public static let standard = Self(rawValue: 0xFFFF)
}

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
  /// The font; recorded, never rendered. By default the system font at 17 points, as UIKit's,
  /// which does not follow the person's text size (V14); setting nil sets that again.
  open var font: UIFont! = UILabel.defaultFont {
    didSet { if font == nil { font = Self.defaultFont } }
  }
  /// A label's font until one is set: one font, as fonts never change.
  static let defaultFont = UIFont.systemFont(ofSize: 17)
  /// How the text lines up; recorded, never drawn.
  open var textAlignment = NSTextAlignment.natural
  /// Whether the font shrinks to fit the width; recorded.
  open var adjustsFontSizeToFitWidth = false
  /// How text that does not fit wraps or is cut; recorded.
  open var lineBreakMode = NSLineBreakMode.byTruncatingTail
  /// Whether the font follows the person's text size; recorded.
  open var adjustsFontForContentSizeCategory = false
  /// The smallest scale the font shrinks to; recorded.
  open var minimumScaleFactor: CGFloat = 0
  /// Whether the label tightens its letters before it truncates; recorded.
  open var allowsDefaultTighteningForTruncation = false
  /// Whether the whole text shows over a truncated label as the pointer rests on it; recorded.
  open var showsExpansionTextWhenTruncated = false
  /// How the label chooses where lines break; recorded.
  open var lineBreakStrategy = NSLineBreakStrategy.standard
  /// The text colour while highlighted; recorded.
  open var highlightedTextColor: UIColor?
  /// Whether the label shows its highlighted colour.
  open var isHighlighted = false
  /// Whether the label is drawn enabled; recorded.
  open var isEnabled = true
  /// The colour of the text's shadow; recorded.
  open var shadowColor: UIColor?
  /// The offset of the text's shadow; recorded.
  open var shadowOffset = CGSize(width: 0, height: -1)
  /// How shrunk text lines up with its baseline; recorded.
  open var baselineAdjustment = UIBaselineAdjustment.alignBaselines
  /// The width at which a multi-line label wraps, for Auto Layout.
  open var preferredMaxLayoutWidth: CGFloat = 0

  /// The size the text needs: on one line, or, for a label of several lines, wrapped at its
  /// preferred width (V2).
  open override var intrinsicContentSize: CGSize {
    TextMeasurement.size(
      of: text ?? "", font: font ?? .preferredFont(forTextStyle: .body),
      width: numberOfLines == 1 ? .greatestFiniteMagnitude : preferredMaxLayoutWidth,
      lines: numberOfLines)
  }

  /// The size the text needs within `size`: wrapped at its width unless the label has one
  /// line, on at most `numberOfLines` lines (V2).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    TextMeasurement.size(
      of: text ?? "", font: font ?? .preferredFont(forTextStyle: .body),
      width: numberOfLines == 1 ? .greatestFiniteMagnitude : size.width, lines: numberOfLines)
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

/// How a label's shrunk text lines up with its baseline.
public enum UIBaselineAdjustment: Int, Sendable {
  case alignBaselines, alignCenters, none
}

/// How text lines up in its view.
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

/// A field a person types into.
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// The field's current text: empty, not nil, when it has none, as UIKit's is; setting nil
  /// empties it. Setting it puts the caret at the end, as on a device: a selection made in the
  /// old text does not outlive it.
  open var text: String? {
    get { storedText }
    set {
      storedText = newValue ?? ""
      storedSelection = nil
    }
  }
  private var storedText = ""
  /// The hint shown while the field is empty.
  open var placeholder: String?
  /// A secure field never shows what was typed.
  open var isSecureTextEntry = false
  /// The font; recorded, never rendered.
  open var font: UIFont?
  /// How the text lines up; recorded, never drawn.
  open var textAlignment = NSTextAlignment.natural
  /// The field's border; recorded, never drawn.
  open var borderStyle = BorderStyle.none
  /// Whether the font shrinks to fit the width; recorded.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest font size the text shrinks to; recorded.
  open var minimumFontSize: CGFloat = 0
  /// The text colour; recorded, never drawn.
  open var textColor: UIColor?
  /// Asked and told as the field is edited.
  open weak var delegate: (any UITextFieldDelegate)?
  /// Whether the font follows the person's text size; recorded.
  open var adjustsFontForContentSizeCategory = false
  /// How typed text is capitalised; recorded.
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Whether typed text is corrected; recorded.
  open var autocorrectionType = UITextAutocorrectionType.default
  /// Whether typed text is spell-checked; recorded.
  open var spellCheckingType = UITextSpellCheckingType.default
  /// Whether straight quotes become curly ones as a person types; recorded.
  open var smartQuotesType = UITextSmartQuotesType.default
  /// Whether double hyphens become dashes as a person types; recorded.
  open var smartDashesType = UITextSmartDashesType.default
  /// Whether spaces are added and removed around pasted words; recorded.
  open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
  /// Whether the return key is disabled while the field is empty; recorded.
  open var enablesReturnKeyAutomatically = false
  /// The rules a password AutoFill makes up must follow; recorded.
  open var passwordRules: UITextInputPasswordRules?
  /// The attributes the text takes; recorded, never drawn.
  open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The attributes of text typed next, while the field is edited; recorded.
  open var typingAttributes: [NSAttributedString.Key: Any]?
  /// Whether a person may style the text; recorded.
  open var allowsEditingTextAttributes = false
  /// The image behind an enabled field with no border; recorded, never drawn.
  open var background: UIImage?
  /// The image behind a disabled field; recorded, never drawn.
  open var disabledBackground: UIImage?
  /// Whether the text is cleared as editing begins, unless the delegate's
  /// `textFieldShouldClear(_:)` says no; false by default.
  open var clearsOnBeginEditing = false
  /// Whether inserting text replaces the text there; false by default.
  open var clearsOnInsertion = false
  /// The keyboard shown for the field; recorded.
  open var keyboardType = UIKeyboardType.default
  /// The title of the keyboard's return key; recorded.
  open var returnKeyType = UIReturnKeyType.default
  /// What the field's text is, for AutoFill; recorded.
  open var textContentType: UITextContentType!
  /// When the clear button shows; recorded.
  open var clearButtonMode = ViewMode.never
  /// The view at the field's left edge, such as an icon: a subview of the field, shown as
  /// `leftViewMode` says, where a person uses the controls in it.
  open var leftView: UIView? {
    didSet { exchangeSubview(oldValue, for: leftView) }
  }
  /// When the left view shows; recorded.
  open var leftViewMode = ViewMode.never
  /// The view at the field's right edge, such as a button that shows the password: a subview
  /// of the field, shown as `rightViewMode` says, where a person uses the controls in it.
  open var rightView: UIView? {
    didSet { exchangeSubview(oldValue, for: rightView) }
  }
  /// When the right view shows; recorded.
  open var rightViewMode = ViewMode.never
  /// The view shown in place of the keyboard while the field is edited, such as a picker.
  open override var inputView: UIView? {
    get { customInputView }
    set { customInputView = newValue }
  }
  /// The bar shown above the keyboard while the field is edited.
  open override var inputAccessoryView: UIView? {
    get { customInputAccessoryView }
    set { customInputAccessoryView = newValue }
  }
  private var customInputView: UIView?
  private var customInputAccessoryView: UIView?
  /// The selected run of the text, or the caret, while the field is edited; nil when it is
  /// not. A person's typing puts the caret at the end.
  open var selectedTextRange: UITextRange? {
    get {
      guard isFirstResponder else { return nil }
      return storedSelection ?? textRange(from: endOfDocument, to: endOfDocument)
    }
    set { storedSelection = newValue }
  }
  private var storedSelection: UITextRange?
  /// The hint with its attributes; setting it sets `placeholder` to its characters.
  open var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0) } }
    set { placeholder = newValue?.string }
  }
  /// The text with its attributes; setting it sets `text` to its characters.
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }

  /// When an overlay view of the field shows.
  public enum ViewMode: Int, Sendable {
    case never, whileEditing, unlessEditing, always
  }

  /// The kinds of border a text field draws.
  public enum BorderStyle: Int, Sendable {
    case none, line, bezel, roundedRect
  }

  /// Whether `view` is one of the field's overlay views, which the field sizes and places.
  func isOverlay(_ view: UIView) -> Bool {
    view === leftView || view === rightView
  }

  /// The overlay views their modes show now, left first.
  var shownOverlayViews: [UIView] {
    [(leftView, leftViewMode), (rightView, rightViewMode)].compactMap { view, mode in
      shows(mode) ? view : nil
    }
  }

  /// Whether what `mode` governs shows now: always, never, or while the field is, or is not,
  /// being edited.
  func shows(_ mode: ViewMode) -> Bool {
    switch mode {
    case .never: false
    case .always: true
    case .whileEditing: isEditing
    case .unlessEditing: !isEditing
    }
  }

  /// What a person sees in the field: the text, or dots for a secure field.
  @_spi(HostTesting) public var displayedText: String {
    let value = text ?? ""
    return isSecureTextEntry ? String(repeating: "•", count: value.count) : value
  }

  /// Whether the field is being edited: it is the first responder.
  open var isEditing: Bool { isFirstResponder }

  /// An enabled text field can become first responder.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Begins editing: asks the delegate, becomes first responder, tells the delegate, then
  /// sends `.editingDidBegin`.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard let window else { return false }
    if window.firstResponder === self { return true }
    guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
      super.becomeFirstResponder()
    else { return false }
    showKeyboard(in: window)
    if clearsOnBeginEditing, text?.isEmpty == false, delegate?.textFieldShouldClear(self) ?? true {
      text = ""
    }
    delegate?.textFieldDidBeginEditing(self)
    NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    sendActions(for: .editingDidBegin)
    return true
  }

  /// Ends editing: asks the delegate, resigns first responder, tells the delegate, then sends
  /// `.editingDidEnd`.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    guard delegate?.textFieldShouldEndEditing(self) ?? true, canResignFirstResponder else {
      return false
    }
    endEditingSession()
    return true
  }

  override var tapEvents: Event { [] }

  /// Whether the field has any text.
  open var hasText: Bool { !(text ?? "").isEmpty }

  /// Puts `text` in place of the selection, or at the caret (the end, unless the app moved it),
  /// and leaves the caret after it; the field then tells of the change as typing does, without
  /// asking its delegate, as a key of a custom keyboard does on iOS.
  open func insertText(_ text: String) {
    let selection = editableSelection
    replaceText(in: selection, with: text)
  }

  /// Deletes the selection, or the character before the caret; nothing at the start.
  open func deleteBackward() {
    guard let range = TextPositions.deletion(in: text ?? "", selection: editableSelection) else {
      return
    }
    replaceText(in: range, with: "")
  }

  /// Replaces the text of `range` with `text`, as `insertText(_:)` does at the selection.
  open func replace(_ range: UITextRange, withText text: String) {
    guard let range = TextPositions.range(range, in: self.text ?? "") else { return }
    replaceText(in: range, with: text)
  }

  /// The selection as a range of the text: the caret at the end when none was set since the
  /// text was.
  var editableSelection: NSRange {
    let length = (text ?? "").utf16.count
    guard let selection = storedSelection, selection.end.offset <= length else {
      return NSRange(location: length, length: 0)
    }
    return NSRange(
      location: selection.start.offset, length: selection.end.offset - selection.start.offset)
  }

  /// Puts `replacement` in place of `range`, leaves the caret after it, and tells of the change
  /// as typing does.
  func replaceText(in range: NSRange, with replacement: String) {
    text = (text ?? "").replacing(range, with: replacement)
    let caret = UITextPosition(offset: range.location + replacement.utf16.count)
    storedSelection = UITextRange(start: caret, end: caret)
    if isFirstResponder { delegate?.textFieldDidChangeSelection(self) }
    NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    sendActions(for: .editingChanged)
  }
}

/// The traits of the keyboard a text input asks for. UIKit's are optional properties, which
/// `UITextField` and `UITextView` have; here the protocol marks the types that have them.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {}

/// A responder that takes text a key at a time: what a custom input view, such as a PIN field,
/// adopts.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
  /// Whether there is text to delete.
  var hasText: Bool { get }
  /// Takes `text`, typed at the caret.
  func insertText(_ text: String)
  /// Deletes the character before the caret, or the selection.
  func deleteBackward()
}

extension UITextField: UIKeyInput {}

/// A button a person taps.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The kinds of button.
  public enum ButtonType: Int, Sendable {
    /// A button with no system style.
    case custom = 0
    /// The system's standard button.
    case system = 1
    /// A detail disclosure button.
    case detailDisclosure = 2
    /// An information button on a light background.
    case infoLight = 3
    /// An information button on a dark background.
    case infoDark = 4
    /// A button that adds a contact.
    case contactAdd = 5
    /// A close button.
    case close = 7

    /// The standard button, as UIKit's old name for it says.
    public static let roundedRect = ButtonType.system
  }

  /// The button's kind.
  public private(set) var buttonType = ButtonType.custom
  override var defaultAccessibilityTraits: UIAccessibilityTraits { .button }
  override var defaultAccessibilityLabel: String? {
    currentTitle ?? currentAttributedTitle?.string ?? configuration?.displayedTitle
  }
  private var titles = StateValues<String>()
  private var titleColors = StateValues<UIColor>()
  private var images = StateValues<UIImage>()
  private var backgroundImages = StateValues<UIImage>()
  private var attributedTitles = StateValues<NSAttributedString>()

  /// Creates a button of `buttonType`.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// Creates a button of `buttonType` that performs `primaryAction` when tapped and takes its
  /// title.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction { adopt(primaryAction) }
  }

  /// Creates a custom button with `frame` that performs `primaryAction` when tapped.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { adopt(primaryAction) }
  }

  /// Creates a button that looks as `configuration` says and performs `primaryAction` when
  /// tapped. The action's title, if any, becomes the configuration's (Apple: "If the primary
  /// action contains a title or an image, this method copies them to the configuration").
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    self.configuration = configuration
    if let primaryAction {
      if !primaryAction.title.isEmpty { self.configuration?.title = primaryAction.title }
      if let image = primaryAction.image { self.configuration?.image = image }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// How the button looks, when configured as iOS 15 does; nil for a button set up by state.
  open var configuration: Configuration?

  /// What updates a button's configuration for its state.
  public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

  /// Updates the configuration whenever the button's state changes, after
  /// `updateConfiguration()`; setting it asks for an update (C7).
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// Whether the button's state changes update its configuration with `updated(for:)`.
  open var automaticallyUpdatesConfiguration = true
  private var isUpdatingConfiguration = false

  /// Asks for the configuration to be updated for the button's state: `updateConfiguration()`,
  /// then the `configurationUpdateHandler`. The host updates at once, where UIKit gathers the
  /// requests made before its next update into one; a request made during an update is part of
  /// it (C7).
  open func setNeedsUpdateConfiguration() {
    guard !isUpdatingConfiguration else { return }
    isUpdatingConfiguration = true
    defer { isUpdatingConfiguration = false }
    updateConfiguration()
    configurationUpdateHandler?(self)
  }

  /// Updates the configuration for the button's state; subclasses override it and call
  /// `super`. Don't call it: call `setNeedsUpdateConfiguration()`.
  open func updateConfiguration() {
    if automaticallyUpdatesConfiguration, let configuration {
      self.configuration = configuration.updated(for: self)
    }
  }

  override func stateDidChange() {
    setNeedsUpdateConfiguration()
  }
  /// Whether the button tracks a selection (iOS 15): with no menu, or a menu it shows only on a
  /// long press, a person's tap selects the button, or deselects it, before its action is sent;
  /// with a menu it shows on a tap, the button is a pop-up, whose title is the action chosen.
  open var changesSelectionAsPrimaryAction = false {
    didSet { selectFirstActionOfPopUp() }
  }
  open override var showsMenuAsPrimaryAction: Bool {
    didSet { selectFirstActionOfPopUp() }
  }

  /// Whether the button is a pop-up button: it shows its menu on a tap, and tracks the action
  /// chosen in it.
  var isPopUp: Bool { changesSelectionAsPrimaryAction && showsMenuAsPrimaryAction && menu != nil }

  /// Selects the first action of a pop-up button's menu when none is on: a pop-up always shows
  /// a choice.
  private func selectFirstActionOfPopUp() {
    guard isPopUp, let menu, menu.selectedElements.isEmpty, let first = menu.allActions.first
    else { return }
    menu.selectOnly(first)
  }
  /// What the button's action means to the person: a default, a primary, a cancelling or a
  /// destructive action; recorded.
  open var role = Role.normal

  /// What a button's action means to the person.
  public enum Role: Int, Sendable {
    case normal, primary, cancel, destructive
  }

  override func willSendTapActions() {
    if changesSelectionAsPrimaryAction { isSelected.toggle() }
  }

  /// Whether the pointer of an iPad's trackpad changes over the button; recorded.
  open var isPointerInteractionEnabled = false
  /// The order of the menu's elements (iOS 16); recorded.
  open var preferredMenuElementOrder = UIContextMenuConfiguration.ElementOrder.automatic
  /// The look the app prefers for the button on a Mac (iOS 15); recorded.
  open var preferredBehavioralStyle = UIBehavioralStyle.automatic
  /// The look the button has: an iPhone's, whatever the app prefers.
  open var behavioralStyle: UIBehavioralStyle { .pad }
  private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]

  /// Sets the symbol configuration of the button's image in `state`; recorded.
  open func setPreferredSymbolConfiguration(
    _ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State
  ) {
    symbolConfigurations[state.rawValue] = configuration
  }

  /// The symbol configuration of the button's image in `state`, as set.
  open func preferredSymbolConfigurationForImage(in state: UIControl.State)
    -> UIImage.SymbolConfiguration?
  {
    symbolConfigurations[state.rawValue]
  }
  /// The menu the button shows, on a long press or, with `showsMenuAsPrimaryAction`, on a tap,
  /// where a person chooses among its actions (C8).
  open var menu: UIMenu? {
    didSet { selectFirstActionOfPopUp() }
  }

  /// The label that shows the current title.
  public private(set) lazy var titleLabel: UILabel? = UILabel()

  /// Sets the title shown in `state`.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state] = title
    titleLabel?.text = currentTitle
  }

  /// Sets the title's colour in `state`; recorded, never drawn.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state] = color
  }

  /// The title's colour for `state`, falling back to the normal state's.
  open func titleColor(for state: UIControl.State) -> UIColor? {
    titleColors.resolved(for: state)
  }

  /// The title for `state`, falling back to the normal state's.
  open func title(for state: UIControl.State) -> String? {
    titles.resolved(for: state)
  }

  /// Sets the styled title shown in `state`, which is shown instead of the plain one.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    attributedTitles[state] = title
  }

  /// The styled title for `state`, falling back to the normal state's.
  open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
    attributedTitles.resolved(for: state)
  }

  /// Sets the image shown in `state`; recorded, never drawn.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state] = image
    imageView?.image = currentImage
  }

  /// The image for `state`, falling back to the normal state's.
  open func image(for state: UIControl.State) -> UIImage? {
    images.resolved(for: state)
  }

  /// Sets the background image shown in `state`; recorded, never drawn.
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages[state] = image
  }

  /// The background image for `state`, falling back to the normal state's.
  open func backgroundImage(for state: UIControl.State) -> UIImage? {
    backgroundImages.resolved(for: state)
  }

  /// The view that shows the current image.
  public private(set) lazy var imageView: UIImageView? = UIImageView()

  /// The title shown now: the one for the button's state.
  open var currentTitle: String? { title(for: state) }
  /// The title's colour now.
  open var currentTitleColor: UIColor { titleColor(for: state) ?? .tintColor }
  /// The styled title shown now.
  open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
  /// The image shown now.
  open var currentImage: UIImage? { image(for: state) }
  /// The background image shown now.
  open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

  /// What a person reads on the button: its title, else its configuration's, else what a
  /// screen reader says of it (an image's button), else its identifier.
  /// The size the title needs, with the configuration's content insets, or a system
  /// button's own margins (V2).
  open override var intrinsicContentSize: CGSize {
    let title = currentTitle ?? currentAttributedTitle?.string ?? configuration?.displayedTitle
    let text = TextMeasurement.size(
      of: title ?? "", font: titleLabel?.font ?? .preferredFont(forTextStyle: .body))
    guard let insets = configuration?.contentInsets else {
      return CGSize(width: text.width, height: text.height + 12)
    }
    return CGSize(
      width: text.width + insets.leading + insets.trailing,
      height: text.height + insets.top + insets.bottom)
  }

  /// The size the title needs: the button's intrinsic size (V2).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  @_spi(HostTesting) public var displayTitle: String {
    if isPopUp, let chosen = menu?.selectedElements.first { return chosen.title }
    return currentTitle ?? currentAttributedTitle?.string ?? configuration?.displayedTitle
      ?? accessibilityLabel ?? accessibilityIdentifier ?? ""
  }

  private func adopt(_ action: UIAction) {
    if !action.title.isEmpty { setTitle(action.title, for: .normal) }
    addAction(action, for: .primaryActionTriggered)
  }
}

/// A place in a text field's text, as UIKit's text input counts it.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
  /// The place, in UTF-16 code units from the start.
  let offset: Int

  init(offset: Int) {
    self.offset = offset
    super.init()
  }
}

/// A run of a text field's text between two places.
@preconcurrency @MainActor
open class UITextRange: NSObject {
  /// Where the run starts.
  open var start: UITextPosition { startPosition }
  /// Where the run ends.
  open var end: UITextPosition { endPosition }
  /// Whether the run is empty: a caret.
  open var isEmpty: Bool { startPosition.offset == endPosition.offset }
  private let startPosition: UITextPosition
  private let endPosition: UITextPosition

  init(start: UITextPosition, end: UITextPosition) {
    startPosition = start
    endPosition = end
    super.init()
  }
}

extension UITextField {
  /// The start of the text.
  public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
  /// The end of the text.
  public var endOfDocument: UITextPosition { UITextPosition(offset: (text ?? "").utf16.count) }

  /// The place `offset` code units from `position`, or nil outside the text.
  public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    TextPositions.position(from: position, offset: offset, in: text ?? "")
  }

  /// How many code units `toPosition` is after `from`.
  public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    toPosition.offset - from.offset
  }

  /// The run from `fromPosition` to `toPosition`, or nil outside the text.
  public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  {
    TextPositions.textRange(from: fromPosition, to: toPosition, in: text ?? "")
  }

  /// The text of `range`, or nil outside the text.
  public func text(in range: UITextRange) -> String? {
    TextPositions.text(in: range, of: text ?? "")
  }

  /// Where the caret is drawn at `position`: nowhere, as the host lays out no text.
  public func caretRect(for position: UITextPosition) -> CGRect { .zero }
}

extension UITextView: UIKeyInput {
  /// The start of the text.
  public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
  /// The end of the text.
  public var endOfDocument: UITextPosition { UITextPosition(offset: (text ?? "").utf16.count) }

  /// The place `offset` code units from `position`, or nil outside the text.
  public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    TextPositions.position(from: position, offset: offset, in: text ?? "")
  }

  /// How many code units `toPosition` is after `from`.
  public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    toPosition.offset - from.offset
  }

  /// The run from `fromPosition` to `toPosition`, or nil outside the text.
  public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  {
    TextPositions.textRange(from: fromPosition, to: toPosition, in: text ?? "")
  }

  /// The text of `range`, or nil outside the text.
  public func text(in range: UITextRange) -> String? {
    TextPositions.text(in: range, of: text ?? "")
  }

  /// Where the caret is drawn at `position`: nowhere, as the host lays out no text.
  public func caretRect(for position: UITextPosition) -> CGRect { .zero }
}

/// Places and runs of a text counted in UTF-16 code units, as text fields and text views give
/// them (R2).
enum TextPositions {
  /// The place `offset` units from `position`, or nil outside `text`.
  @MainActor
  static func position(from position: UITextPosition, offset: Int, in text: String)
    -> UITextPosition?
  {
    let (moved, overflow) = position.offset.addingReportingOverflow(offset)
    return !overflow && (0...text.utf16.count).contains(moved)
      ? UITextPosition(offset: moved) : nil
  }

  /// The run between two places, in order, or nil outside `text`.
  @MainActor
  static func textRange(from first: UITextPosition, to second: UITextPosition, in text: String)
    -> UITextRange?
  {
    let bounds = 0...text.utf16.count
    guard bounds.contains(first.offset), bounds.contains(second.offset) else { return nil }
    let (start, end) = first.offset <= second.offset ? (first, second) : (second, first)
    return UITextRange(start: start, end: end)
  }

  /// `range` as a run: the caret when empty.
  @MainActor
  static func textRange(_ range: NSRange) -> UITextRange {
    UITextRange(
      start: UITextPosition(offset: range.location),
      end: UITextPosition(offset: range.location + range.length))
  }

  /// `range` as a range of `text`, or nil outside it.
  @MainActor
  static func range(_ range: UITextRange, in text: String) -> NSRange? {
    guard range.end.offset <= text.utf16.count else { return nil }
    return NSRange(location: range.start.offset, length: range.end.offset - range.start.offset)
  }

  /// The text of `range`, or nil outside `text`.
  @MainActor
  static func text(in range: UITextRange, of text: String) -> String? {
    let units = Array(text.utf16)
    guard range.end.offset <= units.count else { return nil }
    return String(decoding: units[range.start.offset..<range.end.offset], as: UTF16.self)
  }

  /// What deleting backward removes: the selection, or the character before the caret; nil at
  /// the start.
  static func deletion(in text: String, selection: NSRange) -> NSRange? {
    guard selection.length == 0 else { return selection }
    let before = String(decoding: Array(text.utf16)[..<selection.location], as: UTF16.self)
    guard let last = before.last else { return nil }
    let width = String(last).utf16.count
    return NSRange(location: selection.location - width, length: width)
  }
}

/// How a control looks and behaves: as on iOS, or as on a Mac.
public enum UIBehavioralStyle: Int, Sendable {
  case automatic = 0
  case pad = 1
  case mac = 2
}
