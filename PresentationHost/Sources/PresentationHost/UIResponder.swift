/// An object that can respond to events: the base of controllers, views, the application and
/// scenes, as in UIKit.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() {
    super.init()
  }

  /// The handlers registered for trait changes, in order (iOS 17's trait registration).
  var traitChangeHandlers: [TraitChangeHandler] = []

  // MARK: - Accessibility

  // UIKit declares what a screen reader reads of an object on every `NSObject`; the host
  // declares it on responders, which covers views, controllers and cells, and keeps it in
  // storage made on first use, as most objects set none.

  /// The accessibility properties set on this responder, if any was.
  var accessibility: AccessibilityProperties?
  /// The label this kind of responder has until the app sets its own.
  var defaultAccessibilityLabel: String? { nil }
  /// The traits this kind of responder has until the app sets its own.
  var defaultAccessibilityTraits: UIAccessibilityTraits { .none }
  /// Whether this kind of responder is a standard UIKit control, an element by default.
  var isStandardAccessibilityElement: Bool { false }

  /// The text a screen reader speaks for the element: a label's text and a button's title
  /// until the app sets its own (Apple: "The default value for this property is nil unless the
  /// receiver is a UIKit control, in which case the value is a label derived from the control's
  /// title").
  open var accessibilityLabel: String? {
    get { accessibility?.label ?? defaultAccessibilityLabel }
    set { accessibilityStorage.label = newValue }
  }

  /// A hint of what the element does, for a screen reader.
  open var accessibilityHint: String? {
    get { accessibility?.hint }
    set { accessibilityStorage.hint = newValue }
  }

  /// The element's value, for a screen reader.
  open var accessibilityValue: String? {
    get { accessibility?.value }
    set { accessibilityStorage.value = newValue }
  }

  /// What a screen reader says the element is: a button's are `.button`, a label's
  /// `.staticText`, an image view's `.image`, until the app sets its own.
  open var accessibilityTraits: UIAccessibilityTraits {
    get { accessibility?.traits ?? defaultAccessibilityTraits }
    set { accessibilityStorage.traits = newValue }
  }

  /// Whether a screen reader stops at the element. Apple: "The default value for this
  /// property is false unless the receiver is a standard UIKit control, in which case the
  /// value is true": labels, controls and text views are elements.
  open var isAccessibilityElement: Bool {
    get { accessibility?.isElement ?? isStandardAccessibilityElement }
    set { accessibilityStorage.isElement = newValue }
  }

  /// Whether a screen reader skips the element and everything in it.
  open var accessibilityElementsHidden: Bool {
    get { accessibility?.elementsHidden ?? false }
    set { accessibilityStorage.elementsHidden = newValue }
  }

  /// Whether a screen reader ignores the element's siblings while it is shown.
  open var accessibilityViewIsModal: Bool {
    get { accessibility?.viewIsModal ?? false }
    set { accessibilityStorage.viewIsModal = newValue }
  }

  /// Whether a screen reader reads the element's children together.
  open var shouldGroupAccessibilityChildren: Bool {
    get { accessibility?.groupsChildren ?? false }
    set { accessibilityStorage.groupsChildren = newValue }
  }

  /// The elements inside this one, in the order a screen reader reads them, or nil for its
  /// subviews' order.
  open var accessibilityElements: [Any]? {
    get { accessibility?.elements }
    set { accessibilityStorage.elements = newValue }
  }

  /// The language the element's label and value are spoken in, or nil for the app's.
  open var accessibilityLanguage: String? {
    get { accessibility?.language }
    set { accessibilityStorage.language = newValue }
  }

  /// Extra actions a screen reader offers on the element.
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { accessibility?.customActions }
    set { accessibilityStorage.customActions = newValue }
  }

  /// Ways a screen reader moves through the element's content besides its own, as to the next
  /// link.
  open var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? {
    get { accessibility?.extras?.customRotors }
    set { accessibilityStorage.extrasStorage.customRotors = newValue }
  }

  /// Whether the element does something when a person activates it: a control does, unless
  /// the app says otherwise.
  open var accessibilityRespondsToUserInteraction: Bool {
    get { accessibility?.respondsToUserInteraction ?? (self is UIControl) }
    set { accessibilityStorage.respondsToUserInteraction = newValue }
  }

  /// Where the element is on screen. Apple: zero "unless the receiver is a UIView object or an
  /// instance of a subclass of UIView, in which case the value is the frame of the view" in
  /// screen coordinates.
  open var accessibilityFrame: CGRect {
    get {
      if let frame = accessibility?.frame { return frame }
      guard let view = self as? UIView else { return .zero }
      return view.convert(view.bounds, to: nil)
    }
    set { accessibilityStorage.frame = newValue }
  }

  /// The names a person may say for the element with Voice Control: its label, unless the app
  /// gives others.
  open var accessibilityUserInputLabels: [String]! {
    get { accessibility?.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
    set { accessibilityStorage.userInputLabels = newValue }
  }

  /// The label with its attributes, such as how it is spoken; setting it sets the label.
  open var accessibilityAttributedLabel: NSAttributedString? {
    get { Self.attributed(accessibility?.extras?.attributedLabel, of: accessibilityLabel) }
    set { setAttributed(newValue, \.attributedLabel, plain: \.label) }
  }

  /// The hint with its attributes; setting it sets the hint.
  open var accessibilityAttributedHint: NSAttributedString? {
    get { Self.attributed(accessibility?.extras?.attributedHint, of: accessibilityHint) }
    set { setAttributed(newValue, \.attributedHint, plain: \.hint) }
  }

  /// The value with its attributes; setting it sets the value.
  open var accessibilityAttributedValue: NSAttributedString? {
    get { Self.attributed(accessibility?.extras?.attributedValue, of: accessibilityValue) }
    set { setAttributed(newValue, \.attributedValue, plain: \.value) }
  }

  /// The attributed form of `plain`: the one set while its text is still `plain`, else `plain`
  /// without attributes, as setting the plain text replaces the attributed one.
  private static func attributed(_ stored: NSAttributedString?, of plain: String?)
    -> NSAttributedString?
  {
    if let stored, stored.string == plain { return stored }
    return plain.map { NSAttributedString(string: $0) }
  }

  /// Keeps `value` as the attributed text at `attributed`, and its string as the plain text.
  private func setAttributed(
    _ value: NSAttributedString?,
    _ attributed: ReferenceWritableKeyPath<AccessibilityExtras, NSAttributedString?>,
    plain: ReferenceWritableKeyPath<AccessibilityProperties, String?>
  ) {
    accessibilityStorage.extrasStorage[keyPath: attributed] = value
    accessibilityStorage[keyPath: plain] = value?.string
  }

  /// What kind of container the element is, for a screen reader: none by default.
  open var accessibilityContainerType: UIAccessibilityContainerType {
    get { accessibility?.extras?.containerType ?? .none }
    set { accessibilityStorage.extrasStorage.containerType = newValue }
  }

  /// The outline a screen reader draws around the element, in screen coordinates, in place of
  /// its frame; nil by default.
  open var accessibilityPath: UIBezierPath? {
    get { accessibility?.extras?.path }
    set { accessibilityStorage.extrasStorage.path = newValue }
  }

  /// Where a screen reader's double tap lands: the middle of the element's frame by default.
  open var accessibilityActivationPoint: CGPoint {
    get {
      accessibility?.extras?.activationPoint
        ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY)
    }
    set { accessibilityStorage.extrasStorage.activationPoint = newValue }
  }

  /// Activates the element for a screen reader's double tap; true when it did. False by
  /// default, so that UIKit sends the tap itself.
  open func accessibilityActivate() -> Bool { false }
  /// Increases an adjustable element's value, for a screen reader's swipe up.
  open func accessibilityIncrement() {}
  /// Decreases an adjustable element's value, for a screen reader's swipe down.
  open func accessibilityDecrement() {}
  /// Goes back or dismisses, for a screen reader's escape gesture; true when it did. False by
  /// default, so that the gesture goes on up the responder chain.
  open func accessibilityPerformEscape() -> Bool { false }
  /// Does the most important thing of the screen, for a screen reader's two-finger double tap;
  /// false by default.
  open func accessibilityPerformMagicTap() -> Bool { false }
  /// Scrolls the content by a screen, for a screen reader's three-finger swipe; true when it
  /// did. False by default.
  open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

  private var accessibilityStorage: AccessibilityProperties {
    if let accessibility { return accessibility }
    let made = AccessibilityProperties()
    accessibility = made
    return made
  }

  /// The next responder in the chain: a view's controller or superview, a controller's parent
  /// or presenter.
  open var next: UIResponder? { nil }

  /// Called when fingers touch down on this responder; passes them up the responder chain by
  /// default.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Called when touching fingers move; passes them up the responder chain by default.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Called when fingers lift; passes them up the responder chain by default.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Called when the system cancels touches; passes them up the responder chain by default.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// Called when a motion, as a shake, begins; passes it up the responder chain by default.
  /// The host's iPhone is never shaken.
  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    next?.motionBegan(motion, with: event)
  }

  /// Called when a motion ends; passes it up the responder chain by default.
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    next?.motionEnded(motion, with: event)
  }

  /// Called when a motion is cancelled; passes it up the responder chain by default.
  open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    next?.motionCancelled(motion, with: event)
  }

  /// Called when keys of a hardware keyboard, or a remote's buttons, go down; passes them up
  /// the responder chain by default. The host's iPhone has neither, so it is never called (U4).
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesBegan(presses, with: event)
  }

  /// Called when pressed keys change; passes them up the responder chain by default.
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesChanged(presses, with: event)
  }

  /// Called when pressed keys are let go; passes them up the responder chain by default.
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesEnded(presses, with: event)
  }

  /// Called when the system cancels presses; passes them up the responder chain by default.
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesCancelled(presses, with: event)
  }

  /// The key commands this responder offers to the responder chain; none by default. The
  /// host has no hardware keyboard, so none is ever performed (U4).
  open var keyCommands: [UIKeyCommand]? { nil }

  /// The view that shows in place of the keyboard while this responder is first responder.
  open var inputView: UIView? { nil }
  /// The bar shown above the keyboard while this responder is first responder.
  open var inputAccessoryView: UIView? { nil }

  /// Updates the input views of the first responder; the host shows no keyboard.
  open func reloadInputViews() {}

  /// The activity this responder takes part in, for Handoff and state restoration. UIKit
  /// updates the activities set here, and only those (SC8).
  open var userActivity: NSUserActivity? {
    didSet {
      guard (oldValue == nil) != (userActivity == nil) else { return }
      Self.activityHolders += userActivity == nil ? -1 : 1
    }
  }

  /// How many responders have been given a `userActivity` and not had it taken back. A
  /// responder released while it holds one is still counted, so the count may be high, never
  /// low: at 0, no responder has an activity to save, and the host walks none of them.
  static var activityHolders = 0

  /// Adds this responder's state to `activity`. Does nothing by default.
  open func updateUserActivityState(_ activity: NSUserActivity) {}

  /// Restores this responder's state from `activity`. Does nothing by default.
  open func restoreUserActivityState(_ activity: NSUserActivity) {}

  /// Whether this responder can become the first responder. False by default; a text field
  /// can while it is enabled.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this responder gives up first responder status when asked. True by default.
  open var canResignFirstResponder: Bool { true }

  /// Whether this responder is its window's first responder.
  open var isFirstResponder: Bool {
    guard let window = responderWindow else { return false }
    return window.firstResponder === self
  }

  /// Makes this responder its window's first responder, after the current one resigns. Fails
  /// when it cannot become first responder, is in no window, or the current one will not
  /// resign.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window = responderWindow else { return false }
    if let current = window.firstResponder, current !== self, current.responderWindow === window {
      window.isHandingOverFirstResponder = true
      defer { window.isHandingOverFirstResponder = false }
      guard current.resignFirstResponder() else { return false }
    }
    window.firstResponder = self
    return true
  }

  /// Gives up first responder status, unless `canResignFirstResponder` is false.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    if isFirstResponder { responderWindow?.firstResponder = nil }
    return true
  }
}

