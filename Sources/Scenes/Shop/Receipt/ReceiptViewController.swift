#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The Receipt screen: what was ordered, and Close. It covers the whole screen, so that only
/// Close takes it away.
@MainActor
public final class ReceiptViewController: UIViewController, ReceiptDisplayLogic {
  /// The screen's logic.
  public var interactor: (any ReceiptBusinessLogic)?
  /// The screen's router. The screen keeps it alive, and the router holds the screen weakly, so
  /// the two go together. Nil when a coordinator, which its parent keeps, drives the screen.
  public var router: (any ReceiptRouterProtocol)?

  private let receiptView = ReceiptView()

  /// Creates the screen.
  public init() {
    super.init(nibName: nil, bundle: nil)
    title = "Receipt"
    modalPresentationStyle = .fullScreen
  }

  @available(*, unavailable, message: "The screen is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the screen is built in code")
  }

  public override func loadView() {
    receiptView.closeButton.onTap { [weak self] in self?.interactor?.close() }
    view = receiptView
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    interactor?.load()
  }

  public func display(line: String) {
    receiptView.lineLabel.text = line
  }
}
