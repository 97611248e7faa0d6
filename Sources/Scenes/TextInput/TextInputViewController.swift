#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// One registration step: a prompt, one field `value`, an error line, Next (or Finish) and Cancel.
@MainActor
public final class TextInputViewController: UIViewController, TextInputDisplayLogic, RouterOwning {
  /// The screen's logic.
  public var interactor: (any TextInputBusinessLogic)?
  /// The screen's router, kept alive as long as the screen: the screen owns its router, which
  /// holds the screen weakly. Nil when a coordinator drives the screen.
  public var router: AnyObject?
  /// The step this screen asks for.
  public let step: RegistrationStep

  private let promptLabel = UILabel(accessibilityIdentifier: "prompt")
  private let valueField: UITextField
  private lazy var clearsPassword = SecureInputClearing(valueField, of: self)
  private let errorLabel = UILabel(accessibilityIdentifier: "error")
  private let submitButton = UIButton(accessibilityIdentifier: "submit", title: "Next")
  private let cancelButton = UIButton(accessibilityIdentifier: "cancel", title: "Cancel")

  /// Creates the screen for `step`.
  public init(step: RegistrationStep) {
    self.step = step
    valueField = UITextField(
      accessibilityIdentifier: "value", placeholder: step.prompt, isSecureTextEntry: step.isSecure)
    super.init(nibName: nil, bundle: nil)
    title = step.title
  }

  @available(*, unavailable, message: "The screen is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the screen is built in code")
  }

  public override func loadView() {
    let root = UIView()
    let controls: [UIView] = [promptLabel, valueField, errorLabel, submitButton, cancelButton]
    for control in controls { root.addSubview(control) }
    submitButton.onTap { [weak self] in self?.submitTapped() }
    cancelButton.onTap { [weak self] in
      self?.interactor?.cancel()
    }
    view = root
    _ = clearsPassword
  }

  public override func viewDidLoad() {
    interactor?.load()
  }

  public func display(viewModel: TextInputModels.ViewModel) {
    promptLabel.text = viewModel.prompt
    submitButton.setTitle(viewModel.submitTitle, for: .normal)
    errorLabel.text = viewModel.error
  }

  private func submitTapped() {
    interactor?.submit(value: valueField.text ?? "")
  }
}
