import AwaitedRequest
import BenchmarkReport
@_spi(HostTesting) import Journeys
@_spi(HostTesting) import PresentationHost
import Scenes

/// What an awaited request costs over its completion form: Order's real login, in the router
/// variant on the host, shown and cancelled by the person, asked for with the completion form
/// or through `ChildRequest` and awaited. The difference is the await: the wait's bookkeeping,
/// and the turn of the main actor on which the waiting task resumes.
@MainActor
enum RequestFormBenchmarks {
  static func run(runs: Int, count: Int) async -> [Timing] {
    let clock = ContinuousClock()
    var completionSamples: [Double] = []
    var awaitedSamples: [Double] = []
    for _ in 0..<runs {
      guard let (app, router) = orderOnScreen() else { return [] }
      var heard = 0
      var total = Duration.zero
      for _ in 0..<count {
        total += clock.measure {
          router.login { _ in heard += 1 }
          try? app.host.tap("Cancel")
        }
      }
      precondition(heard == count, "every login ended once")
      completionSamples.append(total.nanoseconds / Double(count))
      total = .zero
      for _ in 0..<count {
        let start = clock.now
        let login = ChildRequest(router.login(completion:))
        try? app.host.tap("Cancel")
        let outcome = await login.outcome
        total += clock.now - start
        precondition(outcome == .closed, "every awaited login ended closed")
      }
      awaitedSamples.append(total.nanoseconds / Double(count))
      _ = app.shutDown()
    }
    return [
      Timing(name: "login shown and cancelled, completion form", samples: completionSamples),
      Timing(name: "the same, awaited (ChildRequest)", samples: awaitedSamples),
    ]
  }

  /// The router variant with Order on screen, nobody signed in, and the router Order asks.
  private static func orderOnScreen() -> (RunningApp, any OrderRouterProtocol)? {
    let app = Variant.router.launch(recordsTranscript: false, instrumented: false)
    try? app.perform(.type(field: "message", text: "tea"))
    try? app.perform(.tap("Order"))
    let order = app.host.visibleScreen as? OrderViewController
    guard let router = (order?.interactor as? OrderInteractor)?.router else { return nil }
    return (app, router)
  }
}
