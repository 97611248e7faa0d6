/// What Receipt's interactor hands its presenter.
@MainActor
protocol ReceiptPresentationLogic: AnyObject {
  /// Presents the receipt of what was ordered.
  func presentReceipt(for ordered: String)
}

/// What Receipt's presenter hands its view.
@MainActor
protocol ReceiptDisplayLogic: AnyObject {
  /// Shows the line a person reads.
  func display(line: String)
}

/// Turns what was ordered into the line a person reads.
@MainActor
final class ReceiptPresenter: ReceiptPresentationLogic {
  /// The view. Weak: the view owns the interactor, which owns the presenter.
  weak var view: (any ReceiptDisplayLogic)?

  func presentReceipt(for ordered: String) {
    view?.display(line: "Thank you for ordering \(ordered)")
  }
}
