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

/// A step's logic: validates the value, gives it to the registration, which works out where it
/// goes, and asks the router to show that; or shows the step's error.
@MainActor
public final class TextInputInteractor: TextInputBusinessLogic {
  /// Where navigation requests go. Weak: the screen or a coordinator owns the router.
  public weak var router: (any TextInputRouterProtocol)?
  let step: RegistrationStep
  /// The registration the step is part of, which every step shares.
  public let registration: Registration
  private let accounts: any AccountStore
  private let presenter: any TextInputPresentationLogic

  /// Creates the interactor for `step` of `registration`; the email step checks `accounts` for
  /// a taken email.
  public init(
    step: RegistrationStep, of registration: Registration, accounts: any AccountStore,
    presenter: any TextInputPresentationLogic
  ) {
    self.step = step
    self.registration = registration
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

  /// Gives `value` to the registration, and asks the router to show where it goes; done, the
  /// registration has delivered its account to whoever started it.
  func proceed(with value: String) {
    switch registration.fill(step, with: value) {
    case .next(let next, _): router?.showStep(next, of: registration)
    case .back(let missing): router?.returnToStep(missing)
    case .done: break
    }
  }

  public func cancel() {
    router?.closeRegistration()
  }

  public func screenDidClose() {
    registration.stepDidClose(step)
  }
}
