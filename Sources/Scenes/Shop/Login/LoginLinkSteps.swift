/// What a link asks of the Login screen, beyond its view. The interactor takes them; its
/// builder hands them to whoever opens links, as the screen is built.
@MainActor
public protocol LoginLinkSteps: AnyObject {
  /// Starts the registration, as tapping Create account does.
  func createAccount()
}

extension LoginInteractor: LoginLinkSteps {}
