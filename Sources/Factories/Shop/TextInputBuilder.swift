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
  /// The screen for `step`, whose interactor asks `router`.
  func build(step: RegistrationStep, router: any TextInputRouterProtocol)
    -> TextInputViewController
}

/// Assembles the reusable text-input scene for one registration step.
@MainActor
public struct TextInputBuilder: TextInputBuildable {
  private let accounts: any AccountStore

  /// Creates the builder; the email step checks `accounts` for a taken email.
  public init(accounts: any AccountStore) {
    self.accounts = accounts
  }

  public func build(step: RegistrationStep, router: any TextInputRouterProtocol)
    -> TextInputViewController
  {
    let view = TextInputViewController(step: step)
    let presenter = TextInputPresenter()
    let interactor = TextInputInteractor(step: step, accounts: accounts, presenter: presenter)
    presenter.view = view
    interactor.router = router
    view.interactor = interactor
    return bind(view, to: router, keptIn: \.router)
  }
}
