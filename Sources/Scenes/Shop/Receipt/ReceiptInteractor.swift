/// What the Receipt screen's view asks of its interactor.
@MainActor
public protocol ReceiptBusinessLogic: AnyObject {
  /// The screen loaded: show what was ordered.
  func load()
  /// A person tapped Close.
  func close()
}

/// Receipt's logic: shows what was ordered, and asks its router to close.
@MainActor
public final class ReceiptInteractor: ReceiptBusinessLogic {
  /// Where navigation requests go. Weak: the screen or a coordinator owns the router.
  public weak var router: (any ReceiptRouterProtocol)?
  private let ordered: String
  private let presenter: any ReceiptPresentationLogic

  /// Creates the interactor of the receipt for `ordered`.
  public init(ordered: String, presenter: any ReceiptPresentationLogic) {
    self.ordered = ordered
    self.presenter = presenter
  }

  public func load() {
    presenter.presentReceipt(for: ordered)
  }

  public func close() {
    router?.close()
  }
}
