import Coordinators
import Factories
import Links

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Starts the coordinator variant the way an iOS 13 app starts: when the window scene connects,
/// make the root container, the route publisher and the app coordinator, and start it
/// (`AppSceneDelegate` does the rest).
@MainActor
public final class CoordinatorSceneDelegate: AppSceneDelegate {
  /// The root of the coordinator tree, while the window scene is connected.
  public var appCoordinator: AppCoordinator? { root as? AppCoordinator }
  /// The sign-up funnel's analytics, which hear the routes of every tree this delegate starts.
  public let signUpFunnel: SignUpFunnel

  /// Creates the delegate; the app it starts builds its screens with `builders`, its route
  /// publisher delivers routes as `delivery` says (targeted unless told otherwise), and
  /// `routeObservers` (a log) hear every route, from the first, before the sign-up funnel.
  public init(
    builders: ScreenBuilders, delivery: RoutePublisher.Delivery = .targeted,
    routeObservers: [any RouteObserver] = []
  ) {
    let signUpFunnel = SignUpFunnel()
    self.signUpFunnel = signUpFunnel
    super.init { window in
      let routePublisher = RoutePublisher(initial: .main, delivery: delivery)
      for observer in routeObservers { routePublisher.observe(observer, first: true) }
      signUpFunnel.observe(routePublisher)
      let coordinator = AppCoordinator(
        window: window, tabBarController: RootTabBarController(), routePublisher: routePublisher,
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
