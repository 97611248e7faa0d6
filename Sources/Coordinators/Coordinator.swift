import Factories

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// A node of the coordinator tree: it starts, owns its children, and hears routes.
@MainActor
open class Coordinator: NSObject, RouteObserver {
  /// The child coordinators this one started and still owns.
  public private(set) var childCoordinators: [Coordinator] = []
  /// The coordinator that owns this one. Weak: parents own children.
  public private(set) weak var parentCoordinator: Coordinator?
  /// The app's navigator.
  public let navigator: SceneNavigator
  /// Builds the screens this coordinator shows.
  public let builders: ScreenBuilders

  /// Creates a coordinator that hears the routes `navigator` publishes and builds its screens
  /// with `builders`.
  public init(navigator: SceneNavigator, builders: ScreenBuilders) {
    self.navigator = navigator
    self.builders = builders
    super.init()
    navigator.observe(self, for: Self.routedScenes)
  }

  /// The scenes whose routes this coordinator handles, for a targeted navigator; nil for every
  /// route. A coordinator still checks each route it hears.
  open class var routedScenes: Set<SceneNavigator.Interest>? { nil }

  /// Shows this coordinator's first screen.
  open func start() {}

  /// Handles a route that concerns this coordinator; ignores the rest.
  open func handle(_ route: Route) {}

  /// Adds `child` to the tree and starts it.
  public func startChild(_ child: Coordinator) {
    childCoordinators.append(child)
    child.parentCoordinator = self
    child.start()
  }

  /// Removes `child` from the tree; unless something else holds it, it is released.
  public func removeChild(_ child: Coordinator) {
    childCoordinators.removeAll { $0 === child }
    child.parentCoordinator = nil
  }

  /// Removes this coordinator from its parent: its flow is over.
  public func finish() {
    parentCoordinator?.removeChild(self)
  }
}
