/// An object that can respond to events: the base of controllers, views, the application and
/// scenes, as in UIKit.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() {
    super.init()
  }

  // MARK: - Accessibility

  // UIKit declares what a screen reader reads of an object on every `NSObject`; the host
  // declares the few properties navigation code and UI tests use on responders, and keeps them
  // in storage made on first use, as most objects set none. They keep their values and have no
  // behaviour beyond the defaults below: the host runs no screen reader.

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
  /// title"). A person's actions on the host name controls by it too.
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
  /// `.staticText`, until the app sets its own.
  open var accessibilityTraits: UIAccessibilityTraits {
    get { accessibility?.traits ?? defaultAccessibilityTraits }
    set { accessibilityStorage.traits = newValue }
  }

  /// Whether a screen reader stops at the element: labels and controls are elements.
  open var isAccessibilityElement: Bool {
    get { accessibility?.isElement ?? isStandardAccessibilityElement }
    set { accessibilityStorage.isElement = newValue }
  }

  /// Whether a screen reader ignores the element's siblings while it is shown.
  open var accessibilityViewIsModal: Bool {
    get { accessibility?.viewIsModal ?? false }
    set { accessibilityStorage.viewIsModal = newValue }
  }

  /// Goes back or dismisses, for a screen reader's escape gesture; true when it did. False by
  /// default, so that the gesture goes on up the responder chain.
  open func accessibilityPerformEscape() -> Bool { false }

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

extension UIResponder {
  /// The window whose first responder this responder can be: a view's window, a
  /// controller's view's.
  var responderWindow: UIWindow? {
    switch self {
    case let view as UIView: view.window
    case let controller as UIViewController: controller.viewIfLoaded?.window
    default: nil
    }
  }
}
