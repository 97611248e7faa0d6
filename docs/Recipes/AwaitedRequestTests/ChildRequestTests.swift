import AwaitedRequest
import Scenes
import Testing

/// A child screen's side of a request: it keeps the completion it was given, as a router
/// keeps the login's, until it ends or is let go; it is on show from the call on.
@MainActor
private final class ChildSpy {
  var completion: ((ChildOutcome<String>) -> Void)?
  var requests = 0

  func show(completion: @escaping (ChildOutcome<String>) -> Void) {
    requests += 1
    self.completion = completion
  }
}

/// A request awaited as an interactor would await it: made now, its outcome awaited in a plain
/// `Task {}`; `returns` counts the await's returns.
@MainActor
private final class Waiting {
  private(set) var returns = 0
  private(set) var task: Task<ChildOutcome<String>?, Never>!

  init(_ child: ChildSpy) {
    let request = ChildRequest(child.show(completion:))
    task = Task { [self] in
      let outcome = await request.outcome
      returns += 1
      return outcome
    }
  }
}

@Suite("ChildRequest: the awaited form, its screen shown in the caller's turn")
@MainActor
struct ChildRequestTests {
  private let child = ChildSpy()

  @Test("The request is made before init returns, with no task run")
  func requestIsMadeAtOnce() {
    // Given a child screen not yet asked
    #expect(child.requests == 0)
    // When
    let sut = ChildRequest(child.show(completion:))
    // Then it was asked, synchronously: a plain `Task {}` awaiting it changes nothing of that
    #expect(child.requests == 1)
    _ = sut
  }

  @Test("It returns the completion's first outcome only")
  func firstOutcomeWins() async throws {
    // Given a request awaited
    let sut = Waiting(child)
    let complete = try #require(child.completion)
    // When the child completes twice
    complete(.done("tea"))
    complete(.closed)
    // Then the request was made once, and the await returned the first outcome
    #expect(child.requests == 1)
    #expect(await sut.task.value == .done("tea"))
    #expect(sut.returns == 1)
  }

  @Test("An outcome that comes before anybody awaits is kept for the await")
  func outcomeBeforeAwait() async throws {
    // Given a request whose child completes at once, before a task awaits it
    let sut = ChildRequest<String> { $0(.closed) }
    // When
    let outcome = await sut.outcome
    // Then
    #expect(outcome == .closed)
  }

  @Test("A completion let go uncalled returns interrupted")
  func droppedCompletionInterrupts() async {
    // Given a request awaited
    let sut = Waiting(child)
    // When the child goes without a word, as a window closing takes a screen's router
    child.completion = nil
    // Then the await returned interrupted
    #expect(await sut.task.value == .interrupted)
  }

  @Test("Cancelling the task returns no outcome; the child's later outcome goes nowhere")
  func cancellationReturnsCancelled() async throws {
    // Given a request awaited
    let sut = Waiting(child)
    let complete = try #require(child.completion)
    // When its task is cancelled, then the child completes
    sut.task.cancel()
    let outcome = await sut.task.value
    complete(.done("tea"))
    // Then the await returned no outcome, once
    #expect(outcome == nil)
    #expect(sut.returns == 1)
  }

  @Test("A cancellation from another thread racing the child's outcome returns once")
  func cancellationRaceReturnsOnce() async throws {
    for _ in 0..<200 {
      // Given a request awaited
      let sut = Waiting(child)
      let complete = try #require(child.completion)
      // When its task is cancelled off the main actor while the child completes on it
      let task: Task<ChildOutcome<String>?, Never> = sut.task
      let canceller = Task.detached { task.cancel() }
      complete(.done("tea"))
      await canceller.value
      // Then the await returned once, with the outcome or none
      let outcome = await task.value
      #expect(outcome == .done("tea") || outcome == nil)
      #expect(sut.returns == 1)
    }
  }
}
