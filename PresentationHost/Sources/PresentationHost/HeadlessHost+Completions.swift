/// How often a handed-out completion has run. The host keeps only this, never the completion,
/// so watching a completion never keeps what it captures alive.
@_spi(HostTesting)
@preconcurrency @MainActor
public final class CompletionStatus {
  /// How many times the completion has run.
  public var callCount = 0

  /// Whether the completion has run.
  public var hasCompleted: Bool { callCount > 0 }

  /// A status for a completion that has not run yet.
  public init() {}
}

@MainActor
struct WatchedCompletion {
  let status: CompletionStatus
  let name: String
  weak var owner: UIViewController?
}

@_spi(HostTesting)
extension HeadlessHost {
  /// Watches a completion, handed out for `owner`, through its `status`: once `owner` has left
  /// the window, the completion must have run, exactly once.
  public func watch(_ status: CompletionStatus, name: String, owner: UIViewController) {
    // Completions that ran and whose screen is gone are dropped as the list doubles, so that
    // it stays bounded whether or not a check reads it.
    if watchedCompletions.count >= watchedCompletionsLimit {
      pruneWatchedCompletions()
      watchedCompletionsLimit = max(64, 2 * watchedCompletions.count)
    }
    watchedCompletions.append(WatchedCompletion(status: status, name: name, owner: owner))
  }

  /// Watched completions whose screen is gone, or out of the window, and that never ran.
  public var droppedCompletions: [String] { droppedCompletions(in: nil) }

  /// The dropped completions, given what the windows hold now (found when needed if nil).
  public func droppedCompletions(in contents: WindowContents?) -> [String] {
    pruneWatchedCompletions()
    guard watchedCompletions.contains(where: { !$0.status.hasCompleted }) else { return [] }
    let contents = contents ?? windowContents()
    return watchedCompletions.filter { watched in
      guard !watched.status.hasCompleted else { return false }
      guard let owner = watched.owner else { return true }
      return !contents.contains(owner)
    }.map(\.name)
  }

  /// Watched completions that ran more than once.
  public var repeatedCompletions: [String] {
    watchedCompletions.filter { $0.status.callCount > 1 }.map(\.name)
  }

  /// Stops watching the completions of screens no window holds any more: a scene that
  /// disconnected took its screens with it, and on iOS their pending completions never run.
  /// Those of the other windows' screens are still watched.
  public func forgetWatchedCompletions() {
    let contents = windowContents()
    watchedCompletions.removeAll { watched in
      guard let owner = watched.owner else { return true }
      return !contents.contains(owner)
    }
  }

  /// Forgets completions that ran once and whose screen is gone: nothing more can go wrong.
  func pruneWatchedCompletions() {
    watchedCompletions.removeAll { $0.status.callCount == 1 && $0.owner == nil }
  }
}
