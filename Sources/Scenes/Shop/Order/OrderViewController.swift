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

  private let messageLabel = UILabel(accessibilityIdentifier: "message")
  private let noteField = UITextField(
    accessibilityIdentifier: "note", placeholder: "Note")
  private let errorLabel = UILabel(accessibilityIdentifier: "error")
  private let doneButton = UIButton(accessibilityIdentifier: "done", title: "Done")
  private let cancelButton = UIButton(accessibilityIdentifier: "cancel", title: "Cancel")

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
    doneButton.onTap { [weak self] in self?.doneTapped() }
    cancelButton.onTap { [weak self] in self?.cancelTapped() }
    noteField.addAction(UIAction { [weak self] _ in self?.noteChanged() }, for: .editingChanged)
    view = .column([messageLabel, noteField, errorLabel, doneButton, cancelButton])
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
    activity.addUserInfoEntries(from: ["note": noteField.text ?? ""])
  }

  /// Restores the typed note.
  public override func restoreUserActivityState(_ activity: NSUserActivity) {
    super.restoreUserActivityState(activity)
    guard let note = activity.userInfo?["note"] as? String else { return }
    noteField.text = note
    interactor?.noteDidChange(request: OrderModels.NoteRequest(note: note))
  }

  public func display(viewModel: OrderModels.ViewModel) {
    messageLabel.text = viewModel.message
    errorLabel.text = viewModel.error
  }

  private func doneTapped() {
    interactor?.done(request: OrderModels.DoneRequest(note: noteField.text ?? ""))
  }

  private func noteChanged() {
    interactor?.noteDidChange(request: OrderModels.NoteRequest(note: noteField.text ?? ""))
  }

  private func cancelTapped() {
    interactor?.cancel()
  }
}
