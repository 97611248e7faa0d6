import Coordinators
import Factories
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Starts the coordinator variant the way an iOS 13 app starts: when the window scene connects,
/// make the window, the root container, the navigator and the app coordinator, and start it.
@MainActor
public final class CoordinatorSceneDelegate: UIResponder, UIWindowSceneDelegate {
  public var window: UIWindow?
  /// The root of the coordinator tree, kept for as long as the window scene is connected.
  public private(set) var appCoordinator: AppCoordinator?
  private let builders: ScreenBuilders
  private let delivery: SceneNavigator.Delivery
  private let routeObservers: [any RouteObserver]

  /// Creates the delegate; the app it starts builds its screens with `builders`, its navigator
  /// delivers routes as `delivery` says (targeted unless told otherwise), and
  /// `routeObservers` (analytics, a log) hear every route before the coordinators do, from the
  /// first.
  public init(
    builders: ScreenBuilders, delivery: SceneNavigator.Delivery = .targeted,
    routeObservers: [any RouteObserver] = []
  ) {
    self.builders = builders
    self.delivery = delivery
    self.routeObservers = routeObservers
    super.init()
  }

  /// The delegate iOS makes from the scene configuration's `delegateClass`: its screens share
  /// the app delegate's services, and its navigator delivers each route to its scene's
  /// coordinators.
  public override convenience init() {
    self.init(builders: AppDelegate.sharedBuilders)
  }

  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let navigator = SceneNavigator(initial: .main, delivery: delivery)
    for observer in routeObservers { navigator.observe(observer, first: true) }
    let coordinator = AppCoordinator(
      window: window, tabBarController: UITabBarController(), navigator: navigator,
      builders: builders)
    coordinator.start()
    self.window = window
    appCoordinator = coordinator
    if let activity = session.stateRestorationActivity { coordinator.restore(from: activity) }
    open(connectionOptions.urlContexts)
  }

  /// Where the window is, as a link a person could share and open again.
  public var link: AppLink? { appCoordinator?.link }

  public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    appCoordinator?.restorationActivity()
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    open(URLContexts)
  }

  /// Opens the first of `contexts` that is one of the app's links; others change nothing.
  private func open(_ contexts: Set<UIOpenURLContext>) {
    guard let url = contexts.first?.url, let link = try? AppLink(url: url) else { return }
    appCoordinator?.open(link)
  }

  public func sceneDidDisconnect(_ scene: UIScene) {
    appCoordinator = nil
    window = nil
  }
}
