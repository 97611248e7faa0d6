@_spi(HostTesting) import Journeys
import Links
@_spi(HostTesting) import PresentationHost
import Scenes

/// What a console line did.
public struct ConsoleReply: Equatable, Sendable {
  /// How the line ended.
  public enum Status: Equatable, Sendable {
    /// Done, or nothing to do.
    case ok
    /// The line was refused; nothing changed.
    case refused
    /// An `expect` line did not hold.
    case expectationFailed
    /// The person asked to leave.
    case quit
  }

  /// What to print.
  public let lines: [String]
  /// How the line ended.
  public let status: Status

  /// A reply of `lines` that ended as `status`.
  public init(lines: [String], status: Status) {
    self.lines = lines
    self.status = status
  }
}

/// One person's console session on a running app: executes lines and says what happened,
/// including what each part of the architecture did, from the host's transcript.
@MainActor
public final class ConsoleSession {
  /// The app being walked through.
  public private(set) var app: RunningApp
  private let style: ConsoleStyle
  /// The subjects of the last trace's lines, for `source <number>`.
  private var lastTrace: [TranscriptEntry] = []
  private var renderer: ScreenRenderer { ScreenRenderer(style: style) }

  /// Starts `variant` afresh, opened by `link` if one is given (a cold start).
  public init(
    variant: Variant, style: ConsoleStyle = ConsoleStyle(usesColor: false), link: URL? = nil
  ) {
    self.style = style
    app = variant.launch(link: link)
  }

  /// What happened while the app launched: the trace of a cold start.
  public var launchTrace: [String] {
    let entries = app.host.transcript.filter { $0.kind != .lifecycle }
    return ["what happened:"]
      + entries.enumerated().map {
        "  \($0.offset + 1). \(ConsoleEcho.calm($0.element.description))"
      }
  }

  /// The screen and path as they are now.
  public var screen: [String] { renderer.render(app) }

  /// How many of the host's calls `log` shows at the most: the session keeps no more.
  public static let logLength = 1_000

  /// Executes one line.
  public func execute(_ line: String) -> ConsoleReply {
    app.host.trimTranscript(keepingLast: Self.logLength)
    switch ConsoleCommand.parse(line) {
    case .failure(let error):
      return ConsoleReply(lines: [style.red(ConsoleEcho.calm(error.description))], status: .refused)
    case .success(let command):
      return execute(command)
    }
  }

