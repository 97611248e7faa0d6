/// What a link asks of the Login screen, beyond its view. The interactor takes them; its
/// builder hands them to whoever opens links, as the screen is built.
@MainActor
public protocol LoginLinkActions: AnyObject {
  /// Starts the registration, as tapping Create account does.
  func createAccount()
  /// Ends the login as interrupted: the app takes the modal away, as a link to another place
  /// does.
  func interrupt()
}

extension LoginInteractor: LoginLinkActions {}
