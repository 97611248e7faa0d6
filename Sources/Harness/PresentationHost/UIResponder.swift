/// An object that can respond to events: the base of controllers, views, the application and
/// scenes, as in UIKit.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() {
    super.init()
  }

  /// The next responder in the chain: a view's controller or superview, a controller's parent
  /// or presenter.
  open var next: UIResponder? { nil }

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
