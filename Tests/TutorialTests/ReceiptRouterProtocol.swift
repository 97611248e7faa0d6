/// The navigation the Receipt screen needs: to close.
@MainActor
protocol ReceiptRouterProtocol: AnyObject {
  /// Closes the receipt.
  func close()
}
