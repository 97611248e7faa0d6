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
  /// Whether the text is cleared as editing begins, unless the delegate's
  /// `textFieldShouldClear(_:)` says no; false by default.
  open var clearsOnBeginEditing = false
  /// The keyboard shown for the field; recorded.
  open var keyboardType = UIKeyboardType.default
  /// The title of the keyboard's return key; recorded.
  open var returnKeyType = UIReturnKeyType.default
  /// What the field's text is, for AutoFill; recorded.
  open var textContentType: UITextContentType!
  /// When the clear button shows; recorded.
  open var clearButtonMode = ViewMode.never
  /// The bar shown above the keyboard while the field is edited.
  open override var inputAccessoryView: UIView? {
    get { customInputAccessoryView }
    set { customInputAccessoryView = newValue }
  }
  private var customInputAccessoryView: UIView?
  /// The view shown in place of the keyboard while the field is edited: settable on a field,
  /// as UIKit redeclares it; kept, as the host shows no keyboard (C8).
  open override var inputView: UIView? {
    get { customInputView }
    set { customInputView = newValue }
  }
  private var customInputView: UIView?
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
