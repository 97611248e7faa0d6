// More of what UIKit screens declare: segmented controls, sliders, steppers, page controls,
// progress bars, text views, the share sheet, search controllers and the older Auto Layout
// initialiser. A person operates the controls through the host's actions (C7, C6, R2); what
// is only drawn is recorded as set; the share sheet and the search controller are controllers
// like any other.

/// The name of an Objective-C method, for target–action. Linux has no `#selector`, so only
/// `Selector("name")` makes one, and the host cannot call it (U4).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The method's name.
  public let name: String

  public init(_ name: String) { self.name = name }
  public init(stringLiteral name: String) { self.name = name }
}

/// A row of segments, one selected.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  private var titles: [String?] = []
  private var segmentActions: [UIAction?] = []
  private var disabledSegments = Set<Int>()
  /// Whether a segment stays selected after a person taps it; a momentary control selects none.
  open var isMomentary = false
  /// The index of the selected segment, or `noSegment`.
  open var selectedSegmentIndex = UISegmentedControl.noSegment
  /// The colour of the selected segment; recorded, never drawn.
  open var selectedSegmentTintColor: UIColor?
  private var titleAttributes = StateValues<[NSAttributedString.Key: Any]>()

  /// Sets the attributes of the segments' titles in `state`; recorded, never drawn.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributes[state] = attributes
  }

  /// The attributes of the segments' titles in `state`.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state]
  }
  /// The index that says no segment is selected.
  public static let noSegment = -1

  /// Creates a control with a segment for each title (a `String`) in `items`, sized to fit
  /// them, as UIKit sizes it (V2).
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    titles = (items ?? []).map { $0 as? String }
    segmentActions = titles.map { _ in nil }
    frame.size = intrinsicContentSize
  }

  /// The size that fits the segments: each as wide as the widest title, in the control's
  /// 13-point font, with 12 points either side, and 32 points high; none without segments.
  open override var intrinsicContentSize: CGSize {
    guard !titles.isEmpty else { return .zero }
    let font = UIFont.systemFont(ofSize: 13, weight: .medium)
    let widest = titles.map { TextMeasurement.size(of: $0 ?? "", font: font).width }.max() ?? 0
    return CGSize(width: CGFloat(titles.count) * (widest + 24), height: 32)
  }

  /// Creates a control with a segment for each action, titled by it, that performs it when a
  /// person selects the segment.
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    titles = actions.map(\.title)
    segmentActions = actions
  }

  /// The action performed when a person selects the segment at `segment`, if it has one.
  open func actionForSegment(at segment: Int) -> UIAction? {
    segmentActions.indices.contains(segment) ? segmentActions[segment] : nil
  }

  /// Makes the segment at `segment` perform `action`, and take its title.
  open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
    guard segmentActions.indices.contains(segment) else { return }
    segmentActions[segment] = action
    titles[segment] = action.title
  }

  private var segmentWidths: [Int: CGFloat] = [:]
  /// Whether segments are as wide as their content, not all alike; recorded.
  open var apportionsSegmentWidthsByContent = false

  /// Sets the width of the segment at `segment`; 0 lets the control choose.
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    segmentWidths[segment] = width
  }

  /// The width of the segment at `segment`, as set; 0 when the control chooses.
  open func widthForSegment(at segment: Int) -> CGFloat {
    segmentWidths[segment] ?? 0
  }

  /// The index of the segment whose action has `identifier`, or `noSegment`.
  open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
    segmentActions.firstIndex { $0?.identifier == identifier } ?? Self.noSegment
  }

  /// Inserts a segment at `segment` that shows `image` and has no title.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    let index = min(max(segment, 0), titles.count)
    titles.insert(nil, at: index)
    segmentActions.insert(nil, at: index)
  }

  /// Inserts a segment at `segment` that performs `action`, titled by it.
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    let index = min(max(segment, 0), titles.count)
    titles.insert(action.title, at: index)
    segmentActions.insert(action, at: index)
  }

  /// Removes the segment at `segment`.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else { return }
    titles.remove(at: segment)
    segmentActions.remove(at: segment)
    if selectedSegmentIndex == segment { selectedSegmentIndex = Self.noSegment }
  }

  /// Enables or disables the segment at `segment`: a person cannot select a disabled one.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    if enabled { disabledSegments.remove(segment) } else { disabledSegments.insert(segment) }
  }

  /// Whether a person can select the segment at `segment`.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    !disabledSegments.contains(segment)
  }

  /// A person's tap on the segment at `segment` (`host.selectSegment(_:)`): it becomes the
  /// selected one, unless it already was, and the control performs the segment's action and
  /// sends `.valueChanged`. A momentary control is selected while it sends them, and then
  /// selects none again.
  func userSelected(segment: Int) {
    guard isMomentary || segment != selectedSegmentIndex else { return }
    selectedSegmentIndex = segment
    segmentActions[segment]?.perform(sender: self)
    sendActions(for: .valueChanged)
    if isMomentary { selectedSegmentIndex = Self.noSegment }
  }

  /// How many segments there are.
  open var numberOfSegments: Int { titles.count }

  /// The title of the segment at `segment`; a segment that is not there is refused, as UIKit
  /// raises, and has none.
  open func titleForSegment(at segment: Int) -> String? {
    guard isSegment(segment, asked: "titleForSegmentAtIndex:") else { return nil }
    return titles[segment]
  }

  /// Sets the title of the segment at `segment`; a segment that is not there is refused, as
  /// UIKit raises.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard isSegment(segment, asked: "setTitle:forSegmentAtIndex:") else { return }
    titles[segment] = title
  }

  /// Whether `segment` is one of the segments; if not, an `error`, as UIKit raises an
  /// `NSRangeException` (C7).
  private func isSegment(_ segment: Int, asked call: String) -> Bool {
    if titles.indices.contains(segment) { return true }
    let bounds = titles.isEmpty ? "for empty array" : "[0 .. \(titles.count - 1)]"
    diagnosticHost.report(
      .error, .c7, "-[UISegmentedControl \(call)]: index \(segment) beyond bounds \(bounds)")
    return false
  }

  /// Inserts a segment titled `title` at `segment`.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    let index = min(max(segment, 0), titles.count)
    titles.insert(title, at: index)
    segmentActions.insert(nil, at: index)
  }

  /// Removes every segment.
  open func removeAllSegments() {
    titles = []
    segmentActions = []
    selectedSegmentIndex = Self.noSegment
  }
}

/// A bar with a thumb for a value in a range.
@preconcurrency @MainActor
open class UISlider: UIControl {
  /// The value, between `minimumValue` and `maximumValue`.
  open var value: Float = 0
  /// The smallest value.
  open var minimumValue: Float = 0
  /// The largest value.
  open var maximumValue: Float = 1
  /// Whether the slider sends `.valueChanged` as the thumb moves, or only once it is let go.
  open var isContinuous = true
  /// The colour of the track before the thumb; recorded, never drawn.
  open var minimumTrackTintColor: UIColor?
  /// The colour of the track after the thumb; recorded, never drawn.
  open var maximumTrackTintColor: UIColor?
  /// The colour of the thumb; recorded, never drawn.
  open var thumbTintColor: UIColor?
  /// The image at the slider's minimum end.
  open var minimumValueImage: UIImage?
  /// The image at the slider's maximum end.
  open var maximumValueImage: UIImage?

  private var thumbImages = StateValues<UIImage>()
  private var minimumTrackImages = StateValues<UIImage>()
  private var maximumTrackImages = StateValues<UIImage>()

  /// Sets the value, kept within the range.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = min(max(value, minimumValue), maximumValue)
  }

  /// Sets the thumb's image in `state`; recorded, never drawn.
  open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
    thumbImages[state] = image
  }

  /// The thumb's image set for `state`.
  open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state] }

  /// Sets the image of the track before the thumb in `state`; recorded, never drawn.
  open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    minimumTrackImages[state] = image
  }

  /// The image of the track before the thumb set for `state`.
  open func minimumTrackImage(for state: UIControl.State) -> UIImage? {
    minimumTrackImages[state]
  }

  /// Sets the image of the track after the thumb in `state`; recorded, never drawn.
  open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    maximumTrackImages[state] = image
  }

  /// The image of the track after the thumb set for `state`.
  open func maximumTrackImage(for state: UIControl.State) -> UIImage? {
    maximumTrackImages[state]
  }

  /// The thumb's image now: the one for the slider's state, else the normal state's.
  open var currentThumbImage: UIImage? { thumbImages.resolved(for: state) }
}

