import App
import AwaitedRequest
import Factories
import Foundation
import MVC
@_spi(HostTesting) import PresentationHost
import Scenes

/// Every way out of a screen shown for a request, and the outcome each variant delivers: made
/// by running each exit on the host, in both forms of the request, so that the table in
/// `docs/SAMPLE_APP.md` is what the code does, and a test holds it there.
public enum ExitMatrix {
  /// A request a screen makes, whose screen ends with an outcome.
  public enum Request: String, CaseIterable, Sendable {
    /// Main's `order(message:completion:)`.
    case order
    /// Order's `login(completion:)`.
    case login
    /// Login's `startRegistration(completion:)`.
    case registration
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

  /// Whether the request's screen offers `exit` at all.
  public static func applies(_ exit: Exit, to request: Request) -> Bool {
    switch (request, exit) {
    case (.order, .swipeDown): false  // Order is pushed.
    case (.login, .back), (.login, .backSwipe): false  // Login is its modal's root.
    default: true
    }
  }

  /// Runs `exit` of `request` on `variant`: through the completion form, and for the router and
  /// coordinator variants through the awaited form too (`ChildRequest`); the cell says the
  /// outcome when both agree, and both when they do not.
  @MainActor
  public static func cell(_ request: Request, _ exit: Exit, on variant: Variant) async -> Cell {
    guard applies(exit, to: request) else { return Cell(outcome: nil, deliveries: 0) }
    let completion = exit == .taskCancelled ? nil : run(request, exit, on: variant, awaited: false)
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
    for request in Request.allCases {
      for exit in Exit.allCases where applies(exit, to: request) {
        var cells: [String] = []
        for variant in Variant.allCases {
          let cell = await cell(request, exit, on: variant)
          cells.append(text(of: cell))
        }
        lines.append(
          "| \(request.rawValue) | \(exit.rawValue) | \(cells.joined(separator: " | ")) |")
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

  // MARK: Running one exit

  private struct Heard {
    var outcome: String
    var count: Int
  }

  /// The app of one variant on a host of its own, with the request's screen shown.
  @MainActor
  private final class Stage {
    let host = HeadlessHost()
    private(set) var scene: UIWindowScene
    private(set) var heard: [String] = []
    private let makeDelegate: () -> any UIWindowSceneDelegate

    init?(_ variant: Variant, signedIn: Bool) {
      let services = AppServices()
      if signedIn { services.session.signIn(email: Account.demo.email) }
      let builders = ScreenBuilders(services: services)
      makeDelegate = {
        switch variant {
        case .router: RouterSceneDelegate(builders: builders)
        case .coordinator: CoordinatorSceneDelegate(builders: builders)
        case .mvc: MVCSceneDelegate(services: services)
        }
      }
      guard let scene = host.connectScene(delegate: makeDelegate()) else { return nil }
      self.scene = scene
    }

    /// The window scene disconnected, then connected again to its session, which restores
    /// what it saved.
    func restore() {
      host.disconnect(scene)
      if let restored = host.connectScene(delegate: makeDelegate(), session: scene.session) {
        scene = restored
      }
    }

    func hear<Value>(_ outcome: ChildOutcome<Value>) {
      heard.append(ExitMatrix.name(of: outcome))
    }

    func refused() {
      heard.append("refused")
    }

    /// Plain MVC's delegate heard that its screen ended without a value, for whatever reason.
    func heardDidCancel() {
      heard.append("did cancel")
    }
  }

  /// The request made in its completion form (for plain MVC, the screen's delegate), then the
  /// exit taken; the outcomes heard, counted after a second way out (the scene disconnected).
  @MainActor
  private static func run(_ request: Request, _ exit: Exit, on variant: Variant, awaited: Bool)
    -> Heard?
  {
    guard let stage = Stage(variant, signedIn: request == .order) else { return nil }
    let recorder = MVCDelegateRecorder(stage)
    guard prepare(request, on: stage) else { return nil }
    let routers = Routers(stage, keep: exit == .neverShown)
    if exit == .neverShown { stage.host.close(stage.scene) }
    guard ask(request, of: routers, on: stage, variant: variant, recorder: recorder) else {
      return nil
    }
    take(exit, of: request, on: stage)
    if stage.scene.activationState != .unattached { stage.host.disconnect(stage.scene) }
    return Heard(outcome: stage.heard.first ?? "nothing", count: stage.heard.count)
  }

  /// The request made through `ChildRequest` and awaited in a plain `Task {}`, then the exit.
  @MainActor
  private static func runAwaited(_ request: Request, _ exit: Exit, on variant: Variant) async
    -> Heard
  {
    guard let stage = Stage(variant, signedIn: request == .order), prepare(request, on: stage)
    else { return Heard(outcome: "not shown", count: 0) }
    let routers = Routers(stage, keep: exit == .neverShown)
    if exit == .neverShown { stage.host.close(stage.scene) }
    let task: Task<String, Never>
    switch request {
    case .order:
      guard let router = routers.main else { return Heard(outcome: "no router", count: 0) }
      let made = ChildRequest { router.order(message: "tea", completion: $0) }
      task = Task { name(of: await made.outcome) }
    case .login:
      guard let router = routers.order else { return Heard(outcome: "no router", count: 0) }
      let made = ChildRequest(router.login(completion:))
      task = Task { name(of: await made.outcome) }
    case .registration:
      guard let router = routers.login else { return Heard(outcome: "no router", count: 0) }
      let made = ChildRequest(router.startRegistration(completion:))
      task = Task { name(of: await made.outcome) }
    }
    if exit != .taskCancelled {
      take(exit, of: request, on: stage)
      // A second way out, which ends any request still open; then the wait is cancelled, so
      // that a request that never ended shows as cancelled here instead of waiting for ever.
      if stage.scene.activationState != .unattached { stage.host.disconnect(stage.scene) }
    }
    task.cancel()
    let outcome = await task.value
    if stage.scene.activationState != .unattached { stage.host.disconnect(stage.scene) }
    return Heard(outcome: outcome, count: 1)
  }

  /// Brings the app to the screen that asks: Main for an order, Order for a login, Login for a
  /// registration, as a person would.
  @MainActor
  private static func prepare(_ request: Request, on stage: Stage) -> Bool {
    guard request != .order else { return true }
    do {
      try stage.host.type("tea", into: "message")
      try stage.host.tap("Order")
      if request == .registration { try stage.host.tap("Done") }
    } catch { return false }
    return true
  }

  /// Makes the request in its completion form, heard by `stage`.
  @MainActor
  private static func ask(
    _ request: Request, of routers: Routers, on stage: Stage, variant: Variant,
    recorder: MVCDelegateRecorder
  ) -> Bool {
    if variant == .mvc { return recorder.ask(request) }
    switch request {
    case .order:
      guard let router = routers.main else { return false }
      router.order(message: "tea", completion: stage.hear)
    case .login:
      guard let router = routers.order else { return false }
      router.login(completion: stage.hear)
    case .registration:
      guard let router = routers.login else { return false }
      router.startRegistration(completion: stage.hear)
    }
    return true
  }

  /// The routers (or coordinators) the screens on show ask, found through their interactors.
  /// Held weakly, as an interactor holds its router, so that the harness keeps no flow alive;
  /// kept for the never-shown exit only, where a request reaches a router whose window is gone.
  @MainActor
  private final class Routers {
    weak var main: (any MainRouterProtocol)?
    weak var order: (any OrderRouterProtocol)?
    weak var login: (any LoginRouterProtocol)?
    private var kept: [AnyObject] = []

    init(_ stage: Stage, keep: Bool) {
      main = router(of: Scenes.MainViewController.self, in: stage) {
        ($0.interactor as? MainInteractor)?.router
      }
      order = router(of: Scenes.OrderViewController.self, in: stage) {
        ($0.interactor as? OrderInteractor)?.router
      }
      login = router(of: Scenes.LoginViewController.self, in: stage) {
        ($0.interactor as? LoginInteractor)?.router
      }
      if keep { kept = [main as AnyObject?, order, login].compactMap { $0 } }
    }
  }

  /// Takes `exit` as a person, a link or the system would.
  @MainActor
  private static func take(_ exit: Exit, of request: Request, on stage: Stage) {
    let host = stage.host
    do {
      switch exit {
      case .done:
        switch request {
        case .order: try host.tap("Done")
        case .login:
          try host.type(Account.demo.email, into: "email")
          try host.type(Account.demo.password, into: "password")
          try host.tap("Log in")
        case .registration:
          for value in ["ada@example.com", "analytical", "Ada", "Lovelace"] {
            try host.type(value, into: "value")
            try host.tap("submit")
          }
        }
      case .cancel: try host.tap("Cancel")
      case .back: try host.back()
      case .backSwipe:
        try host.swipeBack(cancelled: true)
        try host.swipeBack()
      case .swipeDown: try host.swipeDown()
      case .link:
        // A link to the place under the request's screen, which makes way for it.
        let under =
          switch request {
          case .order: "sample://shop"
          case .login: "sample://shop/order?message=tea"
          case .registration: "sample://shop/order/login?message=tea"
          }
        host.open([URL(string: under)!])
      case .restoration: stage.restore()
      case .windowClosed: host.close(stage.scene)
      case .sceneDisconnected: host.disconnect(stage.scene)
      case .taskCancelled, .neverShown: break
      }
    } catch {
      stage.refused()
    }
  }

  /// The router (or coordinator) `read` finds through the first screen of `type` on show.
  @MainActor
  private static func router<Screen: UIViewController, Router>(
    of type: Screen.Type, in stage: Stage, _ read: (Screen) -> Router?
  ) -> Router? {
    stage.scene.windows.first?.rootViewController.flatMap(firstScreen(type)).flatMap(read)
  }

  /// The first screen of `type` in the tree under a controller: its children, then what it
  /// presents.
  @MainActor
  static func firstScreen<Screen: UIViewController>(_ type: Screen.Type)
    -> (UIViewController) -> Screen?
  {
    { controller in
      if let screen = controller as? Screen { return screen }
      for child in controller.children {
        if let screen = firstScreen(type)(child) { return screen }
      }
      return controller.presentedViewController.flatMap(firstScreen(type))
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

  /// Plain MVC's side: its screens tell their delegate, so the recorder takes the delegate's
  /// place on the screen the person's tap made.
  @MainActor
  private final class MVCDelegateRecorder: MVC.OrderViewControllerDelegate,
    MVC.LoginViewControllerDelegate
  {
    private let stage: Stage

    init(_ stage: Stage) {
      self.stage = stage
    }

    /// Has the MVC screen that asks make its request, then hears it in its place.
    func ask(_ request: Request) -> Bool {
      let root = stage.scene.windows.first?.rootViewController
      do {
        switch request {
        case .order:
          try stage.host.type("tea", into: "message")
          try stage.host.tap("Order")
          guard let order = root.flatMap(firstScreen(MVC.OrderViewController.self)) else {
            return false
          }
          order.delegate = self
        case .login:
          try stage.host.tap("Done")
          guard let login = root.flatMap(firstScreen(MVC.LoginViewController.self)) else {
            return false
          }
          login.delegate = self
        case .registration:
          // Plain MVC's steps hand on the account they describe, and nothing else.
          return false
        }
      } catch { return false }
      return true
    }

    func orderViewController(_ controller: MVC.OrderViewController, didOrder text: String) {
      stage.hear(ChildOutcome.done(text))
    }

    func orderViewControllerDidCancel(_ controller: MVC.OrderViewController) {
      stage.heardDidCancel()
    }

    func loginViewController(_ controller: MVC.LoginViewController, didSignInAs email: String) {
      stage.hear(ChildOutcome.done(email))
    }

    func loginViewControllerDidCancel(_ controller: MVC.LoginViewController) {
      stage.heardDidCancel()
    }
  }
}
