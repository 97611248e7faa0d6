import PresentationHost

/// One registration step: a prompt, one field `value`, an error line, Next (or Finish) and Cancel.
@MainActor
public final class TextInputViewController: UIViewController, TextInputDisplayLogic {
  /// The screen's logic.
  public var interactor: (any TextInputBusinessLogic)?
  /// Keeps the screen's router alive as long as the screen; nil when a coordinator drives it.
  public var router: (any TextInputRouterProtocol)?
  /// The step this screen asks for.
  public let step: RegistrationStep

  private let promptLabel = UILabel(identifier: "prompt")
  private let valueField: UITextField
  private let errorLabel = UILabel(identifier: "error")
  private let submitButton = UIButton(identifier: "submit", title: "Next")
  private let cancelButton = UIButton(identifier: "cancel", title: "Cancel")

  /// Creates the screen for `step`.
  public init(step: RegistrationStep) {
    self.step = step
    valueField = UITextField(
      identifier: "value", placeholder: step.prompt, isSecureTextEntry: step.isSecure)
    super.init()
    title = step.title
  }

  public override func loadView() {
    let root = UIView()
    let controls: [UIView] = [promptLabel, valueField, errorLabel, submitButton, cancelButton]
    for control in controls { root.addSubview(control) }
    submitButton.addAction { [weak self] in self?.submitTapped() }
    cancelButton.addAction { [weak self] in
      self?.traceForward("TextInputInteractor.cancel")
      self?.interactor?.cancel()
    }
    view = root
  }

  public override func viewDidLoad() {
    interactor?.load()
  }

  public func display(viewModel: TextInputModels.ViewModel) {
    promptLabel.text = viewModel.prompt
    submitButton.title = viewModel.submitTitle
    errorLabel.text = viewModel.error
  }

  private func submitTapped() {
    traceForward("TextInputInteractor.submit")
    interactor?.submit(value: valueField.text ?? "")
  }
}