/// A pair of buttons that step a value.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  /// The value.
  open var value: Double = 0
  /// The smallest value.
  open var minimumValue: Double = 0
  /// The largest value.
  open var maximumValue: Double = 100
  /// How much a step changes the value.
  open var stepValue: Double = 1
  /// Whether stepping past one end goes round to the other; recorded.
  open var wraps = false
  /// Whether holding a button keeps stepping; recorded.
  open var autorepeat = true
  /// Whether the value changes are sent while a button is held; recorded.
  open var isContinuous = true
  private var images: [String: UIImage] = [:]

  /// Sets the image of the increment button in `state`; recorded, never drawn.
  open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
    images["increment \(state.rawValue)"] = image
  }
  /// The image of the increment button in `state`, as set.
  open func incrementImage(for state: UIControl.State) -> UIImage? {
    images["increment \(state.rawValue)"]
  }
  /// Sets the image of the decrement button in `state`; recorded, never drawn.
  open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
    images["decrement \(state.rawValue)"] = image
  }
  /// The image of the decrement button in `state`, as set.
  open func decrementImage(for state: UIControl.State) -> UIImage? {
    images["decrement \(state.rawValue)"]
  }
  /// Sets the background image in `state`; recorded, never drawn.
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    images["background \(state.rawValue)"] = image
  }
  /// The background image in `state`, as set.
  open func backgroundImage(for state: UIControl.State) -> UIImage? {
    images["background \(state.rawValue)"]
  }
}

/// The dots that show which page of several is shown.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  /// How many pages there are.
  open var numberOfPages = 0
  /// The page shown.
  open var currentPage = 0
  /// The colour of the dots; recorded, never drawn.
  open var pageIndicatorTintColor: UIColor?
  /// The colour of the current page's dot; recorded, never drawn.
  open var currentPageIndicatorTintColor: UIColor?
  /// Whether the control hides when there is only one page.
  open var hidesForSinglePage = false
  /// Whether a person may scrub across the pages; recorded.
  open var allowsContinuousInteraction = true
  /// Which way the dots run (iOS 16); recorded.
  open var direction = Direction.natural

  /// Which way a page control's dots run.
  public enum Direction: Int, Sendable {
    case natural, leftToRight, rightToLeft, topToBottom, bottomToTop
  }
  /// The image of every page's indicator, or nil for a dot; recorded.
  open var preferredIndicatorImage: UIImage?
  /// The image of the current page's indicator, or nil for the others'; recorded.
  open var preferredCurrentPageIndicatorImage: UIImage?
  private var pageImages: [Int: UIImage] = [:]

  /// Sets the image of the indicator of `page`, or nil for the preferred one.
  open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
    pageImages[page] = image
  }

  /// The image of the indicator of `page`: its own, or the preferred one.
  open func indicatorImage(forPage page: Int) -> UIImage? {
    pageImages[page] ?? preferredIndicatorImage
  }
  /// How the control's background looks; recorded.
  open var backgroundStyle = BackgroundStyle.automatic

  /// How a page control's background looks.
  public enum BackgroundStyle: Int, Sendable {
    case automatic, prominent, minimal
  }
}

/// A bar that shows how far a task has gone.
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// How a progress view looks.
  public enum Style: Int, Sendable {
    case `default`, bar
  }

  /// How the view looks.
  open var progressViewStyle = Style.default
  /// How far, from 0 to 1.
  open var progress: Float = 0
  /// The colour of the part done; recorded, never drawn.
  open var progressTintColor: UIColor?
  /// The progress the bar follows; recorded, as Foundation on Linux has no key-value
  /// observing: the app sets `progress`.
  open var observedProgress: Progress?
  /// The colour of the part left; recorded, never drawn.
  open var trackTintColor: UIColor?

  /// A progress view that looks like `style`.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// Sets how far, kept between 0 and 1.
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = min(max(progress, 0), 1)
  }
}

/// Several lines of text, which a person may edit.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
  override var isStandardAccessibilityElement: Bool { true }
  /// What the view turns into links when it is not editable: links, phone numbers…; recorded.
  open var dataDetectorTypes = UIDataDetectorTypes()
  /// The attributes of text typed next; recorded.
  open var typingAttributes: [NSAttributedString.Key: Any] = [:]
  /// Whether a person may style the text; recorded.
  open var allowsEditingTextAttributes = false
  /// Whether a person can find text in the view (iOS 16); recorded.
  open var isFindInteractionEnabled = false
  /// Whether the text scales as on iOS in a Mac app; recorded.
  open var usesStandardTextScaling = false
  /// The view's border (iOS 17); recorded, never drawn.
  open var borderStyle = BorderStyle.none

  /// The kinds of border a text view draws.
  public enum BorderStyle: Int, Sendable {
    case none, roundedRect
  }

  /// Scrolls the text of `range` into view; the host lays out no text, so the view stays.
  open func scrollRangeToVisible(_ range: NSRange) {}
  /// How the text is laid out in the view: its padding, lines and wrapping; recorded.
  public let textContainer = NSTextContainer()
  /// The attributes links are shown with; recorded.
  open var linkTextAttributes: [NSAttributedString.Key: Any]?
  /// The text: empty when there is none, as UIKit's is; setting nil empties it. Setting it, or
  /// `attributedText`, puts the caret at the end, as on a device.
  open var text: String! {
    get { storedText }
    set {
      storedText = newValue ?? ""
      attributedStorage = nil
      selectedRange = NSRange(location: storedText.utf16.count, length: 0)
    }
  }
  private var storedText = ""
  /// The attributed text last set, until `text` is set.
  private var attributedStorage: NSAttributedString?
  /// The text with its attributes, links among them; setting it sets `text` to its characters,
  /// and setting `text` drops the attributes.
  open var attributedText: NSAttributedString! {
    get { attributedStorage ?? NSAttributedString(string: text) }
    set {
      storedText = newValue?.string ?? ""
      attributedStorage = newValue.map { NSAttributedString(attributedString: $0) }
      selectedRange = NSRange(location: storedText.utf16.count, length: 0)
    }
  }
  /// The font; recorded, never rendered.
  open var font: UIFont?
  /// The text colour; recorded, never drawn.
  open var textColor: UIColor?
  /// How the text lines up; recorded.
  open var textAlignment = NSTextAlignment.natural
  /// Whether a person can edit the text.
  open var isEditable = true
  /// Whether a person can select the text.
  open var isSelectable = true
  /// The space between the text and the view's edges; recorded.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// The keyboard shown; recorded.
  open var keyboardType = UIKeyboardType.default
  /// The return key's label; recorded.
  open var returnKeyType = UIReturnKeyType.default
  /// How the keyboard capitalises; recorded.
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Whether the keyboard corrects; recorded.
  open var autocorrectionType = UITextAutocorrectionType.default
  /// Whether the font follows the person's text size; recorded.
  open var adjustsFontForContentSizeCategory = false
  /// The selected range of the text.
  open var selectedRange = NSRange(location: 0, length: 0)

  /// Asked and told as the text is edited, and as the view scrolls. Weak, as in UIKit. UIKit
  /// types it `UITextViewDelegate`; here it is the scroll view's (U4), and anything else is
  /// refused with an `error` as it is set.
  open override var delegate: (any UIScrollViewDelegate)? {
    didSet {
      refuseDelegate(
        unless: delegate is any UITextViewDelegate, of: "a text view",
        expecting: "UITextViewDelegate")
    }
  }
  /// The delegate, as the text view asks it.
  private var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

  /// The view shown in place of the keyboard while the text is edited.
  open override var inputView: UIView? {
    get { customInputView }
    set { customInputView = newValue }
  }
  /// The bar shown above the keyboard while the text is edited.
  open override var inputAccessoryView: UIView? {
    get { customInputAccessoryView }
    set { customInputAccessoryView = newValue }
  }
  private var customInputView: UIView?
  private var customInputAccessoryView: UIView?

  /// An editable text view can become first responder.
  open override var canBecomeFirstResponder: Bool { isEditable }

  /// Whether the text is being edited: the view is the first responder.
  open var isEditing: Bool { isFirstResponder }

  /// Begins editing: asks the delegate, becomes first responder, shows the keyboard (R2), then
  /// tells the delegate, as a text field does.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard let window else { return false }
    if window.firstResponder === self { return true }
    guard canBecomeFirstResponder, textDelegate?.textViewShouldBeginEditing(self) ?? true,
      super.becomeFirstResponder()
    else { return false }
    showKeyboard(in: window)
    textDelegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Ends editing: asks the delegate, resigns first responder, then tells the delegate.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    guard textDelegate?.textViewShouldEndEditing(self) ?? true, canResignFirstResponder else {
      return false
    }
    endEditingSession()
    return true
  }

  /// Resigns first responder whatever the delegate says, and tells it editing ended.
  func endEditingSession() {
    if let window, window.firstResponder === self {
      window.firstResponder = nil
      hideKeyboard(in: window)
    }
    textDelegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
  }

  /// A person taps the view, clears it, then types `value` a character at a time, as on a
  /// keyboard: editing begins if it has not; each change (the clearing, then each character in
  /// place of the selection, where the app may have moved it) is offered to the delegate, which
  /// may refuse it, and each one made leaves the caret after it, tells the delegate and posts
  /// `textDidChangeNotification`. False when the view would not begin editing.
  func userTyped(_ value: String) -> Bool {
    guard becomeFirstResponder() else { return false }
    if let current = text, !current.isEmpty {
      userChanged(NSRange(location: 0, length: current.utf16.count), to: "")
    }
    for character in value {
      userChanged(editableSelection, to: String(character))
    }
    return true
  }

  /// One change a person makes: `range` of the text replaced by `replacement`, unless the
  /// delegate refuses it.
  private func userChanged(_ range: NSRange, to replacement: String) {
    guard
      textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement)
        ?? true
    else { return }
    replaceText(in: range, with: replacement)
  }

  /// The selected range when it is in the text, else the caret at the end.
  private var editableSelection: NSRange {
    let length = (text ?? "").utf16.count
    let (location, selected) = (selectedRange.location, selectedRange.length)
    let inText = (0...length).contains(location) && (0...(length - location)).contains(selected)
    return inText ? selectedRange : NSRange(location: length, length: 0)
  }

  /// Puts `replacement` in place of `range`, leaves the caret after it, and tells of the change
  /// as typing does.
  private func replaceText(in range: NSRange, with replacement: String) {
    text = (text ?? "").replacing(range, with: replacement)
    selectedRange = NSRange(location: range.location + replacement.utf16.count, length: 0)
    textDelegate?.textViewDidChangeSelection(self)
    textDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
  }

  /// Whether the view has any text.
  open var hasText: Bool { !(text ?? "").isEmpty }

  /// Puts `text` in place of the selection, or at the caret, and leaves the caret after it;
  /// the view tells of the change as typing does, without asking its delegate, as a key of a
  /// custom keyboard does.
  open func insertText(_ text: String) {
    replaceText(in: editableSelection, with: text)
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

  /// The selection as a run of the text: `selectedRange`'s.
  open var selectedTextRange: UITextRange? {
    get { TextPositions.textRange(editableSelection) }
    set {
      guard let newValue, let range = TextPositions.range(newValue, in: text ?? "") else { return }
      selectedRange = range
    }
  }

  /// Posted when a text view begins editing; the object is the view.
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted when a text view's text changed; the object is the view.
  nonisolated public static let textDidChangeNotification = Notification.Name(
    "UITextViewTextDidChangeNotification")
  /// Posted when a text view ended editing; the object is the view.
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")
}

