/// The host's `UIApplication`: connects scenes the way iOS 13 and later start an app.
@MainActor
public final class UIApplication {
  /// The host every window of this application records into.
  public let host: HeadlessHost
  /// The scenes connected so far.
  public private(set) var connectedScenes: [UIScene] = []

  /// Creates an application with no scenes.
  public init(host: HeadlessHost = HeadlessHost()) {
    self.host = host
  }

  /// Connects a new window scene: creates its session, hands the scene to `delegate` and calls
  /// `scene(_:willConnectTo:options:)`, as iOS does at launch.
  @discardableResult
  public func connectScene(
    delegate: any UIWindowSceneDelegate,
    options: UIScene.ConnectionOptions = UIScene.ConnectionOptions()
  ) -> UIWindowScene {
    let session = UISceneSession(role: .windowApplication)
    let scene = UIWindowScene(session: session, host: host)
    scene.delegate = delegate
    connectedScenes.append(scene)
    host.record(.operation, "Application", "connectScene(\(session.persistentIdentifier))")
    delegate.scene(scene, willConnectTo: session, options: options)
    return scene
  }

  /// Disconnects `scene`: its delegate hears `sceneDidDisconnect` and the scene lets it go.
  public func disconnect(_ scene: UIScene) {
    guard let index = connectedScenes.firstIndex(where: { $0 === scene }) else { return }
    host.record(.operation, "Application", "disconnect(\(scene.session.persistentIdentifier))")
    scene.delegate?.sceneDidDisconnect(scene)
    scene.delegate = nil
    connectedScenes.remove(at: index)
  }
}

/// The host's `UIScene`: one instance of the app's user interface.
@MainActor
open class UIScene {
  /// What a scene is connected with: links, activities. The host's sample app needs none.
  public struct ConnectionOptions: Sendable {
    /// URLs the scene was opened with.
    public var urls: [String]

    /// Creates options, by default empty.
    public init(urls: [String] = []) {
      self.urls = urls
    }
  }

  /// The session this scene belongs to.
  public let session: UISceneSession
  /// The scene's delegate, held strongly as UIKit holds it.
  public var delegate: (any UIWindowSceneDelegate)?
  let host: HeadlessHost

  init(session: UISceneSession, host: HeadlessHost) {
    self.session = session
    self.host = host
  }
}

/// The host's `UIWindowScene`: a scene that shows windows.
@MainActor
public final class UIWindowScene: UIScene {
  var windows: [WeakWindow] = []

  /// The scene's windows that are still alive.
  public var allWindows: [UIWindow] { windows.compactMap(\.window) }
}

/// The host's `UISceneSession`.
@MainActor
public final class UISceneSession {
  /// What kind of scene a session is for.
  public enum Role: Sendable {
    /// The app's main window.
    case windowApplication
  }

  private static var nextIdentifier = 1

  /// The session's role.
  public let role: Role
  /// A unique identifier, `scene-1`, `scene-2`, …
  public let persistentIdentifier: String

  init(role: Role) {
    self.role = role
    persistentIdentifier = "scene-\(Self.nextIdentifier)"
    Self.nextIdentifier += 1
  }
}

/// The host's `UIWindowSceneDelegate`: sets up the window when a scene connects.
@MainActor
public protocol UIWindowSceneDelegate: AnyObject {
  /// The window the delegate made for its scene.
  var window: UIWindow? { get set }
  /// Called when the scene connects: make the window, set its root, make it key and visible.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// Called when the scene is disconnected.
  func sceneDidDisconnect(_ scene: UIScene)
}

extension UIWindowSceneDelegate {
  /// Releases the window.
  public func sceneDidDisconnect(_ scene: UIScene) {
    window = nil
  }
}
