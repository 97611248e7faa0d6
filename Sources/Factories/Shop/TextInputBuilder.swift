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
  /// The screen for `step`, after the values of the steps before it in `form`, whose
  /// interactor asks `router`. It is handed over with the steps a link takes on it, which its
  /// interactor takes.
  func build(step: RegistrationStep, form: RegistrationForm, router: any TextInputRouterProtocol)
    -> (screen: TextInputViewController, linkSteps: any TextInputLinkSteps)
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
    step: RegistrationStep, form: RegistrationForm, router: any TextInputRouterProtocol
  ) -> (screen: TextInputViewController, linkSteps: any TextInputLinkSteps) {
    let view = TextInputViewController(step: step)
    let presenter = TextInputPresenter()
    let interactor = TextInputInteractor(
      step: step, form: form, accounts: accounts, presenter: presenter)
    presenter.view = view
    interactor.router = router
    view.interactor = interactor
    return (bind(view, to: router, keptIn: \.router), interactor)
  }
}