/// What a text view turns into links.
public struct UIDataDetectorTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let phoneNumber = Self(rawValue: 1 << 0)
  public static let link = Self(rawValue: 1 << 1)
  public static let address = Self(rawValue: 1 << 2)
  public static let calendarEvent = Self(rawValue: 1 << 3)
  public static let shipmentTrackingNumber = Self(rawValue: 1 << 4)
  public static let flightNumber = Self(rawValue: 1 << 5)
  public static let lookupSuggestion = Self(rawValue: 1 << 6)
  public static let money = Self(rawValue: 1 << 7)
  public static let physicalValue = Self(rawValue: 1 << 8)
  public static let all = Self(rawValue: .max)
}

/// How a person acted on a link or an attachment in a text view.
public enum UITextItemInteraction: Int, Sendable {
  case invokeDefaultAction, presentActions, preview
}

/// The area a text view lays its text out in; recorded, never laid out.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
  /// The space at each end of a line.
  open var lineFragmentPadding: CGFloat = 5
  /// The most lines shown; 0 for as many as needed.
  open var maximumNumberOfLines = 0
  /// How the last line is cut when the text does not fit.
  open var lineBreakMode = NSLineBreakMode.byWordWrapping
  /// The container's size.
  open var size = CGSize.zero
}

/// What a text view asks and tells its delegate while it is edited. Every method is optional
/// in UIKit (U4: here, requirements with defaults).
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Asked before editing begins; `false` keeps the view from becoming first responder.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Told after the view became first responder.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Asked before the view resigns first responder; `false` keeps it editing.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Told after the view resigned first responder.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Asked before the text in `range` is replaced by `text`; `false` keeps the text.
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// Told after a person changed the text.
  func textViewDidChange(_ textView: UITextView)
  /// Told after the selection changed.
  func textViewDidChangeSelection(_ textView: UITextView)
  /// Asked whether a person's tap on a link opens it (before iOS 17); true opens it.
  func textView(
    _ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool
  /// Asked for the action a person's tap on `textItem` performs (iOS 17): `defaultAction`
  /// opens a link; nil performs nothing.
  func textView(
    _ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction
  )
    -> UIAction?
  /// Asked for the menu a long press on `textItem` shows (iOS 17); nil for the system's.
  func textView(
    _ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu
  ) -> UITextItem.MenuConfiguration?
  /// Asked for the edit menu of the selected text (iOS 16); nil for the system's.
  func textView(
    _ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]
  ) -> UIMenu?
}

extension UITextViewDelegate {
  /// Allows editing.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// Allows editing to end.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// Allows the change.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Opens the link.
  public func textView(
    _ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool { true }
  /// The default action.
  public func textView(
    _ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction
  ) -> UIAction? { defaultAction }
  /// The system's menu.
  public func textView(
    _ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu
  ) -> UITextItem.MenuConfiguration? { nil }
  /// The system's menu.
  public func textView(
    _ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]
  ) -> UIMenu? { nil }
  /// Does nothing.
  public func textViewDidChange(_ textView: UITextView) {}
  /// Does nothing.
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// The share sheet: a controller presented like any other, as a sheet on iPhone.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
  /// A kind of activity the sheet offers.
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let mail = Self("com.apple.UIKit.activity.Mail")
    public static let message = Self("com.apple.UIKit.activity.Message")
    public static let copyToPasteboard = Self("com.apple.UIKit.activity.CopyToPasteboard")
    public static let airDrop = Self("com.apple.UIKit.activity.AirDrop")
    public static let print = Self("com.apple.UIKit.activity.Print")
    public static let assignToContact = Self("com.apple.UIKit.activity.AssignToContact")
    public static let saveToCameraRoll = Self("com.apple.UIKit.activity.SaveToCameraRoll")
    public static let addToReadingList = Self("com.apple.UIKit.activity.AddToReadingList")
    public static let openInIBooks = Self("com.apple.UIKit.activity.OpenInIBooks")
    public static let markupAsPDF = Self("com.apple.UIKit.activity.MarkupAsPDF")
    public static let postToFacebook = Self("com.apple.UIKit.activity.PostToFacebook")
    public static let postToTwitter = Self("com.apple.UIKit.activity.PostToTwitter")
    public static let postToWeibo = Self("com.apple.UIKit.activity.PostToWeibo")
    public static let postToTencentWeibo = Self("com.apple.UIKit.activity.TencentWeibo")
    public static let postToFlickr = Self("com.apple.UIKit.activity.PostToFlickr")
    public static let postToVimeo = Self("com.apple.UIKit.activity.PostToVimeo")
    public static let sharePlay = Self("com.apple.UIKit.activity.SharePlay")
    public static let addToHomeScreen = Self("com.apple.UIKit.activity.AddToHomeScreen")
  }

  /// Told when the sheet closes: the activity chosen, whether it completed, what it returned,
  /// and any error.
  public typealias CompletionWithItemsHandler = (ActivityType?, Bool, [Any]?, (any Error)?) -> Void

  /// What is shared.
  public let activityItems: [Any]
  /// The activities the sheet does not offer.
  open var excludedActivityTypes: [ActivityType]?
  /// Told when the sheet closes.
  open var completionWithItemsHandler: CompletionWithItemsHandler?

  /// Creates a share sheet for `activityItems`.
  public init(activityItems: [Any], applicationActivities: [AnyObject]?) {
    self.activityItems = activityItems
    super.init(nibName: nil, bundle: nil)
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    activityItems = []
    super.init(coder: coder)
  }

  /// A sheet dismissed with no activity chosen tells its handler nothing completed, as when a
  /// person closes it. An override must call `super` (rule L6).
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if isBeingDismissed { completionWithItemsHandler?(nil, false, nil, nil) }
  }
}

