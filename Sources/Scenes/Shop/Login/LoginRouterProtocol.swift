/// The navigation the Login screen needs.
@MainActor
public protocol LoginRouterProtocol: AnyObject {
  /// Shows the registration steps inside the login modal before it returns; `completion` runs
  /// exactly once, on every way out: `.done` with the account the steps describe once every
  /// step holds a valid value, or how the registration ended without one.
  func registration(completion: @escaping (ChildOutcome<Account>) -> Void)
  /// Takes the registration steps away, back to the Login screen.
  func closeRegistration()
  /// Closes the login modal.
  func close()
}
