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

  /// The identifier the app can later delete the activity's donation by; recorded.
  open var persistentIdentifier: String?
  /// The page the person came from, for a universal link; set by the system.
  public internal(set) var referrerURL: URL?
  private var storedWebpageURL: URL?

  /// The web page that continues the activity in a browser, or a universal link's. Only `http`
  /// and `https` are allowed: UIKit raises for another scheme; the host refuses it with an
  /// `error` on `HeadlessHost.detached`, from any thread, and keeps the URL it had (SC13).
  open var webpageURL: URL? {
    get { storedWebpageURL }
    set {
      if let newValue, !Self.isWebURL(newValue) {
        HeadlessHost.reportFromAnyThread(
          Diagnostic(
            .error, .sc13,
            "NSUserActivity.webpageURL scheme \"\(newValue.scheme ?? "")\" is not allowed: use http or https"
          ))
        return
      }
      storedWebpageURL = newValue
    }
  }

  /// Creates an activity of `activityType`.
  public init(activityType: String) {
    self.activityType = activityType
    super.init()
  }

  /// Whether `url` is a web page's: `http` or `https`.
  static func isWebURL(_ url: URL) -> Bool {
    ["http", "https"].contains(url.scheme?.lowercased() ?? "")
  }

  /// Makes the activity the one the person is doing now, for Handoff; the host hands off
  /// nothing.
  open func becomeCurrent() {}

  /// Stops the activity being the current one.
  open func resignCurrent() {}

  /// Ends the activity for good; the host keeps no activities to end.
  open func invalidate() {}

  /// Adds `otherDictionary`'s entries to `userInfo`, replacing those with the same key.
  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
    var merged = userInfo ?? [:]
    for (key, value) in otherDictionary { merged[key] = value }
    userInfo = merged
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The type of an activity continued from a web browser's Handoff or a universal link: its
/// `webpageURL` is the `http` or `https` URL.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// An object that restores its state from a continued activity: any responder.
@preconcurrency @MainActor
public protocol UIUserActivityRestoring: NSObjectProtocol {
  /// Restores this object's state from `userActivity`.
  func restoreUserActivityState(_ userActivity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}
