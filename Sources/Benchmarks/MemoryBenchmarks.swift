import Coordinators
import Factories
@_spi(HostTesting) import Journeys
import MallocStats
@_spi(HostTesting) import PresentationHost
import Routing

/// Bytes in use per screen shown, and what is still alive after many journeys.
@MainActor
enum MemoryBenchmarks {
  struct Row: Encodable {
    let variant: String
    let bytesPerScreen: Double
    let journeys: Int
    let aliveAfterJourneys: Int
    let bytesInUseGrowth: Int
  }

  static func run(screens: Int, journeys: Int) -> [Row] {
    Variant.allCases.map { variant in
      Row(
        variant: variant.rawValue, bytesPerScreen: bytesPerScreen(variant, count: screens),
        journeys: journeys, aliveAfterJourneys: aliveAfterJourneys(variant, count: journeys).alive,
        bytesInUseGrowth: aliveAfterJourneys(variant, count: journeys).growth)
    }
  }

  /// Detail screens wired by `variant`, pushed and kept on one stack: bytes in use per screen.
  static func bytesPerScreen(_ variant: Variant, count: Int) -> Double {
    let app = variant.launch()
    try? app.perform(.selectTab("Explore"))
    guard let navigation = app.host.visibleScreen?.navigationController else { return 0 }
    let before = inUse()
    switch variant {
    case .router:
      let assembly = RouterAssembly(screens: ScreenBuilder())
      for _ in 0..<count { navigation.pushViewController(assembly.makeDetail(), animated: false) }
    case .coordinator:
      let screens = ScreenBuilder()
      let coordinator = ExploreCoordinator(
        navigator: SceneNavigator(initial: .home), screens: screens)
      for _ in 0..<count {
        navigation.pushViewController(screens.makeDetail(router: coordinator), animated: false)
      }
    }
    let after = inUse()
    return Double(after - before) / Double(count)
  }

  /// Runs `count` journeys (all nine, in turn), each launched and shut down.
  static func aliveAfterJourneys(_ variant: Variant, count: Int) -> (alive: Int, growth: Int) {
    var alive = 0
    _ = JourneyRunner.run(sampleJourneys[0], on: variant)
    let before = inUse()
    for index in 0..<count {
      let journey = sampleJourneys[index % sampleJourneys.count]
      let app = variant.launch()
      for step in journey.steps { try? app.perform(step.action) }
      alive += app.shutDown().count
    }
    return (alive, inUse() - before)
  }

  private static func inUse() -> Int {
    Int(malloc_stats_bytes_in_use())
  }
}
