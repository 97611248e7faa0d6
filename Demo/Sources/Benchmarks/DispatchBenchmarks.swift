import BenchmarkReport
import Coordinators
import Links
@_spi(HostTesting) import PresentationHost

/// Route dispatch against app size: synthetic navigation layers of N screens, with one router
/// per screen, and with a route publisher, broadcasting or targeted, over N coordinators. Each
/// style touches the same number of objects per navigation that its design promises: a router
/// one screen, a targeted route publisher one coordinator, a broadcasting one all N.
@MainActor
enum DispatchBenchmarks {
  static func run(sizes: [Int], runs: Int, workload: BenchmarkReport.Workload)
    -> [BenchmarkReport.DispatchRow]
  {
    let navigations = workload.navigations
    let clock = ContinuousClock()
    return sizes.map { size in
      // Every style visits its objects in the same order, one after the other, so that what
      // grows with the app's size is the architecture's work, not the cache misses of a
      // random walk over 10,000 objects (which would hit every style alike).
      let targets = (0..<navigations).map { ($0 + 1) % size }
      let router = Timing.repeated("router dispatch, \(size) screens", runs: runs) {
        let screens = (0..<size).map { _ in UIViewController() }
        let routers = screens.map { SyntheticRouter(screen: $0) }
        var current = 0
        let elapsed = withExtendedLifetime(screens) {
          clock.measure {
            for target in targets {
              routers[current].show(screen: target)
              current = target
            }
          }
        }
        precondition(routers.reduce(0) { $0 + $1.requests } == navigations)
        return elapsed.nanoseconds / Double(navigations)
      }
      let scenes = (0..<size).map { Place.order(message: "screen \($0)") }
      @MainActor func navigatorDispatch(_ delivery: RoutePublisher.Delivery) -> Timing {
        let targets =
          delivery == .broadcast
          ? Array(targets.prefix(workload.broadcastNavigations(at: size))) : targets
        return Timing.repeated("route publisher \(delivery), \(size) screens", runs: runs) {
          let routePublisher = RoutePublisher(initial: scenes[0], delivery: delivery)
          let coordinators = scenes.map {
            SyntheticCoordinator(routePublisher: routePublisher, scene: $0)
          }
          let elapsed = clock.measure {
            for target in targets { routePublisher.publishRoute(to: scenes[target]) }
          }
          precondition(coordinators.reduce(0) { $0 + $1.handled } == targets.count)
          return elapsed.nanoseconds / Double(targets.count)
        }
      }
      // The least a targeted route publisher's design does: look the scene up, call its
      // coordinator.
      let lookup = Timing.repeated("lookup, \(size) screens", runs: runs) {
        let routePublisher = RoutePublisher(initial: scenes[0])
        let coordinators = scenes.map {
          SyntheticCoordinator(routePublisher: routePublisher, scene: $0)
        }
        let byScene = Dictionary(uniqueKeysWithValues: coordinators.map { ($0.scene, $0) })
        let elapsed = clock.measure {
          for target in targets { byScene[scenes[target]]?.take(scenes[target]) }
        }
        precondition(coordinators.reduce(0) { $0 + $1.handled } == navigations)
        return elapsed.nanoseconds / Double(navigations)
      }
      return BenchmarkReport.DispatchRow(
        screens: size, router: router, broadcast: navigatorDispatch(.broadcast),
        targeted: navigatorDispatch(.targeted), lookup: lookup)
    }
  }
}

/// A per-screen router reduced to its dispatch: it holds its screen weakly and takes a request.
@MainActor
final class SyntheticRouter {
  weak var screen: UIViewController?
  var requests = 0

  init(screen: UIViewController) {
    self.screen = screen
  }

  /// What a real router's request does first: load its weak screen, then act.
  func show(screen index: Int) {
    guard screen != nil else { return }
    requests += 1
  }
}

/// A coordinator that owns one scene and handles only the routes to it.
@MainActor
final class SyntheticCoordinator: RouteObserver {
  let scene: Place
  var handled = 0

  init(routePublisher: RoutePublisher, scene: Place) {
    self.scene = scene
    routePublisher.observe(self, for: [scene])
  }

  func handle(_ route: Route) {
    take(route.to)
  }

  /// Takes `scene`, if it is this coordinator's.
  func take(_ scene: Place) {
    if scene == self.scene { handled += 1 }
  }
}
