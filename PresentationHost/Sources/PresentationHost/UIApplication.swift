/// The running app: its delegate and its connected scenes, as iOS 13 and later run an app.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// The application most recently launched by a host; iOS has exactly one per process.
  public class var shared: UIApplication { current ?? HeadlessHost.detached.application }
  static weak var current: UIApplication?

  /// The app delegate. UIKit holds it weakly; the host's `launch` keeps it alive for the app.
  open weak var delegate: (any UIApplicationDelegate)?
  /// The host this object belongs to. Weak: the host owns its application and scenes.
  private weak var owningHost: HeadlessHost?
  var host: HeadlessHost { owningHost ?? HeadlessHost.detached }
  var scenes: [UIScene] = []
  var sessions: [UISceneSession] = []

  init(host: HeadlessHost) {
    self.owningHost = host
    super.init()
  }

  /// The application's next responder is its delegate, when that is a responder and not a view,
  /// a view controller or an application: the end of the responder chain.
  open override var next: UIResponder? {
    guard let responder = delegate as? UIResponder,
      !(responder is UIView || responder is UIViewController || responder is UIApplication)
    else { return nil }
    return responder
  }

  /// Posted when the app becomes active: its first scene became active.
  public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the app is about to stop being active.
  public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted when the app enters the background: no scene is in the foreground.
  public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app, having been in the background, is about to enter the foreground.
  public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted when the app is short of memory, after its delegate heard of it
  /// (`host.receiveMemoryWarning()`).
  public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")

  /// Whether a scene of the app has been in the foreground: the first foreground of a launch
  /// is no return from the background.
  var hasBeenInForeground = false

  /// The scenes connected now.
  open var connectedScenes: Set<UIScene> { Set(scenes) }

  /// Options for opening a URL in another app.
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Open the URL only if it is a universal link with an app installed to open it.
    public static let universalLinksOnly = Self(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Opens `url` in the app registered for its scheme (SC10). The host's iPhone has the
  /// system's apps, for `http`, `https`, `mailto`, `tel`, `sms` and `facetime` URLs and for
  /// `openSettingsURLString`, and no other: such a URL opens, the app's key scene goes to the background as the other app takes
  /// the screen, and `completion` hears `true`; any other URL, or any URL with
  /// `.universalLinksOnly`, opens nothing and `completion` hears `false`.
  open func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    let universalLinksOnly = options[.universalLinksOnly] as? Bool ?? false
    guard !universalLinksOnly, Self.systemSchemes.contains(url.scheme?.lowercased() ?? "") else {
      completion?(false)
      return
    }
    host.openedExternally.append(url)
    if host.openedExternally.count > 100 { host.openedExternally.removeFirst() }
    host.record(.app, "UIApplication", "open(\(url.scheme ?? "")): another app")
    completion?(true)
    if let scene = host.keyWindow?.windowScene { host.moveToBackground(scene) }
  }

  /// Whether an app can open `url` (SC10). An app may only ask about the schemes its
  /// Info.plist declares under `LSApplicationQueriesSchemes` (`host.queriedURLSchemes`); for
  /// any other scheme UIKit logs that the app is not allowed to query for it and returns false.
  open func canOpenURL(_ url: URL) -> Bool {
    let scheme = url.scheme?.lowercased() ?? ""
    guard host.queriedURLSchemes.contains(scheme) else {
      host.report(
        .warning, .sc10,
        "canOpenURL: failed for URL \"\(url.scheme ?? ""):…\": this app is not allowed to query for scheme \(scheme)"
      )
      return false
    }
    return Self.systemSchemes.contains(scheme)
  }

  /// The URL that opens the app's page in Settings.
  nonisolated public static let openSettingsURLString = "app-settings:"

  /// The URL that opens the app's notification settings in Settings (iOS 16).
  nonisolated public static let openNotificationSettingsURLString = "app-settings:notifications"

  /// Whether the app can show several windows at once: the host's can (SC9).
  open var supportsMultipleScenes: Bool { true }

  /// The windows of the connected scenes, scene by scene, then the app's windows in no scene,
  /// as an app without scenes makes (deprecated in iOS 15 for each scene's `windows`).
  open var windows: [UIWindow] {
    let inScenes: [UIWindow] = scenes.flatMap { ($0 as? UIWindowScene)?.windows ?? [] }
    let tracked: [UIWindow] = owningHost?.windowsWithRoots.compactMap(\.window) ?? []
    return inScenes + tracked.filter { $0.windowScene == nil }
  }

  /// The window that is key, among the connected scenes' (deprecated in iOS 13 for each
  /// scene's `keyWindow`).
  open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

  /// Closes `sceneSession` for good, as a person closing its window would: a connected
  /// scene disconnects first, then the session is discarded with its restoration state (SC9).
  open func requestSceneSessionDestruction(
    _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
    errorHandler: ((any Error) -> Void)? = nil
  ) {
    if let scene = sceneSession.scene, connectedScenes.contains(scene) {
      host.close(scene)
    } else {
      sceneSession.stateRestorationActivity = nil
      host.discard(sceneSession)
    }
  }

  /// The schemes the system's own apps open (Settings' own included).
  private static let systemSchemes: Set<String> = [
    "app-settings",
    "http", "https", "mailto", "tel", "sms", "facetime",
  ]

  /// The sessions the app has, connected to a scene or not.
  open var openSessions: Set<UISceneSession> { Set(sessions) }

  /// Asks the system to activate `sceneSession`'s scene, or, when nil, to make a new session
  /// and scene for the app (a new window); `errorHandler` hears why it could not (SC9).
  open func requestSceneSessionActivation(
    _ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
    options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)? = nil
  ) {
    guard host.activateSession(sceneSession, userActivity: userActivity) else {
      errorHandler?(SceneActivationError.unavailable)
      return
    }
  }

  /// Asks the system to activate the scene `request` names (iOS 17): its session's, or a new
  /// one for the app, as `requestSceneSessionActivation(_:userActivity:options:errorHandler:)`
  /// does.
  open func activateSceneSession(
    for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil
  ) {
    requestSceneSessionActivation(
      request.session, userActivity: request.userActivity, options: request.options,
      errorHandler: errorHandler)
  }

  /// Why a scene could not be activated.
  enum SceneActivationError: Error {
    /// The session is not one of the app's, or no scene delegate could be made for it.
    case unavailable
  }

  /// The app's state: that of its most active scene; for a launched app without scenes,
  /// active while its key window shows.
  open var applicationState: State {
    if scenes.contains(where: { $0.activationState == .foregroundActive }) { return .active }
    if scenes.contains(where: { $0.activationState == .foregroundInactive }) { return .inactive }
    if scenes.isEmpty, delegate != nil, keyWindow.map({ !$0.isHidden }) ?? false { return .active }
    return .background
  }

  /// Whether the app is active, inactive or in the background.
  public enum State: Int, Sendable {
    case active, inactive, background
  }

  /// Keys of the launch options.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The URL the app was launched with.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The bundle identifier of the app that launched this one with a URL.
    public static let sourceApplication = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    /// The Home Screen quick action the app was launched with.
    public static let shortcutItem = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    /// The remote notification the app was launched for.
    public static let remoteNotification = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    /// The activity the app was launched to continue: its type.
    public static let userActivityType = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
    /// The activity the app was launched to continue.
    public static let userActivityDictionary = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
  }

  /// Keys of the options an app is opened with.
  public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The bundle identifier of the app that asked to open the URL.
    public static let sourceApplication = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
  }
}