  /// Executes one parsed command.
  public func execute(_ command: ConsoleCommand) -> ConsoleReply {
    switch command {
    case .nothing:
      return ConsoleReply(lines: [], status: .ok)
    case .action(let action):
      return perform(action)
    case .tree:
      let tree = (app.host.keyWindow?.tree ?? "").split(separator: "\n")
      return ConsoleReply(lines: tree.map { ConsoleEcho.calm(String($0)) }, status: .ok)
    case .log:
      return ConsoleReply(
        lines: app.host.transcript.map { ConsoleEcho.calm($0.description) }, status: .ok)
    case .variant(let variant):
      // The old app ends as a disconnected window scene ends: its requests end, once.
      _ = app.shutDown()
      app = variant.launch()
      return ConsoleReply(
        lines: ["Started afresh with the \(variant.rawValue) variant."] + screen, status: .ok)
    case .reset:
      _ = app.shutDown()
      app = app.variant.launch()
      return ConsoleReply(lines: ["Started afresh."] + screen, status: .ok)
    case .help:
      return ConsoleReply(lines: Self.help, status: .ok)
    case .owners(let mermaid):
      let lines = mermaid ? OwnershipDrawing.mermaid(for: app) : OwnershipDrawing.lines(for: app)
      return ConsoleReply(lines: lines, status: .ok)
    case .source(let name):
      let entry = lastTrace.index(numbered: name).map { lastTrace[$0] }
      if let entry, let method = actingMethod(of: entry),
        let found = SourceIndex.method(method.name, labels: method.labels, of: method.type)
      {
        return ConsoleReply(
          lines: ["\(method.type).\(method.name): \(found.location)"]
            + found.lines.map { style.dim(ConsoleEcho.calm($0)) }, status: .ok)
      }
      let typeName = self.typeName(ofSubject: entry?.subject ?? name)
      if entry != nil, typeName.hasPrefix("UI"), SourceIndex.location(of: typeName) == nil {
        return ConsoleReply(
          lines: ["\(typeName) is UIKit's: source names the sample's code, the other lines."],
          status: .ok)
      }
      guard let location = SourceIndex.location(of: typeName) else {
        return ConsoleReply(
          lines: [
            style.red(
              ConsoleEcho.calm(
                "No type \"\(typeName)\" in the sources. Try a name from the trace, e.g. source MainRouter, or a trace line's number."
              ))
          ], status: .refused)
      }
      return ConsoleReply(lines: ["\(typeName): \(location)"], status: .ok)
    case .windows:
      let lines = app.windowPaths.enumerated().map { index, path in
        let mark = index == app.currentWindow ? "*" : " "
        return
          "\(mark) window \(index + 1): \(path.isEmpty ? "(disconnected)" : ConsoleEcho.calm(path))"
      }
      return ConsoleReply(lines: lines, status: .ok)
    case .link:
      guard let link = app.link else {
        return ConsoleReply(
          lines: ["No window scene is connected; connect first."], status: .refused)
      }
      return ConsoleReply(lines: [ConsoleEcho.calm(link.description)], status: .ok)
    case .whoami:
      let who = app.services.session.signedInEmail.map { "Signed in as \(ConsoleEcho.calm($0))." }
      return ConsoleReply(lines: [who ?? "Nobody is signed in. \(Self.demoAccount)"], status: .ok)
    case .logout:
      // Signing out when nobody is signed in is no mistake: the app is where the person wants it.
      guard let email = app.services.session.signedInEmail else {
        return ConsoleReply(lines: ["Nobody is signed in; nothing to do."], status: .ok)
      }
      app.services.session.signOut()
      return ConsoleReply(
        lines: ["Signed \(ConsoleEcho.calm(email)) out; the next order asks for a login."],
        status: .ok)
    case .quit:
      return ConsoleReply(lines: ["Bye."], status: .quit)
    case .expectPath(let expected):
      guard app.path == expected else {
        return ConsoleReply(
          lines: [
            style.red("expected path: \(ConsoleEcho.calm(expected))"),
            style.red("actual path:   \(ConsoleEcho.calm(app.path))"),
          ],
          status: .expectationFailed)
      }
      return ConsoleReply(lines: [style.green("✓ path \(ConsoleEcho.calm(expected))")], status: .ok)
    case .expectText(let expected):
      let visible = app.visibleTexts
      guard visible.contains(expected) else {
        return ConsoleReply(
          lines: [
            style.red("expected text: \(ConsoleEcho.calm(expected))"),
            style.red("visible texts: \(ConsoleEcho.calm(visible.joined(separator: " · ")))"),
          ], status: .expectationFailed)
      }
      return ConsoleReply(lines: [style.green("✓ text \(ConsoleEcho.calm(expected))")], status: .ok)
    }
  }

  /// The architecture trace of the last action: the person, the view, the interactor, the
  /// router, the builder, and the host operations, in order.
  public func perform(_ action: JourneyAction) -> ConsoleReply {
    var notes: [String] = []
    if action == .connect, !app.isConnected, let activity = app.savedActivity {
      do { _ = try RestorationState(activity: activity) } catch {
        notes.append(style.red(ConsoleEcho.calm(error.description)))
      }
    }
    let start = app.host.transcript.count
    let diagnosticsBefore = app.host.diagnostics.count
    do {
      try app.perform(action)
    } catch {
      return ConsoleReply(lines: [style.red(ConsoleEcho.calm(error.description))], status: .refused)
    }
    let entries = app.host.transcript[start...].filter { $0.kind != .lifecycle }
    lastTrace = Array(entries)
    var lines = notes + ["what happened:"]
    for (number, entry) in entries.enumerated() {
      lines.append(style.dim("  \(number + 1). \(ConsoleEcho.calm(entry.description))"))
    }
    for diagnostic in app.host.diagnostics[diagnosticsBefore...] {
      lines.append(style.red("  ! \(ConsoleEcho.calm(diagnostic.description))"))
    }
    return ConsoleReply(lines: lines + screen, status: .ok)
  }

