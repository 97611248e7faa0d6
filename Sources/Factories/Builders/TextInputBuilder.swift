import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Assembles the reusable text-input scene for one registration step.
@MainActor
public struct TextInputBuilder {
  private let accounts: any AccountStore

  /// Creates the builder; the email step checks `accounts` for a taken email.
  public init(accounts: any AccountStore) {
    self.accounts = accounts
  }

  /// The screen for `step`, whose interactor asks `router`.
  public func build(step: RegistrationStep, router: any TextInputRouterProtocol)
    -> TextInputViewController
  {
    let view = TextInputViewController(step: step)
    let presenter = TextInputPresenter()
    let interactor = TextInputInteractor(step: step, accounts: accounts, presenter: presenter)
    presenter.view = view
    interactor.router = router
    view.interactor = interactor
    return view
  }
}
