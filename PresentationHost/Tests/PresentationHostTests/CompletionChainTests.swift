@_spi(HostTesting) import PresentationHost
import Testing

@Suite("Chains of completions")
@MainActor
struct CompletionChainTests {
  @Test(
    "P16: 100,000 rounds of present and dismiss, each started by the last one's completion, run to the end"
  )
  func longChainRuns() {
    // Given a window, and a round that presents, then dismisses from the presentation's
    // completion, then starts the next round from the dismissal's
    let root = screen("Root")
    let window = visibleWindow(root: root)
    var rounds = 0
    func round() {
      guard rounds < 100_000 else { return }
      rounds += 1
      root.present(screen("Modal"), animated: false) {
        root.dismiss(animated: false) { round() }
      }
    }
    // When the first round starts
    round()
    // Then every round ran, as on a device, where a completion never runs inside another
    #expect(rounds == 100_000)
    #expect(window.path == "Root")
    expectNoDiagnostics(window.host)
  }
}
