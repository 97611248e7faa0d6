@_spi(HostTesting) import Console
@_spi(HostTesting) import Journeys
import Testing

@Suite("The console teaches the pattern")
@MainActor
struct TeachingTests {
  @Test(
    "owners draws, from the code, who holds whom behind Order, with a reason for each weak one",
    arguments: Variant.allCases)
  func ownersBehindOrder(variant: Variant) {
    // Given Order on screen
    let session = ConsoleSession(variant: variant)
    _ = session.execute("type message tea")
    _ = session.execute("tap Order")
    // When the person asks who holds whom
    let drawing = session.execute("owners").lines.joined(separator: "\n")
    // Then the screen owns its interactor, the interactor holds its router weakly and its
    // presenter strongly, and the presenter holds the view weakly, each weak one with its why
    let router = variant == .router ? "OrderRouter" : "ShopCoordinator"
    for expected in [
      "OrderViewController ─strong→ OrderInteractor  [interactor]",
      "OrderInteractor ─weak→ \(router)  [router] — the screen or a coordinator owns the router.",
      "OrderInteractor ─strong→ OrderPresenter  [presenter]",
      "OrderPresenter ─weak→ OrderViewController  [view] — the view owns the interactor",
    ] {
      #expect(drawing.contains(expected), "\(drawing)")
    }
    if variant == .router {
      #expect(drawing.contains("OrderViewController ─strong→ OrderRouter  [router]"))
      #expect(
        drawing.contains(
          "OrderRouter ─weak→ OrderViewController  [viewController] — the screen owns its router."))
    } else {
      #expect(!drawing.contains("OrderViewController ─strong→ ShopCoordinator"))
    }
  }

  @Test("source names the file and line of a type, and of a trace line's object")
  func sourceLocations() throws {
    // Given a session whose last trace's line 3 is MainRouter's request
    let sut = ConsoleSession(variant: .router)
    _ = sut.execute("type message tea")
    _ = sut.execute("tap Order")
    let file = try String(contentsOfFile: "Sources/Routing/MainRouter.swift", encoding: .utf8)
    let declaration = try #require(
      file.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
        $0.contains("final class MainRouter")
      })
    // When it is asked where line 3's object is, then it names the class's declaration
    #expect(
      sut.execute("source 3").lines == [
        "MainRouter: Sources/Routing/MainRouter.swift:\(declaration + 1)"
      ])
    #expect(sut.execute("source order").status == .refused)
    #expect(
      sut.execute("source Order").lines.first?.hasPrefix(
        "OrderViewController: Sources/Scenes/Order/OrderViewController.swift:") == true)
  }

  @Test("whoami and logout say who is signed in, and sign out")
  func whoamiAndLogout() {
    let session = ConsoleSession(variant: .coordinator)
    #expect(session.execute("whoami").lines.first?.contains("demo@example.com") == true)
    #expect(session.execute("logout").status == .refused)
    for line in [
      "type message tea", "tap Order", "tap Done", "type email demo@example.com",
      "type password password1", "tap Log in",
    ] {
      _ = session.execute(line)
    }
    #expect(session.execute("whoami").lines == ["Signed in as demo@example.com."])
    #expect(session.execute("logout").status == .ok)
    _ = session.execute("tap Order")
    _ = session.execute("tap Done")
    #expect(session.app.path == "Shop: Main > Order | Login")
  }
}

@Suite("The README is what the code prints")
@MainActor
struct ReadmeTests {
  @Test("The README's navigation graph is the one demo graph observes")
  func navigationGraph() throws {
    // Given the README's graph
    let readme = try String(
      contentsOf: Comparison.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "```mermaid\ngraph LR\n"))
    let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
    let sut = "graph LR\n" + readme[start.upperBound..<end.lowerBound]
    // When demo graph observes the journeys
    let observed = NavigationGraph.mermaid(NavigationGraph.observe(on: .router))
    // Then the README shows exactly that graph
    #expect(sut == observed + "\n")
  }
}
