/// A completion whose one call the host can check (`CompletionOnce` in the sample app).
@MainActor
public protocol CompletionTracking: AnyObject {
  /// Whether the completion has run.
  var hasCompleted: Bool { get }
}

@MainActor
struct WatchedCompletion {
  let completion: any CompletionTracking
  let name: String
  weak var owner: ViewController?
}

extension PresentationHost {
  /// Watches `completion`, handed out for `owner`: once `owner` has left the window, the
  /// completion must have run; `droppedCompletions` lists those that did not.
  public func watch(_ completion: any CompletionTracking, name: String, owner: ViewController) {
    watchedCompletions.append(WatchedCompletion(completion: completion, name: name, owner: owner))
  }

  /// Watched completions whose screen is gone, or out of the window, and that never ran.
  public var droppedCompletions: [String] {
    watchedCompletions.removeAll { $0.completion.hasCompleted }
    return watchedCompletions.filter { watched in
      guard let owner = watched.owner else { return true }
      return !owner.isInWindowHierarchy
    }.map(\.name)
  }
}
