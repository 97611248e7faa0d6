#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Order's view: its controls, laid out in a column. Both styles' Order screens show it
/// (the scene's and plain MVC's), and wire its controls to what each does.
@MainActor
public final class OrderView: UIView {
  public let messageLabel = UILabel(accessibilityIdentifier: "message")
  public let noteField = UITextField(
    accessibilityIdentifier: "note", placeholder: "Note")
  public let errorLabel = UILabel(accessibilityIdentifier: "error")
  public let doneButton = UIButton(accessibilityIdentifier: "done", title: "Done")
  public let cancelButton = UIButton(accessibilityIdentifier: "cancel", title: "Cancel")

  /// Creates the view, its controls in a column.
  public init() {
    super.init(frame: .zero)
    arrangeInColumn([messageLabel, noteField, errorLabel, doneButton, cancelButton])
  }

  @available(*, unavailable, message: "The view is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the view is built in code")
  }
}
