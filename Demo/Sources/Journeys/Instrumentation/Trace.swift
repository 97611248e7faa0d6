import AwaitedRequest
import Coordinators
@_spi(HostTesting) import PresentationHost
import Scenes

/// Records what app objects did into the host's transcript, for the console's architecture
/// trace. Only the composition root (`ScreenBuilders.tracing(with:)`) uses it: the sample never
/// does. It hears every route of the coordinator variant's route publisher first, as any
/// analytics observer would: the publisher's step in the trace.
@MainActor
final class Trace: RouteObserver {
  /// The host the app runs on. Weak: the host holds the app, whose routers and coordinators
  /// hold the builders that hold this trace; a strong reference would keep every host alive.
  weak var host: HeadlessHost?
  /// The screen built last, so that a router's completion can be watched for the screen the
  /// router built while it ran.
  weak var lastBuilt: UIViewController?
  /// Every request with an outcome the app made, in order, from when the harness asks for them
  /// by setting an empty list (nil: none is kept, so a long run keeps nothing): what the exit
  /// matrix reads the app's requests from.
  var madeRequests: [MadeRequest]?
  init(host: HeadlessHost?) {
    self.host = host
  }

  /// `Subject.event`, or `Subject → event` when `event` starts with an arrow.
  func record(_ subject: String, _ event: @autoclosure () -> String) {
    host?.recordAppCall(subject, event())
  }

  func handle(_ route: Route) {
    record("RoutePublisher", "route\(route)")
  }

  /// `Type.event`, named by `object`'s type (`MainRouter`, `ShopCoordinator`).
  func record(by object: AnyObject, _ event: @autoclosure () -> String) {
    host?.recordAppCall(by: object, event())
  }

  /// A router's request, `name`, recorded under `router` and made on it; none once it is gone.
  func request<Router>(_ router: Router?, _ name: String, _ make: (Router) -> Void) {
    guard let router else { return }
    record(by: router as AnyObject, name)
    make(router)
  }

  /// A screen forwarded a person's action to its interactor; or, when no action of a person is
  /// being handled but a link or a restored state is opened, the screen's router (or
  /// coordinator), `router`, asked the interactor what a tap would have asked.
  func forward(_ screen: String, _ call: @autoclosure () -> String, router: AnyObject) {
    guard let host else { return }
    let cause = host.transcript.last {
      $0.kind == .user || $0.event.hasPrefix("connectScene")
    }
    let byPerson = cause.map { entry in
      entry.kind == .user && Self.personActions.contains { entry.event.hasPrefix($0) }
    }
    if byPerson ?? true {
      record(screen, "→ \(call())")
    } else if let base = (router as? any TracingRouter)?.tracedObject {
      record(by: base, "→ \(call())")
    }
  }

  /// What a person does on a screen that reaches its interactor.
  private static let personActions = ["tap(", "doubleTap(", "quickTaps(", "return(", "type("]

  /// A request with a completion, as above; once its router is gone, `.interrupted` at once.
  /// The completion is wrapped: the trace shows each value it carries from the screen the
  /// request built to `asking`, the screen that asked, and the host watches that it runs exactly
  /// once, for the screen the request built (none built: it must have run already, and the
  /// trace names the request as its sender).
  func request<Router, Value>(
    _ router: Router?, _ name: String, _ completion: @escaping (ChildOutcome<Value>) -> Void,
    to asking: String, _ make: @escaping (Router, @escaping (ChildOutcome<Value>) -> Void) -> Void
  ) {
    guard let router else { return completion(.interrupted) }
    record(by: router as AnyObject, name)
    let made = madeRequests.map { _ in
      MadeRequest(name: String(name.prefix { $0 != "(" }), asking: asking, make: make)
    }
    if let made { madeRequests?.append(made) }
    let status = CompletionStatus()
    let sender = Sender(name: String(name.prefix { $0 != "(" }))
    lastBuilt = nil
    make(router) { [weak host] value in
      status.callCount += 1
      made?.outcome = made?.outcome ?? ExitMatrix.name(of: value)
      host?.recordAppCall(sender.name, "→ \(asking): completion(\(Self.describe(value)))")
      completion(value)
    }
    if let built = lastBuilt?.title { sender.name = built }
    host?.watch(status, name: "\(name) completion", owner: lastBuilt ?? UIViewController())
  }

  static func describe<Value>(_ value: Value) -> String {
    switch value {
    case let outcome as ChildOutcome<String>:
      describe(outcome) { "\"\($0)\"" }
    case let outcome as ChildOutcome<Account>:
      describe(outcome) { "\"\($0.email)\"" }
    default:
      "\(value)"
    }
  }

  private static func describe<Value>(
    _ outcome: ChildOutcome<Value>, value: (Value) -> String
  ) -> String {
    switch outcome {
    case .done(let done): ".done(\(value(done)))"
    case .closed: ".closed"
    case .interrupted: ".interrupted"
    }
  }
}

/// Who sends a completion's values, as the trace names it: known once the request built its
/// screen.
@MainActor
private final class Sender {
  var name: String
  init(name: String) { self.name = name }
}

/// A request with an outcome the app made, as the trace saw it: its name (`order`), the screen
/// that asked (`Main`), its first outcome, and how to make it again, with the same values, on a
/// router of its kind in another app: in its completion form, or awaited (`ChildRequest`).
@MainActor
final class MadeRequest {
  let name, asking: String
  var outcome: String?
  /// Makes the request on `router`, its outcome's name to `hear`; false if `router` is no router
  /// of its kind.
  let again: (AnyObject, @escaping (String) -> Void) -> Bool
  /// Makes the request on `router` through `ChildRequest`, awaited in a plain task.
  let awaited: (AnyObject) -> Task<String, Never>?

  init<Router, Value>(
    name: String, asking: String,
    make: @escaping (Router, @escaping (ChildOutcome<Value>) -> Void) -> Void
  ) {
    (self.name, self.asking) = (name, asking)
    again = { object, hear in
      guard let router = object as? Router else { return false }
      make(router) { hear(ExitMatrix.name(of: $0)) }
      return true
    }
    awaited = { object in
      guard let router = object as? Router else { return nil }
      let request = ChildRequest<Value> { make(router, $0) }
      return Task { ExitMatrix.name(of: await request.outcome) }
    }
  }
}
