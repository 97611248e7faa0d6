import Factories
import PresentationHost

/// Starts the coordinator variant the way an iOS 13 app starts: when the scene connects,
/// make the window, the root container, the navigator and the app coordinator, and start it.
@MainActor
public final class CoordinatorSceneDelegate: SceneDelegate {
  public var window: Window?
  /// The root of the coordinator tree, kept for as long as the scene is connected.
  public private(set) var appCoordinator: AppCoordinator?
  private let services: AppServices

  /// Creates the delegate; the app it starts uses `services`.
  public init(services: AppServices = AppServices()) {
    self.services = services
  }

  public func scene(
    _ scene: HostScene, willConnectTo session: SceneSession,
    options connectionOptions: HostScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? WindowScene else { return }
    let window = Window(windowScene: windowScene)
    let navigator = SceneNavigator(initial: .main, host: window.host)
    let coordinator = AppCoordinator(
      window: window, tabBarController: TabBarController(), navigator: navigator,
      services: services)
    coordinator.start()
    self.window = window
    appCoordinator = coordinator
  }

  public func sceneDidDisconnect(_ scene: HostScene) {
    appCoordinator = nil
    window = nil
  }
}
