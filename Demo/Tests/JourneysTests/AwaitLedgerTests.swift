@_spi(HostTesting) import Journeys
@_spi(HostTesting) import PresentationHost
import Scenes
import Testing

@Suite("The ledger of awaited requests")
@MainActor
struct AwaitLedgerTests {
  @Test(
    "Journey 1 awaits its login once in the router and coordinator variants, and it returns once",
    arguments: [Variant.router, .coordinator])
  func journeyAwaitsOnce(variant: Variant) async {
    // Given the app, and journey 1: an order placed while signed out, through the login
    let sut = variant.launch()
    // When the journey is walked
    for step in sampleJourneys[0].steps { try? await sut.perform(step.action) }
    // Then the login awaited returned once, before its order's screen was gone
    #expect(sut.awaits.returnCount == 1)
    #expect(sut.firstProblem == nil)
    #expect(await sut.shutDown().isEmpty)
  }

  @Test("A request that never returns, though the screen that awaits it is gone, is reported")
  func strandedRequestIsReported() async {
    // Given a request awaited for a screen, whose child keeps its completion uncalled
    let sut = AwaitLedger()
    var kept: ((ChildOutcome<String>) -> Void)?
    var screen: UIViewController? = UIViewController()
    let awaited = sut.start("login()", caller: screen)
    let waiting = Task.immediate {
      await sut.awaiting(awaited) { (completion: @escaping (ChildOutcome<String>) -> Void) in
        kept = completion
      }
    }
    // When the screen is gone
    screen = nil
    let contents = HeadlessHost().windowContents()
    // Then the ledger says the request never returned; once it returns, nothing is wrong
    #expect(
      sut.firstProblem(in: contents) == "await login() never returned, though its screen is gone")
    kept?(.closed)
    #expect(await waiting.value == .closed)
    #expect(sut.firstProblem(in: contents) == nil)
  }
}
