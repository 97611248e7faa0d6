/// What Login's interactor hands its presenter.
@MainActor
public protocol LoginPresentationLogic: AnyObject {
  /// Presents why signing in failed.
  func presentFailure(_ failure: LoginModels.Failure)
}

/// What Login's presenter hands its view.
@MainActor
public protocol LoginDisplayLogic: AnyObject {
  /// Shows the view model.
  func display(viewModel: LoginModels.ViewModel)
}

/// Turns Login's results into the texts a person reads.
@MainActor
public final class LoginPresenter: LoginPresentationLogic {
  /// The view. Weak: the view owns the interactor, which owns the presenter.
  public weak var view: (any LoginDisplayLogic)?

  /// Creates the presenter.
  public init() {}

  public func presentFailure(_ failure: LoginModels.Failure) {
    let error =
      switch failure {
      case .wrongCredentials: "Wrong email or password"
      case .emailTaken: "An account with this email already exists"
      }
    view?.display(viewModel: LoginModels.ViewModel(error: error))
  }
}
