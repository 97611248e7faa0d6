/// The navigation the Receipt screen needs: to close.
@MainActor
public protocol ReceiptRouterProtocol: AnyObject {
  /// Closes the receipt.
  func close()
}
