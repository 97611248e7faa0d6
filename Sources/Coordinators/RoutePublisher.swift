import Links

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Publishes the coordinator variant's routes. A coordinator tells it of each move once UIKit
/// shows the place (`publishRoute(to:)`): a stack's from its delegate's `didShow`, a modal's once
/// its transition has ended, a tab's as it is selected, a person's own moves too (back, a
/// swipe-down); it publishes each as a route `(to:, from:)`, with what made it, to its
/// observers (analytics such as `SignUpFunnel`, a log), synchronously and in order. It navigates
/// nothing, and it is not where the app is: UIKit's stacks are, and the coordinators read their
/// places from them.
@MainActor
public final class RoutePublisher {
  /// Who hears a route.
  public enum Delivery: Sendable {
    /// Every observer hears every route and ignores those not its own.
    case broadcast
    /// Only the observers registered for the route's places hear it (and those registered
    /// for every route): a lookup, whatever the number of observers.
    case targeted
  }

  /// The place the last route went to: the next route's `from`.
  private var lastPlace: Place
  /// The routes published lately, oldest first, for a log: up to the last 1,000.
  public private(set) var history: [Route] = []
  /// Who hears a route.
  public let delivery: Delivery
  private var observers: [Registration] = []
  private var everyRoute: [Registration] = []
  private var byPlace: [Place: [Registration]] = [:]
  /// Whether a route found a registration whose observer is gone, to drop them all later.
  private var metGoneObserver = false
  private var nextOrder = 0
  private var queue: [Route] = []
  private var isDelivering = false
  /// What makes the moves published now: a person, unless a link's or a restoration's walk
  /// runs, from its first step until it arrives.
  public var cause = Route.Cause.person

  /// Creates a publisher whose first route comes from `initial`, the place at launch.
  public init(initial: Place, delivery: Delivery = .targeted) {
    lastPlace = initial
    self.delivery = delivery
  }

  /// Adds `observer`, held weakly, to those that hear the routes to or from `places` (every
  /// route when nil), after the others, or before them when `first`. A place is heard by its
  /// `identity`: whatever values a registration step was given.
  public func observe(
    _ observer: any RouteObserver, for places: Set<Place>? = nil, first: Bool = false
  ) {
    nextOrder += 1
    // Registrations of observers that are gone are dropped now and then, not on every call,
    // so that registering stays cheap however many coordinators there are.
    if nextOrder.isMultiple(of: 64) {
      observers.removeAll { $0.observer == nil }
      everyRoute.removeAll { $0.observer == nil }
      if metGoneObserver {
        byPlace = byPlace.compactMapValues(Self.living)
        metGoneObserver = false
      }
    }
    let registration = Registration(
      observer: observer, order: first ? -nextOrder : nextOrder)
    if first {
      observers.insert(registration, at: 0)
    } else {
      observers.append(registration)
    }
    if let places {
      for place in places {
        // Each list stays in registration order: a first observer goes before the others.
        byPlace[place.identity, default: []].insert(
          registration, at: first ? 0 : byPlace[place.identity]?.count ?? 0)
      }
    } else if first {
      everyRoute.insert(registration, at: 0)
    } else {
      everyRoute.append(registration)
    }
  }

  /// Publishes the move from the last route's place to `place`, which UIKit now shows: one a
  /// coordinator made, or one a person made (back, a swipe-down, a tab). A move to where the last
  /// route went is none.
  public func publishRoute(to place: Place) {
    guard place != lastPlace else { return }
    publish(Route(to: place, from: lastPlace, cause: cause))
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
    lastPlace = route.to
    history.append(route)
    if history.count > 1_000 { history.removeFirst(500) }
    switch delivery {
    case .broadcast:
      for registration in observers { registration.observer?.handle(route) }
    case .targeted:
      deliverTargeted(route)
    }
  }

  /// Delivers `route` to those registered for every route or for the route's places, once
  /// each, in the order they registered: two dictionary lookups, whatever the number of
  /// observers, and the lists merged as they are read (each is in order).
  private func deliverTargeted(_ route: Route) {
    let (to, from) = (route.to.identity, route.from.identity)
    var lists = (
      everyRoute[...], (byPlace[to] ?? [])[...], from == to ? [][...] : (byPlace[from] ?? [])[...]
    )
    var last = Int.min
    while let next = Self.earlier(Self.earlier(lists.0.first, lists.1.first), lists.2.first) {
      if next.order != last {
        last = next.order
        if let observer = next.observer { observer.handle(route) } else { metGoneObserver = true }
      }
      if lists.0.first === next { lists.0.removeFirst() }
      if lists.1.first === next { lists.1.removeFirst() }
      if lists.2.first === next { lists.2.removeFirst() }
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
  let order: Int

  init(observer: any RouteObserver, order: Int) {
    self.observer = observer
    self.order = order
  }
}

/// Hears the routes the route publisher publishes: analytics, a log.
@MainActor
public protocol RouteObserver: AnyObject {
  /// Handles `route` if it concerns this observer; ignores it otherwise.
  func handle(_ route: Route)
}
