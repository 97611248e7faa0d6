@_spi(HostTesting) import Console
import Foundation
@_spi(HostTesting) import Journeys
@_spi(HostTesting) import PresentationHost
import Testing

@Suite("Console session")
@MainActor
struct ConsoleSessionTests {
  let session = ConsoleSession(variant: .router)

  @Test(
    "Bad input gets one clear line and changes nothing",
    arguments: [
      "dance", "tap", "type", "type message", "tab", "variant teleport", "tap Nope", "back",
      "swipe", "tab Moon", "expect", "open", "open sample://nowhere", "open https://shop",
      "open sample://shop/order?message=", "swipeback", "swipeback maybe", "doubletap",
      "doubletap Nope", "quicktaps Order", "foreground", "connect", "swipeback now",
      "owners everything", "link here",
    ])
  func badInputChangesNothing(line: String) async {
    let pathBefore = session.app.path
    let transcriptBefore = session.app.host.transcript.filter { $0.kind != .user }
    let reply = session.execute(line)
    #expect(reply.status == .refused || (line == "type message" && reply.status == .ok))
    #expect(session.app.path == pathBefore)
    if reply.status == .refused {
      #expect(reply.lines.count == 1 && reply.lines.first?.isEmpty == false)
      #expect(session.app.host.transcript.filter { $0.kind != .user } == transcriptBefore)
    }
  }

  @Test(
    "link prints, on one line, a link that reaches the same place from a cold start",
    arguments: Variant.allCases)
  func linkPrintsThePlace(variant: Variant) async throws {
    // Given a session mid-registration, the email given
    let sut = ConsoleSession(variant: variant)
    for line in [
      "type message tea", "tap Order", "tap Done", "tap Create account",
      "type value ada@example.com", "tap Next",
    ] {
      _ = sut.execute(line)
    }
    // When link is asked for
    let reply = sut.execute("link")
    // Then it is one line, and a fresh session opened by it is where this one is
    #expect(reply.status == .ok)
    let line = try #require(reply.lines.first)
    #expect(reply.lines.count == 1 && line.hasPrefix("sample://"))
    let fresh = ConsoleSession(variant: variant, link: URL(string: line))
    #expect(fresh.app.path == "Shop: Main > Order | Login > Email > Password")
    #expect(fresh.app.path == sut.app.path)
  }

  @Test(
    "In the background nothing can be tapped, the drawing says so, and a link brings the app back first"
  )
  func backgroundIsAState() async {
    // Given the app sent to the background
    let background = session.execute("background")
    #expect(background.lines.contains { $0.contains("in the background") })
    // When the person taps, then it is refused in one line and nothing changes
    let tap = session.execute("tap Order")
    #expect(tap.status == .refused && tap.lines.count == 1)
    #expect(session.app.path == "Shop: Main")
    // When a link is opened, then the scene enters the foreground before it opens the link
    let open = session.execute("open sample://explore").lines.joined(separator: "\n")
    let foreground = open.range(of: "sceneWillEnterForeground")
    let link = open.range(of: "scene(_:openURLContexts:)")
    #expect(foreground != nil && link != nil)
    #expect((foreground?.lowerBound ?? open.endIndex) < (link?.lowerBound ?? open.startIndex))
    #expect(!session.app.isInBackground)
    #expect(session.app.path == "Explore: Home")
  }

  @Test(
    "Two windows: each has its own path, the drawing says which, and bad window commands change nothing"
  )
  func windows() async {
    // Given a second window opened, and sent to Explore
    _ = session.execute("window new")
    _ = session.execute("tab Explore")
    // When the windows are listed, and the person goes back to the first
    let listed = session.execute("windows").lines
    let first = session.execute("window 1").lines
    // Then each window has its path, the current one marked, and the drawing names its window
    #expect(listed == ["  window 1: Shop: Main", "* window 2: Explore: Home"])
    #expect(first.contains { $0.contains("┌─ Main ─ (window 1 of 2)") })
    #expect(session.app.path == "Shop: Main")
    // When a window that does not exist is asked for, then one line says so and nothing moves
    for line in ["window 3", "window 0", "window -1", "window 99999999999999999999", "window x"] {
      let reply = session.execute(line)
      #expect(reply.status == .refused && reply.lines.count == 1, "\(line)")
      #expect(session.app.currentWindow == 0 && session.app.windowCount == 2)
    }
    // When both windows are closed, then the last one stays, and says why
    _ = session.execute("window close")
    let last = session.execute("window close")
    #expect(last.status == .refused && last.lines.count == 1)
    #expect(session.app.windowCount == 1 && session.app.path == "Explore: Home")
  }