/// Told as a search bar's text changes.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
  /// Updates the results for the search bar's text.
  func updateSearchResults(for searchController: UISearchController)
  /// Updates the results for the suggestion a person chose (iOS 16).
  func updateSearchResults(
    for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion)
}

extension UISearchResultsUpdating {
  /// Does nothing.
  public func updateSearchResults(
    for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion
  ) {}
}

/// A suggestion shown under a search bar as a person searches (iOS 16).
@preconcurrency @MainActor
public protocol UISearchSuggestion: NSObjectProtocol {
  /// What the suggestion reads.
  var localizedSuggestion: String? { get }
  /// A line under it.
  var localizedDescription: String? { get }
  /// The image beside it.
  var iconImage: UIImage? { get }
}

extension UISearchSuggestion {
  /// No line under it.
  public var localizedDescription: String? { nil }
  /// No image.
  public var iconImage: UIImage? { nil }
}

/// A suggestion of UIKit's making: its text, a line under it and an image.
@preconcurrency @MainActor
open class UISearchSuggestionItem: NSObject, UISearchSuggestion {
  public let localizedSuggestion: String?
  public let localizedDescription: String?
  public let iconImage: UIImage?
  /// What the app keeps with the suggestion.
  open var representedObject: Any?

  /// A suggestion that reads `suggestion`, with `description` under it and `iconImage` beside.
  public init(
    localizedSuggestion suggestion: String, localizedDescription description: String? = nil,
    iconImage: UIImage? = nil
  ) {
    localizedSuggestion = suggestion
    localizedDescription = description
    self.iconImage = iconImage
    super.init()
  }

  /// A suggestion that reads the characters of `suggestion`.
  public convenience init(
    localizedAttributedSuggestion suggestion: NSAttributedString,
    localizedDescription description: String? = nil, iconImage: UIImage? = nil
  ) {
    self.init(
      localizedSuggestion: suggestion.string, localizedDescription: description,
      iconImage: iconImage)
  }
}

/// Told as a person uses a search field's tokens and suggestions; a text field's delegate too.
/// Every method is optional in UIKit (U4). Copying a token (`itemProviderForCopying`) is not
/// declared, as Foundation on Linux has no `NSItemProvider`.
@preconcurrency @MainActor
public protocol UISearchTextFieldDelegate: UITextFieldDelegate {
  /// Told that a person chose `suggestion` (iOS 16).
  func searchTextField(
    _ searchTextField: UISearchTextField, didSelect suggestion: any UISearchSuggestion)
}

extension UISearchTextFieldDelegate {
  /// Does nothing.
  public func searchTextField(
    _ searchTextField: UISearchTextField, didSelect suggestion: any UISearchSuggestion
  ) {}
}

/// Told as a person uses a search bar. Every method is optional in UIKit (U4).
@preconcurrency @MainActor
public protocol UISearchBarDelegate: NSObjectProtocol {
  /// Whether a person's tap may begin editing the search text.
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// Told after editing of the search text began.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Whether editing of the search text may end.
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  /// Told after editing of the search text ended.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// Whether a person's change, `text` in place of `range`, may be made; false keeps the text.
  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// Told after the text changed.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Told when the search button was tapped.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// Told when the cancel button was tapped.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// Told after a person chose another scope button.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  /// Editing may begin.
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// Does nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  /// Editing may end.
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// Does nothing.
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  /// Every change may be made.
  public func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  /// Does nothing.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBar(
    _ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
  ) {}
}

/// A field for search text, with a scope and a cancel button.
@preconcurrency @MainActor
open class UISearchBar: UIView {
  /// The field a person types the search into.
  public let searchTextField = UISearchTextField()
  /// The search text: the field's.
  open var text: String? {
    get { searchTextField.text }
    set {
      searchTextField.text = newValue
      owningSearchController?.showResultsIfNeeded()
    }
  }
  /// The hint shown while the text is empty: the field's.
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }
  /// Told as the bar is used. Weak, as in UIKit.
  open weak var delegate: (any UISearchBarDelegate)?
  /// The search controller whose bar this is, if any.
  weak var owningSearchController: UISearchController?
  /// Whether the cancel button shows: a person taps it (`host.cancelSearch()`) while it does,
  /// or while the bar's search controller is active.
  /// Whether the return key is disabled while the bar is empty: the search field's.
  open var enablesReturnKeyAutomatically: Bool {
    get { searchTextField.enablesReturnKeyAutomatically }
    set { searchTextField.enablesReturnKeyAutomatically = newValue }
  }
  open var showsCancelButton = false
  /// The titles of the scope buttons, which a person chooses among (`host.selectScope(_:)`).
  open var scopeButtonTitles: [String]?
  /// The selected scope button.
  open var selectedScopeButtonIndex = 0
  /// Whether the scope buttons show; recorded.
  open var showsScopeBar = false
  /// Whether the bookmark button shows in the field; recorded.
  open var showsBookmarkButton = false
  /// Whether the search results button shows in the field; recorded.
  open var showsSearchResultsButton = false
  /// The bar's background colour; recorded.
  open var barTintColor: UIColor?
  /// Whether the bar is translucent; recorded.
  open var isTranslucent = true
  /// The return key of the keyboard the search is typed with: the field's.
  open var returnKeyType: UIReturnKeyType {
    get { searchTextField.returnKeyType }
    set { searchTextField.returnKeyType = newValue }
  }
  private var iconImages: [Int: UIImage] = [:]

  /// An icon of the search bar's field.
  public enum Icon: Int, Sendable {
    case search, clear, bookmark, resultsList
  }

  /// Sets the image of `icon` in `state`; recorded.
  open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
    iconImages[icon.rawValue] = iconImage
  }

  /// The image of `icon` in `state`, as set.
  open func image(for icon: Icon, state: UIControl.State) -> UIImage? {
    iconImages[icon.rawValue]
  }
  /// How the bar looks; recorded.
  open var searchBarStyle = Style.default
  /// How the keyboard capitalizes the search text: the field's.
  open var autocapitalizationType: UITextAutocapitalizationType {
    get { searchTextField.autocapitalizationType }
    set { searchTextField.autocapitalizationType = newValue }
  }
  /// Whether the keyboard corrects the search text: the field's.
  open var autocorrectionType: UITextAutocorrectionType {
    get { searchTextField.autocorrectionType }
    set { searchTextField.autocorrectionType = newValue }
  }
  /// The keyboard the search text is typed with: the field's.
  open var keyboardType: UIKeyboardType {
    get { searchTextField.keyboardType }
    set { searchTextField.keyboardType = newValue }
  }

  /// How a search bar looks.
  public enum Style: Int, Sendable {
    case `default`, prominent, minimal
  }

  /// Shows or hides the cancel button.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// Shows or hides the scope buttons.
  open func setShowsScope(_ show: Bool, animated: Bool) {
    showsScopeBar = show
  }
}

/// The text field of a search bar, which may hold tokens before its text (iOS 13).
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
  /// The tokens before the text.
  open var tokens: [UISearchToken] = []
  /// Whether a person may delete tokens; recorded.
  open var allowsDeletingTokens = true
  /// The run of the field's text, after its tokens.
  open var textualRange: UITextRange {
    TextPositions.textRange(NSRange(location: 0, length: (text ?? "").utf16.count))
  }
  /// The colour of the tokens; recorded.
  open var tokenBackgroundColor: UIColor?

  /// Inserts `token` at `tokenIndex`, kept within the tokens.
  open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
    tokens.insert(token, at: min(max(tokenIndex, 0), tokens.count))
  }

  /// Removes the token at `tokenIndex`, if there is one.
  open func removeToken(at tokenIndex: Int) {
    guard tokens.indices.contains(tokenIndex) else { return }
    tokens.remove(at: tokenIndex)
  }
}

