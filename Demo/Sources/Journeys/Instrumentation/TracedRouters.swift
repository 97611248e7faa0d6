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

@MainActor
final class TracedMainRouter: MainRouterProtocol, TracingRouter {
  var tracedObject: AnyObject? { base }
  weak var base: (any MainRouterProtocol)?
  let trace: Trace
  init(base: any MainRouterProtocol, trace: Trace) { (self.base, self.trace) = (base, trace) }
  func order(message: String, completion: @escaping (ChildOutcome<String>) -> Void) {
    guard let base else { return completion(.interrupted) }
    trace.record(by: base, "order(message: \"\(message)\")")
    watchedOrder(message: message, completion: completion, base: base)
  }
  func showReceipt(ordered: String) {
    guard let base else { return }
    trace.record(by: base, "showReceipt(ordered: \"\(ordered)\")")
    base.showReceipt(ordered: ordered)
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
final class TracedOrderRouter: OrderRouterProtocol, TracingRouter {
  var tracedObject: AnyObject? { base }
  weak var base: (any OrderRouterProtocol)?
  let trace: Trace
  init(base: any OrderRouterProtocol, trace: Trace) { (self.base, self.trace) = (base, trace) }
  func login(completion: @escaping (ChildOutcome<String>) -> Void) {
    guard let base else { return completion(.interrupted) }
    trace.record(by: base, "login")
    watchedLogin(completion: completion, base: base)
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
  func startRegistration(completion: @escaping (ChildOutcome<Account>) -> Void) {
    guard let base else { return completion(.interrupted) }
    trace.record(by: base, "startRegistration")
    trace.watching(
      completion, name: "registration completion", from: "Email", to: "Login"
    ) { base.startRegistration(completion: $0) }
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
  func stepDidClose(_ step: RegistrationStep) {
    guard let base else { return }
    trace.record(by: base, "stepDidClose(.\(step))")
    base.stepDidClose(step)
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
