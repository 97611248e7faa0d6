/// What Order's interactor hands its presenter.
@MainActor
public protocol OrderPresentationLogic: AnyObject {
  /// Presents the message being ordered.
  func presentMessage(_ message: String)
  /// Presents that the order needs a signed-in person.
  func presentSignInRequired()
}

/// What Order's presenter hands its view.
@MainActor
public protocol OrderDisplayLogic: AnyObject {
  /// Shows the view model.
  func display(viewModel: OrderModels.ViewModel)
}

/// Turns Order's results into the texts a person reads.
@MainActor
public final class OrderPresenter: OrderPresentationLogic {
  /// The view. Weak: the view owns the interactor, which owns the presenter.
  public weak var view: (any OrderDisplayLogic)?
  private var message = ""

  /// Creates the presenter.
  public init() {}

  public func presentMessage(_ message: String) {
    self.message = message
    view?.display(viewModel: OrderModels.ViewModel(message: message, error: nil))
  }

  public func presentSignInRequired() {
    view?.display(
      viewModel: OrderModels.ViewModel(message: message, error: "Sign in to place the order"))
  }
}
