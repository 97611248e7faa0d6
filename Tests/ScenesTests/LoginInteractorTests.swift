import Scenes
import Testing

@Suite("LoginInteractor")
@MainActor
struct LoginInteractorTests {
  let presenter = LoginPresenterSpy()
  let router = LoginRouterSpy()
  let session = UserSessionStub()

  private func makeSUT(_ accounts: AccountStoreStub) -> LoginInteractor {
    let sut = LoginInteractor(accounts: accounts, session: session, presenter: presenter)
    sut.router = router
    return sut
  }

  @Test("Right credentials sign in, and ask the router to dismiss as signed in with the email")
  func rightCredentials() {
    // Given
    let sut = makeSUT(AccountStoreStub(verifies: true))
    // When
    sut.logIn(request: .init(email: "demo@example.com", password: "password1"))
    // Then
    #expect(session.signInCalls == ["demo@example.com"])
    #expect(router.closings == ["demo@example.com"])
  }

  @Test("Wrong credentials show the error and change nothing else")
  func wrongCredentials() {
    // Given
    let sut = makeSUT(AccountStoreStub(verifies: false))
    // When
    sut.logIn(request: .init(email: "demo@example.com", password: "nope"))
    // Then
    #expect(presenter.failures == [.wrongCredentials])
    #expect(session.signInCalls.isEmpty)
    #expect(router.closings.isEmpty)
  }

  @Test("Cancel asks the router to dismiss with nobody signed in")
  func cancelDismissesSignedOut() {
    // Given
    let sut = makeSUT(AccountStoreStub())
    // When
    sut.cancel()
    // Then
    #expect(router.closings == [nil])
    #expect(session.signInCalls.isEmpty)
  }

  @Test("Create account starts registration and signs nobody in yet")
  func createAccountStartsRegistration() {
    // Given
    let sut = makeSUT(AccountStoreStub())
    // When
    sut.createAccount()
    // Then
    #expect(router.registrationCompletions.count == 1)
    #expect(router.closings.isEmpty)
    #expect(session.signInCalls.isEmpty)
  }

  @Test("A finished registration creates the account, signs in, and dismisses signed in")
  func registrationFinishes() throws {
    // Given registration started, and an account the steps describe
    let accounts = AccountStoreStub()
    let sut = makeSUT(accounts)
    sut.createAccount()
    let account = Account(
      email: "ada@example.com", password: "analytical", firstName: "Ada", lastName: "Lovelace")
    let finish = try #require(router.registrationCompletions.first)
    // When the steps finish
    finish(.done(account))
    // Then
    #expect(accounts.created == [account])
    #expect(session.signInCalls == ["ada@example.com"])
    #expect(router.closings == ["ada@example.com"])
  }

  @Test(
    "A registration closed or taken away leaves Login as it was",
    arguments: [ChildOutcome<Account>.closed, .interrupted])
  func registrationWithoutAccount(outcome: ChildOutcome<Account>) throws {
    // Given registration started
    let accounts = AccountStoreStub()
    let sut = makeSUT(accounts)
    sut.createAccount()
    let finish = try #require(router.registrationCompletions.first)
    // When it ends without an account
    finish(outcome)
    // Then nothing was created, nobody signed in, and the login stays
    #expect(accounts.created.isEmpty)
    #expect(session.signInCalls.isEmpty)
    #expect(router.closings.isEmpty)
    #expect(presenter.failures.isEmpty)
  }

  @Test("A taken email ends registration back on Login with an error, and dismisses nothing")
  func takenEmail() throws {
    // Given registration started against a store that refuses the email
    let sut = makeSUT(AccountStoreStub(createError: .emailTaken))
    sut.createAccount()
    let finish = try #require(router.registrationCompletions.first)
    // When the steps finish
    finish(
      .done(
        Account(email: "demo@example.com", password: "password1", firstName: "A", lastName: "B"))
    )
    // Then
    #expect(presenter.failures == [.emailTaken])
    #expect(router.endRegistrationCount == 1)
    #expect(router.closings.isEmpty)
  }

  @Test("Registration that finishes after the screen is gone changes nothing")
  func registrationAfterScreenIsGone() throws {
    // Given registration started, then the interactor released with its screen
    let accounts = AccountStoreStub()
    var sut: LoginInteractor? = makeSUT(accounts)
    sut?.createAccount()
    sut = nil
    let finish = try #require(router.registrationCompletions.first)
    // When the steps finish
    finish(
      .done(
        Account(email: "ada@example.com", password: "analytical", firstName: "A", lastName: "B"))
    )
    // Then nothing was created and nobody signed in
    #expect(accounts.created.isEmpty)
    #expect(session.signInCalls.isEmpty)
  }

  @Test("A sign-in in another window closes this open login as signed in, once")
  func signInElsewhere() {
    // Given an open login, its interactor listening to the shared session
    let sut = makeSUT(AccountStoreStub())
    // When somebody signs in in another window, twice over
    session.signIn(email: "demo@example.com")
    session.signIn(email: "demo@example.com")
    // Then this login ends signed in, once, and signed nobody in itself
    withExtendedLifetime(sut) {
      #expect(router.closings == ["demo@example.com"])
      #expect(session.signInCalls == ["demo@example.com", "demo@example.com"])
    }
  }

  @Test("Its own sign-in dismisses the login once, though the session tells it too")
  func ownSignInOnce() {
    // Given an open login
    let sut = makeSUT(AccountStoreStub(verifies: true))
    // When the person logs in here, and the session tells every window
    sut.logIn(request: .init(email: "demo@example.com", password: "password1"))
    // Then the login was dismissed once
    #expect(router.closings == ["demo@example.com"])
  }
}
