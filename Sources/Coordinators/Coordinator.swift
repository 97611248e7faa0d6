#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// A node of the coordinator tree: it starts, owns its children, and is the router of the
/// screens it shows. Each move it makes, it tells the route publisher of once UIKit shows it.
@MainActor
open class Coordinator: NSObject {
  /// The child coordinators this one started and still owns.
  public private(set) var childCoordinators: [Coordinator] = []
  /// The coordinator that owns this one. Weak: parents own children.
  public private(set) weak var parentCoordinator: Coordinator?
  /// The window's route publisher.
  public let routePublisher: RoutePublisher

  /// Creates a coordinator that tells `routePublisher` of its moves.
  public init(routePublisher: RoutePublisher) {
    self.routePublisher = routePublisher
    super.init()
  }

  /// Shows this coordinator's first screen.
  open func start() {}

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
  public func removeFromParent() {
    parentCoordinator?.removeChild(self)
  }

  /// The first child of type `Child`, while it is there: a tab's flow, which lives as long as
  /// its tab.
  func child<Child: Coordinator>(_ type: Child.Type) -> Child? {
    childCoordinators.lazy.compactMap { $0 as? Child }.first
  }

  /// The screen this coordinator's flow starts from, which its parent presents or shows: a
  /// flow's navigation controller, or its one screen.
  open var firstScreen: UIViewController? { nil }

  /// The child flow of type `Child` whose first screen UIKit presents over `presenter`, while
  /// it does: which modal flow is up is read from UIKit's presentations, not kept beside them.
  func presentedChild<Child: Coordinator>(_ type: Child.Type, over presenter: UIViewController)
    -> Child?
  {
    guard let presented = presenter.presentedViewController else { return nil }
    return childCoordinators.lazy.compactMap { $0 as? Child }.first {
      $0.firstScreen === presented
    }
  }
}
