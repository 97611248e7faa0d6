/// Whether a handed-out completion has run. The host keeps only this, never the completion,
/// so watching a completion never keeps what it captures alive.
@preconcurrency @MainActor
public final class CompletionStatus {
  /// Whether the completion has run.
  public var hasCompleted = false

  /// A status for a completion that has not run yet.
  public init() {}
}

/// A completion whose one call the host can check (`CompletionOnce` in the sample app).
@preconcurrency @MainActor
public protocol CompletionTracking: AnyObject {
  /// Whether the completion has run, as an object the host can keep.
  var status: CompletionStatus { get }
}

@MainActor
struct WatchedCompletion {
  let status: CompletionStatus
  let name: String
  weak var owner: UIViewController?
}

@_spi(HostTesting)
extension HeadlessHost {
  /// Watches `completion`, handed out for `owner`: once `owner` has left the window, the
  /// completion must have run; `droppedCompletions` lists those that did not.
  public func watch(_ completion: any CompletionTracking, name: String, owner: UIViewController) {
    watchedCompletions.append(
      WatchedCompletion(status: completion.status, name: name, owner: owner))
  }

  /// Watched completions whose screen is gone, or out of the window, and that never ran.
  public var droppedCompletions: [String] {
    watchedCompletions.removeAll { $0.status.hasCompleted }
    return watchedCompletions.filter { watched in
      guard let owner = watched.owner else { return true }
      return !owner.isInWindowHierarchy
    }.map(\.name)
  }
}
