/// The navigation a registration step needs. Its interactor decides where the registration
/// goes; the router shows it.
@MainActor
public protocol TextInputRouterProtocol: AnyObject {
  /// Shows `step`, which goes on with the values of the steps before it, `form`.
  func showStep(_ step: RegistrationStep, form: RegistrationForm)
  /// Goes back to `step`, whose value the registration lacks, so that the person gives it again.
  func returnToStep(_ step: RegistrationStep)
  /// The person tapped Finish on the last step: the registration is done with `account`.
  func finish(account: Account)
  /// Leave registration, back to the Login screen.
  func cancel()
  /// The screen of `step` left the stack: leaving the first step, unless the registration
  /// ended before, ends it as closed by the person.
  func stepDidClose(_ step: RegistrationStep)
}
