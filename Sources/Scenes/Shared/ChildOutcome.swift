import Foundation

/// How a screen shown for a request ended, as whoever asked hears it: exactly once, whichever
/// way the screen went. Both forms of a request carry it: the completion form
/// (`login(completion:)`) and the awaited one (`await login()`).
public enum ChildOutcome<Value: Sendable>: Sendable {
  /// The screen finished with its value: the order's text, the email of who signed in.
  case done(Value)
  /// The person closed it: Cancel, the back button, a back swipe that finished, a swipe-down.
  case closed
  /// The app took it away, or could not show it: a link or restoration made way, its window
  /// closed, its scene disconnected, its presenter was gone or busy.
  case interrupted
  /// The task that awaited it was cancelled (the awaited form only). Cancelling stops the
  /// waiting, not the screen: a screen on display is the person's, and stays until it ends as
  /// any other does; that ending then goes to nobody.
  case cancelled
}

extension ChildOutcome: Equatable where Value: Equatable {}

extension ChildOutcome {
  /// The outcome of `request`, made now, in its completion form: the awaited form of every
  /// request is this one function. It returns exactly once, on the first of:
  /// - the completion's first call; later calls are ignored;
  /// - the completion let go uncalled, as a screen's router is when its window closes, its
  ///   scene disconnects or it was never shown: `.interrupted`;
  /// - the awaiting task cancelled, from any thread: `.cancelled`. A task cancelled before it
  ///   asks does not make the request.
  @MainActor
  public static func of(
    _ request: (@escaping (ChildOutcome<Value>) -> Void) -> Void
  ) async -> ChildOutcome<Value> {
    let resumption = Resumption<Value>()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        resumption.wait(with: continuation)
        guard !Task.isCancelled else { return }
        let ending = Ending(resumption)
        request { outcome in ending.finish(outcome) }
      }
    } onCancel: {
      resumption.finish(.cancelled)
    }
  }
}

/// The one resumption of an awaited request: the first outcome resumes the waiting task, any
/// later one is ignored. A lock orders the paths, as the task's cancellation arrives on any
/// thread while the screen ends on the main actor.
private final class Resumption<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<ChildOutcome<Value>, Never>?
  private var outcome: ChildOutcome<Value>?

  /// The task waits with `continuation`; an outcome that came first (a cancellation) resumes
  /// it at once.
  func wait(with continuation: CheckedContinuation<ChildOutcome<Value>, Never>) {
    lock.lock()
    guard let outcome else {
      self.continuation = continuation
      return lock.unlock()
    }
    lock.unlock()
    continuation.resume(returning: outcome)
  }

  /// Resumes the task with `outcome`, unless an outcome came before.
  func finish(_ outcome: ChildOutcome<Value>) {
    lock.lock()
    guard self.outcome == nil else { return lock.unlock() }
    self.outcome = outcome
    let continuation = self.continuation
    self.continuation = nil
    lock.unlock()
    continuation?.resume(returning: outcome)
  }
}

/// What the request's completion holds: let go uncalled, the request ends as interrupted.
private final class Ending<Value: Sendable> {
  private let resumption: Resumption<Value>

  init(_ resumption: Resumption<Value>) {
    self.resumption = resumption
  }

  func finish(_ outcome: ChildOutcome<Value>) {
    resumption.finish(outcome)
  }

  deinit {
    resumption.finish(.interrupted)
  }
}