/// Something that happened to the app: here, a person's touches.
@preconcurrency @MainActor
open class UIEvent: NSObject {
  /// The kinds of event.
  public enum EventType: Int, Sendable {
    case touches, motion, remoteControl, presses, scroll, hover, transform
  }

  /// What kind of motion or remote control an event is.
  public enum EventSubtype: Int, Sendable {
    case none = 0
    case motionShake = 1
    case remoteControlPlay = 100
    case remoteControlPause, remoteControlStop, remoteControlTogglePlayPause
    case remoteControlNextTrack, remoteControlPreviousTrack
    case remoteControlBeginSeekingBackward, remoteControlEndSeekingBackward
    case remoteControlBeginSeekingForward, remoteControlEndSeekingForward
  }

  /// The kind of the event.
  open var type: EventType { subtype == .none ? .touches : .motion }
  /// What kind of motion the event is: none, for a touch.
  open private(set) var subtype = EventSubtype.none
  /// When the event happened, in seconds since the system started.
  open var timestamp: TimeInterval { ProcessInfo.processInfo.systemUptime }
  let touches: Set<UITouch>

  init(touches: Set<UITouch>) {
    self.touches = touches
    super.init()
  }

  /// A motion event of `subtype`, as a shake.
  init(motion subtype: EventSubtype) {
    touches = []
    self.subtype = subtype
    super.init()
  }

  /// Every touch of the event.
  open var allTouches: Set<UITouch>? { touches }
}

/// A finger on the screen.
@preconcurrency @MainActor
open class UITouch: NSObject {
  /// Where a touch is in its life.
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled
  }

  /// The view the touch landed on.
  open private(set) weak var view: UIView?
  /// Where the touch is in its life.
  open internal(set) var phase: Phase
  /// How many times the finger tapped in quick succession.
  open var tapCount: Int { 1 }
  private let locationInView: CGPoint

  init(view: UIView, at location: CGPoint, phase: Phase) {
    self.view = view
    locationInView = location
    self.phase = phase
    super.init()
  }

  /// Where the touch is, in `view`'s coordinates (the window's when nil).
  open func location(in view: UIView?) -> CGPoint {
    guard let touched = self.view else { return locationInView }
    return touched.convert(locationInView, to: view)
  }
}
