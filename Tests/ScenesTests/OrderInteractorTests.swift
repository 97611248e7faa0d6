import Scenes
import Testing

@Suite("OrderInteractor")
@MainActor
struct OrderInteractorTests {
  let presenter = OrderPresenterSpy()
  let router = OrderRouterSpy()
  let results = CompletionRecorder<Result<String, Error>>()

  private func makeInteractor(signedIn: Bool) -> OrderInteractor {
    let interactor = OrderInteractor(
      message: "coffee", session: UserSessionStub(signedInEmail: signedIn ? "a@b.co" : nil),
      presenter: presenter, completion: results.completion)
    interactor.router = router
    return interactor
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
    makeInteractor(signedIn: false).load()
    #expect(presenter.calls == ["message(coffee)"])
  }

  @Test("Done while signed in completes with message and note, then leaves, with no login")
  func doneSignedIn() {
    makeInteractor(signedIn: true).done(request: .init(note: "with milk"))
    #expect(outcomes == ["success(coffee with milk)"])
    #expect(router.loginCount == 0)
    #expect(router.dismissCount == 1)
  }

  @Test("An empty or blank note is left out", arguments: ["", "   "])
  func emptyNoteIsOmitted(note: String) {
    makeInteractor(signedIn: true).done(request: .init(note: note))
    #expect(outcomes == ["success(coffee)"])
  }

  @Test("Done while signed out asks for a login first and completes nothing yet")
  func doneSignedOutAsksLogin() {
    makeInteractor(signedIn: false).done(request: .init(note: ""))
    #expect(router.loginCount == 1)
    #expect(results.values.isEmpty)
    #expect(router.dismissCount == 0)
  }

  @Test("Login true completes the order and leaves")
  func loginTrueCompletes() {
    let interactor = makeInteractor(signedIn: false)
    interactor.done(request: .init(note: "hot"))
    router.loginCompletion?(true)
    #expect(outcomes == ["success(coffee hot)"])
    #expect(router.dismissCount == 1)
  }

  @Test("Login false keeps the screen and shows that signing in is required")
  func loginFalseStays() {
    let interactor = makeInteractor(signedIn: false)
    interactor.done(request: .init(note: ""))
    router.loginCompletion?(false)
    #expect(results.values.isEmpty)
    #expect(router.dismissCount == 0)
    #expect(presenter.calls == ["signInRequired"])
  }

  @Test("Cancel completes with cancelled and leaves")
  func cancelCompletesCancelled() {
    makeInteractor(signedIn: false).cancel()
    #expect(outcomes == ["failure(cancelled)"])
    #expect(router.dismissCount == 1)
  }

  @Test("The screen closing (back button) completes with cancelled without asking to leave")
  func closingCompletesCancelled() {
    makeInteractor(signedIn: false).screenDidClose()
    #expect(outcomes == ["failure(cancelled)"])
    #expect(router.dismissCount == 0)
  }

  @Test("The completion runs exactly once whatever follows")
  func completionRunsOnce() {
    let interactor = makeInteractor(signedIn: true)
    interactor.done(request: .init(note: ""))
    interactor.screenDidClose()
    interactor.cancel()
    #expect(outcomes == ["success(coffee)"])
  }
}
