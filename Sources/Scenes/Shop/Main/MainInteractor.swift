import Foundation

/// What the Main screen's view asks of its interactor.
@MainActor
public protocol MainBusinessLogic: AnyObject {
  /// A person tapped Order.
  func order(request: MainModels.OrderRequest)
  /// A person tapped Receipt.
  func receipt()
}

/// Main's logic: refuses an empty message, else asks the router to order it; shows the receipt
/// of the last order done.
@MainActor
public final class MainInteractor: MainBusinessLogic {
  /// Where navigation requests go. Weak: the screen or a coordinator owns the router.
  public weak var router: (any MainRouterProtocol)?
  private let presenter: any MainPresentationLogic
  /// What the last order done ended with; nil before one is.
  private var lastOrdered: String?

  /// Creates the interactor.
  public init(presenter: any MainPresentationLogic) {
    self.presenter = presenter
  }

  public func order(request: MainModels.OrderRequest) {
    let message = request.message.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !message.isEmpty else {
      presenter.presentOrder(response: .refused)
      return
    }
    router?.order(message: message) { [weak self] outcome in self?.orderDidEnd(outcome) }
  }

  public func receipt() {
    guard let lastOrdered else {
      presenter.presentOrder(response: .nothingOrdered)
      return
    }
    router?.showReceipt(ordered: lastOrdered)
  }

  private func orderDidEnd(_ outcome: ChildOutcome<String>) {
    switch outcome {
    case .done(let text):
      lastOrdered = text
      presenter.presentOrder(response: .ordered(text))
    case .closed, .interrupted:
      presenter.presentOrder(response: .notPlaced)
    }
  }
}
