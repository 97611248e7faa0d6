#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Main's view: its controls, laid out in a column. Both styles' Main screens show it
/// (the scene's and plain MVC's), and wire its controls to what each does.
@MainActor
public final class MainView: UIView {
  public let messageField = UITextField(
    accessibilityIdentifier: "message", placeholder: "Message")
  public let resultLabel = UILabel(accessibilityIdentifier: "result")
  public let orderButton = UIButton(accessibilityIdentifier: "order", title: "Order")
  public let receiptButton = UIButton(accessibilityIdentifier: "receipt", title: "Receipt")

  /// Creates the view, its controls in a column.
  public init() {
    super.init(frame: .zero)
    arrangeInColumn([messageField, resultLabel, orderButton, receiptButton])
  }

  @available(*, unavailable, message: "The view is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the view is built in code")
  }
}
