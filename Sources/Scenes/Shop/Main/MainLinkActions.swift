/// What a link asks of the Main screen, beyond its view: the steps a person's taps take, so
/// that a link's order is bound as a tap's. The interactor takes them; its builder hands them
/// to whoever opens links, as the screen is built.
@MainActor
public protocol MainLinkActions: AnyObject {
  /// Orders `message`, as typing it and tapping Order does.
  func order(message: String)
  /// Shows the receipt of `ordered`, as tapping Receipt does after that order.
  func showReceipt(ordered: String)
}

extension MainInteractor: MainLinkActions {
  public func order(message: String) {
    order(request: MainModels.OrderRequest(message: message))
  }

  public func showReceipt(ordered: String) {
    router?.showReceipt(ordered: ordered)
  }
}
