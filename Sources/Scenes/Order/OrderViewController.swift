import PresentationHost

/// The Order screen: the message, a note field, Done and Cancel.
@MainActor
public final class OrderViewController: UIViewController, OrderDisplayLogic {
  /// The screen's logic.
  public var interactor: (any OrderBusinessLogic)?
  /// Keeps the screen's router alive as long as the screen; nil when a coordinator drives it.
  public var router: (any OrderRouterProtocol)?

  private let messageLabel = UILabel(identifier: "message")
  private let noteField = UITextField(identifier: "note", placeholder: "Note")
  private let errorLabel = UILabel(identifier: "error")
  private let doneButton = UIButton(identifier: "done", title: "Done")
  private let cancelButton = UIButton(identifier: "cancel", title: "Cancel")

  /// Creates the screen.
  public override init() {
    super.init()
    title = "Order"
  }

  public override func loadView() {
    let root = UIView()
    for control in [messageLabel, noteField, errorLabel, doneButton, cancelButton] as [UIView] {
      root.addSubview(control)
    }
    doneButton.addAction { [weak self] in self?.doneTapped() }
    cancelButton.addAction { [weak self] in self?.cancelTapped() }
    view = root
  }

  public override func viewDidLoad() {
    interactor?.load()
  }

  public override func didMove(toParent parent: UIViewController?) {
    // Leaving the stack, whether by the back button, Cancel or any pop, ends the order.
    if parent == nil { interactor?.screenDidClose() }
  }

  public func display(viewModel: OrderModels.ViewModel) {
    messageLabel.text = viewModel.message
    errorLabel.text = viewModel.error
  }

  private func doneTapped() {
    traceForward("OrderInteractor.done")
    interactor?.done(request: OrderModels.DoneRequest(note: noteField.text ?? ""))
  }

  private func cancelTapped() {
    traceForward("OrderInteractor.cancel")
    interactor?.cancel()
  }
}
