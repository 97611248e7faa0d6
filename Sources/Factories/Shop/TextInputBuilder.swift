import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Builds the TextInput scene. The app's assembly and the coordinators are given one, so that the
/// app's composition root can put another in its place.
@MainActor
public protocol TextInputBuildable {
  /// The screen for `step` of `registration`, whose interactor asks `router`. It is handed over
  /// with the steps a link takes on it, which its interactor takes.
  func build(
    step: RegistrationStep, of registration: Registration, router: any TextInputRouterProtocol
  ) -> (screen: TextInputViewController, linkActions: any TextInputLinkActions)
}

/// Assembles the reusable text-input scene for one registration step.
@MainActor
public struct TextInputBuilder: TextInputBuildable {
  private let accounts: any AccountStore

  /// Creates the builder; the email step checks `accounts` for a taken email.
  public init(accounts: any AccountStore) {
    self.accounts = accounts
  }

  public func build(
    step: RegistrationStep, of registration: Registration, router: any TextInputRouterProtocol
  ) -> (screen: TextInputViewController, linkActions: any TextInputLinkActions) {
    let view = TextInputViewController(step: step)
    let presenter = TextInputPresenter()
    let interactor = TextInputInteractor(
      step: step, of: registration, accounts: accounts, presenter: presenter)
    presenter.view = view
    interactor.router = router
    view.interactor = interactor
    return (view, interactor)
  }
}

extension TextInputBuildable {
  /// The first step of a registration it starts, whose interactor asks `router`; `completion`
  /// hears, once, how the registration ended.
  public func build(
    router: any TextInputRouterProtocol, completion: @escaping (ChildOutcome<Account>) -> Void
  ) -> (screen: TextInputViewController, linkActions: any TextInputLinkActions) {
    build(step: Registration.firstStep, of: Registration(completion: completion), router: router)
  }

  /// The first step of a registration it starts, keeping `router`, as below.
  public func build<Router: TextInputRouterProtocol & LinkingRouter<any TextInputLinkActions>>(
    keeping router: Router, completion: @escaping (ChildOutcome<Account>) -> Void
  ) -> TextInputViewController {
    build(
      step: Registration.firstStep, of: Registration(completion: completion), keeping: router)
  }

  /// A registration step's screen that keeps `router`, a router of one screen, which holds it
  /// weakly: the router variant's one call. The compiler checks that the router is one a step's
  /// screen keeps.
  public func build<Router: TextInputRouterProtocol & LinkingRouter<any TextInputLinkActions>>(
    step: RegistrationStep, of registration: Registration, keeping router: Router
  ) -> TextInputViewController {
    let input = build(step: step, of: registration, router: router)
    input.screen.router = router
    router.viewController = input.screen
    router.linkActions = input.linkActions
    return input.screen
  }
}
