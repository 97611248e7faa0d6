#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// A registration step's view: its controls, laid out in a column. Both styles' step screens show it
/// (the scene's and plain MVC's), and wire its controls to what each does.
@MainActor
public final class TextInputView: UIView {
  public let promptLabel = UILabel(accessibilityIdentifier: "prompt")
  public let valueField: UITextField
  public let errorLabel = UILabel(accessibilityIdentifier: "error")
  public let submitButton = UIButton(accessibilityIdentifier: "submit", title: "Next")
  public let cancelButton = UIButton(accessibilityIdentifier: "cancel", title: "Cancel")

  /// Creates the view, its controls in a column.
  public init(step: RegistrationStep) {
    valueField = UITextField(
      accessibilityIdentifier: "value", placeholder: step.prompt, isSecureTextEntry: step.isSecure)
    super.init(frame: .zero)
    arrangeInColumn([promptLabel, valueField, errorLabel, submitButton, cancelButton])
  }

  @available(*, unavailable, message: "The view is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the view is built in code")
  }
}