/// A token in a search field: an icon and a text that stand for something the app knows.
@preconcurrency @MainActor
open class UISearchToken: NSObject {
  /// What the token stands for, as the app set it.
  open var representedObject: Any?
  /// The token's icon.
  public let icon: UIImage?
  /// The token's text.
  public let text: String

  /// A token of `icon` and `text`.
  public init(icon: UIImage?, text: String) {
    self.icon = icon
    self.text = text
    super.init()
  }
}

/// Told as a search controller is presented and dismissed. Every method is optional in UIKit
/// (U4: requirements with defaults here).
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: NSObjectProtocol {
  /// Told before the search becomes active.
  func willPresentSearchController(_ searchController: UISearchController)
  /// Told after the search became active.
  func didPresentSearchController(_ searchController: UISearchController)
  /// Told before the search stops being active.
  func willDismissSearchController(_ searchController: UISearchController)
  /// Told after the search stopped being active.
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  /// Does nothing.
  public func willPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func didPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func willDismissSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A controller that shows a search bar and, as a person searches, the results.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  /// The controller that shows the results, or nil to show them in the searched screen.
  public let searchResultsController: UIViewController?
  /// The search bar.
  public let searchBar = UISearchBar()
  /// Told as the search text changes. Weak, as in UIKit.
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  /// Told as the search becomes active and stops. Weak, as in UIKit.
  open weak var delegate: (any UISearchControllerDelegate)?
  /// Whether the search is under way. Becoming active tells the delegate and asks the updater
  /// for results ("when the search bar becomes the first responder"); stopping tells the
  /// delegate.
  open var isActive = false {
    didSet {
      guard isActive != oldValue else { return }
      if isActive {
        if searchedScreen == nil { searchedScreen = screenHoldingSearchBar }
        searchedScreen?.activeSearchController = self
        delegate?.willPresentSearchController(self)
        delegate?.didPresentSearchController(self)
        searchResultsUpdater?.updateSearchResults(for: self)
      } else {
        delegate?.willDismissSearchController(self)
        delegate?.didDismissSearchController(self)
        if searchedScreen?.activeSearchController === self {
          searchedScreen?.activeSearchController = nil
        }
      }
      showResultsIfNeeded()
    }
  }
  /// The screen being searched, over which the results show while the search is active. Weak:
  /// the screen holds the search controller.
  weak var searchedScreen: UIViewController? {
    didSet {
      guard isActive, searchedScreen !== oldValue else { return }
      if oldValue?.activeSearchController === self { oldValue?.activeSearchController = nil }
      searchedScreen?.activeSearchController = self
      showResultsIfNeeded()
    }
  }

  /// While the search is active, it shows over the screen it searches (C6).
  override var controllerShownOver: UIViewController? { isActive ? searchedScreen : nil }

  /// The screen whose views hold the search bar, as a table's header does.
  private var screenHoldingSearchBar: UIViewController? {
    var view: UIView? = searchBar
    while let current = view {
      if let controller = current.owningViewController { return controller }
      view = current.superview
    }
    return nil
  }
  /// Whether the results controller is shown, told of its appearance as it shows and hides.
  private(set) var isShowingResults = false
  /// Whether the searched screen dims while the search is under way; recorded.
  open var obscuresBackgroundDuringPresentation = true
  /// Whether the navigation bar hides while the search is under way; recorded.
  open var hidesNavigationBarDuringPresentation = true
  /// Whether the cancel button shows while the search is under way; recorded.
  open var automaticallyShowsCancelButton = true
  /// Whether the scope buttons show while the search is under way; recorded.
  open var automaticallyShowsScopeBar = true
  /// The suggestions shown under the search bar while the search is active (iOS 16); a
  /// person chooses one with `host.selectSearchSuggestion(_:)`.
  open var searchSuggestions: [any UISearchSuggestion]?
  /// Whether suggestions are left out when the search bar is stacked under the title; recorded.
  open var ignoresSearchSuggestionsForSearchBarPlacementStacked = false
  /// When the scope bar shows as a person searches (iOS 16); recorded.
  open var scopeBarActivation = ScopeBarActivation.automatic

  /// When the scope bar shows as a person searches.
  public enum ScopeBarActivation: Int, Sendable {
    case automatic, manual, onTextEntry, onSearchActivation
  }
  /// Whether the results controller shows while the search is active: as soon as the search
  /// bar has text, while the search controller shows it automatically; else as set.
  open var showsSearchResultsController: Bool {
    get {
      automaticallyShowsSearchResultsController
        ? !(searchBar.text ?? "").isEmpty : showsResultsAsSet
    }
    set {
      showsResultsAsSet = newValue
      automaticallyShowsSearchResultsController = false
      showResultsIfNeeded()
    }
  }
  /// Whether the search controller shows its results controller as the search bar's text
  /// changes: true until `showsSearchResultsController` is set.
  open var automaticallyShowsSearchResultsController = true {
    didSet { showResultsIfNeeded() }
  }
  private var showsResultsAsSet = false

  /// While the search is active, the results controller shows over the screen searched, "at
  /// once and without any animation", when `showsSearchResultsController` says; it hears its
  /// appearance as it shows and hides.
  func showResultsIfNeeded() {
    guard let results = searchResultsController else { return }
    let shows =
      isActive && showsSearchResultsController && searchedScreen?.viewIfLoaded?.window != nil
    guard shows != isShowingResults else { return }
    isShowingResults = shows
    if shows { results.loadViewIfNeeded() }
    results.beginAppearance(shows, animated: false)
    results.endAppearance(animated: false)
  }

  /// While the search is active, the controller it is presented from, as UIKit presents it:
  /// the nearest controller up from the screen searched that defines the presentation context,
  /// else the window's root.
  open override var presentingViewController: UIViewController? {
    guard isActive, var context = searchedScreen else { return super.presentingViewController }
    while !context.definesPresentationContext, let parent = context.parent { context = parent }
    return context
  }

  /// A search controller that shows its results in the screen it searches.
  public convenience init() {
    self.init(searchResultsController: nil)
  }

  /// Creates a search controller that shows its results in `searchResultsController`.
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    searchBar.owningSearchController = self
    // The results controller is the search controller's child, as in UIKit: it finds the
    // screen searched through its `presentingViewController`.
    if let searchResultsController {
      addChild(searchResultsController)
      searchResultsController.didMove(toParent: self)
    }
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    searchResultsController = nil
    super.init(coder: coder)
    searchBar.owningSearchController = self
  }
}

extension UIView {
  /// The insets of the area the bars and the screen's edges leave: for a controller's view, the
  /// controller's `additionalSafeAreaInsets`; none for other views, as the host's views are not
  /// placed on a screen.
  public var safeAreaInsets: UIEdgeInsets {
    owningViewController?.additionalSafeAreaInsets ?? .zero
  }
}

extension UINavigationBar {
  /// The navigation item of the controller on top of the bar's stack.
  public var topItem: UINavigationItem? {
    (owningNavigationController?.topViewController)?.navigationItem
  }

  /// The navigation item of the controller under the top one.
  public var backItem: UINavigationItem? {
    guard let stack = owningNavigationController?.viewControllers, stack.count > 1 else {
      return nil
    }
    return stack[stack.count - 2].navigationItem
  }
}

/// What makes a context menu's actions: given the menu elements the system suggests.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// What makes the preview a context menu shows above its actions.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// A context menu an app offers for a row, an item or a view: its preview and its actions,
/// made when a person long-presses (C2, C3, C8), who chooses among its actions; its preview is
/// not shown (U4).
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
  /// What the app tells this menu apart by.
  public let identifier: any NSCopying
  let previewProvider: UIContextMenuContentPreviewProvider?
  let actionProvider: UIContextMenuActionProvider?

  /// A menu identified by `identifier` (a unique one when nil), whose preview and actions the
  /// providers make.
  public init(
    identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.identifier = identifier ?? UUID().uuidString as NSString
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
    super.init()
  }

  /// The order a menu's elements show in (iOS 16): as the system chooses, the most important
  /// nearest where the menu opens, or as given.
  public enum ElementOrder: Int, Sendable {
    case automatic, priority, fixed
  }

  /// The order of the menu's elements; recorded.
  open var preferredMenuElementOrder = ElementOrder.automatic
}

