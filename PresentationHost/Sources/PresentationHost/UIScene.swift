/// One instance of the app's user interface, with its own life cycle.
@preconcurrency @MainActor
open class UIScene: UIResponder {
  /// What a scene connects with: the links and activities that opened it.
  @preconcurrency @MainActor
  open class ConnectionOptions: NSObject {
    /// The URLs the scene was opened with.
    public let urlContexts: Set<UIOpenURLContext>
    /// The activities the scene was opened to continue.
    public let userActivities: Set<NSUserActivity>
    /// The bundle identifier of the app that opened the scene.
    public let sourceApplication: String?
    /// The kind of activity handed off from another device, while it is on its way: none on
    /// the host.
    public var handoffUserActivityType: String? { nil }

    @_spi(HostTesting)
    public init(
      urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = [],
      sourceApplication: String? = nil
    ) {
      self.urlContexts = urlContexts
      self.userActivities = userActivities
      self.sourceApplication = sourceApplication
      super.init()
    }
  }

  /// Options of a URL opened in a scene.
  @preconcurrency @MainActor
  open class OpenURLOptions: NSObject {
    /// The bundle identifier of the app that asked to open the URL.
    public let sourceApplication: String?
    /// Whether the file the URL names is to be opened where it is, not copied: never, as the
    /// host opens links, not files.
    public let openInPlace = false
    /// What the app that asked to open the URL sent with it: nothing, here.
    public let annotation: Any? = nil

    @_spi(HostTesting)
    public init(sourceApplication: String? = nil) {
      self.sourceApplication = sourceApplication
      super.init()
    }
  }

  /// Options of a request to activate a scene (`requestSceneSessionActivation`).
  @preconcurrency @MainActor
  open class ActivationRequestOptions: NSObject {
    /// The scene the request comes from.
    open var requestingScene: UIScene?

    /// Options with nothing set.
    public override init() {
      super.init()
    }
  }

  /// Posted after the scene connected; the object is the scene.
  public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
  /// Posted after the scene disconnected; the object is the scene.
  public static let didDisconnectNotification = Notification.Name(
    "UISceneDidDisconnectNotification")
  /// Posted when the scene became active; the object is the scene.
  public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
  /// Posted when the scene is about to resign active; the object is the scene.
  public static let willDeactivateNotification = Notification.Name(
    "UISceneWillDeactivateNotification")
  /// Posted when the scene is about to enter the foreground; the object is the scene.
  public static let willEnterForegroundNotification = Notification.Name(
    "UISceneWillEnterForegroundNotification")
  /// Posted when the scene entered the background; the object is the scene.
  public static let didEnterBackgroundNotification = Notification.Name(
    "UISceneDidEnterBackgroundNotification")

  /// Where a scene is in its life cycle.
  public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  /// The session this scene belongs to.
  public let session: UISceneSession
  /// The scene's delegate. UIKit holds it strongly.
  open var delegate: (any UISceneDelegate)?
  /// Where the scene is in its life cycle.
  public internal(set) var activationState = ActivationState.unattached
  /// The scene's title, for the app switcher.
  open var title: String?
  /// The host this object belongs to. Weak: the host owns its application and scenes.
  private weak var owningHost: HeadlessHost?
  var host: HeadlessHost { owningHost ?? HeadlessHost.detached }

  init(session: UISceneSession, host: HeadlessHost) {
    self.session = session
    self.owningHost = host
    super.init()
  }
}

/// A scene that shows windows.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  var windowReferences: [WeakWindow] = []

  /// How the scene's interface is turned: upright, as the host's device never turns (D1).
  open var interfaceOrientation: UIInterfaceOrientation { .portrait }
  /// The scene's geometry now.
  open var effectiveGeometry: Geometry { Geometry() }
  /// The scene's traits: an iPhone's, light (V3).
  open var traitCollection: UITraitCollection { .phone(.light) }

  /// The size and orientation of a window scene.
  @preconcurrency @MainActor
  open class Geometry: NSObject {
    /// How the scene's interface is turned: upright (D1).
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
    /// The scene's frame on the screen: the whole screen.
    open var systemFrame: CGRect { UIScreen.main.bounds }
  }

  /// What an app asks of a scene's geometry.
  @preconcurrency @MainActor
  open class GeometryPreferences: NSObject {
    /// The orientations asked for, on iOS. UIKit's name.
    // swift-format-ignore: TypeNamesShouldBeCapitalized
    @preconcurrency @MainActor
    public final class iOS: GeometryPreferences {
      /// The orientations the app asks the scene to take.
      public let interfaceOrientations: UIInterfaceOrientationMask

      /// A request to turn to one of `interfaceOrientations`.
      public init(interfaceOrientations: UIInterfaceOrientationMask) {
        self.interfaceOrientations = interfaceOrientations
        super.init()
      }
    }
  }

  /// Asks the scene to take `geometryPreferences`. The host's device never turns (D1): a
  /// request that the upright orientation satisfies changes nothing, and any other is refused,
  /// `errorHandler` hearing why.
  open func requestGeometryUpdate(
    _ geometryPreferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil
  ) {
    let asked = (geometryPreferences as? GeometryPreferences.iOS)?.interfaceOrientations ?? []
    guard !asked.contains(.portrait) else { return }
    errorHandler?(
      NSError(
        domain: "UISceneErrorDomain", code: 101,
        userInfo: [NSLocalizedDescriptionKey: "The host's device does not turn (D1)."]))
  }

  /// The scene's windows that are alive, in the order they joined it.
  open var windows: [UIWindow] { windowReferences.compactMap(\.window) }

  /// The scene's key window.
  open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

  /// A window scene's next responder is its application, as Apple's responder chain goes on from
  /// the window to the scene to the application.
  open override var next: UIResponder? { host.application }
}

/// A session: what the system keeps of a scene, across disconnects.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
  /// What kind of scene a session is for.
  public struct Role: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The app's main interactive window.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }

  private static var nextIdentifier = 1

  /// The session's role.
  public let role: Role
  /// A unique identifier, `scene-1`, `scene-2`, …
  public let persistentIdentifier: String
  /// The scene connected to this session now, if any.
  public internal(set) weak var scene: UIScene?
  /// The configuration the scene was made from.
  public internal(set) var configuration: UISceneConfiguration
  /// The activity the delegate returned from `stateRestorationActivity(for:)`, handed back
  /// when a scene connects to this session again (SC3).
  open var stateRestorationActivity: NSUserActivity?
  /// Information the app keeps with the session.
  open var userInfo: [String: Any]?

  init(role: Role, configuration: UISceneConfiguration) {
    self.role = role
    self.configuration = configuration
    persistentIdentifier = "scene-\(Self.nextIdentifier)"
    Self.nextIdentifier += 1
    super.init()
  }
}

/// A URL opened in a scene, with its options.
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
  /// The URL.
  public let url: URL
  /// How it was opened.
  public let options: UIScene.OpenURLOptions

  @_spi(HostTesting)
  public init(url: URL, options: UIScene.OpenURLOptions) {
    self.url = url
    self.options = options
    super.init()
  }
}

struct WeakWindow {
  weak var window: UIWindow?
}

/// How a scene's window goes away when its session is destroyed; recorded.
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions: NSObject {
  /// The animation of a window leaving.
  public enum DismissalAnimation: Int, Sendable {
    case standard = 1
    case commit, decline
  }

}
