import Scenes
import Testing

/// A child screen's side of a request: it keeps the completion it was given, as a router
/// keeps the login's, until it ends or is let go.
@MainActor
private final class ChildSpy {
  var completion: ((ChildOutcome<String>) -> Void)?
  var requests = 0

  func show(completion: @escaping (ChildOutcome<String>) -> Void) {
    requests += 1
    self.completion = completion
  }
}

/// `ChildOutcome.of` awaited in a task that starts at once; `returns` counts its returns.
@MainActor
private final class Waiting {
  private(set) var returns = 0
  private(set) var task: Task<ChildOutcome<String>, Never>!

  init(_ child: ChildSpy) {
    task = Task.immediate { [self] in
      let outcome = await ChildOutcome.of(child.show(completion:))
      returns += 1
      return outcome
    }
  }
}

@Suite("ChildOutcome.of: the awaited form of every request")
@MainActor
struct ChildOutcomeTests {
  private let child = ChildSpy()

  @Test("It makes the request at once, and returns the completion's first outcome only")
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

  @Test("Cancelling the task returns cancelled; the child's later outcome goes nowhere")
  func cancellationReturnsCancelled() async throws {
    // Given a request awaited
    let sut = Waiting(child)
    let complete = try #require(child.completion)
    // When its task is cancelled, then the child completes
    sut.task.cancel()
    let outcome = await sut.task.value
    complete(.done("tea"))
    // Then the await returned cancelled
    #expect(outcome == .cancelled)
  }

  @Test("A cancellation from another thread racing the child's outcome returns once")
  func cancellationRaceReturnsOnce() async throws {
    for _ in 0..<200 {
      // Given a request awaited
      let sut = Waiting(child)
      let complete = try #require(child.completion)
      // When its task is cancelled off the main actor while the child completes on it
      let task: Task<ChildOutcome<String>, Never> = sut.task
      let canceller = Task.detached { task.cancel() }
      complete(.done("tea"))
      await canceller.value
      // Then the await returned once, with one of the two
      let outcome = await task.value
      #expect(outcome == .done("tea") || outcome == .cancelled)
      #expect(sut.returns == 1)
    }
  }
}
