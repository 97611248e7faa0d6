import Scenes
import Testing

@Suite("LoginInteractor")
@MainActor
struct LoginInteractorTests {
  let presenter = LoginPresenterSpy()
  let router = LoginRouterSpy()
  let session = UserSessionStub()
  let results = CompletionRecorder<ChildOutcome<String>>()

  private func makeSUT(_ accounts: AccountStoreStub) -> LoginInteractor {
    let sut = LoginInteractor(
      accounts: accounts, session: session, presenter: presenter, completion: results.completion)
    sut.router = router
    return sut
  }

  @Test("Right credentials sign in, end the login with the email, and ask the router to close")
  func rightCredentials() {
    // Given
    let sut = makeSUT(AccountStoreStub(verifies: true))
    // When
    sut.logIn(request: .init(email: "demo@example.com", password: "password1"))
    // Then
    #expect(session.signInCalls == ["demo@example.com"])
    #expect(results.values == [.done("demo@example.com")])
    #expect(router.closeCount == 1)
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
    #expect(results.values.isEmpty)
    #expect(router.closeCount == 0)
  }

  @Test("Cancel ends the login as closed, with nobody signed in, and asks the router to close")
  func cancelDismissesSignedOut() {
    // Given
    let sut = makeSUT(AccountStoreStub())
    // When
    sut.cancel()
    // Then
    #expect(results.values == [.closed])
    #expect(router.closeCount == 1)
    #expect(session.signInCalls.isEmpty)
  }

  @Test("A swipe-down ends the login as closed, once, and asks the router for nothing")
  func swipeDownEndsAsClosed() {
    // Given an open login
    let sut = makeSUT(AccountStoreStub())
    // When the person swipes the modal down, and the screen says so twice
    sut.screenDidClose()
    sut.screenDidClose()
    // Then the login ended as closed, once; the modal is gone already
    #expect(results.values == [.closed])
    #expect(router.closeCount == 0)
  }

  @Test("A link that takes the modal ends the login as interrupted; a later close changes nothing")
  func linkInterrupts() {
    // Given an open login
    let sut = makeSUT(AccountStoreStub())
    // When a link takes the modal away, which then leaves its window
    sut.interrupt()
    sut.screenDidClose()
    // Then the login ended as interrupted, once
    #expect(results.values == [.interrupted])
  }

  @Test("A login whose screen goes without ending, its window closed, ends as interrupted")
  func screenGoneInterrupts() {
    // Given an open login, made and then let go, as its screen goes with its window
    // When its screen, and so its interactor, goes
    do { _ = makeSUT(AccountStoreStub()) }
    // Then the login ended as interrupted
    #expect(results.values == [.interrupted])
  }

  @Test("Create account starts registration and signs nobody in yet")
  func createAccountStartsRegistration() {
    // Given
    let sut = makeSUT(AccountStoreStub())
    // When
    sut.createAccount()
    // Then
    #expect(router.registrationCompletions.count == 1)
    #expect(results.values.isEmpty)
    #expect(session.signInCalls.isEmpty)
  }

  @Test("A finished registration creates the account, signs in, and ends the login with it")
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
    #expect(results.values == [.done("ada@example.com")])
    #expect(router.closeCount == 1)
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
    #expect(results.values.isEmpty)
    #expect(presenter.failures.isEmpty)
  }

  @Test("A taken email closes the registration, back on Login with an error; the login goes on")
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
    #expect(router.closeRegistrationCount == 1)
    #expect(results.values.isEmpty)
    #expect(router.closeCount == 0)
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
      #expect(results.values == [.done("demo@example.com")])
      #expect(router.closeCount == 1)
      #expect(session.signInCalls == ["demo@example.com", "demo@example.com"])
    }
  }

  @Test("Its own sign-in dismisses the login once, though the session tells it too")
  func ownSignInOnce() {
    // Given an open login
    let sut = makeSUT(AccountStoreStub(verifies: true))
    // When the person logs in here, and the session tells every window
    sut.logIn(request: .init(email: "demo@example.com", password: "password1"))
    // Then the login ended, and was closed, once
    #expect(results.values == [.done("demo@example.com")])
    #expect(router.closeCount == 1)
  }
}
