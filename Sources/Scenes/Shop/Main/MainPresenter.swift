/// What Main's interactor hands its presenter.
@MainActor
public protocol MainPresentationLogic: AnyObject {
  /// Presents what became of an order.
  func presentOrder(response: MainModels.OrderResponse)
}

/// What Main's presenter hands its view.
@MainActor
public protocol MainDisplayLogic: AnyObject {
  /// Shows the view model.
  func display(viewModel: MainModels.ViewModel)
}

/// Turns Main's results into the texts a person reads.
@MainActor
public final class MainPresenter: MainPresentationLogic {
  /// The view. Weak: the view owns the interactor, which owns the presenter.
  public weak var view: (any MainDisplayLogic)?

  /// Creates the presenter.
  public init() {}

  public func presentOrder(response: MainModels.OrderResponse) {
    let result =
      switch response {
      case .refused: "Enter a message"
      case .ordered(let text): "Ordered: \(text)"
      case .notPlaced: "Order cancelled"
      case .nothingOrdered: "Nothing ordered yet"
      }
    view?.display(viewModel: MainModels.ViewModel(result: result))
  }
}