  @Test(
    "A full-screen modal is drawn over the tab bar, hiding it, as on a phone; a sheet is not",
    arguments: Variant.allCases)
  func fullScreenHidesTheTabBar(variant: Variant) async {
    // Given an app on Main
    let sut = ConsoleSession(variant: variant)
    // When the full-screen receipt is shown, then the login's sheet
    let receipt = sut.execute("open sample://shop/receipt?ordered=tea").lines
    let sheet = sut.execute("open sample://shop/order/login?message=tea").lines
    // Then the receipt's screen draws no tabs, and the sheet's does
    #expect(receipt.contains { $0.contains("Receipt") })
    #expect(!receipt.contains { $0.contains("tabs:") })
    #expect(sheet.contains { $0.contains("tabs:") })
  }

  @Test("disconnect and connect bring the app back where it was, with the trace of each")
  func disconnectAndConnect() async {
    _ = session.execute("open sample://explore/detail")
    let disconnect = session.execute("disconnect")
    #expect(disconnect.lines.joined().contains("RouterSceneDelegate.stateRestorationActivity"))
    let connect = session.execute("connect")
    #expect(connect.status == .ok)
    #expect(connect.lines.joined().contains("scene(_:willConnectTo:options:)"))
    #expect(session.app.path == "Explore: Home > Detail")
  }

  @Test("An action prints the architecture trace from real calls, then the screen and path")
  func actionPrintsTrace() async {
    _ = session.execute("type message coffee")
    let reply = session.execute("tap 1")
    let text = reply.lines.joined(separator: "\n")
    let order = [
      "User.tap(Order)", "MainViewController → MainInteractor.order",
      "MainRouter.order(message:)", "OrderBuilder.build → Order",
      "NavigationController(Shop).push(Order)", "path: Shop: Main > Order",
    ]
    let positions = order.compactMap { text.range(of: $0)?.lowerBound }
    #expect(positions.count == order.count, "\(text)")
    #expect(positions == positions.sorted())
  }

  @Test("The screen shows fields with values, masks the password, and numbers the buttons")
  func screenRendering() async {
    _ = session.execute("type message tea")
    _ = session.execute("tap Order")
    _ = session.execute("tap Done")
    _ = session.execute("type password secret1")
    let screen = session.screen.joined(separator: "\n")
    #expect(screen.contains("password: [•••••••]"))
    #expect(!screen.contains("secret1"))
    #expect(screen.contains("[1] Log in  [2] Create account  [3] Cancel"))
    #expect(screen.contains("path: Shop: Main > Order | Login"))
  }

  @Test("expect lines pass or fail on the path and the visible texts")
  func expectations() async {
    #expect(session.execute("expect path Shop: Main").status == .ok)
    #expect(session.execute("expect path Shop: Main > Order").status == .expectationFailed)
    _ = session.execute("tap Order")
    #expect(session.execute("expect text Enter a message").status == .ok)
    #expect(session.execute("expect text Ordered: tea").status == .expectationFailed)
  }

  @Test("reset and variant start afresh; tree and log describe the hierarchy and the calls")
  func resetTreeLog() async {
    _ = session.execute("tap Order")
    #expect(session.execute("log").lines.contains("User.tap(Order)"))
    #expect(session.execute("tree").lines.first == "Window [key] [visible]")
    _ = session.execute("reset")
    let log = session.execute("log").lines
    #expect(!log.contains("User.tap(Order)"))
    #expect(session.execute("variant router").status == .ok)
    #expect(session.execute("quit").status == .quit)
  }

  @Test("Every journey, run as its console script, holds")
  func journeyScriptsHold() async {
    for journey in sampleJourneys {
      let fresh = ConsoleSession(variant: .router)
      var output: [String] = []
      let status = ScriptRunner.run(
        lines: journey.script.split(separator: "\n").map(String.init), session: fresh
      ) { output.append($0) }
      #expect(status == 0, "journey \(journey.id): \(output.suffix(3))")
    }
  }

  @Test("The navigation graph has every Explore route and the order flow's moves")
  func navigationGraph() async {
    let mermaid = NavigationGraph.mermaid(NavigationGraph.observe(on: .router))
    for edge in [
      "Home -->|push| Detail", "Detail -->|pop| Home", "Detail -->|push| HelloWorld",
      "HelloWorld -->|pop| Detail", "HelloWorld -->|pop| Home", "Home -->|modal| HelloWorld",
      "HelloWorld -->|dismiss| Home", "Main -->|push| Order", "Order -->|modal| Login",
    ] {
      #expect(mermaid.contains(edge), "\(edge)")
    }
  }

  @Test("The tour holds on every variant", arguments: Variant.allCases)
  func tourHolds(variant: Variant) async {
    var lines: [String] = []
    let held = Tour.run(variant: variant, style: ConsoleStyle(usesColor: false)) {
      lines.append($0)
    }
    #expect(held)
    #expect(lines.last == "\(sampleJourneys.count) of \(sampleJourneys.count) journeys held.")
  }
}
