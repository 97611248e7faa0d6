/// The navigation the Order screen needs: to sign in, and to leave.
@MainActor
public protocol OrderRouterProtocol: AnyObject {
  /// Shows the login screen; `completion` runs exactly once: `.done` with the email of who
  /// signed in, or how the login ended without one.
  func login(completion: @escaping (ChildOutcome<String>) -> Void)
  /// Shows the login screen and returns, once, how it ended.
  func login() async -> ChildOutcome<String>
  /// Leaves the Order screen.
  func dismiss()
}

extension OrderRouterProtocol {
  /// The login, awaited: its completion form, made now and awaited (`ChildOutcome.of`).
  public func login() async -> ChildOutcome<String> {
    await .of(login(completion:))
  }
}
