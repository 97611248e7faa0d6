import Foundation

/// How a screen shown for a request ended, as whoever asked hears it: exactly once, whichever
/// way the screen went.
public enum ChildOutcome<Value: Sendable>: Sendable {
  /// The screen finished with its value: the order's text, the email of who signed in, the
  /// account a registration describes.
  case done(Value)
  /// The person closed it: Cancel, the back button, a back swipe that finished, a swipe-down.
  case closed
  /// The app took it away, or could not show it: a link or restoration made way, its window
  /// closed, its scene disconnected, its presenter was gone or busy.
  case interrupted
  /// The task that awaited it was cancelled (`ChildRequest` only). Cancelling stops the
  /// waiting, not the screen: a screen on display is the person's, and stays until it ends as
  /// any other does; that ending then goes to nobody.
  case cancelled
}

extension ChildOutcome: Equatable where Value: Equatable {}

/// The one way a request's outcome reaches whoever asked, in every style: the first
/// `deliver(_:)` calls the completion, later ones do nothing, and a delivery let go before it
/// delivered calls it with `.interrupted`. The object that owns the child screen's ending (its
/// interactor, its router or its coordinator) keeps the delivery, so when the app takes the
/// screen away (its window closes, its scene disconnects, a new root replaces it) the owner goes,
/// and the request still ends, once.
public final class OutcomeDelivery<Value: Sendable> {
  private var completion: ((ChildOutcome<Value>) -> Void)?

  /// Creates the delivery of a request's outcome to `completion`.
  public init(_ completion: @escaping (ChildOutcome<Value>) -> Void) {
    self.completion = completion
  }

  /// Whether the outcome was delivered.
  public var isDelivered: Bool { completion == nil }

  /// Delivers `outcome`, unless an outcome was delivered before.
  public func deliver(_ outcome: ChildOutcome<Value>) {
    guard let completion else { return }
    self.completion = nil
    completion(outcome)
  }

  deinit {
    completion?(.interrupted)
  }
}

/// A request made now, and its outcome awaited later: the awaited form of every request.
///
/// Creating it makes the request in its completion form, so its screen shows before `init`
/// returns, in the caller's turn, on every OS: a second tap finds it shown. Awaiting `outcome`
/// waits for how the screen ended, nothing more:
///
///     let login = ChildRequest { router.login(completion: $0) }
///     Task { [weak self] in self?.loginDidEnd(await login.outcome) }
///
/// `outcome` is the completion's first outcome; `.interrupted` when the completion is let go
/// uncalled; `.cancelled` at once when the awaiting task is cancelled, from any thread.
@MainActor
public final class ChildRequest<Value: Sendable> {
  private let resumption = Resumption<Value>()

  /// Makes `request` now, with a completion that ends the wait.
  public init(_ request: (@escaping (ChildOutcome<Value>) -> Void) -> Void) {
    let delivery = OutcomeDelivery<Value> { [resumption] in resumption.settle($0) }
    request { delivery.deliver($0) }
  }

  /// How the screen shown for the request ended, once it has.
  public var outcome: ChildOutcome<Value> {
    get async {
      let resumption = self.resumption
      return await withTaskCancellationHandler {
        await withCheckedContinuation { resumption.wait(with: $0) }
      } onCancel: {
        resumption.settle(.cancelled)
      }
    }
  }
}

/// The one resumption of an awaited request: the first outcome resumes every waiting task and
/// stays for later ones; any later outcome is ignored. A lock orders the paths, as a task's
/// cancellation arrives on any thread while the screen ends on the main actor.
private final class Resumption<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var waiting: [CheckedContinuation<ChildOutcome<Value>, Never>] = []
  private var outcome: ChildOutcome<Value>?

  /// A task waits with `continuation`; an outcome that came first resumes it at once.
  func wait(with continuation: CheckedContinuation<ChildOutcome<Value>, Never>) {
    lock.lock()
    guard let outcome else {
      waiting.append(continuation)
      return lock.unlock()
    }
    lock.unlock()
    continuation.resume(returning: outcome)
  }

  /// Resumes the waiting tasks with `outcome`, unless an outcome came before.
  func settle(_ outcome: ChildOutcome<Value>) {
    lock.lock()
    guard self.outcome == nil else { return lock.unlock() }
    self.outcome = outcome
    let waiting = self.waiting
    self.waiting = []
    lock.unlock()
    for continuation in waiting { continuation.resume(returning: outcome) }
  }
}
