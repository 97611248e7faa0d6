@_spi(HostTesting) import Console
import Foundation
@_spi(HostTesting) import Journeys
import Testing

@Suite("The console teaches the pattern")
@MainActor
struct TeachingTests {
  @Test(
    "owners draws what keeps the navigation layer alive, from the scene delegate down",
    arguments: Variant.allCases)
  func ownersFromTheSceneDelegate(variant: Variant) async {
    // Given the login modal over an order
    let session = ConsoleSession(variant: variant)
    for line in ["type message tea", "tap Order", "tap Done"] { _ = session.execute(line) }
    // When the person asks who holds whom
    let sut = session.execute("owners").lines
    // Then the strong chain from the scene delegate to what drives the login is drawn
    let chain =
      switch variant {
      case .router: ["RouterSceneDelegate ─strong→ AppRouter  [root]"]
      case .coordinator:
        [
          "CoordinatorSceneDelegate ─strong→ AppCoordinator  [root]",
          "AppCoordinator ─strong→ ShopCoordinator  [childCoordinators]",
          "ShopCoordinator ─strong→ LoginCoordinator  [childCoordinators]",
        ]
      case .mvc: ["MVCSceneDelegate ─strong→ AppTabBarController  [root]"]
      }
    for edge in chain { #expect(sut.contains("  " + edge), "\(edge)") }
    let start = sut.firstIndex { $0.hasPrefix("What keeps the navigation layer alive") }
    #expect(start != nil)
    #expect(sut[(start ?? 0)...].allSatisfy { !$0.contains("─weak→") })
  }

  @Test(
    "The coordinator variant's routes are traced from the first connection on, as a link's or a restoration's"
  )
  func routesFromTheFirstConnection() async throws {
    // Given the coordinator variant started by a link, then disconnected
    let url = try #require(URL(string: "sample://explore/detail"))
    let sut = ConsoleSession(variant: .coordinator, link: url)
    let coldStart = sut.launchTrace.joined(separator: "\n")
    _ = sut.execute("disconnect")
    // When it connects again and restores the place
    let connect = sut.execute("connect").lines.joined(separator: "\n")
    // Then the cold start shows the link's route to Detail, and the connection restoration's,
    // each from the launch's place: the stacks were set up before the window first showed
    #expect(coldStart.contains("RoutePublisher.route(to: detail, from: main, by a link)"))
    #expect(connect.contains("RoutePublisher.route(to: detail, from: main, by restoration)"))
  }

  @Test(
    "The trace of a link's walk shows in which turn each step ran", arguments: Variant.allCases)
  func walkStepsByTurn(variant: Variant) async {
    // Given an app on Shop's Main
    let sut = ConsoleSession(variant: variant)
    // When a link is opened that pushes Order, then presents the login from it
    let trace = sut.execute("open sample://shop/order/login?message=tea").lines
    // Then the push starts at turn 1's layout pass, the login is asked for only after the
    // push's animation ended in turn 2, and the login's presentation ends in turn 3
    func line(_ text: String) -> Int? { trace.firstIndex { $0.contains(text) } }
    let pushStarts = line("turn 1 layout pass starts push(Order)")
    let pushEnds = line("turn 2: the animation of push(Order)")
    let present = line("present(NavigationController(Login)")
    let presentEnds = line("turn 3: the animation of present(NavigationController(Login))")
    #expect(pushStarts != nil && pushEnds != nil && present != nil && presentEnds != nil)
    if let pushStarts, let pushEnds, let present, let presentEnds {
      #expect(pushStarts < pushEnds && pushEnds < present && present < presentEnds)
    }
    #expect(sut.app.path == "Shop: Main > Order | Login")
  }

  @Test(
    "owners draws, from the code, who holds whom behind Order, with a reason for each weak one",
    arguments: [Variant.router, .coordinator])
  func ownersBehindOrder(variant: Variant) async {
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

  @Test(
    "In plain MVC, owners draws each screen holding the one that showed it weakly, as its delegate")
  func ownersInPlainMVC() async {
    // Given the MVC variant's login over an order
    let session = ConsoleSession(variant: .mvc)
    for line in ["type message tea", "tap Order", "tap Done"] { _ = session.execute(line) }
    // When the person asks who holds whom
    let drawing = session.execute("owners").lines.joined(separator: "\n")
    // Then each screen holds the one that showed it weakly, with the reason its code gives
    for expected in [
      "LoginViewController ─weak→ OrderViewController  [delegate] — the screen that presented the login owns it.",
      "OrderViewController ─weak→ MainViewController  [delegate] — the screen that showed Order owns it.",
    ] {
      #expect(drawing.contains(expected), "\(drawing)")
    }
  }

  @Test("source names the file and line of a type, and of the method a trace line shows")
  func sourceLocations() async throws {
    // Given a session whose last trace's line 3 is MainRouter's request
    let sut = ConsoleSession(variant: .router)
    _ = sut.execute("type message tea")
    _ = sut.execute("tap Order")
    let file = try String(contentsOfFile: "Sources/Routing/Shop/MainRouter.swift", encoding: .utf8)
    let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
    let declaration = try #require(lines.firstIndex { $0.contains("func order(message:") })
    // When it is asked for line 3, then it names the method's declaration and prints it
    let reply = sut.execute("source 3").lines
    #expect(
      reply.first == "MainRouter.order: Sources/Routing/Shop/MainRouter.swift:\(declaration + 1)")
    #expect(reply.dropFirst().first == "\(declaration + 1)  \(lines[declaration])")
    #expect(
      sut.execute("source MainRouter").lines.first?.hasPrefix(
        "MainRouter: Sources/Routing/Shop/MainRouter.swift:") == true)
    #expect(sut.execute("source order").status == .refused)
    #expect(
      sut.execute("source Order").lines.first?.hasPrefix(
        "OrderViewController: Sources/Scenes/Shop/Order/OrderViewController.swift:") == true)
  }

  @Test("whoami and logout say who is signed in, and sign out; a logout with nobody in is no error")
  func whoamiAndLogout() async {
    let session = ConsoleSession(variant: .coordinator)
    #expect(session.execute("whoami").lines.first?.contains("demo@example.com") == true)
    let nobody = session.execute("logout")
    #expect(nobody.status == .ok && nobody.lines == ["Nobody is signed in; nothing to do."])
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
  /// The README's text.
  static func readme() throws -> String {
    try String(
      contentsOf: Comparison.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
  }

  /// The demo's README, where the console's guide goes on from the README's session.
  static func consoleGuide() throws -> String {
    try String(
      contentsOf: Comparison.packageRoot.appendingPathComponent("Demo/README.md"), encoding: .utf8)
  }

  /// The body of the first Mermaid block after `anchor` that opens with `firstLine`.
  static func block(after anchor: String, openingWith firstLine: String, in text: String) throws
    -> String
  {
    let after = try #require(text.range(of: anchor))
    let start = try #require(
      text.range(of: "```mermaid\n" + firstLine + "\n", range: after.upperBound..<text.endIndex))
    let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
    return firstLine + "\n" + text[start.upperBound..<end.lowerBound]
  }

  @Test("Every console session the READMEs show is what the console prints now")
  func consoleSessions() async throws {
    // Given each session of the README and the demo's, with the commands its comment says come
    // before it
    let parts = try (Self.readme() + Self.consoleGuide())
      .components(separatedBy: "<!-- console after: ").dropFirst()
    #expect(parts.count >= 3)
    for part in parts {
      let setup = try #require(part.components(separatedBy: " -->").first)
      let body = try #require(part.components(separatedBy: "```\n").dropFirst().first)
      let sut = ConsoleSession(variant: .router)
      for command in setup.components(separatedBy: " · ") { _ = sut.execute(command) }
      // When each of its commands is run
      var printed: [String] = []
      for line in body.split(separator: "\n", omittingEmptySubsequences: false)
      where line.hasPrefix("> ") {
        let reply = sut.execute(String(line.dropFirst(2)))
        printed += [String(line)] + reply.lines
      }
      // Then the console prints, line for line, what the README shows
      #expect(printed.joined(separator: "\n") + "\n" == body, "after \(setup)")
    }
  }

  @Test("The README's ownership graph is what owners --mermaid draws behind Order")
  func ownershipGraph() async throws {
    // Given the README's graph, and Order on screen
    let sut = try Self.block(
      after: "`owners --mermaid` draws", openingWith: "graph TD", in: Self.consoleGuide())
    let session = ConsoleSession(variant: .router)
    _ = session.execute("type message coffee")
    _ = session.execute("tap Order")
    // When the console draws who holds whom, then the README shows exactly that
    let drawn = session.execute("owners --mermaid").lines
    #expect(sut == drawn.joined(separator: "\n") + "\n")
  }

  @Test("The README's pictures are the files demo pictures writes, drawn from journey 1 now")
  func pictureStrip() async throws {
    // Given the pictures the README shows, in order, and the files they name
    let readme = try Self.readme()
    let shown = readme.matches(of: /<img src="(docs\/pictures\/[^"]+)" width="160" alt="([^"]*)">/)
      .map { (path: String($0.output.1), name: String($0.output.2)) }
    // When journey 1 is drawn again
    let sut = ScreenPicture.strip()
    // Then the README shows each picture, named for its step, and each file is the drawing
    #expect(shown.map(\.path) == sut.indices.map { "docs/pictures/" + ScreenPicture.fileName($0) })
    #expect(shown.map(\.name) == sut.map(\.name))
    for (picture, file) in zip(sut, shown) {
      let stored = try String(
        contentsOf: Comparison.packageRoot.appendingPathComponent(file.path), encoding: .utf8)
      #expect(stored == picture.svg, "\(file.path) differs from what demo pictures draws")
    }
    // And a picture shows the screen's title, its controls' texts, and the tab bar
    #expect(sut.last?.svg.contains(">Main</text>") == true)
    #expect(sut.last?.svg.contains(">Ordered: coffee with milk</text>") == true)
    #expect(sut.last?.svg.contains(">Explore</text>") == true)
    #expect(sut.contains { $0.svg.contains(">Login</text>") && !$0.svg.contains("password1") })
  }

  @Test("The README's sequence diagram is what demo sequence draws from journey 1")
  func sequenceDiagram() async throws {
    // Given the README's diagram
    let sut = try Self.block(
      after: "swift run demo sequence", openingWith: "sequenceDiagram",
      in: Self.consoleGuide())
    // When one order is run through the login, then the README shows exactly its diagram
    let diagram = SequenceDiagram.orderThroughLogin()
    #expect(sut == diagram + "\n")
  }

  @Test("The README's figures about input are the code's")
  func inputFigures() throws {
    // Given the console's guide, and the bounds the console reads with
    let sut = try Self.consoleGuide()
    // Written as the README writes numbers, with a comma between thousands, whatever the locale.
    func grouped(_ number: Int) -> String {
      number < 1_000 ? "\(number)" : grouped(number / 1_000) + "," + "00\(number % 1_000)".suffix(3)
    }
    let lineBytes = grouped(LineReader.maximumLength)
    let calls = grouped(ConsoleSession.logLength)
    // Then the README states them as they are
    #expect(sut.contains("over \(lineBytes) bytes refused unread"))
    #expect(sut.contains("keeps the last \(calls) host calls"))
  }

  @Test("Every demo command the README shows is one the demo takes")
  func demoCommands() throws {
    // Given each `swift run demo …` the README shows, its placeholders filled in
    let readme = try Self.readme() + Self.consoleGuide()
    let commands = readme.matches(of: /`swift run (?:-c release )?demo([^`]*)`/).map {
      String($0.output.1)
        .replacingOccurrences(of: "[", with: "").replacingOccurrences(of: "]", with: "")
        .replacingOccurrences(of: " S", with: " 7").replacingOccurrences(of: " N", with: " 300")
        .replacingOccurrences(of: " J", with: " 1")
        .replacingOccurrences(of: "FILE", with: "script.txt")
        // A word in single quotes, as a shell reads it: the quotes go.
        .replacingOccurrences(of: "'", with: "")
    }
    #expect(commands.count >= 9)
    for command in commands {
      // When the demo reads its arguments, then it takes them
      let arguments = command.split(separator: " ").map(String.init)
      if case .failure(let error) = Invocation.parse(arguments) {
        Issue.record("swift run demo\(command): \(error)")
      }
    }
  }

  @Test("The README's navigation graph is the one demo graph observes")
  func navigationGraph() async throws {
    // Given the README's graph
    let readme = try Self.consoleGuide()
    let start = try #require(readme.range(of: "```mermaid\ngraph LR\n"))
    let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
    let sut = "graph LR\n" + readme[start.upperBound..<end.lowerBound]
    // When demo graph observes the journeys
    let observed = NavigationGraph.mermaid(NavigationGraph.observe(on: .router))
    // Then the README shows exactly that graph
    #expect(sut == observed + "\n")
  }

  @Test("Nothing in the sources is glibc-only: each use has its Darwin branch")
  func portableByConstruction() throws {
    // Given every Swift and C source of the package: the sample's, the demo's and the host's
    let root = Comparison.packageRoot
    let files = try ["Sources", "Demo/Sources", "PresentationHost/Sources"].flatMap { folder in
      try #require(
        FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
      )
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".c") }
      .map { "\(folder)/\($0)" }
    }
    #expect(files.count > 150)
    for file in files {
      let sut = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      // Then a file that imports Glibc, or uses glibc's malloc, has a Darwin branch beside it
      if sut.contains("import Glibc") { #expect(sut.contains("import Darwin"), "\(file)") }
      if sut.contains("mallinfo") || sut.contains("<malloc.h>") {
        #expect(sut.contains("__APPLE__"), "\(file)")
      }
    }
  }

  @Test("Each code excerpt of the README stands as it is in the file it names")
  func codeExcerpts() throws {
    // Given the README's excerpts, each after a comment naming its file
    let parts = try Self.readme().components(separatedBy: "<!-- source: ").dropFirst()
    #expect(parts.count >= 3)
    for part in parts {
      let path = try #require(part.components(separatedBy: " -->").first)
      let excerpt = try #require(
        part.components(separatedBy: "```swift\n").dropFirst().first?
          .components(separatedBy: "```").first)
      // When the file is read
      let file = try String(
        contentsOf: Comparison.packageRoot.appendingPathComponent(path), encoding: .utf8)
      // Then the excerpt is in it, line for line
      #expect(file.contains(excerpt), "\(path) no longer holds the README's excerpt")
    }
  }

  @Test("The README's comparison rows are the comparison document's, which the code's are")
  func comparisonRows() throws {
    // Given the rows the README's first screen shows
    let readme = try Self.readme()
    let block = try #require(
      readme.components(separatedBy: "<!-- comparison rows -->\n").dropFirst().first?
        .components(separatedBy: "\n\n").first)
    let rows = block.split(separator: "\n").dropFirst(2)
    #expect(rows.count >= 4)
    // When docs/COMPARISON.md, whose table ComparisonDocumentTests holds to the code, is read
    let document = try String(
      contentsOf: Comparison.packageRoot.appendingPathComponent("docs/COMPARISON.md"),
      encoding: .utf8)
    // Then each row stands there as it is
    for row in rows { #expect(document.contains(row + "\n"), "\(row)") }
  }

  @Test("The README's module graph is the sample's dependencies in Package.swift")
  func moduleGraph() throws {
    // Given the README's graph of the sample's modules
    let sut = try Self.block(
      after: "The sample's modules, as `Package.swift` declares them", openingWith: "graph TD",
      in: Self.readme())
    let drawn = Set(
      sut.split(separator: "\n").dropFirst().map { line in
        let parts = line.split(separator: " --> ").map {
          String($0.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter })
        }
        return "\(parts[0]) -> \(parts[1])"
      })
    // When Package.swift's targets of the sample are read, the host standing for UIKit
    let manifest = try String(
      contentsOf: Comparison.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    var declared: Set<String> = []
    for module in ["Scenes", "Factories", "Links", "Routing", "Coordinators", "MVC", "App"] {
      let target = try #require(
        manifest.firstMatch(
          of: try Regex(#"\.target\(\s*name: ""# + module + #"",\s*dependencies: \[([^\]]*)\]"#)))
      let dependencies = try #require(target.output[1].substring)
      for dependency in dependencies.split(separator: ",") {
        let name = dependency.trimmingCharacters(in: .whitespaces.union(["\""]))
        declared.insert("\(module) -> \(name == "host" ? "UIKit" : name)")
      }
    }
    // Then the README draws exactly those dependencies
    #expect(drawn == declared)
  }

  @Test(
    "source n names the method trace line n shows acting, with its lines",
    arguments: [Variant.router, .coordinator])
  func sourceShowsTheMethod(variant: Variant) async throws {
    // Given the trace of an order
    let session = ConsoleSession(variant: variant)
    _ = session.execute("type message tea")
    let trace = session.execute("tap Order").lines
    let number = try #require(
      trace.firstIndex { $0.contains(".order(message:") }.map {
        trace.distance(from: 1, to: $0) + 1
      })
    // When the person asks for the router's (or coordinator's) line
    let sut = session.execute("source \(number)").lines
    // Then the method is named with its file and line, and its declaration follows
    let owner = variant == .router ? "MainRouter" : "ShopCoordinator"
    #expect(sut.first?.hasPrefix("\(owner).order: Sources/") == true)
    #expect(sut.dropFirst().first?.contains("func order(message: String") == true)
    #expect(sut.last?.hasSuffix("}") == true)
  }

  @Test("In plain MVC, source n names the screen a trace line shows acting, in the MVC module")
  func sourceInPlainMVC() async throws {
    // Given the MVC variant's trace of an order: Main shows Order itself
    let session = ConsoleSession(variant: .mvc)
    _ = session.execute("type message tea")
    let trace = session.execute("tap Order").lines
    let number = try #require(
      trace.firstIndex { $0.contains("Main.show(Order)") }.map {
        trace.distance(from: 1, to: $0) + 1
      })
    // When the person asks for that line
    let sut = session.execute("source \(number)").lines
    // Then it names MVC's Main, not the scene's of the same name
    #expect(
      sut.first?.hasPrefix("MVC.MainViewController: Sources/MVC/MainViewController.swift:") == true,
      "\(sut)")
  }
}
