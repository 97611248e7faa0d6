import Foundation
import Links
import MVC
@_spi(HostTesting) import PresentationHost
import Scenes

/// Every way out of a screen shown for a request, and the outcome each variant delivers: made
/// by running each exit on the host, in both forms of the request, so that the table in
/// `docs/SAMPLE_APP.md` is what the code does, and a test holds it there.
public enum ExitMatrix {
  /// A request the app makes whose screen ends with an outcome, read from the app, not listed
  /// here: the router variant walks every journey, and each request with a completion its trace
  /// sees made is one. A new screen's request is in the matrix as soon as a journey makes it.
  public struct Request: Sendable, CustomStringConvertible {
    /// The request's name, its method's: `order` for `order(message:completion:)`.
    public let name: String
    /// The screen that asks (`Main`), the person's actions that bring the app there, the one
    /// that makes the request, and those that then end it done, as the journey does.
    let asking: String
    let before: [JourneyAction]
    let making: JourneyAction
    let toDone: [JourneyAction]
    /// The link to the place of the screen that asks, which makes way for the request's screen.
    let under: String
    /// The ways out its screen has.
    let exits: [Exit]
    /// The request as the trace saw it made, to make again, with the same values, on a router
    /// of its kind in another app.
    let made: MadeRequest

    public var description: String { name }
  }

  /// A way out of the screen shown for a request.
  public enum Exit: String, CaseIterable, Sendable {
    case done, cancel, back
    case backSwipe = "back swipe"
    case swipeDown = "swipe-down"
    case link, restoration
    case windowClosed = "window closed"
    case sceneDisconnected = "scene disconnected"
    case taskCancelled = "task cancelled"
    case neverShown = "never shown"
  }

  /// What one variant delivered for one request and exit.
  public struct Cell: Equatable, Sendable {
    /// The outcome, as `done`, `closed`, `interrupted` or `cancelled`; nil where the screen has
    /// no such way out, or the variant no such form.
    public let outcome: String?
    /// How many outcomes the caller heard; exactly 1 wherever `outcome` is not nil.
    public let deliveries: Int
  }

  /// The app's requests with an outcome, in the order the journeys first make them, then those
  /// no journey makes, found by the buttons of each place a link opens.
  @MainActor public static let requests = discoverRequests(
    by: sampleJourneys.map { $0.steps.map(\.action) })

  /// The requests with an outcome the router variant makes as it takes each of `walks`; then,
  /// for a request none of them makes, the walks of one tap on a button of each place a link
  /// opens, which make it, then one more on a button of its screen, which ends it done.
  @MainActor
  private static func discoverRequests(by walks: [[JourneyAction]]) -> [Request] {
    let found = requests(madeBy: walks)
    var taps: [[JourneyAction]] = []
    for link in Place.exampleLinks.map(\.url.absoluteString) {
      for first in buttons(after: [.open(link)]) {
        taps += buttons(after: [.open(link), .tap(first)]).map {
          [.open(link), .tap(first), .tap($0)]
        }
      }
    }
    let more = requests(madeBy: taps)
    return found + more.filter { request in !found.contains { $0.name == request.name } }
  }

  /// The titles of the buttons on show once the router variant has taken `actions`.
  @MainActor
  private static func buttons(after actions: [JourneyAction]) -> [String] {
    let app = Variant.router.launch()
    defer { _ = app.shutDown() }
    for action in actions { try? app.perform(action) }
    return app.host.visibleControls.compactMap { ($0 as? UIButton)?.title(for: .normal) }
  }

  /// The requests with an outcome the router variant makes as it takes each of `walks`, each
  /// the first time a walk ends it done.
  @MainActor
  private static func requests(madeBy walks: [[JourneyAction]]) -> [Request] {
    walks.reduce(into: []) { requests, actions in
      let app = Variant.router.launch()
      defer { _ = app.shutDown() }
      app.trace?.madeRequests = []
      var made: [(request: MadeRequest, step: Int, under: String, exits: [Exit])] = []
      for (index, action) in actions.enumerated() {
        let under = app.link?.url.absoluteString ?? ""
        try? app.perform(action)
        made += (app.trace?.madeRequests ?? []).map { ($0, index, under, exits(on: app)) }
        app.trace?.madeRequests = []
        for (request, start, under, exits) in made
        where request.outcome == "done" && !requests.contains(where: { $0.name == request.name }) {
          requests.append(
            Request(
              name: request.name, asking: request.asking, before: Array(actions[..<start]),
              making: actions[start], toDone: Array(actions[(start + 1)...index]), under: under,
              exits: exits, made: request))
        }
        made.removeAll { $0.request.outcome != nil }
      }
    }
  }

