import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Main, as plain MVC writes it: the controller checks the message, makes Order and shows it,
/// hears how the order ended as Order's delegate, and presents the receipt of the last one.
@MainActor
public final class MainViewController: UIViewController, OrderViewControllerDelegate {
  private let accounts: any AccountStore
  private let session: any UserSession

  private let mainView = MainView()
  /// What the last order done ended with; nil before one is.
  private var lastOrdered: String?

  /// Creates Main; the orders it makes check `session` and sign in with `accounts`.
  public init(accounts: any AccountStore, session: any UserSession) {
    self.accounts = accounts
    self.session = session
    super.init(nibName: nil, bundle: nil)
    title = "Main"
  }

  @available(*, unavailable, message: "The screen is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the screen is built in code")
  }

  public override func loadView() {
    mainView.orderButton.onTap { [weak self] in
      self?.order(message: self?.mainView.messageField.text ?? "")
    }
    mainView.receiptButton.onTap { [weak self] in self?.receiptTapped() }
    view = mainView
  }

  /// Orders `message`, trimmed: an empty one is refused; otherwise Order is shown.
  func order(message: String) {
    let message = message.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !message.isEmpty else {
      mainView.resultLabel.text = "Enter a message"
      return
    }
    showOrder(message: message)
  }

  private func receiptTapped() {
    guard let lastOrdered else {
      mainView.resultLabel.text = "Nothing ordered yet"
      return
    }
    showReceipt(ordered: lastOrdered)
  }

  public func orderViewController(_ controller: OrderViewController, didOrder text: String) {
    lastOrdered = text
    mainView.resultLabel.text = "Ordered: \(text)"
  }

  public func orderViewControllerDidCancel(_ controller: OrderViewController) {
    mainView.resultLabel.text = "Order cancelled"
  }

  public override func updateUserActivityState(_ activity: NSUserActivity) {
    super.updateUserActivityState(activity)
    activity.addUserInfoEntries(from: ["message": mainView.messageField.text ?? ""])
  }

  public override func restoreUserActivityState(_ activity: NSUserActivity) {
    super.restoreUserActivityState(activity)
    if let message = activity.userInfo?["message"] as? String {
      mainView.messageField.text = message
    }
  }
}

// MARK: - Navigation

extension MainViewController {
  private func showOrder(message: String) {
    let order = OrderViewController(message: message, accounts: accounts, session: session)
    order.delegate = self
    show(order, sender: self)
  }

  /// Presents the receipt of `ordered`.
  func showReceipt(ordered: String) {
    present(ReceiptViewController(ordered: ordered), animated: true)
  }
}
