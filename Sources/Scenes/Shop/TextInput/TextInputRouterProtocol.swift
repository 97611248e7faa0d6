/// The navigation a registration step needs. Its interactor and the registration decide where
/// the registration goes; the router shows it.
@MainActor
public protocol TextInputRouterProtocol: AnyObject {
  /// Shows `step` of `registration`, which every step shares.
  func showStep(_ step: RegistrationStep, of registration: Registration)
  /// Goes back to `step`, whose value the registration lacks, so that the person gives it again.
  func returnToStep(_ step: RegistrationStep)
  /// Takes every step away, back to the Login screen.
  func closeRegistration()
}