/// A control for picking a date, a time or a duration: a person turns it to a date
/// (`host.pickDate(_:in:)`) within what it allows (C7).
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  /// What a date picker picks.
  public enum Mode: Int, Sendable {
    case time, date, dateAndTime, countDownTimer
  }

  /// How a date picker looks.
  public enum Style: Int, Sendable {
    case automatic, wheels, compact, inline
  }

  /// What the picker picks.
  open var datePickerMode = Mode.dateAndTime
  /// How the picker should look.
  open var preferredDatePickerStyle = Style.automatic
  /// How the picker looks: the preferred style, `.automatic` resolved to `.compact`, as on an
  /// iPhone.
  open var datePickerStyle: Style {
    preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
  }
  /// The date shown.
  open var date = Date()
  /// The earliest date a person can pick, or nil for none.
  open var minimumDate: Date?
  /// The latest date a person can pick, or nil for none.
  open var maximumDate: Date?
  /// The step of the minute wheel.
  open var minuteInterval = 1
  /// Whether a date set is rounded to the minute interval; recorded.
  open var roundsToMinuteInterval = true
  /// The duration shown in count-down mode, in seconds.
  open var countDownDuration: TimeInterval = 0
  /// The locale the picker shows dates in, or nil for the person's.
  open var locale: Locale?
  /// The calendar the picker uses.
  open var calendar: Calendar! = .current
  /// The time zone the picker shows dates in, or nil for the person's.
  open var timeZone: TimeZone?

  /// Shows `date`, animated or not.
  open func setDate(_ date: Date, animated: Bool) {
    self.date = date
  }

  /// The date a person's turn of the wheels lands on, aiming at `wanted`: within the minimum
  /// and maximum dates (ignored when the minimum is after the maximum), and, when the picker
  /// shows times, on a minute of its interval, rounded down.
  func dateAPersonCanPick(near wanted: Date) -> Date {
    var picked = wanted
    let calendar: Calendar = self.calendar ?? .current
    if datePickerMode != .date, minuteInterval > 1, minuteInterval <= 30, 60 % minuteInterval == 0,
      let minute = calendar.dateComponents([.minute], from: picked).minute
    {
      let seconds = Double(calendar.component(.second, from: picked))
      let extra = Double(minute % minuteInterval) * 60 + seconds
      picked = picked.addingTimeInterval(-extra)
    }
    if let minimumDate, let maximumDate, minimumDate > maximumDate { return picked }
    if let minimumDate, picked < minimumDate { picked = minimumDate }
    if let maximumDate, picked > maximumDate { picked = maximumDate }
    return picked
  }
}

/// What a screen reader hears of an app.
@MainActor
public enum UIAccessibility {
  /// A notification an app posts to a screen reader.
  public struct Notification: Hashable, Sendable {
    let rawValue: String

    /// An announcement to speak.
    public static let announcement = Notification(rawValue: "announcement")
    /// A new screen appeared: the screen reader moves to the element given.
    public static let screenChanged = Notification(rawValue: "screenChanged")
    /// Part of the screen changed: the screen reader moves to the element given.
    public static let layoutChanged = Notification(rawValue: "layoutChanged")
    /// The content scrolled: the screen reader speaks the string given.
    public static let pageScrolled = Notification(rawValue: "pageScrolled")
  }

  /// An assistive technology that can focus an element.
  public struct AssistiveTechnologyIdentifier: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// VoiceOver.
    public static let notificationVoiceOver = Self(
      rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
    /// Switch Control.
    public static let notificationSwitchControl = Self(
      rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
  }

  /// The element `assistiveTechnology` has the focus on: while VoiceOver runs, the element
  /// the app last moved it to (`post(notification:argument:)` with `.screenChanged` or
  /// `.layoutChanged`), if it is still alive; else none (V8).
  public static func focusedElement(using assistiveTechnology: AssistiveTechnologyIdentifier?)
    -> Any?
  {
    guard isOn(.voiceOver) else { return nil }
    return UIApplication.shared.host.accessibilityFocus?.element
  }

  /// Whether VoiceOver is on: off until a person turns it on (`host.setAccessibility`, V8).
  public static var isVoiceOverRunning: Bool { isOn(.voiceOver) }
  /// Whether the person asked for less motion: no until they do.
  public static var isReduceMotionEnabled: Bool { isOn(.reduceMotion) }
  /// Whether the person asked for bold text: no until they do, which makes the traits bold.
  public static var isBoldTextEnabled: Bool { isOn(.boldText) }
  /// Whether Switch Control is on: off until a person turns it on.
  public static var isSwitchControlRunning: Bool { isOn(.switchControl) }
  /// Whether the person asked for less transparency: no until they do.
  public static var isReduceTransparencyEnabled: Bool { isOn(.reduceTransparency) }
  /// Whether the person asked for darker colours: no until they do.
  public static var isDarkerSystemColorsEnabled: Bool { isOn(.darkerSystemColors) }
  /// Whether colours are inverted: no until the person inverts them.
  public static var isInvertColorsEnabled: Bool { isOn(.invertColors) }
  /// Whether the screen is in grayscale: no until the person turns it on.
  public static var isGrayscaleEnabled: Bool { isOn(.grayscale) }
  /// Whether the person asked that colour alone tell nothing apart: no until they do.
  public static var shouldDifferentiateWithoutColor: Bool { isOn(.differentiateWithoutColor) }
  /// Whether buttons are drawn with shapes: no until the person turns them on.
  public static var buttonShapesEnabled: Bool { isOn(.buttonShapes) }
  /// Whether the person prefers cross-fades to sliding transitions: no until they do.
  public static var prefersCrossFadeTransitions: Bool { isOn(.prefersCrossFadeTransitions) }
  /// Whether videos play by themselves: yes, as by default, until the person turns it off.
  public static var isVideoAutoplayEnabled: Bool { isOn(.videoAutoplay) }
  /// Whether closed captions are on: off until the person turns them on.
  public static var isClosedCaptioningEnabled: Bool { isOn(.closedCaptioning) }
  /// Whether Guided Access is on: off until the person turns it on.
  public static var isGuidedAccessEnabled: Bool { isOn(.guidedAccess) }
  /// Whether AssistiveTouch is on: off until the person turns it on.
  public static var isAssistiveTouchRunning: Bool { isOn(.assistiveTouch) }
  /// Whether sound plays in mono: no until the person turns it on.
  public static var isMonoAudioEnabled: Bool { isOn(.monoAudio) }
  /// Whether shaking the phone offers to undo: yes, as by default, until the person turns it
  /// off.
  public static var isShakeToUndoEnabled: Bool { isOn(.shakeToUndo) }
  /// Whether switches show on and off labels: no until the person turns them on.
  public static var isOnOffSwitchLabelsEnabled: Bool { isOn(.onOffSwitchLabels) }
  /// Whether Speak Screen is on: off until the person turns it on.
  public static var isSpeakScreenEnabled: Bool { isOn(.speakScreen) }
  /// Whether Speak Selection is on: off until the person turns it on.
  public static var isSpeakSelectionEnabled: Bool { isOn(.speakSelection) }

  /// `rect`, in `view`'s coordinates, in the screen's: the window's, as a window covers the
  /// host's screen.
  public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
    view.convert(rect, to: nil)
  }

  /// Whether `setting` is on for the app running.
  private static func isOn(_ setting: HeadlessHost.AccessibilitySetting) -> Bool {
    UIApplication.shared.host.accessibilitySettings.contains(setting)
  }

