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
    // When
    makeInteractor(AccountStoreStub(verifies: true)).logIn(
      request: .init(email: "demo@example.com", password: "password1"))
    // Then
    #expect(session.signInCalls == ["demo@example.com"])
    #expect(router.dismissCount == 1)
    #expect(results.values == [true])
  }

  @Test("Wrong credentials show the error and change nothing else")
  func wrongCredentials() {
    // When
    makeInteractor(AccountStoreStub(verifies: false)).logIn(
      request: .init(email: "demo@example.com", password: "nope"))
    // Then
    #expect(presenter.failures == [.wrongCredentials])
    #expect(session.signInCalls.isEmpty)
    #expect(router.dismissCount == 0)
    #expect(results.values.isEmpty)
  }

  @Test("Cancel dismisses and completes with false, once")
  func cancelCompletesFalse() {
    // Given
    let interactor = makeInteractor(AccountStoreStub())
    interactor.cancel()
    // When
    interactor.cancel()
    // Then
    #expect(router.dismissCount == 2)
    #expect(results.values == [false])
  }

  @Test("Create account starts registration with the interactor as listener")
  func createAccountStartsRegistration() {
    // Given
    let interactor = makeInteractor(AccountStoreStub())
    // When
    interactor.createAccount()
    // Then
    #expect(router.registrationListeners.count == 1)
    #expect(router.registrationListeners.first === interactor)
    #expect(results.values.isEmpty)
  }

  @Test("A finished registration creates the account, signs in, dismisses, completes with true")
  func registrationFinishes() {
    // Given
    let accounts = AccountStoreStub()
    var form = RegistrationForm()
    form.email = "ada@example.com"
    form.password = "analytical"
    form.firstName = "Ada"
    form.lastName = "Lovelace"
    // When
    makeInteractor(accounts).registrationDidFinish(form)
    // Then
    #expect(accounts.created == [form.account])
    #expect(session.signInCalls == ["ada@example.com"])
    #expect(router.dismissCount == 1)
    #expect(results.values == [true])
  }

  @Test("A taken email ends registration back on Login with an error, and completes nothing")
  func takenEmail() {
    // When
    makeInteractor(AccountStoreStub(createError: .emailTaken)).registrationDidFinish(
      RegistrationForm())
    // Then
    #expect(presenter.failures == [.emailTaken])
    #expect(router.endRegistrationCount == 1)
    #expect(router.dismissCount == 0)
    #expect(results.values.isEmpty)
  }
}
