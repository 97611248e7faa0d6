/// The navigation the Login screen needs.
@MainActor
public protocol LoginRouterProtocol: AnyObject {
  /// Shows the registration steps inside the login modal before it returns; `completion` runs
  /// exactly once, on every way out: `.done` with the account the steps describe once every
  /// step holds a valid value, or how the registration ended without one.
  func startRegistration(completion: @escaping (ChildOutcome<Account>) -> Void)
  /// Removes the registration steps, back to the Login screen.
  func endRegistration()
  /// Closes the login modal; whoever asked for the login hears, once, the email of who
  /// signed in (`.done`), or, for nil, that the person closed it.
  func close(signedInAs email: String?)
}
