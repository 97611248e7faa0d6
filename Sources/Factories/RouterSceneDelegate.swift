import PresentationHost
import Routing

/// Starts the router variant the way an iOS 13 app starts: when the scene connects, make the
/// window, the services and the factory, and let `AppRouter` set the root.
@MainActor
public final class RouterSceneDelegate: SceneDelegate {
  public var window: Window?
  private let services: AppServices

  /// Creates the delegate; the app it starts uses `services`.
  public init(services: AppServices = AppServices()) {
    self.services = services
  }

  public func scene(
    _ scene: Scene, willConnectTo session: SceneSession,
    options connectionOptions: Scene.ConnectionOptions
  ) {
    guard let windowScene = scene as? WindowScene else { return }
    let window = Window(windowScene: windowScene)
    let factory = RouterSceneFactory(services: services, host: window.host)
    AppRouter(window: window, factory: factory).start()
    self.window = window
  }
}
