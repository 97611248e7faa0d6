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

  @Test("A login a link opened completes the order with the restored note once signed in")
  func linkedLoginCompletesWithRestoredNote() throws {
    // Given an order whose screen restored a note, and the handler given to its router
    let sut = makeSUT(signedIn: false)
    sut.restore(request: .init(note: "with milk"))
    let linked = try #require(router.linkedLoginCompletion)
    // When the login the link opened ends signed in
    linked(true)
    // Then the order completes with the note, once, and leaves; no login was asked for
    #expect(outcomes == ["success(coffee with milk)"])
    #expect(router.dismissCount == 1)
    #expect(router.loginCount == 0)
  }

  @Test("A login a link opened that ends without signing in keeps the order waiting")
  func linkedLoginWithoutSigningIn() throws {
    // Given an order and the handler given to its router
    let sut = makeSUT(signedIn: false)
    let linked = try #require(router.linkedLoginCompletion)
    // When the login the link opened ends without a sign-in
    withExtendedLifetime(sut) { linked(false) }
    // Then nothing completes, and the screen says that signing in is required
    #expect(outcomes.isEmpty)
    #expect(presenter.calls == ["signInRequired"])
  }
}