  // Posted when the person turns a setting on or off (`host.setAccessibility(_:on:)`, V8).
  /// VoiceOver was turned on or off.
  nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification
    .Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
  /// Switch Control was turned on or off.
  nonisolated public static let switchControlStatusDidChangeNotification = Foundation
    .Notification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
  /// Reduce Motion was turned on or off.
  nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation
    .Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
  /// Reduce Transparency was turned on or off.
  nonisolated public static let reduceTransparencyStatusDidChangeNotification = Foundation
    .Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
  /// Bold Text was turned on or off.
  nonisolated public static let boldTextStatusDidChangeNotification = Foundation.Notification
    .Name("UIAccessibilityBoldTextStatusDidChangeNotification")
  /// Darker colours were turned on or off.
  nonisolated public static let darkerSystemColorsStatusDidChangeNotification = Foundation
    .Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
  /// Inverted colours were turned on or off.
  nonisolated public static let invertColorsStatusDidChangeNotification = Foundation
    .Notification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
  /// Grayscale was turned on or off.
  nonisolated public static let grayscaleStatusDidChangeNotification = Foundation.Notification
    .Name("UIAccessibilityGrayscaleStatusDidChangeNotification")
  /// Differentiate Without Colour was turned on or off.
  nonisolated public static let differentiateWithoutColorDidChangeNotification = Foundation
    .Notification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
  /// Button Shapes were turned on or off.
  nonisolated public static let buttonShapesEnabledStatusDidChangeNotification = Foundation
    .Notification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
  /// Prefer Cross-Fade Transitions was turned on or off.
  nonisolated public static let prefersCrossFadeTransitionsStatusDidChange = Foundation
    .Notification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
  /// Video autoplay was turned on or off.
  nonisolated public static let videoAutoplayStatusDidChangeNotification = Foundation
    .Notification.Name("UIAccessibilityVideoAutoplayStatusDidChangeNotification")
  /// Closed captions were turned on or off.
  nonisolated public static let closedCaptioningStatusDidChangeNotification = Foundation
    .Notification.Name("UIAccessibilityClosedCaptioningStatusDidChangeNotification")
  /// Guided Access was turned on or off.
  nonisolated public static let guidedAccessStatusDidChangeNotification = Foundation
    .Notification.Name("UIAccessibilityGuidedAccessStatusDidChangeNotification")
  /// AssistiveTouch was turned on or off.
  nonisolated public static let assistiveTouchStatusDidChangeNotification = Foundation
    .Notification.Name("UIAccessibilityAssistiveTouchStatusDidChangeNotification")
  /// Mono audio was turned on or off.
  nonisolated public static let monoAudioStatusDidChangeNotification = Foundation.Notification
    .Name("UIAccessibilityMonoAudioStatusDidChangeNotification")
  /// Shake to undo was turned on or off.
  nonisolated public static let shakeToUndoDidChangeNotification = Foundation.Notification
    .Name("UIAccessibilityShakeToUndoDidChangeNotification")
  /// On and off labels were turned on or off.
  nonisolated public static let onOffSwitchLabelsDidChangeNotification = Foundation
    .Notification.Name("UIAccessibilityOnOffSwitchLabelsDidChangeNotification")
  /// Speak Screen was turned on or off.
  nonisolated public static let speakScreenStatusDidChangeNotification = Foundation
    .Notification.Name("UIAccessibilitySpeakScreenStatusDidChangeNotification")
  /// Speak Selection was turned on or off.
  nonisolated public static let speakSelectionStatusDidChangeNotification = Foundation
    .Notification.Name("UIAccessibilitySpeakSelectionStatusDidChangeNotification")

  /// Posts `notification` with `argument` to the screen reader (V8). While VoiceOver runs, an
  /// announcement's text is spoken (`host.spokenAnnouncements`), and a new screen or layout
  /// moves the focus to the element given, or, with none, to the one VoiceOver chooses, which
  /// the host does not model. With VoiceOver off, nothing happens, as on a device.
  public static func post(notification: Notification, argument: Any?) {
    UIApplication.shared.host.screenReaderHeard(notification, argument: argument)
  }
}

/// An effect a view applies to what is behind it.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {}

/// A blur of what is behind a view; recorded, never drawn.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
  /// How strong and which colour a blur is.
  public enum Style: Int, Sendable {
    case extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial
    case systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight
    case systemThickMaterialLight, systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
    case systemThickMaterialDark, systemChromeMaterialDark
  }

  /// The blur's style.
  public let style: Style

  /// A blur of `style`.
  public init(style: Style) {
    self.style = style
    super.init()
  }
}

/// How vibrant content over a blur is.
public enum UIVibrancyEffectStyle: Int, Sendable {
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill
  case separator
}

/// Content made vibrant over a blur; recorded, never drawn.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur the content sits over.
  public let blurEffect: UIBlurEffect
  /// How vibrant the content is.
  public let style: UIVibrancyEffectStyle

  /// Content vibrant as `style` over `blurEffect`.
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle = .label) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }
}

/// A view that applies an effect to what is behind it, and holds its content in its
/// `contentView`.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  /// The effect applied, or nil for none.
  open var effect: UIVisualEffect?
  /// The view to add content to, above the effect.
  public let contentView = UIView()

  /// A view that applies `effect`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    contentView.fillsSuperview = true
    addSubview(contentView)
  }

  /// The view's own coordinate space; the content view keeps its size.
  open override var bounds: CGRect {
    didSet { contentView.frame = CGRect(origin: .zero, size: bounds.size) }
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// Told as a person picks a colour. Every method is optional in UIKit (U4: requirements with
/// defaults here).
@preconcurrency @MainActor
public protocol UIColorPickerViewControllerDelegate: NSObjectProtocol {
  /// Told when the picked colour changed.
  func colorPickerViewController(
    _ viewController: UIColorPickerViewController, didSelect color: UIColor,
    continuously: Bool)
  /// Told when the picker was dismissed.
  func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
  /// Does nothing.
  public func colorPickerViewController(
    _ viewController: UIColorPickerViewController, didSelect color: UIColor,
    continuously: Bool
  ) {}
  /// Does nothing.
  public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}

/// The system's colour picker, which an app presents; a person picks nothing on the host.
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
  /// Told as a colour is picked. Weak, as in UIKit.
  open weak var delegate: (any UIColorPickerViewControllerDelegate)?
  /// The colour picked.
  open var selectedColor = UIColor.white
  /// Whether a person can pick the colour's opacity.
  open var supportsAlpha = true
}

/// Told as a person picks a font.
@preconcurrency @MainActor
public protocol UIFontPickerViewControllerDelegate: NSObjectProtocol {
  /// Told when a font was picked.
  func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
  /// Told when the picker was cancelled.
  func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
}

extension UIFontPickerViewControllerDelegate {
  /// Does nothing.
  public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {}
  /// Does nothing.
  public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
}

/// The system's font picker, which an app presents; a person picks nothing on the host.
@preconcurrency @MainActor
open class UIFontPickerViewController: UIViewController {
  /// Told as a font is picked. Weak, as in UIKit.
  open weak var delegate: (any UIFontPickerViewControllerDelegate)?
  /// The font picked, or nil before one is.
  open var selectedFontDescriptor: UIFontDescriptor?
  /// What the picker offers.
  public let configuration: Configuration

  /// A picker of the system's fonts, as `configuration` says.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    configuration = Configuration()
    super.init(coder: coder)
  }

  /// What a font picker offers: families or faces, and which fonts.
  @preconcurrency @MainActor
  open class Configuration: NSObject {
    /// Whether it shows each family's faces rather than its families.
    open var includeFaces = false
    /// Whether it shows each font's name in the font itself.
    open var displayUsingSystemFont = false
    /// The traits the fonts offered have.
    open var filteredTraits = UIFontDescriptor.SymbolicTraits()
    /// The languages the fonts offered cover; nil for all.
    open var filteredLanguagesPredicate: NSPredicate?

    /// A configuration with nothing filtered.
    public override init() {
      super.init()
    }
  }
}

/// A swatch of a colour that opens a colour picker; a person cannot open it on the host, so it
/// keeps the colour the app gives it.
@preconcurrency @MainActor
open class UIColorWell: UIControl {
  /// The colour shown.
  open var selectedColor: UIColor?
  /// Whether the picker it opens offers opacity.
  open var supportsAlpha = true
  /// The title of the picker it opens.
  open var title: String?
}

