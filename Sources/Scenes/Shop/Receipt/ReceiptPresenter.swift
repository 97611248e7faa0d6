/// What Receipt's interactor hands its presenter.
@MainActor
public protocol ReceiptPresentationLogic: AnyObject {
  /// Presents the receipt of what was ordered.
  func presentReceipt(for ordered: String)
}

/// What Receipt's presenter hands its view.
@MainActor
public protocol ReceiptDisplayLogic: AnyObject {
  /// Shows the line a person reads.
  func display(line: String)
}

/// Turns what was ordered into the line a person reads.
@MainActor
public final class ReceiptPresenter: ReceiptPresentationLogic {
  /// The view. Weak: the view owns the interactor, which owns the presenter.
  public weak var view: (any ReceiptDisplayLogic)?

  /// Creates the presenter.
  public init() {}

  public func presentReceipt(for ordered: String) {
    view?.display(line: "Thank you for ordering \(ordered)")
  }
}
