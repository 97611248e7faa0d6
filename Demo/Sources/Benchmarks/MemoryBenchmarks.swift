import BenchmarkReport
import Coordinators
import Factories
@_spi(HostTesting) import Journeys
import MVC
import MallocStats
@_spi(HostTesting) import PresentationHost
import Routing

/// Bytes in use per screen shown, and what is still alive after many journeys.
@MainActor
enum MemoryBenchmarks {
  static func run(screens: Int, journeys: Int) -> [BenchmarkReport.MemoryRow] {
    var rows: [BenchmarkReport.MemoryRow] = []
    for variant in Variant.allCases {
      let perScreen = bytesPerScreen(variant, count: screens)
      let after = aliveAfterJourneys(variant, count: journeys)
      rows.append(
        BenchmarkReport.MemoryRow(
          variant: variant.rawValue, bytesPerScreen: perScreen,
          journeys: journeys, aliveAfterJourneys: after.alive, bytesInUseGrowth: after.growth))
    }
    return rows
  }

  /// Detail screens wired by `variant`, pushed and kept on one stack: bytes in use per screen.
  /// The app reads no transcript, so it keeps none, as a measurement launches.
  static func bytesPerScreen(_ variant: Variant, count: Int) -> Double {
    let app = variant.launch(recordsTranscript: false)
    try? app.perform(.selectTab("Explore"))
    guard let navigation = app.host.visibleScreen?.navigationController else { return 0 }
    let before = inUse()
    switch variant {
    case .router:
      let assembly = RouterAssembly()
      for _ in 0..<count {
        navigation.pushViewController(assembly.explore.makeDetail(), animated: false)
      }
    case .coordinator:
      let builders = ScreenBuilders().explore
      let coordinator = ExploreCoordinator(
        routePublisher: RoutePublisher(initial: .home), builders: builders)
      for _ in 0..<count {
        navigation.pushViewController(
          builders.detail.build(router: coordinator).screen, animated: false)
      }
    case .mvc:
      for _ in 0..<count {
        navigation.pushViewController(MVC.DetailViewController(), animated: false)
      }
    }
    let after = inUse()
    return Double(after - before) / Double(count)
  }

  /// Runs `count` journeys (all of them, in turn), each launched instrumented, so that its
  /// screens' parts are tracked, and shut down: what is still alive is what leaked.
  static func aliveAfterJourneys(_ variant: Variant, count: Int) -> (
    alive: Int, growth: Int
  ) {
    var alive = 0
    _ = JourneyRunner.run(sampleJourneys[0], on: variant)
    let before = inUse()
    for index in 0..<count {
      let journey = sampleJourneys[index % sampleJourneys.count]
      // The leak check reads what the host tracks, not its transcript: none is kept.
      let app = variant.launch(recordsTranscript: false)
      for step in journey.steps { try? app.perform(step.action) }
      alive += app.shutDown().count
    }
    return (alive, inUse() - before)
  }

  private static func inUse() -> Int {
    Int(malloc_stats_bytes_in_use())
  }
}

extension MemoryBenchmarks {
  /// How much the heap's bytes in use grew over `pairs` pushes and pops on a bare host, which
  /// runs no leak check and keeps no transcript, after as many to warm up.
  static func navigationHeapGrowth(pairs: Int) -> Int {
    let (window, navigation) = stackInWindow()
    window.host.recordsTranscript = false
    func run() {
      for _ in 0..<pairs {
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.popViewController(animated: false)
      }
    }
    run()
    let before = Int(malloc_stats_bytes_in_use())
    run()
    return withExtendedLifetime(window) { Int(malloc_stats_bytes_in_use()) - before }
  }
}
