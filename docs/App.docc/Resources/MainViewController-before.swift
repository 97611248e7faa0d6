#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The Main screen: a message field, a result label, and an Order button.
@MainActor
public final class MainViewController: UIViewController, MainDisplayLogic {
  /// The screen's logic.
  public var interactor: (any MainBusinessLogic)?
  /// The screen's router. The screen keeps it alive, and the router holds the screen weakly, so
  /// the two go together. Nil when a coordinator, which its parent keeps, drives the screen.
  public var router: (any MainRouterProtocol)?

  private let messageField = UITextField(
    accessibilityIdentifier: "message", placeholder: "Message")
  private let resultLabel = UILabel(accessibilityIdentifier: "result")
  private let orderButton = UIButton(accessibilityIdentifier: "order", title: "Order")

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
    orderButton.onTap { [weak self] in self?.orderTapped() }
    view = .column([messageField, resultLabel, orderButton])
  }

  /// Saves the typed message for state restoration.
  public override func updateUserActivityState(_ activity: NSUserActivity) {
    super.updateUserActivityState(activity)
    activity.addUserInfoEntries(from: ["message": messageField.text ?? ""])
  }

  /// Restores the typed message.
  public override func restoreUserActivityState(_ activity: NSUserActivity) {
    super.restoreUserActivityState(activity)
    if let message = activity.userInfo?["message"] as? String { messageField.text = message }
  }

  public func display(viewModel: MainModels.ViewModel) {
    resultLabel.text = viewModel.result
  }

  private func orderTapped() {
    interactor?.order(request: MainModels.OrderRequest(message: messageField.text ?? ""))
  }
}
