#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The Main screen: a message field, a result label, Order and Receipt.
@MainActor
public final class MainViewController: UIViewController, MainDisplayLogic {
  /// The screen's logic.
  public var interactor: (any MainBusinessLogic)?
  /// The screen's router. The screen keeps it alive, and the router holds the screen weakly, so
  /// the two go together. Nil when a coordinator, which its parent keeps, drives the screen.
  public var router: (any MainRouterProtocol)?

  private let mainView = MainView()

  /// Creates the screen.
  public init() {
    super.init(nibName: nil, bundle: nil)
    title = "Main"
  }

  @available(*, unavailable, message: "The screen is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the screen is built in code")
  }

  public override func loadView() {
    mainView.orderButton.onTap { [weak self] in self?.orderTapped() }
    mainView.receiptButton.onTap { [weak self] in self?.interactor?.receipt() }
    view = mainView
  }

  /// Saves the typed message for state restoration.
  public override func updateUserActivityState(_ activity: NSUserActivity) {
    super.updateUserActivityState(activity)
    activity.addUserInfoEntries(from: ["message": mainView.messageField.text ?? ""])
  }

  /// Restores the typed message.
  public override func restoreUserActivityState(_ activity: NSUserActivity) {
    super.restoreUserActivityState(activity)
    if let message = activity.userInfo?["message"] as? String {
      mainView.messageField.text = message
    }
  }

  public func display(viewModel: MainModels.ViewModel) {
    mainView.resultLabel.text = viewModel.result
  }

  private func orderTapped() {
    interactor?.order(request: MainModels.OrderRequest(message: mainView.messageField.text ?? ""))
  }
}
