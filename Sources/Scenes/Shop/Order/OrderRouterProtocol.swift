/// The navigation the Order screen needs: to sign in, and to close.
@MainActor
public protocol OrderRouterProtocol: AnyObject {
  /// Shows the login screen before it returns; `completion` runs exactly once, on every way
  /// out: `.done` with the email of who signed in, or how the login ended without one.
  func login(completion: @escaping (ChildOutcome<String>) -> Void)
  /// Closes the Order screen: a person sees the screen it was shown over again.
  func close()
}
