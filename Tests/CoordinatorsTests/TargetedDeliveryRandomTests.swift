import Coordinators
import Journeys
import Links
import Testing

/// The targeted route publisher against the rule it keeps: a route reaches every living observer
/// registered for every route or for either of its places, once, in the order they registered
/// (those registered `first` ahead of the rest). Random seeds mix registrations, observers going
/// away, moves of each cause, and observers that publish a move while they hear one.
@Suite("Targeted delivery, at random")
@MainActor
struct TargetedDeliveryRandomTests {
  private static let scenes: [Place] = [
    .main, .order(message: "coffee"), .order(message: "tea"), .login, .home, .detail,
    .helloWorld(.push), .helloWorld(.modal),
  ]

  @Test("Every route reaches exactly its audience, in registration order", arguments: 0..<40)
  func deliversToItsAudience(seed: UInt64) throws {
    // Given a targeted route publisher, and a log of who heard what
    var generator = SeededGenerator(seed: seed)
    let sut = RoutePublisher(initial: .home, delivery: .targeted)
    let log = DeliveryLog()
    var observers: [Listener] = []
    var registered: [Int] = []  // their names, in delivery order: a `first` one goes ahead
    for step in 0..<80 {
      // When a random thing happens
      let routesBefore = sut.history.count
      log.heard.removeAll()
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<3:
        let listener = Listener(
          name: step, interests: Self.randomInterests(using: &generator), log: log)
        if Bool.random(using: &generator) {
          listener.asksOnHearing = (
            Self.scenes.randomElement(using: &generator)!,
            Self.scenes.randomElement(using: &generator)!
          )
        }
        listener.routePublisher = sut
        let first = Int.random(in: 0..<4, using: &generator) == 0
        sut.observe(listener, for: listener.interests, first: first)
        observers.append(listener)
        registered.insert(step, at: first ? 0 : registered.count)
      case 3:
        if !observers.isEmpty {
          observers.remove(at: Int.random(in: 0..<observers.count, using: &generator))
        }
      case 4:
        let place = Self.scenes.randomElement(using: &generator)!
        sut.cause = Bool.random(using: &generator) ? .link : .restoration
        sut.publishRoute(to: place)
        sut.cause = .person
      default:
        sut.publishRoute(to: Self.scenes.randomElement(using: &generator)!)
      }
      // Then each route published heard by its audience and no one else, in order
      let living = registered.compactMap { name in observers.first { $0.name == name } }
      let expected = sut.history.dropFirst(routesBefore).flatMap { route in
        living.filter { $0.hears(route) }.map { "\($0.name) heard \(route)" }
      }
      #expect(log.heard == expected, "seed \(seed), step \(step)")
      guard log.heard == expected else { return }
    }
  }

  private static func randomInterests(
    using generator: inout SeededGenerator
  ) -> Set<Place>? {
    guard Int.random(in: 0..<5, using: &generator) != 0 else { return nil }
    var interests: Set<Place> = []
    for _ in 0...Int.random(in: 0..<3, using: &generator) {
      interests.insert(scenes.randomElement(using: &generator)!)
    }
    return interests
  }
}

@MainActor
private final class DeliveryLog {
  var heard: [String] = []
}

@MainActor
private final class Listener: RouteObserver {
  let name: Int
  let interests: Set<Place>?
  let log: DeliveryLog
  /// On hearing a route to the first scene, asks for the second, once.
  var asksOnHearing: (Place, Place)?
  weak var routePublisher: RoutePublisher?

  init(name: Int, interests: Set<Place>?, log: DeliveryLog) {
    self.name = name
    self.interests = interests
    self.log = log
  }

  /// Whether the rule says this listener hears `route`.
  func hears(_ route: Route) -> Bool {
    guard let interests else { return true }
    return interests.contains(route.to) || interests.contains(route.from)
  }

  func handle(_ route: Route) {
    log.heard.append("\(name) heard \(route)")
    guard let (trigger, next) = asksOnHearing, route.to == trigger else { return }
    asksOnHearing = nil
    routePublisher?.publishRoute(to: next)
  }
}
