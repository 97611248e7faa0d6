/// The navigation the Order screen needs: to sign in, and to leave.
@MainActor
public protocol OrderRouterProtocol: AnyObject {
  /// Shows the login screen; `completion` runs exactly once, `true` when somebody signed in.
  func login(completion: @escaping (Bool) -> Void)
  /// `completion` hears how each login ends that the router shows without Order asking: one a
  /// link opens, or one restored. Order's interactor gives it once, as it is wired to the router.
  func hearLoginsOpenedByLinks(_ completion: @escaping (Bool) -> Void)
  /// Leaves the Order screen.
  func dismiss()
}