/// A calendar a person picks dates on; a person cannot turn its pages on the host, so it keeps
/// what the app sets.
@preconcurrency @MainActor
open class UICalendarView: UIView {
  /// The calendar it shows.
  open var calendar = Calendar.current
  /// The locale it shows dates in.
  open var locale = Locale.current
  /// The time zone it shows dates in.
  open var timeZone: TimeZone?
  /// The dates a person can pick among.
  open var availableDateRange = DateInterval(start: .distantPast, end: .distantFuture)
  /// The month shown.
  open var visibleDateComponents = DateComponents()
  /// Whether the dates out of the range are shown dimmed; recorded.
  open var wantsDateDecorations = true
  /// Gives the decorations under dates (iOS 16). Weak, as in UIKit.
  open weak var delegate: (any UICalendarViewDelegate)?
  /// How a person selects dates: one, several, or none when nil (iOS 16).
  open var selectionBehavior: UICalendarSelection? {
    didSet { selectionBehavior?.calendarView = self }
  }
  /// The design of the calendar's font (iOS 16); recorded.
  open var fontDesign = UIFontDescriptor.SystemDesign.default

  /// Asks the delegate again for the decorations of `dates`; the host draws none, so the
  /// answers are not kept.
  open func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) {
    guard let delegate else { return }
    for date in dates { _ = delegate.calendarView(self, decorationFor: date) }
  }

  /// Whether `date` is a day a person can pick: within `availableDateRange`.
  func isAvailable(_ date: DateComponents) -> Bool {
    guard let day = calendar.date(from: date) else { return false }
    return availableDateRange.contains(day)
  }

  /// A mark under a date: a dot, an image or a view of the app's (iOS 16); recorded.
  public final class Decoration: NSObject {
    /// How large a decoration shows.
    public enum Size: Int, Sendable {
      case small, medium, large
    }

    /// A dot, of `color` (the tint by default).
    public static func `default`(color: UIColor? = nil, size: Size = .medium) -> Decoration {
      Decoration()
    }

    /// An image, in `color`.
    public static func image(_ image: UIImage?, color: UIColor? = nil, size: Size = .medium)
      -> Decoration
    {
      Decoration()
    }

    /// A view the closure makes.
    public static func customView(_ viewProvider: @escaping () -> UIView) -> Decoration {
      Decoration()
    }
  }
}

/// Gives the decorations a calendar view shows under its dates (iOS 16).
@preconcurrency @MainActor
public protocol UICalendarViewDelegate: NSObjectProtocol {
  /// The decoration under `dateComponents`, or nil for none.
  func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents)
    -> UICalendarView.Decoration?
  /// Told that the month shown changed (iOS 16.2). Optional in UIKit (U4: a requirement with a
  /// default here).
  func calendarView(
    _ calendarView: UICalendarView,
    didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents)
}

extension UICalendarViewDelegate {
  /// Does nothing.
  public func calendarView(
    _ calendarView: UICalendarView,
    didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents
  ) {}
}

/// How a person selects dates in a calendar view (iOS 16).
@preconcurrency @MainActor
open class UICalendarSelection: NSObject {
  /// The calendar view whose selection this is. Weak, as in UIKit.
  weak var calendarView: UICalendarView?

  /// Updates what the calendar shows as selected; the host draws nothing.
  open func updateSelectableDates() {}

  /// A person taps `date`, an available date of the calendar (C7); false when the selection
  /// refuses it.
  func personTapped(_ date: DateComponents) -> Bool { false }
}

/// A calendar selection of one date (iOS 16).
@preconcurrency @MainActor
open class UICalendarSelectionSingleDate: UICalendarSelection {
  /// Told as a person selects a date, and asked whether they may. Weak, as in UIKit.
  public private(set) weak var delegate: (any UICalendarSelectionSingleDateDelegate)?
  /// The date selected, if any.
  open var selectedDate: DateComponents?

  /// A selection of one date that `delegate` hears of.
  public init(delegate: (any UICalendarSelectionSingleDateDelegate)?) {
    self.delegate = delegate
    super.init()
  }

  /// Selects `selectedDate` without telling the delegate.
  open func setSelected(_ selectedDate: DateComponents?, animated: Bool) {
    self.selectedDate = selectedDate
  }

  override func personTapped(_ date: DateComponents) -> Bool {
    guard delegate?.dateSelection(self, canSelectDate: date) ?? true else { return false }
    selectedDate = date
    delegate?.dateSelection(self, didSelectDate: date)
    return true
  }
}

/// Told as a person selects a date in a single-date calendar selection.
@preconcurrency @MainActor
public protocol UICalendarSelectionSingleDateDelegate: NSObjectProtocol {
  /// Told the date a person selected.
  func dateSelection(
    _ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)
  /// Asked whether a person may select the date; yes by default. Optional in UIKit (U4: a
  /// requirement with a default here).
  func dateSelection(
    _ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?
  ) -> Bool
}

extension UICalendarSelectionSingleDateDelegate {
  /// Yes.
  public func dateSelection(
    _ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?
  ) -> Bool { true }
}

/// A calendar selection of several dates (iOS 16): a person's tap selects a date, or
/// deselects a selected one.
@preconcurrency @MainActor
open class UICalendarSelectionMultiDate: UICalendarSelection {
  /// Told as a person selects and deselects dates, and asked whether they may. Weak, as in
  /// UIKit.
  public private(set) weak var delegate: (any UICalendarSelectionMultiDateDelegate)?
  /// The dates selected, in the order selected.
  open var selectedDates: [DateComponents] = []

  /// A selection of several dates that `delegate` hears of.
  public init(delegate: (any UICalendarSelectionMultiDateDelegate)?) {
    self.delegate = delegate
    super.init()
  }

  /// Selects `selectedDates` without telling the delegate.
  open func setSelectedDates(_ selectedDates: [DateComponents], animated: Bool) {
    self.selectedDates = selectedDates
  }

  override func personTapped(_ date: DateComponents) -> Bool {
    if let index = selectedDates.firstIndex(of: date) {
      guard delegate?.multiDateSelection(self, canDeselectDate: date) ?? true else {
        return false
      }
      selectedDates.remove(at: index)
      delegate?.multiDateSelection(self, didDeselectDate: date)
    } else {
      guard delegate?.multiDateSelection(self, canSelectDate: date) ?? true else { return false }
      selectedDates.append(date)
      delegate?.multiDateSelection(self, didSelectDate: date)
    }
    return true
  }
}

/// Told as a person selects and deselects dates in a multi-date calendar selection.
@preconcurrency @MainActor
public protocol UICalendarSelectionMultiDateDelegate: NSObjectProtocol {
  /// Told a date a person selected.
  func multiDateSelection(
    _ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents)
  /// Told a date a person deselected.
  func multiDateSelection(
    _ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents)
  /// Asked whether a person may select the date; yes by default. Optional in UIKit (U4).
  func multiDateSelection(
    _ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents
  ) -> Bool
  /// Asked whether a person may deselect the date; yes by default. Optional in UIKit (U4).
  func multiDateSelection(
    _ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents
  ) -> Bool
}

extension UICalendarSelectionMultiDateDelegate {
  /// Yes.
  public func multiDateSelection(
    _ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents
  ) -> Bool { true }
  /// Yes.
  public func multiDateSelection(
    _ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents
  ) -> Bool { true }
}

/// A link, an attachment or a tagged run of a text view's text, as a person taps it (iOS 17).
@preconcurrency @MainActor
public final class UITextItem: NSObject {
  /// What the item is.
  public enum Content {
    /// A link to `URL`.
    case link(URL)
    /// An attachment, as an image in the text.
    case textAttachment(NSTextAttachment)
    /// A run of text the app tagged (`.textItemTag`).
    case tag(String)
  }

  /// What the item is.
  public let content: Content
  /// Where the item is in the text.
  public let range: NSRange

  init(content: Content, range: NSRange) {
    self.content = content
    self.range = range
    super.init()
  }

  /// The menu a long press on the item shows, and its preview.
  public struct MenuConfiguration {
    /// The menu.
    public let menu: UIMenu

    /// A menu of the item's with the system's preview.
    public init(menu: UIMenu) {
      self.menu = menu
    }
  }
}

/// An image or a file within attributed text; kept, never drawn.
@preconcurrency @MainActor
open class NSTextAttachment: NSObject {
  /// The image shown.
  open var image: UIImage?
  /// Where the image stands relative to the line; zero for its own size.
  open var bounds = CGRect.zero

  /// An attachment with no image.
  public override init() {
    super.init()
  }

  /// An attachment showing `image`.
  public convenience init(image: UIImage) {
    self.init()
    self.image = image
  }
}
