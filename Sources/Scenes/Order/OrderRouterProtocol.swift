/// The navigation the Order screen needs: to sign in, and to leave.
@MainActor
public protocol OrderRouterProtocol: AnyObject {
  /// Shows the login screen; `completion` runs exactly once, `true` when somebody signed in.
  func login(completion: @escaping (Bool) -> Void)
  /// Leaves the Order screen.
  func dismiss()
}
