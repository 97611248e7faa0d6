/// What a registration step's view asks of its interactor.
@MainActor
public protocol TextInputBusinessLogic: AnyObject {
  /// The screen loaded: show the step.
  func load()
  /// A person tapped Next (or Finish) with `value`.
  func submit(value: String)
  /// A person tapped Cancel.
  func cancel()
  /// The screen left its navigation stack, by Cancel, the back button or any other pop.
  func screenDidClose()
}

/// A step's logic: validates the value, works out where the registration goes from the values
/// so far (`RegistrationForm.progress`), and asks the router to show it; or shows the step's
/// error.
@MainActor
public final class TextInputInteractor: TextInputBusinessLogic {
  /// Where navigation requests go. Weak: the screen or a coordinator owns the router.
  public weak var router: (any TextInputRouterProtocol)?
  let step: RegistrationStep
  /// The values of the steps before this one.
  let form: RegistrationForm
  private let accounts: any AccountStore
  private let presenter: any TextInputPresentationLogic

  /// Creates the interactor for `step`, after the values of the steps before it in `form`;
  /// the email step checks `accounts` for a taken email.
  public init(
    step: RegistrationStep, form: RegistrationForm, accounts: any AccountStore,
    presenter: any TextInputPresentationLogic
  ) {
    self.step = step
    self.form = form
    self.accounts = accounts
    self.presenter = presenter
  }

  public func load() {
    presenter.presentStep(step)
  }

  public func submit(value: String) {
    guard step.accepts(value) else {
      presenter.presentInvalidValue(for: step)
      return
    }
    // A taken email is said on the step where it is typed, not after the last step.
    if step == .email, accounts.hasAccount(email: value) {
      presenter.presentTakenEmail()
      return
    }
    presenter.presentStep(step)
    proceed(with: value)
  }

  /// Asks the router to show where the registration goes with `value` for this step.
  func proceed(with value: String) {
    switch form.progress(filling: step, with: value) {
    case .next(let next, let form): router?.showStep(next, form: form)
    case .back(let missing): router?.returnToStep(missing)
    case .done(let account): router?.finish(account: account)
    }
  }

  public func cancel() {
    router?.cancel()
  }

  public func screenDidClose() {
    router?.stepDidClose(step)
  }
}
