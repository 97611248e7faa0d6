import Scenes
import Testing

@Suite("LoginInteractor")
@MainActor
struct LoginInteractorTests {
  let presenter = LoginPresenterSpy()
  let router = LoginRouterSpy()
  let session = UserSessionStub()
  let results = CompletionRecorder<Bool>()

  private func makeInteractor(_ accounts: AccountStoreStub) -> LoginInteractor {
    let interactor = LoginInteractor(
      accounts: accounts, session: session, presenter: presenter, completion: results.completion)
    interactor.router = router
    return interactor
  }

  @Test("Right credentials sign in, dismiss, and complete with true")
  func rightCredentials() {
    makeInteractor(AccountStoreStub(verifies: true)).logIn(
      request: .init(email: "demo@example.com", password: "password1"))
    #expect(session.signInCalls == ["demo@example.com"])
    #expect(router.dismissCount == 1)
    #expect(results.values == [true])
  }

  @Test("Wrong credentials show the error and change nothing else")
  func wrongCredentials() {
    makeInteractor(AccountStoreStub(verifies: false)).logIn(
      request: .init(email: "demo@example.com", password: "nope"))
    #expect(presenter.failures == [.wrongCredentials])
    #expect(session.signInCalls.isEmpty)
    #expect(router.dismissCount == 0)
    #expect(results.values.isEmpty)
  }

  @Test("Cancel dismisses and completes with false, once")
  func cancelCompletesFalse() {
    let interactor = makeInteractor(AccountStoreStub())
    interactor.cancel()
    interactor.cancel()
    #expect(router.dismissCount == 2)
    #expect(results.values == [false])
  }

  @Test("Create account starts registration with the interactor as listener")
  func createAccountStartsRegistration() {
    let interactor = makeInteractor(AccountStoreStub())
    interactor.createAccount()
    #expect(router.registrationListeners.count == 1)
    #expect(router.registrationListeners.first === interactor)
    #expect(results.values.isEmpty)
  }

  @Test("A finished registration creates the account, signs in, dismisses, completes with true")
  func registrationFinishes() {
    let accounts = AccountStoreStub()
    var form = RegistrationForm()
    form.email = "ada@example.com"
    form.password = "analytical"
    form.firstName = "Ada"
    form.lastName = "Lovelace"
    makeInteractor(accounts).registrationDidFinish(form)
    #expect(accounts.created == [form.account])
    #expect(session.signInCalls == ["ada@example.com"])
    #expect(router.dismissCount == 1)
    #expect(results.values == [true])
  }

  @Test("A taken email ends registration back on Login with an error, and completes nothing")
  func takenEmail() {
    makeInteractor(AccountStoreStub(createError: .emailTaken)).registrationDidFinish(
      RegistrationForm())
    #expect(presenter.failures == [.emailTaken])
    #expect(router.endRegistrationCount == 1)
    #expect(router.dismissCount == 0)
    #expect(results.values.isEmpty)
  }
}
