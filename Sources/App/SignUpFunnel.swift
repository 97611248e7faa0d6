import Coordinators
import Links
import Scenes

/// The sign-up funnel, as a product team watches it: how often a person reaches the login and
/// each registration step, and from which of them they leave. It is the analytics a real app
/// keeps beside its routes, an observer of the route publisher like any other. It hears only the
/// routes to and from its own places (`RoutePublisher.observe(_:for:)`, the targeted delivery),
/// so the rest of the app's moves cost it nothing.
@MainActor
public final class SignUpFunnel: RouteObserver {
  /// The funnel's places, in a person's order: the login, then each registration step.
  public static let places: [Place] = [.login] + RegistrationStep.allCases.map { .registration($0) }

  /// How many times a person reached each place of the funnel, by their own moves: a link's
  /// or a restoration's arrival is no step a person took through the funnel.
  public private(set) var reached: [Place: Int] = [:]
  /// How many times a person left the funnel from each of its places, signed in or not.
  public private(set) var left: [Place: Int] = [:]

  /// An empty funnel.
  public init() {}

  /// Hears, from now on, the routes `publisher` publishes to and from the funnel's places.
  public func observe(_ publisher: RoutePublisher) {
    publisher.observe(self, for: Set(Self.places))
  }

  public func handle(_ route: Route) {
    if Self.places.contains(route.to.identity) {
      guard route.cause == .person else { return }
      reached[route.to.identity, default: 0] += 1
    } else if Self.places.contains(route.from.identity) {
      left[route.from.identity, default: 0] += 1
    }
  }
}
