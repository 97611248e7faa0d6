import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

// Each flow's part in links: the steps of the screens it shows, read from the scenes it put
// there, and how it shows a link's steps through the navigator, handing the rest to the flow it
// presents.

extension Scene {
  /// The scene as a link's step; a registration step carries the values of the steps before it
  /// in `form`, never the password.
  func linkStep(form: RegistrationForm = RegistrationForm()) -> AppLink.Step {
    switch self {
    case .main: .main
    case .order(let message): .order(message: message)
    case .login: .login
    case .registration(let step): .registration(step, form: form.shareable(before: step))
    case .home: .home
    case .detail: .detail
    case .helloWorld(let data): .helloWorld(data)
    }
  }
}

extension ShopCoordinator {
  /// The Shop tab's place: its stack, then the login flow over it.
  var linkSteps: [AppLink.Step] {
    stackScenes.map { $0.linkStep() } + (loginFlow?.linkSteps ?? [])
  }

  /// The login flow this flow started, while it is there.
  var loginFlow: LoginCoordinator? {
    childCoordinators.lazy.compactMap { $0 as? LoginCoordinator }.first
  }

  /// Shows `steps`, a place of the Shop tab: the order, then the login flow, which shows the
  /// registration steps. What the place does not share with `steps` leaves first, as a person
  /// would leave it: the login ends with `false`, an order is cancelled.
  func open(_ steps: [AppLink.Step]) {
    let order = steps.dropFirst().first
    let wantsLogin = steps.contains(.login)
    if let loginFlow, !wantsLogin || order != topScene?.linkStep() { loginFlow.makeWay() }
    if order != topScene?.linkStep() {
      if case .order = topScene { navigator.go(to: .main) }
      if case .order(let message) = order {
        let main = navigationController.viewControllers.first as? MainViewController
        main?.interactor?.order(request: MainModels.OrderRequest(message: message))
      }
    }
    guard wantsLogin else { return }
    if loginFlow == nil {
      (navigationController.topViewController as? OrderViewController)?.interactor?.logIn()
    }
    loginFlow?.openRegistration(steps.dropFirst(3))
  }
}

extension LoginCoordinator {
  /// The login modal's place: Login, then the registration steps of its stack.
  var linkSteps: [AppLink.Step] {
    stackScenes.map { $0.linkStep(form: form) }
  }

  /// Shows the registration steps `steps`, each with the values the link gives for the steps
  /// before it, after those of the stack that are the same; a registration nobody asked for
  /// ends where Login's interactor said.
  func openRegistration(_ steps: ArraySlice<AppLink.Step>) {
    let shown = Array(linkSteps.dropFirst())
    let shared = zip(shown, steps).prefix { $0 == $1 }.count
    if shared < shown.count {
      if shared > 0, case .registration(let step, _) = shown[shared - 1] {
        navigator.go(to: .registration(step))
      } else {
        navigator.go(to: .login)
      }
    }
    for case .registration(_, let form) in steps.dropFirst(shared) {
      guard case .registration(let shown) = topScene else {
        (navigationController.viewControllers.first as? LoginViewController)?.interactor?
          .createAccount()
        continue
      }
      next(value: form.value(of: shown) ?? "")
    }
  }

  /// Closes the login modal as a person would: the login ends with `false`, so Order says
  /// that signing in is required, and the flow is over.
  func makeWay() {
    navigationController.dismiss(animated: false)
    endLogin(signedIn: false)
  }
}

extension ExploreCoordinator {
  /// The Explore tab's place: its stack, then the modal HelloWorld over it.
  var linkSteps: [AppLink.Step] {
    stackScenes.map { $0.linkStep() } + (helloWorldFlow == nil ? [] : [.helloWorld(.modal)])
  }

  /// The modal HelloWorld's flow, while it is there.
  var helloWorldFlow: HelloWorldCoordinator? {
    childCoordinators.lazy.compactMap { $0 as? HelloWorldCoordinator }.first
  }

  /// Shows `steps`, a place of the Explore tab, routing through the navigator from the top
  /// scene; a modal HelloWorld closes first unless the place keeps it.
  func open(_ steps: [AppLink.Step]) {
    let wanted = steps.last ?? .home
    if let helloWorldFlow, wanted != .helloWorld(.modal) { helloWorldFlow.closeForLink() }
    switch wanted {
    case .detail:
      if topScene == .home || topScene == .helloWorld(data: .push) { navigator.go(to: .detail) }
    case .helloWorld(.push):
      if topScene == .home { navigator.go(to: .detail) }
      if topScene == .detail { navigator.go(to: .helloWorld(data: .push)) }
    case .helloWorld(.modal):
      guard helloWorldFlow == nil else { return }
      if topScene != .home { navigator.go(to: .home) }
      navigator.go(to: .helloWorld(data: .modal))
    default:
      if topScene != .home { navigator.go(to: .home) }
    }
  }
}
