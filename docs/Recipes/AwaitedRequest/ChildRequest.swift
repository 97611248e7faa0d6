import Foundation
import Scenes

// The awaited form of a request, a recipe beside the sample (docs/Recipes/README.md): the
// sample's screens use the completion form, which this splits for a caller that awaits.

/// A request made now, and its outcome awaited later: the awaited form of every request.
///
/// Creating it makes the request in its completion form, so its screen shows before `init`
/// returns, in the caller's turn, on every OS: a second tap finds it shown. Awaiting `outcome`
/// waits for how the screen ended, nothing more:
///
///     let login = ChildRequest { router.login(completion: $0) }
///     Task { [weak self] in
///       guard let outcome = await login.outcome else { return }
///       self?.loginDidEnd(outcome)
///     }
///
/// `outcome` is the completion's first outcome; `.interrupted` when the completion is let go
/// uncalled; nil at once when the awaiting task is cancelled, from any thread. Cancelling
/// stops the waiting, not the screen: a screen on display is the person's, and stays until it
/// ends as any other does; that ending then goes to nobody.
@MainActor
public final class ChildRequest<Value: Sendable> {
  private let resumption = Resumption<Value>()

  /// Makes `request` now, with a completion that ends the wait.
  public init(_ request: (@escaping (ChildOutcome<Value>) -> Void) -> Void) {
    let delivery = OutcomeDelivery<Value> { [resumption] in resumption.settle($0) }
    request { delivery.deliver($0) }
  }

  /// How the screen shown for the request ended, once it has; nil when the waiting task was
  /// cancelled first.
  public var outcome: ChildOutcome<Value>? {
    get async {
      let resumption = self.resumption
      return await withTaskCancellationHandler {
        await withCheckedContinuation { resumption.wait(with: $0) }
      } onCancel: {
        resumption.settle(nil)
      }
    }
  }
}

/// The one resumption of an awaited request: the first outcome (nil for a cancelled wait)
/// resumes every waiting task and stays for later ones; any later one is ignored. A lock orders
/// the paths, as a task's cancellation arrives on any thread while the screen ends on the main
/// actor.
private final class Resumption<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var waiting: [CheckedContinuation<ChildOutcome<Value>?, Never>] = []
  private var settled: ChildOutcome<Value>??

  /// A task waits with `continuation`; an outcome that came first resumes it at once.
  func wait(with continuation: CheckedContinuation<ChildOutcome<Value>?, Never>) {
    lock.lock()
    guard let settled else {
      waiting.append(continuation)
      return lock.unlock()
    }
    lock.unlock()
    continuation.resume(returning: settled)
  }

  /// Resumes the waiting tasks with `outcome`, unless one came before.
  func settle(_ outcome: ChildOutcome<Value>?) {
    lock.lock()
    guard settled == nil else { return lock.unlock() }
    settled = .some(outcome)
    let waiting = self.waiting
    self.waiting = []
    lock.unlock()
    for continuation in waiting { continuation.resume(returning: outcome) }
  }
}