  /// The ways out of the screen on show in `app`, just shown for a request: each of a person's
  /// that it offers (Cancel, back on a pushed screen, a swipe-down on a sheet), and every other.
  @MainActor
  private static func exits(on app: RunningApp) -> [Exit] {
    let screen = app.host.visibleScreen
    let pushed = screen?.navigationController.map { $0.viewControllers.first !== screen } ?? false
    let modal = screen.flatMap { $0.navigationController ?? $0 }.flatMap(\.presentingViewController)
    let sheet = modal != nil && screen?.navigationController?.modalPresentationStyle != .fullScreen
    let cancels = app.host.visibleControls.contains {
      ($0 as? UIButton)?.title(for: .normal) == "Cancel"
    }
    return Exit.allCases.filter { exit in
      switch exit {
      case .cancel: cancels
      case .back, .backSwipe: pushed
      case .swipeDown: sheet
      default: true
      }
    }
  }

  /// Whether the request's screen offers `exit` at all.
  public static func applies(_ exit: Exit, to request: Request) -> Bool {
    request.exits.contains(exit)
  }

  /// Runs `exit` of `request` on `variant`: through the completion form, and for the router and
  /// coordinator variants through the awaited form too (`ChildRequest`); the cell says the
  /// outcome when both agree, and both when they do not.
  @MainActor
  public static func cell(_ request: Request, _ exit: Exit, on variant: Variant) async -> Cell {
    guard applies(exit, to: request) else { return Cell(outcome: nil, deliveries: 0) }
    let completion = exit == .taskCancelled ? nil : run(request, exit, on: variant)
    guard variant != .mvc else {
      return completion.map { Cell(outcome: $0.outcome, deliveries: $0.count) }
        ?? Cell(outcome: nil, deliveries: 0)
    }
    let awaited = await runAwaited(request, exit, on: variant)
    guard let completion else { return Cell(outcome: awaited.outcome, deliveries: awaited.count) }
    let outcome =
      completion.outcome == awaited.outcome
      ? completion.outcome : "\(completion.outcome) / awaited \(awaited.outcome)"
    return Cell(outcome: outcome, deliveries: max(completion.count, awaited.count))
  }

