import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// One registration step, as plain MVC writes it: the controller checks the value, pushes the
/// next step with the values so far, and hands the whole account on after the last.
@MainActor
public final class TextInputViewController: UIViewController {
  /// The step this screen asks for.
  public let step: RegistrationStep
  /// The values of the steps before this one.
  let form: RegistrationForm
  private let accounts: any AccountStore
  private let onFinish: (Account) -> Void

  private let stepView: TextInputView
  private var passwordClearing: SecureInputClearing?

  /// Creates the screen of `step`, after the values of `form`; `onFinish` receives the account
  /// once the last step holds a valid value.
  public init(
    step: RegistrationStep, form: RegistrationForm, accounts: any AccountStore,
    onFinish: @escaping (Account) -> Void
  ) {
    self.step = step
    self.form = form
    self.accounts = accounts
    self.onFinish = onFinish
    stepView = TextInputView(step: step)
    super.init(nibName: nil, bundle: nil)
    title = step.title
  }

  @available(*, unavailable, message: "The screen is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the screen is built in code")
  }

  public override func loadView() {
    stepView.submitButton.onTap { [weak self] in
      self?.submit(value: self?.stepView.valueField.text ?? "")
    }
    stepView.cancelButton.onTap { [weak self] in self?.cancel() }
    stepView.promptLabel.text = step.prompt
    stepView.submitButton.setTitle(step.next == nil ? "Finish" : "Next", for: .normal)
    view = stepView
    passwordClearing = SecureInputClearing(stepView.valueField, of: self)
  }

  /// Checks `value`, then goes on to the next step, or finishes after the last.
  func submit(value: String) {
    guard step.accepts(value) else {
      stepView.errorLabel.text = step.errorMessage
      return
    }
    // A taken email is said on the step where it is typed, not after the last step.
    if step == .email, accounts.hasAccount(email: value) {
      stepView.errorLabel.text = "An account with this email exists; log in instead"
      return
    }
    stepView.errorLabel.text = nil
    goOn(value: value)
  }

  /// Goes on from this step with `value`, a link's, as Next does, its checks included (a taken
  /// email stops here); the password, which no link carries, goes on without one, and the last
  /// step asks for it again.
  func goOnAsNext(value: String) {
    step == .password ? goOn(value: value) : submit(value: value)
  }

  /// Shows where the registration goes with `value` for this step: the next step, the step a
  /// restored form lacks, or the account handed on.
  private func goOn(value: String) {
    switch form.progress(filling: step, with: value) {
    case .next(let next, let form): showStep(next, form: form)
    case .back(let missing): returnToStep(missing)
    case .done(let account):
      onFinish(account)
    }
  }

  public override func updateUserActivityState(_ activity: NSUserActivity) {
    super.updateUserActivityState(activity)
    guard !step.isSecure else { return }
    activity.addUserInfoEntries(from: [step.title: stepView.valueField.text ?? ""])
  }

  public override func restoreUserActivityState(_ activity: NSUserActivity) {
    super.restoreUserActivityState(activity)
    guard !step.isSecure, let value = activity.userInfo?[step.title] as? String else { return }
    stepView.valueField.text = value
  }
}

// MARK: - Navigation

extension TextInputViewController {
  private func showStep(_ next: RegistrationStep, form: RegistrationForm) {
    let screen = TextInputViewController(
      step: next, form: form, accounts: accounts, onFinish: onFinish)
    show(screen, sender: self)
  }

  private func returnToStep(_ missing: RegistrationStep) {
    let screen = navigationController?.viewControllers.first {
      ($0 as? TextInputViewController)?.step == missing
    }
    if let screen { navigationController?.popToViewController(screen, animated: true) }
  }

  /// Back to Login, the modal's first screen.
  private func cancel() {
    navigationController?.popToRootViewController(animated: true)
  }
}
