#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Login's view: its controls, laid out in a column. Both styles' Login screens show it
/// (the scene's and plain MVC's), and wire its controls to what each does.
@MainActor
public final class LoginView: UIView {
  public let emailField = UITextField(
    accessibilityIdentifier: "email", placeholder: "Email")
  public let passwordField = UITextField(
    accessibilityIdentifier: "password", placeholder: "Password", isSecureTextEntry: true)
  public let errorLabel = UILabel(accessibilityIdentifier: "error")
  public let logInButton = UIButton(accessibilityIdentifier: "logIn", title: "Log in")
  public let createAccountButton = UIButton(
    accessibilityIdentifier: "createAccount", title: "Create account")
  public let cancelButton = UIButton(accessibilityIdentifier: "cancel", title: "Cancel")

  /// Creates the view, its controls in a column.
  public init() {
    super.init(frame: .zero)
    arrangeInColumn([
      emailField, passwordField, errorLabel, logInButton, createAccountButton, cancelButton,
    ])
  }

  @available(*, unavailable, message: "The view is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the view is built in code")
  }
}
