/// What a link asks of a registration step, beyond its view. The interactor takes them; its
/// builder hands them to whoever opens links, as the screen is built.
@MainActor
public protocol TextInputLinkActions: AnyObject {
  /// Goes on from this step with `value`, the value the link carries for it, as Next does, its
  /// checks included: a taken email stops here with Next's message. The link carries none for
  /// the password, which goes on without one, and the last step asks for it again.
  func goOn(value: String)
  /// The values of the steps before this one, as a link may carry them: never the password.
  var linkForm: RegistrationForm { get }
  /// The app takes the step away, as a link to another place does: taking the first step ends
  /// the registration as interrupted.
  func interrupt()
}

extension TextInputInteractor: TextInputLinkActions {
  public var linkForm: RegistrationForm { registration.form.shareable(before: step) }

  public func interrupt() {
    registration.stepWillBeTaken(step)
  }

  public func goOn(value: String) {
    step == .password ? proceed(with: value) : submit(value: value)
  }
}
