/// What the Login screen's view asks of its interactor.
@MainActor
public protocol LoginBusinessLogic: AnyObject {
  /// A person tapped Log in.
  func logIn(request: LoginModels.LogInRequest)
  /// A person tapped Create account.
  func createAccount()
  /// A person tapped Cancel.
  func cancel()
  /// The person swiped the login modal down.
  func screenDidClose()
}

/// Login's logic: checks credentials, creates accounts, and delivers how the login ended to whoever
/// asked for it, exactly once, before it asks its router to close the modal.
@MainActor
public final class LoginInteractor: LoginBusinessLogic {
  /// Where navigation requests go. Weak: the screen or a coordinator owns the router.
  public weak var router: (any LoginRouterProtocol)?
  private let accounts: any AccountStore
  private let session: any UserSession
  private let presenter: any LoginPresentationLogic
  /// The login's outcome: the email of who signed in, here or in another window, or how the
  /// login ended without one; delivered exactly once, and as interrupted if the screen goes
  /// without one (its window closed, its scene disconnected, its modal never shown).
  private let outcome: OutcomeDelivery<String>

  /// Creates the interactor; logins check `accounts` and sign in to `session`, and `completion`
  /// hears, once, how the login ended.
  public init(
    accounts: any AccountStore, session: any UserSession, presenter: any LoginPresentationLogic,
    completion: @escaping (ChildOutcome<String>) -> Void
  ) {
    self.accounts = accounts
    self.session = session
    self.presenter = presenter
    self.outcome = OutcomeDelivery(completion)
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
    router?.registration { [weak self] outcome in
      guard case .done(let account) = outcome else { return }
      self?.register(account)
    }
  }

  public func cancel() {
    complete(.closed)
  }

  public func screenDidClose() {
    outcome.deliver(.closed)
  }

  public func interrupt() {
    outcome.deliver(.interrupted)
  }

  private func register(_ account: Account) {
    do {
      try accounts.create(account)
    } catch {
      presenter.presentFailure(.emailTaken)
      router?.closeRegistration()
      return
    }
    signIn(email: account.email)
  }

  /// Ends the login as signed in before the session tells every window, this one included, so
  /// that it ends once; then closes the modal.
  private func signIn(email: String) {
    outcome.deliver(.done(email))
    session.signIn(email: email)
    router?.close()
  }

  /// Somebody signed in, in another window: this login, still open, ends as signed in.
  private func somebodySignedIn(_ email: String) {
    guard !outcome.isDelivered else { return }
    complete(.done(email))
  }

  /// Delivers the outcome, then closes the modal: closing first would end the login as closed,
  /// as a swipe-down does.
  private func complete(_ outcome: ChildOutcome<String>) {
    self.outcome.deliver(outcome)
    router?.close()
  }
}
