/// What a step's interactor hands its presenter.
@MainActor
public protocol TextInputPresentationLogic: AnyObject {
  /// Presents the step, with no error.
  func presentStep(_ step: RegistrationStep)
  /// Presents the step's error for a refused value.
  func presentInvalidValue(for step: RegistrationStep)
  /// Presents that an account already has the email typed.
  func presentTakenEmail()
}

/// What a step's presenter hands its view.
@MainActor
public protocol TextInputDisplayLogic: AnyObject {
  /// Shows the view model.
  func display(viewModel: TextInputModels.ViewModel)
}

/// What flows through the text-input scene.
public enum TextInputModels {
  /// What a step's screen shows.
  public struct ViewModel: Equatable, Sendable {
    /// The question.
    public let prompt: String
    /// The submit button's title: Next, or Finish on the last step.
    public let submitTitle: String
    /// An error line, or nil.
    public let error: String?
  }
}

/// Turns a step and its errors into the texts a person reads.
@MainActor
public final class TextInputPresenter: TextInputPresentationLogic {
  /// The view. Weak: the view owns the interactor, which owns the presenter.
  public weak var view: (any TextInputDisplayLogic)?

  /// Creates the presenter.
  public init() {}

  public func presentStep(_ step: RegistrationStep) {
    view?.display(viewModel: viewModel(step, error: nil))
  }

  public func presentInvalidValue(for step: RegistrationStep) {
    view?.display(viewModel: viewModel(step, error: step.errorMessage))
  }

  public func presentTakenEmail() {
    view?.display(
      viewModel: viewModel(.email, error: "An account with this email exists; log in instead"))
  }

  private func viewModel(_ step: RegistrationStep, error: String?) -> TextInputModels.ViewModel {
    TextInputModels.ViewModel(
      prompt: step.prompt, submitTitle: step.next == nil ? "Finish" : "Next", error: error)
  }
}
