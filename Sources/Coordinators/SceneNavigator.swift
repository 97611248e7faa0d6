#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

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
  /// Creates a navigator whose current scene is `initial`.
  public init(initial: Scene) {
    current = initial
  }

  /// Adds `observer` to those that hear every route, after the others, or before them when
  /// `first` (an analytics or logging observer that wants to hear of a route before it is
  /// shown). Held weakly.
  public func observe(_ observer: any RouteObserver, first: Bool = false) {
    observers.removeAll { $0.observer == nil }
    observers.insert(WeakObserver(observer: observer), at: first ? 0 : observers.endIndex)
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
  public var observerCount: Int { observers.filter { $0.observer != nil }.count }

  private func publish(_ route: Route) {
    queue.append(route)
    guard !isDelivering else { return }
    isDelivering = true
    while !queue.isEmpty {
      let next = queue.removeFirst()
      current = next.to
      history.append(next)
      for observer in observers {
        observer.observer?.handle(next)
      }
    }
    isDelivering = false
  }
}

@MainActor
private struct WeakObserver {
  weak var observer: (any RouteObserver)?
}

/// Hears every route the navigator publishes: coordinators, and anything that logs routes.
@MainActor
public protocol RouteObserver: AnyObject {
  /// Handles `route` if it concerns this observer; ignores it otherwise.
  func handle(_ route: Route)
}
