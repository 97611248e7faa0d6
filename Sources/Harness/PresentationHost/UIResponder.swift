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

  /// The activity this responder takes part in, for Handoff and state restoration.
  open var userActivity: NSUserActivity?

  /// Adds this responder's state to `activity`. Does nothing by default.
  open func updateUserActivityState(_ activity: NSUserActivity) {}

  /// Restores this responder's state from `activity`. Does nothing by default.
  open func restoreUserActivityState(_ activity: NSUserActivity) {}
}
