import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// What Order tells whoever showed it, once: the order went through, or it did not.
@MainActor
public protocol OrderViewControllerDelegate: AnyObject {
  /// The order went through with `text`, its message and note.
  func orderViewController(_ controller: OrderViewController, didOrder text: String)
  /// The order ended without going through: cancelled, its screen left, or taken away.
  func orderViewControllerDidCancel(_ controller: OrderViewController)
}

/// Order, as plain MVC writes it: the controller completes the order once somebody is signed
/// in, presenting the login first if needed, and tells its delegate, once, whether the order
/// went through.
@MainActor
public final class OrderViewController: UIViewController, LoginViewControllerDelegate {
  /// Who hears the order's outcome. Weak: the screen that showed Order owns it.
  public weak var delegate: (any OrderViewControllerDelegate)?
  /// The message ordered.
  public let message: String
  private let accounts: any AccountStore
  private let session: any UserSession
  private var hasEnded = false

  private let orderView = OrderView()

  /// Creates Order for `message`; it checks `session`, and its login uses `accounts`.
  public init(message: String, accounts: any AccountStore, session: any UserSession) {
    self.message = message
    self.accounts = accounts
    self.session = session
    super.init(nibName: nil, bundle: nil)
    title = "Order"
  }

  @available(*, unavailable, message: "The screen is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the screen is built in code")
  }

  public override func loadView() {
    orderView.doneButton.onTap { [weak self] in self?.doneTapped() }
    orderView.cancelButton.onTap { [weak self] in self?.cancelTapped() }
    orderView.messageLabel.text = message
    view = orderView
  }

  public override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    // Leaving the stack, whether by the back button, Cancel or any pop, ends the order.
    if parent == nil { cancelOrder() }
  }

  private func doneTapped() {
    guard session.isSignedIn else { return logIn() }
    placeOrder()
  }

  private func cancelTapped() {
    cancelOrder()
    close()
  }

  public func loginViewController(_ controller: LoginViewController, didSignInAs email: String) {
    placeOrder()
  }

  public func loginViewControllerDidCancel(_ controller: LoginViewController) {
    orderView.errorLabel.text = "Sign in to place the order"
  }

  /// A link takes the screen away: the order does not go through.
  func interrupt() {
    cancelOrder()
  }

  /// The message, and the note after one space unless it is empty.
  private var text: String {
    let note = (orderView.noteField.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    return note.isEmpty ? message : "\(message) \(note)"
  }

  /// Tells the delegate the order went through, unless it ended before, and goes back.
  private func placeOrder() {
    guard !hasEnded else { return }
    hasEnded = true
    delegate?.orderViewController(self, didOrder: text)
    close()
  }

  /// Tells the delegate the order did not go through, unless it ended before.
  private func cancelOrder() {
    guard !hasEnded else { return }
    hasEnded = true
    delegate?.orderViewControllerDidCancel(self)
  }

  public override func updateUserActivityState(_ activity: NSUserActivity) {
    super.updateUserActivityState(activity)
    activity.addUserInfoEntries(from: ["note": orderView.noteField.text ?? ""])
  }

  public override func restoreUserActivityState(_ activity: NSUserActivity) {
    super.restoreUserActivityState(activity)
    if let note = activity.userInfo?["note"] as? String { orderView.noteField.text = note }
  }
}

// MARK: - Navigation

extension OrderViewController {
  /// Presents the login; the order completes once it ends signed in.
  func logIn() {
    let login = LoginViewController(accounts: accounts, session: session)
    login.delegate = self
    let modal = UINavigationController(rootViewController: login)
    modal.presentationController?.delegate = login
    present(modal, animated: true)
    // UIKit refuses to present over a screen that presents already: the login never shows.
    if modal.presentingViewController == nil { loginViewControllerDidCancel(login) }
  }

  /// Back to the screen Order was pushed over, whatever was pushed above it; an Order that was
  /// presented is dismissed.
  private func close() {
    if let navigation = navigationController,
      let index = navigation.viewControllers.firstIndex(where: { $0 === self }), index > 0
    {
      navigation.popToViewController(navigation.viewControllers[index - 1], animated: true)
    } else if presentingViewController != nil {
      dismiss(animated: true)
    }
  }
}
