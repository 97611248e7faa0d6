/// What the Login screen's view asks of its interactor.
@MainActor
public protocol LoginBusinessLogic: AnyObject {
  /// A person tapped Log in.
  func logIn(request: LoginModels.LogInRequest)
  /// A person tapped Create account.
  func createAccount()
  /// A person tapped Cancel.
  func cancel()
}

/// Login's logic: checks credentials, creates accounts, and tells its router how the login
/// ended; the router that presented the modal delivers that outcome.
@MainActor
public final class LoginInteractor: LoginBusinessLogic {
  /// Where navigation requests go. Weak: the screen or a coordinator owns the router.
  public weak var router: (any LoginRouterProtocol)?
  private let accounts: any AccountStore
  private let session: any UserSession
  private let presenter: any LoginPresentationLogic
  /// Whether the login has ended: signed in, here or in another window, or cancelled.
  private var isOver = false

  /// Creates the interactor; logins check `accounts` and sign in to `session`.
  public init(
    accounts: any AccountStore, session: any UserSession, presenter: any LoginPresentationLogic
  ) {
    self.accounts = accounts
    self.session = session
    self.presenter = presenter
    session.observeSignIns(by: self) { [weak self] email in self?.somebodySignedIn(email) }
  }

  public func logIn(request: LoginModels.LogInRequest) {
    guard accounts.verify(email: request.email, password: request.password) else {
      presenter.presentFailure(.wrongCredentials)
      return
    }
    signIn(email: request.email)
  }

  public func createAccount() {
    // Closed or interrupted, the registration leaves Login as it was.
    router?.startRegistration { [weak self] outcome in
      guard case .done(let account) = outcome else { return }
      self?.register(account)
    }
  }

  public func cancel() {
    isOver = true
    router?.close(signedInAs: nil)
  }

  private func register(_ account: Account) {
    do {
      try accounts.create(account)
    } catch {
      presenter.presentFailure(.emailTaken)
      router?.endRegistration()
      return
    }
    signIn(email: account.email)
  }

  private func signIn(email: String) {
    isOver = true
    session.signIn(email: email)
    router?.close(signedInAs: email)
  }

  /// Somebody signed in, in another window: this login, still open, ends as signed in.
  private func somebodySignedIn(_ email: String) {
    guard !isOver else { return }
    isOver = true
    router?.close(signedInAs: email)
  }
}
