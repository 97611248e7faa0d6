/// The navigation a registration step needs.
@MainActor
public protocol TextInputRouterProtocol: AnyObject {
  /// The step's value is valid and there is a next step: go on with `value`.
  func next(value: String)
  /// The last step's value is valid: registration is complete with `value`.
  func finish(value: String)
  /// Leave registration, back to the Login screen.
  func cancel()
  /// The screen of `step` left the stack: leaving the first step, unless the registration
  /// ended before, ends it as closed by the person.
  func stepDidClose(_ step: RegistrationStep)
}
