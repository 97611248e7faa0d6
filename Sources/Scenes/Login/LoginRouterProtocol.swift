/// The navigation the Login screen needs.
@MainActor
public protocol LoginRouterProtocol: AnyObject {
  /// Shows the registration steps inside the login modal; `onFinish` receives the account they
  /// describe once every step holds a valid value (never, if the person cancels them).
  func startRegistration(onFinish: @escaping (Account) -> Void)
  /// Removes the registration steps, back to the Login screen.
  func endRegistration()
  /// Dismisses the login modal; whoever asked for the login hears, once, the email of who
  /// signed in (`.done`), or, for nil, that the person closed it.
  func dismiss(signedInAs email: String?)
}
