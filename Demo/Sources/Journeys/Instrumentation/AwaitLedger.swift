@_spi(HostTesting) import PresentationHost
import Scenes

/// The awaited requests of a launched app: who awaits each one, whether its outcome was sent,
/// and how often it returned. It holds the check that every awaited request returns exactly
/// once, and before the screen that awaits it is gone; and it tells a driver when the requests
/// an action ended have run on: an awaited request resumes on a later turn of the main actor.
@MainActor
public final class AwaitLedger {
  /// One awaited request.
  @MainActor
  public final class Request {
    let name: String
    /// The screen whose interactor awaits. Weak: the ledger keeps nothing alive.
    weak var caller: UIViewController?
    /// Whether its outcome was sent: its completion called, or let go uncalled.
    var isSent = false
    var returns = 0

    init(name: String, caller: UIViewController?) {
      (self.name, self.caller) = (name, caller)
    }

    /// Sent, and not yet returned: the waiting task is due to run.
    var isDue: Bool { isSent && returns == 0 }
  }

  /// What a request's completion holds, to mark its outcome sent: when it is called, or when it
  /// is let go uncalled (the request then ends as interrupted).
  @MainActor
  final class Sending {
    let request: Request

    init(_ request: Request) {
      self.request = request
    }

    func sent() { request.isSent = true }

    isolated deinit { request.isSent = true }
  }

  private var requests: [Request] = []
  /// How many times an awaited request returned.
  public private(set) var returnCount = 0
  /// The driver waiting until none is due.
  private var waiter: CheckedContinuation<Void, Never>?

  /// Creates an empty ledger.
  public init() {}

  /// How many awaited requests the ledger holds: those still awaited, and those whose screen is
  /// alive.
  public var count: Int { requests.count }

  /// Records that `caller`'s interactor is about to await the request `name`. Not async: an
  /// async call would keep `caller` alive for as long as the request is awaited.
  @_spi(HostTesting) public func start(_ name: String, caller: UIViewController?) -> Request {
    // Requests that returned once and whose screen is gone can fail no check: forget them, so
    // that the ledger stays as small as the screens alive.
    requests.removeAll { $0.returns == 1 && $0.caller == nil }
    let awaited = Request(name: name, caller: caller)
    requests.append(awaited)
    return awaited
  }

  /// Awaits `request`, the completion form of `awaited`: the ledger sees its outcome sent and
  /// the await return.
  @_spi(HostTesting) public func awaiting<Value>(
    _ awaited: Request, request: (@escaping (ChildOutcome<Value>) -> Void) -> Void
  ) async -> ChildOutcome<Value> {
    let outcome = await ChildOutcome.of { completion in
      let sending = Sending(awaited)
      request { outcome in
        sending.sent()
        completion(outcome)
      }
    }
    returned(awaited)
    return outcome
  }

  /// Whether a request was sent its outcome and has not returned yet. Such a request is never
  /// forgotten (`start` forgets only those that returned).
  private var hasDue: Bool { requests.contains(where: \.isDue) }

  private func returned(_ request: Request) {
    request.returns += 1
    returnCount += 1
    if !hasDue, let waiter {
      self.waiter = nil
      waiter.resume()
    }
  }

  /// Returns once every request whose outcome was sent has returned and run on, to its next
  /// await or its end: at once when none is due. A due request always returns: its task was
  /// resumed, and only has to be run.
  public func settled() async {
    while hasDue {
      await withCheckedContinuation { waiter = $0 }
    }
  }

  /// The first awaited request that returned twice, or that has not returned though the screen
  /// that awaits it is gone from `contents`; nil when every one is as it should be.
  @_spi(HostTesting) public func firstProblem(in contents: WindowContents) -> String? {
    if let twice = requests.first(where: { $0.returns > 1 }) {
      return "await \(twice.name) returned \(twice.returns) times"
    }
    let stranded = requests.first { request in
      guard request.returns == 0 else { return false }
      return request.caller.map { !contents.contains($0) } ?? true
    }
    return stranded.map { "await \($0.name) never returned, though its screen is gone" }
  }
}
