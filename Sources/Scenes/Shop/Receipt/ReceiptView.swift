#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Receipt's view: its controls, laid out in a column. Both styles' Receipt screens show it
/// (the scene's and plain MVC's), and wire its controls to what each does.
@MainActor
public final class ReceiptView: UIView {
  public let lineLabel = UILabel(accessibilityIdentifier: "line")
  public let closeButton = UIButton(accessibilityIdentifier: "close", title: "Close")

  /// Creates the view, its controls in a column.
  public init() {
    super.init(frame: .zero)
    arrangeInColumn([lineLabel, closeButton])
  }

  @available(*, unavailable, message: "The view is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the view is built in code")
  }
}
