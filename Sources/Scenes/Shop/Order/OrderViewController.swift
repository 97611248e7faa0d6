#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The Order screen: the message, a note field, Done and Cancel.
@MainActor
public final class OrderViewController: UIViewController, OrderDisplayLogic {
  /// The screen's logic.
  public var interactor: (any OrderBusinessLogic)?
  /// The screen's router. The screen keeps it alive, and the router holds the screen weakly, so
  /// the two go together. Nil when a coordinator, which its parent keeps, drives the screen.
  public var router: (any OrderRouterProtocol)?

  private let orderView = OrderView()

  /// Creates the screen.
  public init() {
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
    orderView.noteField.addAction(
      UIAction { [weak self] _ in self?.noteChanged() }, for: .editingChanged)
    view = orderView
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    interactor?.load()
  }

  public override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    // Leaving the stack, whether by the back button, Cancel or any pop, ends the order.
    if parent == nil { interactor?.screenDidClose() }
  }

  /// Saves the typed note for state restoration.
  public override func updateUserActivityState(_ activity: NSUserActivity) {
    super.updateUserActivityState(activity)
    activity.addUserInfoEntries(from: ["note": orderView.noteField.text ?? ""])
  }

  /// Restores the typed note.
  public override func restoreUserActivityState(_ activity: NSUserActivity) {
    super.restoreUserActivityState(activity)
    guard let note = activity.userInfo?["note"] as? String else { return }
    orderView.noteField.text = note
    interactor?.noteDidChange(request: OrderModels.NoteRequest(note: note))
  }

  public func display(viewModel: OrderModels.ViewModel) {
    orderView.messageLabel.text = viewModel.message
    orderView.errorLabel.text = viewModel.error
  }

  private func doneTapped() {
    interactor?.done(request: OrderModels.DoneRequest(note: orderView.noteField.text ?? ""))
  }

  private func noteChanged() {
    interactor?.noteDidChange(
      request: OrderModels.NoteRequest(note: orderView.noteField.text ?? ""))
  }

  private func cancelTapped() {
    interactor?.cancel()
  }
}
