/// The navigation the Main screen needs: to order, and to show the receipt of an order.
@MainActor
public protocol MainRouterProtocol: AnyObject {
  /// Shows the order screen for `message` before it returns; `completion` runs exactly once,
  /// on every way out: `.done` with the ordered text, or how the order ended without one.
  func order(message: String, completion: @escaping (ChildOutcome<String>) -> Void)
  /// Shows the receipt of `ordered`, what an order ended with.
  func showReceipt(ordered: String)
}