  /// The type a trace subject stands for: `NavigationController(Shop)` is a
  /// `UINavigationController`; a screen's title, the type of the controller on screen with it.
  func typeName(ofSubject subject: String) -> String {
    let base = String(subject.prefix { $0 != "(" && $0 != " " })
    if ["NavigationController", "TabBarController", "Window"].contains(base) { return "UI" + base }
    let controller = app.host.controllersInWindows.first { $0.hostName == subject }
    guard let controller else { return base }
    // Two modules may name a screen alike (the scenes' and plain MVC's `MainViewController`):
    // the module's name stays where the plain one would find the other.
    let name = String(describing: type(of: controller))
    let qualified = String(reflecting: type(of: controller))
    return SourceIndex.location(of: name) == SourceIndex.location(of: qualified) ? name : qualified
  }

  /// The type and method a trace line names as acting: `MainRouter.order(message: …)` names
  /// `order` of `MainRouter`; `MainViewController → MainInteractor.order` names the receiver's.
  func actingMethod(of entry: TranscriptEntry) -> (type: String, name: String, labels: [String])? {
    var type = typeName(ofSubject: entry.subject)
    var call = Substring(entry.event)
    if call.hasPrefix("→ ") {
      let receiver = call.dropFirst(2)
      guard let dot = receiver.firstIndex(of: ".") else { return nil }
      type = String(receiver[..<dot])
      call = receiver[receiver.index(after: dot)...]
    }
    let name = String(call.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    guard !name.isEmpty else { return nil }
    let arguments = call.dropFirst(name.count)
    let labels = arguments.matches(of: /(\w+):/).map { String($0.output.1) }.filter { $0 != "_" }
    return (type, name, arguments.hasPrefix("(") ? labels : [])
  }

  /// Where the demo account is, in one line.
  public static let demoAccount = "The demo account: demo@example.com / password1."

  /// The commands, one a line.
  public static let help = [
    demoAccount,
    "Commands:",
    "  tap <title|number>   tap a button (a number alone works too)",
    "  type <field> <text>  type into a field, e.g. type message coffee",
    "  back                 the navigation bar's back button",
    "  doubletap <title|number>   tap a button twice in quick succession",
    "  quicktaps <a>, <b>   tap a, then b before a's navigation has started",
    "  swipe                swipe the sheet on top down",
    "  swipeback [cancel]   swipe back from the screen's edge; cancel lets go half way",
    "  tab <title>          tap a tab: Shop or Explore",
    "  open <link>          open a link, e.g. open sample://shop/order?message=tea",
    "  link                 the link of what is on screen, to open again later",
    "  window new | window <n> | window close   open another window, go to one, close this one",
    "  windows              the app's windows, each with its path, the current one marked",
    "  background / foreground   send the scene to the background and back",
    "  disconnect / connect      the system drops this window's scene; a new one restores it",
    "  whoami / logout      who is signed in; sign out",
    "  owners [--mermaid]   who holds whom behind the screen, strong or weak, and why",
    "  source <Type|n>      where a type is declared, or the method trace line n names, with its lines",
    "  tree                 the whole controller hierarchy",
    "  log                  the last host and lifecycle calls (\(logLength) at the most)",
    "  variant router|coordinator|mvc  start afresh with that style",
    "  reset                start afresh",
    "  expect path <path> / expect text <text>   check, in scripts",
    "  help, quit",
    "The walk-through keeps what the app shows and the last \(logLength) host calls: however many",
    "commands run, nothing else grows with them.",
  ]
}
