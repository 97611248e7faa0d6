import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// What Login tells whoever presented it, once: who signed in, or that nobody did.
@MainActor
public protocol LoginViewControllerDelegate: AnyObject {
  /// Somebody signed in, with `email`: here, or in another window.
  func loginViewController(_ controller: LoginViewController, didSignInAs email: String)
  /// The login ended with nobody signed in: cancelled, swiped down, or taken away.
  func loginViewControllerDidCancel(_ controller: LoginViewController)
}

/// Login, as plain MVC writes it: the controller checks credentials, pushes the registration
/// steps in its modal, dismisses the modal, and tells its delegate, once, who signed in or
/// that nobody did: a swipe-down included, which it hears as the modal's presentation delegate.
@MainActor
public final class LoginViewController: UIViewController {
  /// Who hears the login's outcome. Weak: the screen that presented the login owns it.
  public weak var delegate: (any LoginViewControllerDelegate)?
  private let accounts: any AccountStore
  private let session: any UserSession
  private var hasEnded = false

  private let loginView = LoginView()
  private var passwordClearing: SecureInputClearing?

  /// Creates Login; it checks `accounts` and signs in to `session`.
  public init(accounts: any AccountStore, session: any UserSession) {
    self.accounts = accounts
    self.session = session
    super.init(nibName: nil, bundle: nil)
    title = "Login"
    // Somebody signing in in another window ends this login as signed in.
    session.observeSignIns(by: self) { [weak self] email in self?.complete(signedInAs: email) }
  }

  @available(*, unavailable, message: "The screen is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the screen is built in code")
  }

  public override func loadView() {
    loginView.logInButton.onTap { [weak self] in self?.logInTapped() }
    loginView.createAccountButton.onTap { [weak self] in self?.createAccount() }
    loginView.cancelButton.onTap { [weak self] in self?.complete(signedInAs: nil) }
    view = loginView
    passwordClearing = SecureInputClearing(loginView.passwordField, of: self)
  }

  private func logInTapped() {
    let email = loginView.emailField.text ?? ""
    guard accounts.verify(email: email, password: loginView.passwordField.text ?? "") else {
      loginView.errorLabel.text = "Wrong email or password"
      return
    }
    signIn(email: email)
  }

  private func register(_ account: Account) {
    do {
      try accounts.create(account)
    } catch {
      loginView.errorLabel.text = "An account with this email already exists"
      showLoginAgain()
      return
    }
    signIn(email: account.email)
  }

  private func signIn(email: String) {
    // Ended first: the session then tells every login, this one included, which is over.
    complete(signedInAs: email)
    session.signIn(email: email)
  }

  /// A link takes the login away: nobody signed in, and the modal closes at once.
  func interrupt() {
    guard tell(signedInAs: nil) else { return }
    closeModal(animated: false)
  }

  /// Tells the delegate who signed in, or that nobody did, the first time only, then closes
  /// the modal.
  private func complete(signedInAs email: String?) {
    guard tell(signedInAs: email) else { return }
    closeModal(animated: true)
  }

  /// Tells the delegate, unless the login ended before; whether it did.
  @discardableResult
  private func tell(signedInAs email: String?) -> Bool {
    guard !hasEnded else { return false }
    hasEnded = true
    if let email {
      delegate?.loginViewController(self, didSignInAs: email)
    } else {
      delegate?.loginViewControllerDidCancel(self)
    }
    return true
  }

  public override func updateUserActivityState(_ activity: NSUserActivity) {
    super.updateUserActivityState(activity)
    activity.addUserInfoEntries(from: ["loginEmail": loginView.emailField.text ?? ""])
  }

  public override func restoreUserActivityState(_ activity: NSUserActivity) {
    super.restoreUserActivityState(activity)
    if let email = activity.userInfo?["loginEmail"] as? String { loginView.emailField.text = email }
  }
}

// MARK: - Navigation

extension LoginViewController: UIAdaptivePresentationControllerDelegate {
  /// Pushes the first registration step inside the modal.
  func createAccount() {
    let first = TextInputViewController(
      step: .email, form: RegistrationForm(), accounts: accounts
    ) { [weak self] account in self?.register(account) }
    show(first, sender: self)
  }

  /// Back to Login, over the registration's steps.
  private func showLoginAgain() {
    navigationController?.popToViewController(self, animated: true)
  }

  private func closeModal(animated: Bool) {
    dismiss(animated: animated)
  }

  /// The person swiped the modal down.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    tell(signedInAs: nil)
  }
}
