@_spi(HostTesting) import PresentationHost
import Scenes

/// Records what app objects did into the host's transcript, for the console's architecture
/// trace. Only the composition root (`ScreenBuilders.tracing(into:)`) uses it: the sample never does.
@MainActor
final class Trace {
  /// The host the app runs on. Weak: the host holds the app, whose routers and coordinators
  /// hold the builders that hold this trace; a strong reference would keep every host alive.
  weak var host: HeadlessHost?
  /// The screen built last, so that a router's completion can be watched for the screen the
  /// router built while it ran.
  weak var lastBuilt: UIViewController?
  init(host: HeadlessHost?) {
    self.host = host
  }

  /// `Subject.event`, or `Subject → event` when `event` starts with an arrow.
  func record(_ subject: String, _ event: @autoclosure () -> String) {
    host?.recordAppCall(subject, event())
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

  /// A request with a completion, as above, the completion watched as `watching` says; it
  /// hears `.interrupted` at once once the router is gone.
  func request<Router, Value>(
    _ router: Router?, _ name: String, _ completion: @escaping (ChildOutcome<Value>) -> Void,
    to asking: String, _ make: (Router, @escaping (ChildOutcome<Value>) -> Void) -> Void
  ) {
    guard let router else { return completion(.interrupted) }
    record(by: router as AnyObject, name)
    watching(completion, name: "\(name) completion", to: asking) { make(router, $0) }
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

  /// Calls `request` with `completion` wrapped: the trace shows each value it carries from the
  /// screen `request` built to `receiver`, the screen that asked, and the host watches that it
  /// runs exactly once, for the screen that `request` built (none built: it must have run
  /// already, and the trace names the request, `name`, as its sender).
  func watching<Value>(
    _ completion: @escaping (Value) -> Void, name: String, to receiver: String,
    request: (@escaping (Value) -> Void) -> Void
  ) {
    let status = CompletionStatus()
    let sender = Sender(name: String(name.prefix { $0 != "(" && $0 != " " }))
    let wrapped: (Value) -> Void = { [weak host] value in
      status.callCount += 1
      host?.recordAppCall(sender.name, "→ \(receiver): completion(\(Self.describe(value)))")
      completion(value)
    }
    lastBuilt = nil
    request(wrapped)
    if let built = lastBuilt?.title { sender.name = built }
    host?.watch(status, name: name, owner: lastBuilt ?? UIViewController())
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