  /// The table: a row per request and exit, a column per variant.
  @MainActor
  public static func markdown() async -> String {
    var lines = [
      "| request | way out | " + Variant.allCases.map(\.rawValue).joined(separator: " | ") + " |",
      "|---|---|" + Variant.allCases.map { _ in "---|" }.joined(),
    ]
    for request in requests {
      for exit in Exit.allCases where applies(exit, to: request) {
        var cells: [String] = []
        for variant in Variant.allCases {
          let cell = await cell(request, exit, on: variant)
          cells.append(text(of: cell))
        }
        lines.append("| \(request.name) | \(exit.rawValue) | \(cells.joined(separator: " | ")) |")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// A cell as the table shows it: the outcome; `not heard` where the caller heard nothing;
  /// `—` where the screen has no such way out, or the variant no such form.
  static func text(of cell: Cell) -> String {
    guard let outcome = cell.outcome else { return "—" }
    switch cell.deliveries {
    case 0: return "not heard"
    case 1: return outcome
    default: return "\(outcome) ×\(cell.deliveries)"
    }
  }

  /// The outcome's name; an awaited request's cancelled wait has none, and says so.
  static func name<Value>(of outcome: ChildOutcome<Value>?) -> String {
    switch outcome {
    case .done: "done"
    case .closed: "closed"
    case .interrupted: "interrupted"
    case nil: "cancelled"
    }
  }

  // MARK: Running one exit

  private struct Heard {
    var outcome: String
    var count: Int
  }

  /// The request made in its completion form (for plain MVC, by the person's action, heard by
  /// the screen's delegate), then the exit taken; the outcomes heard, counted after a second
  /// way out (the scene disconnected).
  @MainActor
  private static func run(_ request: Request, _ exit: Exit, on variant: Variant) -> Heard? {
    let app = variant.launch()
    defer { _ = app.shutDown() }
    var heard: [String] = []
    let recorder = MVCDelegateRecorder { heard.append($0) }
    for action in request.before { try? app.perform(action) }
    if variant == .mvc {
      guard exit != .neverShown, (try? app.perform(request.making)) != nil,
        recorder.listen(to: app.host.visibleScreen)
      else { return nil }
    } else {
      // The router is held while the request is made (a window closed first takes its flows),
      // then let go: the app alone keeps its flows.
      var router = router(asking: request, in: app)
      if exit == .neverShown { close(app) }
      let made = router.map { request.made.again($0) { heard.append($0) } } ?? false
      router = nil
      guard made else { return nil }
    }
    take(exit, of: request, in: app) { heard.append("refused") }
    try? app.perform(.disconnect)
    return Heard(outcome: heard.first ?? "nothing", count: heard.count)
  }

  /// The request made through `ChildRequest` and awaited in a plain `Task {}`, then the exit.
  @MainActor
  private static func runAwaited(_ request: Request, _ exit: Exit, on variant: Variant) async
    -> Heard
  {
    let app = variant.launch()
    defer { _ = app.shutDown() }
    for action in request.before { try? app.perform(action) }
    var router = router(asking: request, in: app)
    if exit == .neverShown { close(app) }
    let made = router.flatMap(request.made.awaited)
    router = nil
    guard let task = made else { return Heard(outcome: "not made", count: 0) }
    if exit != .taskCancelled {
      take(exit, of: request, in: app) {}
      // A second way out, which ends any request still open; then the wait is cancelled, so
      // that a request that never ended shows as cancelled here instead of waiting for ever.
      try? app.perform(.disconnect)
    }
    task.cancel()
    let outcome = await task.value
    try? app.perform(.disconnect)
    return Heard(outcome: outcome, count: 1)
  }

  /// Takes `exit` as a person, a link or the system would; `refused` hears an action the
  /// screen did not offer.
  @MainActor
  private static func take(
    _ exit: Exit, of request: Request, in app: RunningApp, refused: () -> Void
  ) {
    let actions: [JourneyAction]
    switch exit {
    case .done: actions = request.toDone
    case .cancel: actions = [.tap("Cancel")]
    case .back: actions = [.back]
    case .backSwipe: actions = [.swipeBack(cancelled: true), .swipeBack(cancelled: false)]
    case .swipeDown: actions = [.swipeDown]
    case .link: actions = [.open(request.under)]
    case .restoration: actions = [.disconnect, .connect]
    case .windowClosed:
      close(app)
      actions = []
    case .sceneDisconnected: actions = [.disconnect]
    case .taskCancelled, .neverShown: actions = []
    }
    do {
      for action in actions { try app.perform(action) }
    } catch {
      refused()
    }
  }

  /// Closes the app's window, its last, as a person closes it in the app switcher.
  @MainActor
  private static func close(_ app: RunningApp) {
    if let scene = app.host.keyWindow?.windowScene { app.host.close(scene) }
  }

  /// The router (or coordinator) the interactor of the screen that asks for `request` holds,
  /// read from the screen on show in `app`, a decorator of the harness unwrapped.
  @MainActor
  private static func router(asking request: Request, in app: RunningApp) -> AnyObject? {
    func screens(_ controller: UIViewController) -> [UIViewController] {
      [controller] + controller.children.flatMap(screens)
        + (controller.presentedViewController.map(screens) ?? [])
    }
    func value(_ name: String, of subject: Any) -> Any? {
      guard let child = Mirror(reflecting: subject).children.first(where: { $0.label == name })
      else { return nil }
      let mirror = Mirror(reflecting: child.value)
      let unwrapped: Any? =
        mirror.displayStyle == .optional ? mirror.children.first?.value : child.value
      return unwrapped.map { value("base", of: $0) ?? $0 }
    }
    let screen = app.host.keyWindow?.rootViewController.map(screens)?
      .first { "\(type(of: $0))" == request.asking + "ViewController" }
    return screen.flatMap { value("interactor", of: $0) }.flatMap { value("router", of: $0) }
      .map { $0 as AnyObject }
  }

  /// Plain MVC's side: its screens tell their delegate, so the recorder takes the delegate's
  /// place on the screen the person's action made.
  @MainActor
  private final class MVCDelegateRecorder: MVC.OrderViewControllerDelegate,
    MVC.LoginViewControllerDelegate
  {
    private let hear: (String) -> Void

    init(hearing hear: @escaping (String) -> Void) {
      self.hear = hear
    }

    /// Listens to `screen` in its delegate's place; false for a screen that has none to take
    /// (plain MVC's registration steps hand on the account they describe, and nothing else).
    func listen(to screen: UIViewController?) -> Bool {
      switch screen {
      case let order as MVC.OrderViewController: order.delegate = self
      case let login as MVC.LoginViewController: login.delegate = self
      default: return false
      }
      return true
    }

    func orderViewController(_ controller: MVC.OrderViewController, didOrder text: String) {
      hear("done")
    }

    func orderViewControllerDidCancel(_ controller: MVC.OrderViewController) {
      hear("did cancel")
    }

    func loginViewController(_ controller: MVC.LoginViewController, didSignInAs email: String) {
      hear("done")
    }

    func loginViewControllerDidCancel(_ controller: MVC.LoginViewController) {
      hear("did cancel")
    }
  }
}
