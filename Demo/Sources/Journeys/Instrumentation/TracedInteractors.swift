import Scenes

// What each screen forwards to its interactor, and each link step, recorded as the screen's
// step in the trace. Each decorator also keeps the traced router alive, which the interactor
// holds weakly.

@MainActor
final class TracedMainInteractor: MainBusinessLogic, MainLinkSteps {
  let base: any MainBusinessLogic
  let steps: any MainLinkSteps
  let router: AnyObject
  let trace: Trace
  init(base: any MainBusinessLogic, steps: any MainLinkSteps, router: AnyObject, trace: Trace) {
    (self.base, self.steps, self.router, self.trace) = (base, steps, router, trace)
  }
  func order(request: MainModels.OrderRequest) {
    trace.forward("MainViewController", "MainInteractor.order", router: router)
    base.order(request: request)
  }
  func receipt() {
    trace.forward("MainViewController", "MainInteractor.receipt", router: router)
    base.receipt()
  }
  func order(message: String) { order(request: MainModels.OrderRequest(message: message)) }
  func showReceipt(ordered: String) {
    trace.forward("MainViewController", "MainInteractor.showReceipt", router: router)
    steps.showReceipt(ordered: ordered)
  }
}

@MainActor
final class TracedOrderInteractor: OrderBusinessLogic, OrderLinkSteps {
  let base: any OrderBusinessLogic
  let steps: any OrderLinkSteps
  let router: AnyObject
  let trace: Trace
  init(base: any OrderBusinessLogic, steps: any OrderLinkSteps, router: AnyObject, trace: Trace) {
    (self.base, self.steps, self.router, self.trace) = (base, steps, router, trace)
  }
  func load() { base.load() }
  func done(request: OrderModels.DoneRequest) {
    trace.forward("OrderViewController", "OrderInteractor.done", router: router)
    base.done(request: request)
  }
  func cancel() {
    trace.forward("OrderViewController", "OrderInteractor.cancel", router: router)
    base.cancel()
  }
  func screenDidClose() {
    trace.forward("OrderViewController", "OrderInteractor.screenDidClose", router: router)
    base.screenDidClose()
  }
  func noteDidChange(request: OrderModels.NoteRequest) { base.noteDidChange(request: request) }
  func logIn() {
    trace.forward("OrderViewController", "OrderInteractor.logIn", router: router)
    steps.logIn()
  }
  func interrupt() {
    trace.forward("OrderViewController", "OrderInteractor.interrupt", router: router)
    steps.interrupt()
  }
}

@MainActor
final class TracedLoginInteractor: LoginBusinessLogic, LoginLinkSteps {
  let base: any LoginBusinessLogic
  let router: AnyObject
  let trace: Trace
  init(base: any LoginBusinessLogic, router: AnyObject, trace: Trace) {
    (self.base, self.router, self.trace) = (base, router, trace)
  }
  func logIn(request: LoginModels.LogInRequest) {
    trace.forward("LoginViewController", "LoginInteractor.logIn", router: router)
    base.logIn(request: request)
  }
  func createAccount() {
    trace.forward("LoginViewController", "LoginInteractor.createAccount", router: router)
    base.createAccount()
  }
  func cancel() {
    trace.forward("LoginViewController", "LoginInteractor.cancel", router: router)
    base.cancel()
  }
}

@MainActor
final class TracedTextInputInteractor: TextInputBusinessLogic {
  let base: any TextInputBusinessLogic
  let router: AnyObject
  let trace: Trace
  init(base: any TextInputBusinessLogic, router: AnyObject, trace: Trace) {
    (self.base, self.router, self.trace) = (base, router, trace)
  }
  func load() { base.load() }
  func submit(value: String) {
    trace.forward("TextInputViewController", "TextInputInteractor.submit", router: router)
    base.submit(value: value)
  }
  func screenDidClose() {
    trace.forward("TextInputViewController", "TextInputInteractor.screenDidClose", router: router)
    base.screenDidClose()
  }
  func cancel() {
    trace.forward("TextInputViewController", "TextInputInteractor.cancel", router: router)
    base.cancel()
  }
}

@MainActor
final class TracedHomeInteractor: HomeBusinessLogic, HomeLinkSteps {
  let base: any HomeBusinessLogic
  let router: AnyObject
  let trace: Trace
  init(base: any HomeBusinessLogic, router: AnyObject, trace: Trace) {
    (self.base, self.router, self.trace) = (base, router, trace)
  }
  func load() { base.load() }
  func detail() {
    trace.forward("HomeViewController", "HomeInteractor.detail", router: router)
    base.detail()
  }
  func hello() {
    trace.forward("HomeViewController", "HomeInteractor.hello", router: router)
    base.hello()
  }
}

@MainActor
final class TracedDetailInteractor: DetailBusinessLogic, DetailLinkSteps {
  let base: any DetailBusinessLogic
  let router: AnyObject
  let trace: Trace
  init(base: any DetailBusinessLogic, router: AnyObject, trace: Trace) {
    (self.base, self.router, self.trace) = (base, router, trace)
  }
  func load() { base.load() }
  func home() {
    trace.forward("DetailViewController", "DetailInteractor.home", router: router)
    base.home()
  }
  func hello() {
    trace.forward("DetailViewController", "DetailInteractor.hello", router: router)
    base.hello()
  }
}

@MainActor
final class TracedHelloWorldInteractor: HelloWorldBusinessLogic {
  let base: any HelloWorldBusinessLogic
  let router: AnyObject
  let trace: Trace
  init(base: any HelloWorldBusinessLogic, router: AnyObject, trace: Trace) {
    (self.base, self.router, self.trace) = (base, router, trace)
  }
  func load() { base.load() }
  func back() {
    trace.forward("HelloWorldViewController", "HelloWorldInteractor.back", router: router)
    base.back()
  }
  func home() {
    trace.forward("HelloWorldViewController", "HelloWorldInteractor.home", router: router)
    base.home()
  }
  func close() {
    trace.forward("HelloWorldViewController", "HelloWorldInteractor.close", router: router)
    base.close()
  }
}
