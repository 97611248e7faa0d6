/// Wraps a completion so that it runs at most once, whichever path calls it first: a button,
/// the back button, a swipe-down, or a screen that is gone.
@MainActor
public final class CompletionOnce<Value> {
  private var completion: ((Value) -> Void)?

  /// Wraps `completion`.
  public init(_ completion: @escaping (Value) -> Void) {
    self.completion = completion
  }

  /// Whether the completion has run.
  public var hasCompleted: Bool { completion == nil }

  /// Runs the completion with `value` the first time; later calls do nothing.
  public func callAsFunction(_ value: Value) {
    guard let completion else { return }
    self.completion = nil
    completion(value)
  }
}