/// The app delegate: launches the app and says which scene delegate each new scene gets.
/// Its methods are optional in UIKit; see `OptionalDelegateMethods.swift`.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  /// Called once at launch, before any scene connects.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// Asked for the configuration of a scene about to connect: its name and delegate class.
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  /// Called when sessions were discarded.
  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
  /// Called when an activity UIKit manages was updated, the last chance to add to it (SC8).
  func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)
  /// Called when the app is short of memory (`host.receiveMemoryWarning()`), to free what it
  /// can make again.
  func applicationDidReceiveMemoryWarning(_ application: UIApplication)
}

extension UIApplicationDelegate {
  /// Returns true.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// The default configuration for the session's role, with no delegate class.
  public func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }
  /// Does nothing.
  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}
  /// Does nothing.
  public func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {}
  /// Does nothing.
  public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}

/// Which delegate class a scene gets, by configuration name and session role.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
  /// The configuration's name, as in the app's Info.plist.
  public let name: String?
  /// The role of the sessions this configuration is for.
  public let role: UISceneSession.Role
  /// The class UIKit instantiates as the scene's delegate.
  open var delegateClass: AnyClass?
  /// The class of the scene; the host always makes a `UIWindowScene`.
  open var sceneClass: AnyClass?

  /// Creates a configuration; one named as in the app's scene manifest takes its delegate class
  /// from there (SC5).
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    self.role = sessionRole
    super.init()
    if let name,
      let declared = UIApplication.shared.host.manifestConfiguration(named: name, for: sessionRole)
    {
      delegateClass = declared.delegateClassName.flatMap { _typeByName($0) as? AnyClass }
    }
  }
}

extension UIApplication {

}

/// A request to activate a scene (iOS 17): an existing session's, or a new one of a role.
@preconcurrency @MainActor
public struct UISceneSessionActivationRequest {
  /// The role of the scene asked for.
  public let role: UISceneSession.Role
  /// The session to activate, or nil for a new one.
  public let session: UISceneSession?
  /// The activity the scene is to show.
  public var userActivity: NSUserActivity?
  /// The options of the request.
  public var options: UIScene.ActivationRequestOptions?

  /// A request for a new scene of `role`.
  public init(
    role: UISceneSession.Role = .windowApplication, userActivity: NSUserActivity? = nil,
    options: UIScene.ActivationRequestOptions? = nil
  ) {
    self.role = role
    session = nil
    self.userActivity = userActivity
    self.options = options
  }

  /// A request to activate `session`'s scene.
  public init(
    session: UISceneSession, userActivity: NSUserActivity? = nil,
    options: UIScene.ActivationRequestOptions? = nil
  ) {
    role = session.role
    self.session = session
    self.userActivity = userActivity
    self.options = options
  }
}
