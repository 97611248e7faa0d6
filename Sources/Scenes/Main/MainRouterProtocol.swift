/// The navigation the Main screen needs: to order.
@MainActor
public protocol MainRouterProtocol: AnyObject {
  /// Shows the order screen for `message`; `completion` runs exactly once with the outcome.
  func order(message: String, completion: @escaping (Result<String, Error>) -> Void)
  /// `completion` hears the outcome of each order the router shows without Main asking: one a
  /// link opens, or one restored. Main's interactor gives it once, as it is wired to the router,
  /// so that such an order ends on Main as any other does.
  func hearOrdersOpenedByLinks(_ completion: @escaping (Result<String, Error>) -> Void)
}
