import PresentationHost

/// The Login screen: email, password (never echoed), an error line, and three buttons.
@MainActor
public final class LoginViewController: UIViewController, LoginDisplayLogic {
  /// The screen's logic.
  public var interactor: (any LoginBusinessLogic)?
  /// Keeps the screen's router alive as long as the screen; nil when a coordinator drives it.
  public var router: (any LoginRouterProtocol)?

  private let emailField = UITextField(identifier: "email", placeholder: "Email")
  private let passwordField = UITextField(
    identifier: "password", placeholder: "Password", isSecureTextEntry: true)
  private let errorLabel = UILabel(identifier: "error")
  private let logInButton = UIButton(identifier: "logIn", title: "Log in")
  private let createAccountButton = UIButton(identifier: "createAccount", title: "Create account")
  private let cancelButton = UIButton(identifier: "cancel", title: "Cancel")

  /// Creates the screen.
  public override init() {
    super.init()
    title = "Login"
  }

  public override func loadView() {
    let root = UIView()
    let controls: [UIView] = [
      emailField, passwordField, errorLabel, logInButton, createAccountButton, cancelButton,
    ]
    for control in controls { root.addSubview(control) }
    logInButton.addAction { [weak self] in self?.logInTapped() }
    createAccountButton.addAction { [weak self] in
      self?.traceForward("LoginInteractor.createAccount")
      self?.interactor?.createAccount()
    }
    cancelButton.addAction { [weak self] in
      self?.traceForward("LoginInteractor.cancel")
      self?.interactor?.cancel()
    }
    view = root
  }

  public func display(viewModel: LoginModels.ViewModel) {
    errorLabel.text = viewModel.error
  }

  private func logInTapped() {
    traceForward("LoginInteractor.logIn")
    interactor?.logIn(
      request: LoginModels.LogInRequest(
        email: emailField.text ?? "", password: passwordField.text ?? ""))
  }
}
