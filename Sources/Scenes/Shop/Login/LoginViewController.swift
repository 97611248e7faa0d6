#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The Login screen: email, password (never echoed), an error line, and three buttons.
@MainActor
public final class LoginViewController: UIViewController, LoginDisplayLogic,
  UIAdaptivePresentationControllerDelegate
{
  /// The screen's logic.
  public var interactor: (any LoginBusinessLogic)?
  /// The screen's router. The screen keeps it alive, and the router holds the screen weakly, so
  /// the two go together. Nil when a coordinator, which its parent keeps, drives the screen.
  public var router: (any LoginRouterProtocol)?

  private let loginView = LoginView()
  /// Clears the typed password when the window scene goes to the background.
  private var passwordClearing: SecureInputClearing?

  /// Creates the screen.
  public init() {
    super.init(nibName: nil, bundle: nil)
    title = "Login"
  }

  @available(*, unavailable, message: "The screen is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the screen is built in code")
  }

  public override func loadView() {
    loginView.logInButton.onTap { [weak self] in self?.logInTapped() }
    loginView.createAccountButton.onTap { [weak self] in self?.interactor?.createAccount() }
    loginView.cancelButton.onTap { [weak self] in self?.interactor?.cancel() }
    view = loginView
    passwordClearing = SecureInputClearing(loginView.passwordField, of: self)
  }

  /// Saves the typed email for state restoration; the password never leaves the screen.
  public override func updateUserActivityState(_ activity: NSUserActivity) {
    super.updateUserActivityState(activity)
    activity.addUserInfoEntries(from: ["loginEmail": loginView.emailField.text ?? ""])
  }

  /// Restores the typed email.
  public override func restoreUserActivityState(_ activity: NSUserActivity) {
    super.restoreUserActivityState(activity)
    if let email = activity.userInfo?["loginEmail"] as? String { loginView.emailField.text = email }
  }

  public func display(viewModel: LoginModels.ViewModel) {
    loginView.errorLabel.text = viewModel.error
  }

  /// The person swiped the login modal down, whichever of its screens was on top: whoever makes
  /// the modal makes this screen its presentation delegate.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    interactor?.screenDidClose()
  }

  private func logInTapped() {
    interactor?.logIn(
      request: LoginModels.LogInRequest(
        email: loginView.emailField.text ?? "", password: loginView.passwordField.text ?? ""))
  }
}
