/// The navigation the Main screen needs: to order.
@MainActor
public protocol MainRouterProtocol: AnyObject {
  /// Shows the order screen for `message`; `completion` runs exactly once: `.done` with the
  /// ordered text, or how the order ended without one.
  func order(message: String, completion: @escaping (ChildOutcome<String>) -> Void)
  /// Shows the order screen for `message` and returns, once, how the order ended.
  func order(message: String) async -> ChildOutcome<String>
}

extension MainRouterProtocol {
  /// The order, awaited: its completion form, made now and awaited (`ChildOutcome.of`).
  public func order(message: String) async -> ChildOutcome<String> {
    await .of { order(message: message, completion: $0) }
  }
}
