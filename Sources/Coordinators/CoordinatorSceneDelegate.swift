@_spi(HostTesting) import Factories
@_spi(HostTesting) import PresentationHost

/// Starts the coordinator variant the way an iOS 13 app starts: when the scene connects,
/// make the window, the root container, the navigator and the app coordinator, and start it.
@MainActor
public final class CoordinatorSceneDelegate: UIResponder, UIWindowSceneDelegate {
  public var window: UIWindow?
  /// The root of the coordinator tree, kept for as long as the scene is connected.
  public private(set) var appCoordinator: AppCoordinator?
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
    let navigator = SceneNavigator(initial: .main, host: window.host)
    let coordinator = AppCoordinator(
      window: window, tabBarController: UITabBarController(), navigator: navigator,
      services: services)
    coordinator.start()
    self.window = window
    appCoordinator = coordinator
  }

  public func sceneDidDisconnect(_ scene: UIScene) {
    appCoordinator = nil
    window = nil
  }
}
