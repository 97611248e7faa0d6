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

/// Login's logic: checks credentials, creates accounts, and completes login exactly once.
@MainActor
public final class LoginInteractor: LoginBusinessLogic, RegistrationListener {
  /// Where navigation requests go. Weak: the screen or a coordinator owns the router.
  public weak var router: (any LoginRouterProtocol)?
  private let accounts: any AccountStore
  private let session: any UserSession
  private let presenter: any LoginPresentationLogic
  private let completion: CompletionOnce<Bool>

  /// Creates the interactor; `completion` hears, once, whether somebody signed in.
  public init(
    accounts: any AccountStore,
    session: any UserSession,
    presenter: any LoginPresentationLogic,
    completion: @escaping (Bool) -> Void
  ) {
    self.accounts = accounts
    self.session = session
    self.presenter = presenter
    self.completion = CompletionOnce(completion)
  }

  public func logIn(request: LoginModels.LogInRequest) {
    guard accounts.verify(email: request.email, password: request.password) else {
      presenter.presentFailure(.wrongCredentials)
      return
    }
    signIn(email: request.email)
  }

  public func createAccount() {
    router?.startRegistration(listener: self)
  }

  public func cancel() {
    router?.dismiss()
    completion(false)
  }

  public func registrationDidFinish(_ form: RegistrationForm) {
    do {
      try accounts.create(form.account)
    } catch {
      presenter.presentFailure(.emailTaken)
      router?.endRegistration()
      return
    }
    signIn(email: form.email)
  }

  private func signIn(email: String) {
    session.signIn(email: email)
    router?.dismiss()
    completion(true)
  }
}
