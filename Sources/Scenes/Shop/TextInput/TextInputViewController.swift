#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// One registration step: a prompt, one field `value`, an error line, Next (or Finish) and Cancel.
@MainActor
public final class TextInputViewController: UIViewController, TextInputDisplayLogic {
  /// The screen's logic.
  public var interactor: (any TextInputBusinessLogic)?
  /// The screen's router. The screen keeps it alive, and the router holds the screen weakly, so
  /// the two go together. Nil when a coordinator, which its parent keeps, drives the screen.
  public var router: (any TextInputRouterProtocol)?
  /// The step this screen asks for.
  public let step: RegistrationStep

  private let stepView: TextInputView
  /// Clears a password typed here when the window scene goes to the background.
  private var passwordClearing: SecureInputClearing?

  /// Creates the screen for `step`.
  public init(step: RegistrationStep) {
    self.step = step
    stepView = TextInputView(step: step)
    super.init(nibName: nil, bundle: nil)
    title = step.title
  }

  @available(*, unavailable, message: "The screen is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the screen is built in code")
  }

  public override func loadView() {
    stepView.submitButton.onTap { [weak self] in self?.submitTapped() }
    stepView.cancelButton.onTap { [weak self] in self?.interactor?.cancel() }
    view = stepView
    passwordClearing = SecureInputClearing(stepView.valueField, of: self)
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    interactor?.load()
  }

  public override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    // Leaving the stack, by Cancel, the back button or any pop, may end the registration.
    if parent == nil { interactor?.screenDidClose() }
  }

  /// Saves the typed value for state restoration, under the step's title; a password never
  /// leaves the screen.
  public override func updateUserActivityState(_ activity: NSUserActivity) {
    super.updateUserActivityState(activity)
    guard !step.isSecure else { return }
    activity.addUserInfoEntries(from: [step.title: stepView.valueField.text ?? ""])
  }

  /// Restores the typed value.
  public override func restoreUserActivityState(_ activity: NSUserActivity) {
    super.restoreUserActivityState(activity)
    guard !step.isSecure, let value = activity.userInfo?[step.title] as? String else { return }
    stepView.valueField.text = value
  }

  public func display(viewModel: TextInputModels.ViewModel) {
    stepView.promptLabel.text = viewModel.prompt
    stepView.submitButton.setTitle(viewModel.submitTitle, for: .normal)
    stepView.errorLabel.text = viewModel.error
  }

  private func submitTapped() {
    interactor?.submit(value: stepView.valueField.text ?? "")
  }
}
