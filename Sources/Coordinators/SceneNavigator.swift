@_spi(HostTesting) import PresentationHost

/// The single source of truth for which scene is current. `go(to:)` publishes the route
/// `(to:, from:)` to every observing coordinator, synchronously and in order; each handles
/// the routes that concern it and ignores the rest.
@MainActor
public final class SceneNavigator {
  /// The scene on screen, as far as navigation knows.
  public private(set) var current: Scene
  /// Every route published so far, in order.
  public private(set) var history: [Route] = []
  private var observers: [WeakObserver] = []
  private var queue: [Route] = []
  private var isDelivering = false
  /// The host routes are traced on, and coordinators and scenes register with.
  @_spi(HostTesting) public private(set) weak var host: HeadlessHost?

  /// Creates a navigator whose current scene is `initial`; routes are traced on `host`.
  @_spi(HostTesting) public init(initial: Scene, host: HeadlessHost?) {
    current = initial
    self.host = host
  }

  /// Adds `coordinator` to those that hear every route. Held weakly.
  public func observe(_ coordinator: Coordinator) {
    observers.removeAll { $0.coordinator == nil }
    observers.append(WeakObserver(coordinator: coordinator))
  }

  /// Asks for `scene`: publishes `(to: scene, from: current)` for a coordinator to show it.
  public func go(to scene: Scene) {
    publish(Route(to: scene, from: current, trigger: .app))
  }

  /// Tells the navigator a person already moved to `scene` (back, swipe-down, a tab).
  public func userDidNavigate(to scene: Scene) {
    guard scene != current else { return }
    publish(Route(to: scene, from: current, trigger: .user))
  }

  /// How many coordinators hear routes right now.
  public var observerCount: Int { observers.filter { $0.coordinator != nil }.count }

  private func publish(_ route: Route) {
    queue.append(route)
    guard !isDelivering else { return }
    isDelivering = true
    while !queue.isEmpty {
      let next = queue.removeFirst()
      current = next.to
      history.append(next)
      host?.recordAppCall("SceneNavigator", "route\(next)")
      for observer in observers {
        observer.coordinator?.handle(next)
      }
    }
    isDelivering = false
  }
}

@MainActor
private struct WeakObserver {
  weak var coordinator: Coordinator?
}
