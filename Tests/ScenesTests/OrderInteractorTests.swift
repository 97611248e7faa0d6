import Scenes
import Testing

@Suite("OrderInteractor")
@MainActor
struct OrderInteractorTests {
  let presenter = OrderPresenterSpy()
  let router = OrderRouterSpy()
  let results = CompletionRecorder<Result<String, Error>>()

  private func makeSUT(signedIn: Bool) -> OrderInteractor {
    let sut = OrderInteractor(
      message: "coffee", session: UserSessionStub(signedInEmail: signedIn ? "a@b.co" : nil),
      presenter: presenter, completion: results.completion)
    sut.router = router
    return sut
  }

  private var outcomes: [String] {
    results.values.map { result in
      switch result {
      case .success(let text): "success(\(text))"
      case .failure(let error): "failure(\(error))"
      }
    }
  }

  @Test("Loading presents the message")
  func loadPresentsMessage() {
    // Given
    let sut = makeSUT(signedIn: false)
    // When
    sut.load()
    // Then
    #expect(presenter.calls == ["message(coffee)"])
  }

  @Test("Done while signed in completes with message and note, then leaves, with no login")
  func doneSignedIn() {
    // Given
    let sut = makeSUT(signedIn: true)
    // When
    sut.done(request: .init(note: "with milk"))
    // Then
    #expect(outcomes == ["success(coffee with milk)"])
    #expect(router.loginCount == 0)
    #expect(router.dismissCount == 1)
  }

  @Test("An empty or blank note is left out", arguments: ["", "   "])
  func emptyNoteIsOmitted(note: String) {
    // Given
    let sut = makeSUT(signedIn: true)
    // When
    sut.done(request: .init(note: note))
    // Then
    #expect(outcomes == ["success(coffee)"])
  }

  @Test("Done while signed out asks for a login first and completes nothing yet")
  func doneSignedOutAsksLogin() {
    // Given
    let sut = makeSUT(signedIn: false)
    // When
    sut.done(request: .init(note: ""))
    // Then
    #expect(router.loginCount == 1)
    #expect(results.values.isEmpty)
    #expect(router.dismissCount == 0)
  }

  @Test("Login true completes the order and leaves")
  func loginTrueCompletes() {
    // Given
    let sut = makeSUT(signedIn: false)
    sut.done(request: .init(note: "hot"))
    // When
    router.loginCompletion?(true)
    // Then
    #expect(outcomes == ["success(coffee hot)"])
    #expect(router.dismissCount == 1)
  }

  @Test("Login false keeps the screen and shows that signing in is required")
  func loginFalseStays() {
    // Given
    let sut = makeSUT(signedIn: false)
    sut.done(request: .init(note: ""))
    // When
    router.loginCompletion?(false)
    // Then
    #expect(results.values.isEmpty)
    #expect(router.dismissCount == 0)
    #expect(presenter.calls == ["signInRequired"])
  }

  @Test("Cancel completes with cancelled and leaves")
  func cancelCompletesCancelled() {
    // Given
    let sut = makeSUT(signedIn: false)
    // When
    sut.cancel()
    // Then
    #expect(outcomes == ["failure(cancelled)"])
    #expect(router.dismissCount == 1)
  }

  @Test("The screen closing (back button) completes with cancelled without asking to leave")
  func closingCompletesCancelled() {
    // Given
    let sut = makeSUT(signedIn: false)
    // When
    sut.screenDidClose()
    // Then
    #expect(outcomes == ["failure(cancelled)"])
    #expect(router.dismissCount == 0)
  }

  @Test("The completion runs exactly once whatever follows")
  func completionRunsOnce() {
    // Given
    let sut = makeSUT(signedIn: true)
    sut.done(request: .init(note: ""))
    sut.screenDidClose()
    // When
    sut.cancel()
    // Then
    #expect(outcomes == ["success(coffee)"])
  }

  @Test("A login a link asks for completes the order with the restored note once signed in")
  func linkedLoginCompletesWithRestoredNote() throws {
    // Given an order whose screen restored a note, nobody signed in
    let sut = makeSUT(signedIn: false)
    sut.restore(request: .init(note: "with milk"))
    // When a link asks for the login, and the login ends signed in
    sut.logIn()
    let loginDidEnd = try #require(router.loginCompletion)
    loginDidEnd(true)
    // Then the order completes with the note, once, and leaves, as after Done's login
    #expect(router.loginCount == 1)
    #expect(outcomes == ["success(coffee with milk)"])
    #expect(router.dismissCount == 1)
  }

  @Test("A login a link asks for that ends without signing in keeps the order waiting")
  func linkedLoginWithoutSigningIn() throws {
    // Given an order, nobody signed in
    let sut = makeSUT(signedIn: false)
    // When a link asks for the login, and it ends without a sign-in
    sut.logIn()
    let loginDidEnd = try #require(router.loginCompletion)
    loginDidEnd(false)
    // Then nothing completes, and the screen says that signing in is required
    #expect(outcomes.isEmpty)
    #expect(presenter.calls == ["signInRequired"])
    #expect(router.dismissCount == 0)
  }
}
