import PresentationHost
import Scenes

// What each interactor asks of its router (or coordinator), recorded under the type that
// answers (`MainRouter.order`, `ShopCoordinator.order`). The base is held weakly: the screen
// owns its router, or a parent coordinator owns the coordinator.

/// A traced router, and the router or coordinator it stands for.
@MainActor
protocol TracingRouter: AnyObject {
  /// The router or coordinator whose requests are traced.
  var tracedObject: AnyObject? { get }
}

/// A traced router whose interactor awaits some of its requests: it knows the screen it
/// serves, the one whose interactor awaits.
@MainActor
protocol AwaitTracingRouter: TracingRouter {
  var screen: UIViewController? { get set }
}

@MainActor
final class TracedMainRouter: MainRouterProtocol, AwaitTracingRouter {
  var tracedObject: AnyObject? { base }
  weak var base: (any MainRouterProtocol)?
  weak var screen: UIViewController?
  let trace: Trace
  init(base: any MainRouterProtocol, trace: Trace) { (self.base, self.trace) = (base, trace) }
  func order(message: String, completion: @escaping (ChildOutcome<String>) -> Void) {
    guard let base else { return completion(.interrupted) }
    trace.record(by: base, "order(message: \"\(message)\")")
    watchedOrder(message: message, completion: completion, base: base)
  }
  func order(message: String) async -> ChildOutcome<String> {
    guard let base else { return .interrupted }
    let awaited = trace.ledger.start("order(message: \"\(message)\")", caller: screen)
    return await trace.awaiting(awaited, by: base, for: "Main") {
      watchedOrder(message: message, completion: $0, base: base)
    }
  }
  private func watchedOrder(
    message: String, completion: @escaping (ChildOutcome<String>) -> Void,
    base: any MainRouterProtocol
  ) {
    trace.watching(
      completion, name: "order(\"\(message)\") completion", from: "Order", to: "Main"
    ) { base.order(message: message, completion: $0) }
  }
}

@MainActor
final class TracedOrderRouter: OrderRouterProtocol, AwaitTracingRouter {
  var tracedObject: AnyObject? { base }
  weak var base: (any OrderRouterProtocol)?
  weak var screen: UIViewController?
  let trace: Trace
  init(base: any OrderRouterProtocol, trace: Trace) { (self.base, self.trace) = (base, trace) }
  func login(completion: @escaping (ChildOutcome<String>) -> Void) {
    guard let base else { return completion(.interrupted) }
    trace.record(by: base, "login")
    watchedLogin(completion: completion, base: base)
  }
  func login() async -> ChildOutcome<String> {
    guard let base else { return .interrupted }
    let awaited = trace.ledger.start("login()", caller: screen)
    return await trace.awaiting(awaited, by: base, for: "Order") {
      watchedLogin(completion: $0, base: base)
    }
  }
  private func watchedLogin(
    completion: @escaping (ChildOutcome<String>) -> Void, base: any OrderRouterProtocol
  ) {
    trace.watching(completion, name: "login completion", from: "Login", to: "Order") {
      base.login(completion: $0)
    }
  }
  func dismiss() {
    guard let base else { return }
    trace.record(by: base, "dismiss")
    base.dismiss()
  }
}

@MainActor
final class TracedLoginRouter: LoginRouterProtocol, TracingRouter {
  var tracedObject: AnyObject? { base }
  weak var base: (any LoginRouterProtocol)?
  let trace: Trace
  init(base: any LoginRouterProtocol, trace: Trace) { (self.base, self.trace) = (base, trace) }
  func startRegistration(onFinish: @escaping (Account) -> Void) {
    guard let base else { return }
    trace.record(by: base, "startRegistration")
    base.startRegistration(onFinish: onFinish)
  }
  func endRegistration() {
    guard let base else { return }
    trace.record(by: base, "endRegistration")
    base.endRegistration()
  }
  func dismiss(signedInAs email: String?) {
    guard let base else { return }
    trace.record(by: base, "dismiss(signedInAs: \(email.map { "\"\($0)\"" } ?? "nil"))")
    base.dismiss(signedInAs: email)
  }
}

@MainActor
final class TracedTextInputRouter: TextInputRouterProtocol, TracingRouter {
  var tracedObject: AnyObject? { base }
  weak var base: (any TextInputRouterProtocol)?
  let trace: Trace
  init(base: any TextInputRouterProtocol, trace: Trace) { (self.base, self.trace) = (base, trace) }
  func next(value: String) {
    guard let base else { return }
    trace.record(by: base, "next")
    base.next(value: value)
  }
  func finish(value: String) {
    guard let base else { return }
    trace.record(by: base, "finish")
    base.finish(value: value)
  }
  func cancel() {
    guard let base else { return }
    trace.record(by: base, "cancel")
    base.cancel()
  }
}

@MainActor
final class TracedHomeRouter: HomeRouterProtocol, TracingRouter {
  var tracedObject: AnyObject? { base }
  weak var base: (any HomeRouterProtocol)?
  let trace: Trace
  init(base: any HomeRouterProtocol, trace: Trace) { (self.base, self.trace) = (base, trace) }
  func showDetail() {
    guard let base else { return }
    trace.record(by: base, "showDetail")
    base.showDetail()
  }
  func presentHelloWorld() {
    guard let base else { return }
    trace.record(by: base, "presentHelloWorld")
    base.presentHelloWorld()
  }
}

@MainActor
final class TracedDetailRouter: DetailRouterProtocol, TracingRouter {
  var tracedObject: AnyObject? { base }
  weak var base: (any DetailRouterProtocol)?
  let trace: Trace
  init(base: any DetailRouterProtocol, trace: Trace) { (self.base, self.trace) = (base, trace) }
  func showHome() {
    guard let base else { return }
    trace.record(by: base, "showHome")
    base.showHome()
  }
  func showHelloWorld() {
    guard let base else { return }
    trace.record(by: base, "showHelloWorld")
    base.showHelloWorld()
  }
}

@MainActor
final class TracedPushedHelloWorldRouter: PushedHelloWorldRouterProtocol, TracingRouter {
  var tracedObject: AnyObject? { base }
  weak var base: (any PushedHelloWorldRouterProtocol)?
  let trace: Trace
  init(base: any PushedHelloWorldRouterProtocol, trace: Trace) {
    (self.base, self.trace) = (base, trace)
  }
  func back() {
    guard let base else { return }
    trace.record(by: base, "back")
    base.back()
  }
  func home() {
    guard let base else { return }
    trace.record(by: base, "home")
    base.home()
  }
}

@MainActor
final class TracedModalHelloWorldRouter: ModalHelloWorldRouterProtocol, TracingRouter {
  var tracedObject: AnyObject? { base }
  weak var base: (any ModalHelloWorldRouterProtocol)?
  let trace: Trace
  init(base: any ModalHelloWorldRouterProtocol, trace: Trace) {
    (self.base, self.trace) = (base, trace)
  }
  func close() {
    guard let base else { return }
    trace.record(by: base, "close")
    base.close()
  }
}
