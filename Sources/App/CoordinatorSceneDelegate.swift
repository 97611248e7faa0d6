import Coordinators
import Factories

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Starts the coordinator variant the way an iOS 13 app starts: when the window scene connects,
/// make the root container, the navigator and the app coordinator, and start it
/// (`AppSceneDelegate` does the rest).
@MainActor
public final class CoordinatorSceneDelegate: AppSceneDelegate {
  /// The root of the coordinator tree, while the window scene is connected.
  public var appCoordinator: AppCoordinator? { root as? AppCoordinator }

  /// Creates the delegate; the app it starts builds its screens with `builders`, its navigator
  /// delivers routes as `delivery` says (targeted unless told otherwise), and
  /// `routeObservers` (analytics, a log) hear every route, from the first.
  public init(
    builders: ScreenBuilders, delivery: SceneNavigator.Delivery = .targeted,
    routeObservers: [any RouteObserver] = []
  ) {
    super.init { window in
      let navigator = SceneNavigator(initial: .main, delivery: delivery)
      for observer in routeObservers { navigator.observe(observer, first: true) }
      let coordinator = AppCoordinator(
        window: window, tabBarController: UITabBarController(), navigator: navigator,
        builders: builders)
      coordinator.start()
      return coordinator
    }
  }

  /// The delegate iOS makes from the scene configuration's `delegateClass`: its screens share
  /// the app delegate's services.
  public convenience init() {
    self.init(builders: AppDelegate.sharedBuilders)
  }
}
