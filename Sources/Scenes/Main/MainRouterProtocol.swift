/// The navigation the Main screen needs: to order.
@MainActor
public protocol MainRouterProtocol: AnyObject {
  /// Shows the order screen for `message`; `completion` runs exactly once with the outcome.
  func order(message: String, completion: @escaping (Result<String, Error>) -> Void)
}
