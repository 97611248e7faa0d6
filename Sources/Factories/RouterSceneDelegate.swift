@_spi(HostTesting) import PresentationHost
import Routing

/// Starts the router variant the way an iOS 13 app starts: when the scene connects, make the
/// window, the services and the factory, and let `AppRouter` set the root.
@MainActor
public final class RouterSceneDelegate: UIResponder, UIWindowSceneDelegate {
  public var window: UIWindow?
  private let services: AppServices

  /// Creates the delegate; the app it starts uses `services`.
  public init(services: AppServices = AppServices()) {
    self.services = services
    super.init()
  }

  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let factory = RouterSceneFactory(services: services, host: window.host)
    AppRouter(window: window, factory: factory).start()
    self.window = window
  }
}
