import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Receipt, as plain MVC writes it: the controller shows what was ordered and dismisses itself
/// on Close. It covers the whole screen, so that only Close takes it away.
@MainActor
public final class ReceiptViewController: UIViewController {
  /// What the receipt is for.
  let ordered: String

  private let receiptView = ReceiptView()

  /// Creates the receipt of `ordered`.
  public init(ordered: String) {
    self.ordered = ordered
    super.init(nibName: nil, bundle: nil)
    title = "Receipt"
    modalPresentationStyle = .fullScreen
  }

  @available(*, unavailable, message: "The screen is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the screen is built in code")
  }

  public override func loadView() {
    receiptView.closeButton.onTap { [weak self] in self?.close() }
    receiptView.lineLabel.text = "Thank you for ordering \(ordered)"
    view = receiptView
  }
}

// MARK: - Navigation

extension ReceiptViewController {
  private func close() {
    dismiss(animated: true)
  }
}
