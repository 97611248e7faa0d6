import Foundation
import Testing

@_spi(HostTesting) @testable import Journeys

/// The exit matrix of `docs/SAMPLE_APP.md`: every way out of a screen shown for a request, run
/// on every variant, in both forms of the request. Every cell is made by running it, so no cell
/// goes untested; the document holds what the code does.
@Suite("The exit matrix: one outcome, once, on every way out")
@MainActor
struct ExitMatrixTests {
  @Test("docs/SAMPLE_APP.md holds the exit matrix the code makes now")
  func documentHoldsTheMatrix() async throws {
    // Given the document's table
    let document = try String(contentsOf: repositoryFile("docs/SAMPLE_APP.md"), encoding: .utf8)
    let start = try #require(document.range(of: "<!-- exit matrix -->\n"))
    let end = try #require(document.range(of: "\n<!-- /exit matrix -->"))
    // When every cell is run
    let sut = await ExitMatrix.markdown()
    // Then the document says what each variant delivers
    #expect(String(document[start.upperBound..<end.lowerBound]) == sut)
  }

  @Test(
    "Every request ends once, alike in both forms, on every way out its screen has",
    arguments: [Variant.router, .coordinator])
  func everyExitDeliversOnce(variant: Variant) async {
    for request in ExitMatrix.requests {
      await everyExit(of: request, deliversOnceOn: variant)
    }
  }

  @Test("The matrix reads the app's requests: every one with an outcome a journey makes, first")
  func requestsAreTheApps() throws {
    // Given every request with an outcome the router variant makes over all journeys
    var made: [String] = []
    for journey in sampleJourneys {
      let app = Variant.router.launch()
      app.trace?.madeRequests = []
      for step in journey.steps { try? app.perform(step.action) }
      for request in app.trace?.madeRequests ?? [] where !made.contains(request.name) {
        made.append(request.name)
      }
      _ = app.shutDown()
    }
    // When the matrix reads the app's requests
    let sut = ExitMatrix.requests
    // Then it has each of them first, in the order a person first makes them (then any that
    // only a button of a place a link opens makes), with the screen that asks, and a way to end
    // it done
    #expect(!made.isEmpty)
    #expect(Array(sut.map(\.name).prefix(made.count)) == made)
    for request in sut {
      #expect(!request.asking.isEmpty && !request.toDone.isEmpty, "\(request)")
    }
  }

  private func everyExit(of request: ExitMatrix.Request, deliversOnceOn variant: Variant) async {
    for exit in ExitMatrix.Exit.allCases where ExitMatrix.applies(exit, to: request) {
      // Given the request's screen on show, when it goes that way
      let sut = await ExitMatrix.cell(request, exit, on: variant)
      // Then its caller heard one outcome, the same in both forms
      #expect(sut.deliveries == 1, "\(request) \(exit)")
      // (cancelled only when its task was: a request still open after the scene went shows
      // as cancelled, as the matrix then cancels the wait)
      let outcomes = exit == .taskCancelled ? ["cancelled"] : ["done", "closed", "interrupted"]
      #expect(
        outcomes.contains(sut.outcome ?? ""), "\(request) \(exit): \(sut.outcome ?? "nothing")")
    }
  }
}

/// A file of the repository, found from this test file's place in it.
func repositoryFile(_ path: String) -> URL {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(path)
}
