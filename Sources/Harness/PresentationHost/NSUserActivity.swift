/// A record of what the person was doing, used for state restoration. Foundation on Apple's
/// systems declares it; swift-corelibs-foundation does not, so the host does, with the members
/// that state restoration uses.
open class NSUserActivity: NSObject {
  /// The kind of activity, usually a reverse-DNS string the app declares.
  public let activityType: String
  /// A short title a person could read.
  open var title: String?
  /// The activity's state. Keys and values should be property-list types.
  open var userInfo: [AnyHashable: Any]?
  /// The keys of `userInfo` that must be present for the activity to be usable.
  open var requiredUserInfoKeys: Set<String>?
  /// Whether the activity may be handed off to another device.
  open var isEligibleForHandoff = true
  /// Whether the activity's state is out of date. For an activity UIKit manages (a responder's
  /// `userActivity`), UIKit then asks the responders to update it at the next save (SC8).
  open var needsSave = false

  /// Creates an activity of `activityType`.
  public init(activityType: String) {
    self.activityType = activityType
    super.init()
  }

  /// Adds `otherDictionary`'s entries to `userInfo`, replacing those with the same key.
  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
    var merged = userInfo ?? [:]
    for (key, value) in otherDictionary { merged[key] = value }
    userInfo = merged
  }
}
