import Scenes
import Testing

@Suite("OrderInteractor")
@MainActor
struct OrderInteractorTests {
  let presenter = OrderPresenterSpy()
  let router = OrderRouterSpy()
  let results = CompletionRecorder<ChildOutcome<String>>()

  private func makeSUT(signedIn: Bool) -> OrderInteractor {
    let sut = OrderInteractor(
      message: "coffee", session: UserSessionStub(signedInEmail: signedIn ? "a@b.co" : nil),
      presenter: presenter, completion: results.completion)
    sut.router = router
    return sut
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
    #expect(results.values == [.done("coffee with milk")])
    #expect(router.loginCompletions.isEmpty)
    #expect(router.closeCount == 1)
  }

  @Test("An empty or blank note is left out", arguments: ["", "   "])
  func emptyNoteIsOmitted(note: String) {
    // Given
    let sut = makeSUT(signedIn: true)
    // When
    sut.done(request: .init(note: note))
    // Then
    #expect(results.values == [.done("coffee")])
  }

  @Test("Done while signed out asks for a login, and once somebody signed in completes and leaves")
  func doneSignedOutAsksForLogin() throws {
    // Given nobody signed in, and Done tapped
    let sut = makeSUT(signedIn: false)
    sut.done(request: .init(note: "hot"))
    let login = try #require(router.loginCompletions.first)
    #expect(results.values.isEmpty)
    // When the login ends signed in
    login(.done("a@b.co"))
    // Then the login was asked for once, then the order completed with the note
    #expect(router.loginCompletions.count == 1)
    #expect(results.values == [.done("coffee hot")])
    #expect(router.closeCount == 1)
  }

  @Test(
    "A login closed by the person or taken away by the app keeps the order, saying sign-in is required",
    arguments: [ChildOutcome<String>.closed, .interrupted])
  func loginWithoutSignInStays(outcome: ChildOutcome<String>) throws {
    // Given a login asked for by Done
    let sut = makeSUT(signedIn: false)
    sut.done(request: .init(note: ""))
    let login = try #require(router.loginCompletions.first)
    // When it ends without a sign-in
    login(outcome)
    // Then
    #expect(results.values.isEmpty)
    #expect(router.closeCount == 0)
    #expect(presenter.calls == ["signInRequired"])
  }

  @Test("Cancel ends the order as closed, and leaves")
  func cancelEndsClosed() {
    // Given
    let sut = makeSUT(signedIn: false)
    // When
    sut.cancel()
    // Then
    #expect(results.values == [.closed])
    #expect(router.closeCount == 1)
  }

  @Test("The screen closing (back button, back swipe) ends the order as closed, not leaving again")
  func closingEndsClosed() {
    // Given
    let sut = makeSUT(signedIn: false)
    // When
    sut.screenDidClose()
    // Then
    #expect(results.values == [.closed])
    #expect(router.closeCount == 0)
  }

  @Test("The app taking the screen away ends the order as interrupted, once")
  func interruptEndsInterrupted() {
    // Given
    let sut = makeSUT(signedIn: false)
    // When a link takes Order away, and its screen then closes
    sut.interrupt()
    sut.screenDidClose()
    // Then
    #expect(results.values == [.interrupted])
    #expect(router.closeCount == 0)
  }

  @Test("The completion runs exactly once whatever follows")
  func completionRunsOnce() {
    // Given
    let sut = makeSUT(signedIn: true)
    sut.done(request: .init(note: ""))
    sut.screenDidClose()
    // When
    sut.cancel()
    sut.interrupt()
    // Then
    #expect(results.values == [.done("coffee")])
  }

  @Test("A login a link asks for completes the order with the restored note once signed in")
  func linkedLoginCompletesWithRestoredNote() throws {
    // Given an order whose screen restored a note, nobody signed in, a login that signs in
    let sut = makeSUT(signedIn: false)
    sut.noteDidChange(request: .init(note: "with milk"))
    // When a link asks for the login, and somebody signs in
    sut.logIn()
    let login = try #require(router.loginCompletions.first)
    login(.done("a@b.co"))
    // Then the order completes with the note, once, and leaves, as after Done's login
    #expect(router.loginCompletions.count == 1)
    #expect(results.values == [.done("coffee with milk")])
    #expect(router.closeCount == 1)
  }

  @Test("An order whose screen is gone asks for no login")
  func noRouterNoLogin() {
    // Given an order whose router is gone
    let sut = makeSUT(signedIn: false)
    sut.router = nil
    // When
    sut.done(request: .init(note: ""))
    // Then
    #expect(router.loginCompletions.isEmpty)
    #expect(results.values.isEmpty)
  }

  @Test("An order whose interactor goes without an outcome ends as interrupted, once")
  func releasedOrderIsInterrupted() {
    // Given an order, its window then closed: its screen and interactor go with it
    var sut: OrderInteractor? = makeSUT(signedIn: false)
    #expect(sut != nil && results.values.isEmpty)
    // When
    sut = nil
    // Then the order ended, as the app took it away
    #expect(results.values == [.interrupted])
  }
}
