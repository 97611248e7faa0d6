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
  private var byKind: [Scene.Kind: [Registration]] = [:]
  private var byScene: [Scene: [Registration]] = [:]
  /// Whether a route found a registration whose observer is gone, to drop them all later.
  private var metGoneObserver = false
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
      if metGoneObserver {
        byKind = byKind.compactMapValues(Self.living)
        byScene = byScene.compactMapValues(Self.living)
        metGoneObserver = false
      }
    }
    let registration = Registration(
      observer: observer, interests: interests, order: first ? -nextOrder : nextOrder)
    if first {
      observers.insert(registration, at: 0)
    } else {
      observers.append(registration)
    }
    if let interests {
      for interest in interests {
        // Each list stays in registration order: a first observer goes before the others.
        switch interest {
        case .kind(let kind):
          byKind[kind, default: []].insert(registration, at: first ? 0 : byKind[kind]?.count ?? 0)
        case .scene(let scene):
          byScene[scene, default: []].insert(
            registration, at: first ? 0 : byScene[scene]?.count ?? 0)
        }
      }
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

  /// Delivers `route`, or, when a route is being delivered, queues it to follow: observers
  /// hear routes one at a time, in the order they were published.
  private func publish(_ route: Route) {
    guard !isDelivering else {
      queue.append(route)
      return
    }
    isDelivering = true
    deliver(route)
    while !queue.isEmpty { deliver(queue.removeFirst()) }
    isDelivering = false
  }

  private func deliver(_ route: Route) {
    current = route.to
    history.append(route)
    if history.count > 1_000 { history.removeFirst(500) }
    switch delivery {
    case .broadcast:
      for registration in observers { registration.observer?.handle(route) }
    case .targeted:
      deliverTargeted(route)
    }
  }

  /// Delivers `route` to those registered for every route or for the route's scenes or their
  /// kinds, once each, in the order they registered: a few dictionary lookups, whatever the
  /// number of coordinators, and the lists merged as they are read (each is in order).
  private func deliverTargeted(_ route: Route) {
    var lists = (
      everyRoute[...], (byKind[route.to.kind] ?? [])[...],
      route.from.kind == route.to.kind ? [][...] : (byKind[route.from.kind] ?? [])[...],
      (byScene[route.to] ?? [])[...],
      route.from == route.to ? [][...] : (byScene[route.from] ?? [])[...]
    )
    var last = Int.min
    while true {
      let heads = Self.earlier(
        Self.earlier(lists.0.first, lists.1.first), Self.earlier(lists.2.first, lists.3.first))
      guard let next = Self.earlier(heads, lists.4.first) else { return }
      if next.order != last {
        last = next.order
        if let observer = next.observer { observer.handle(route) } else { metGoneObserver = true }
      }
      if lists.0.first === next { lists.0.removeFirst() }
      if lists.1.first === next { lists.1.removeFirst() }
      if lists.2.first === next { lists.2.removeFirst() }
      if lists.3.first === next { lists.3.removeFirst() }
      if lists.4.first === next { lists.4.removeFirst() }
    }
  }

  /// Whichever of two registrations registered first.
  private static func earlier(_ one: Registration?, _ other: Registration?) -> Registration? {
    guard let one else { return other }
    guard let other else { return one }
    return one.order <= other.order ? one : other
  }

  /// The registrations whose observer still lives, or nil when none does.
  private static func living(_ registrations: [Registration]) -> [Registration]? {
    let living = registrations.filter { $0.observer != nil }
    return living.isEmpty ? nil : living
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
