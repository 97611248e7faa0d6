/// The navigation the Login screen needs.
@MainActor
public protocol LoginRouterProtocol: AnyObject {
  /// Shows the registration steps inside the login modal; `listener` hears when they finish.
  func startRegistration(listener: any RegistrationListener)
  /// Removes the registration steps, back to the Login screen.
  func endRegistration()
  /// Dismisses the login modal.
  func dismiss()
}
