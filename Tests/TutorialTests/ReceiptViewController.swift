#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The Receipt screen: what was ordered, and a Close button.
@MainActor
final class ReceiptViewController: UIViewController, ReceiptDisplayLogic {
  /// The screen's logic.
  var interactor: (any ReceiptBusinessLogic)?
  /// The screen's router, which the screen keeps alive; nil when a coordinator drives it.
  var router: (any ReceiptRouterProtocol)?

  private let lineLabel = UILabel()
  private let closeButton = UIButton(type: .system)

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Receipt"
  }

  @available(*, unavailable, message: "The screen is built in code.")
  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the screen is built in code")
  }

  override func loadView() {
    closeButton.setTitle("Close", for: .normal)
    closeButton.addAction(
      UIAction { [weak self] _ in self?.interactor?.close() }, for: .touchUpInside)
    let column = UIStackView(arrangedSubviews: [lineLabel, closeButton])
    column.axis = .vertical
    view = column
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    interactor?.load()
  }

  func display(line: String) {
    lineLabel.text = line
  }
}
