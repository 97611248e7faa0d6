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
  /// Who hears a route.
  public enum Delivery: Sendable {
    /// Every observer hears every route and ignores those not its own: the seed design.
    case broadcast
    /// Only the observers registered for the route's scenes hear it (and those registered
    /// for every route): a lookup, whatever the number of coordinators.
    case targeted
  }

  /// What an observer registers for.
  public enum Interest: Hashable, Sendable {
    /// Routes to or from any scene of this kind.
    case kind(Scene.Kind)
    /// Routes to or from exactly this scene.
    case scene(Scene)
  }

  /// The scene on screen, as far as navigation knows.
  public private(set) var current: Scene
  /// The routes published lately, oldest first: up to the last 1,000.
  public private(set) var history: [Route] = []
  /// Who hears a route.
  public let delivery: Delivery
  private var observers: [Registration] = []
  private var everyRoute: [Registration] = []
  private var byInterest: [Interest: [Registration]] = [:]
  private var nextOrder = 0
  private var queue: [Route] = []
  private var isDelivering = false

  /// Creates a navigator whose current scene is `initial`.
  public init(initial: Scene, delivery: Delivery = .targeted) {
    current = initial
    self.delivery = delivery
  }

  /// Adds `observer`, held weakly, to those that hear the routes to or from `interests` (every
  /// route when nil), after the others, or before them when `first` (an analytics or logging
  /// observer that wants to hear of a route before it is shown).
  public func observe(
    _ observer: any RouteObserver, for interests: Set<Interest>? = nil, first: Bool = false
  ) {
    nextOrder += 1
    // Registrations of observers that are gone are dropped now and then, not on every call,
    // so that registering stays cheap however many coordinators there are.
    if nextOrder.isMultiple(of: 64) {
      observers.removeAll { $0.observer == nil }
      everyRoute.removeAll { $0.observer == nil }
    }
    let registration = Registration(
      observer: observer, interests: interests, order: first ? -nextOrder : nextOrder)
    if first {
      observers.insert(registration, at: 0)
    } else {
      observers.append(registration)
    }
    if let interests {
      for interest in interests { byInterest[interest, default: []].append(registration) }
    } else if first {
      everyRoute.insert(registration, at: 0)
    } else {
      everyRoute.append(registration)
    }
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

  /// How many observers hear routes right now.
  public var observerCount: Int {
    observers.removeAll { $0.observer == nil }
    return observers.count
  }

  private func publish(_ route: Route) {
    queue.append(route)
    guard !isDelivering else { return }
    isDelivering = true
    while !queue.isEmpty {
      let next = queue.removeFirst()
      current = next.to
      history.append(next)
      if history.count > 1_000 { history.removeFirst(500) }
      for registration in recipients(of: next) {
        registration.observer?.handle(next)
      }
    }
    isDelivering = false
  }

  /// Everyone, or those registered for every route or for the route's scenes, in the order
  /// they registered.
  private func recipients(of route: Route) -> [Registration] {
    switch delivery {
    case .broadcast:
      return observers
    case .targeted:
      var found = everyRoute
      for interest in [
        Interest.kind(route.to.kind), .kind(route.from.kind), .scene(route.to), .scene(route.from),
      ] {
        guard var registrations = byInterest[interest] else { continue }
        registrations.removeAll { $0.observer == nil }
        byInterest[interest] = registrations
        for registration in registrations where !found.contains(where: { $0 === registration }) {
          found.append(registration)
        }
      }
      return found.count > 1 ? found.sorted { $0.order < $1.order } : found
    }
  }
}

/// One observer's registration.
@MainActor
private final class Registration {
  weak var observer: (any RouteObserver)?
  let interests: Set<SceneNavigator.Interest>?
  let order: Int

  init(observer: any RouteObserver, interests: Set<SceneNavigator.Interest>?, order: Int) {
    self.observer = observer
    self.interests = interests
    self.order = order
  }
}

/// Hears every route the navigator publishes: coordinators, and anything that logs routes.
@MainActor
public protocol RouteObserver: AnyObject {
  /// Handles `route` if it concerns this observer; ignores it otherwise.
  func handle(_ route: Route)
}
