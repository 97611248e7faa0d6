/// A registration: the flow of its steps, one screen a step, and its one owner on the logic
/// side. Every step's interactor holds it; it holds the values given so far, the flow's rules,
/// and its outcome, which it delivers exactly once: the account once the last step holds a
/// value, closed when the person leaves the first step, interrupted when the app takes the
/// first step away or every step goes first.
@MainActor
public final class Registration {
  /// The step the registration starts on.
  public static let firstStep = RegistrationStep.allCases[0]
  /// The values the steps hold so far.
  public private(set) var form: RegistrationForm
  private let outcome: OutcomeDelivery<Account>

  /// Starts a registration with the values of `form`; `completion` hears, once, how it ended.
  public init(
    form: RegistrationForm = RegistrationForm(),
    completion: @escaping (ChildOutcome<Account>) -> Void
  ) {
    self.form = form
    self.outcome = OutcomeDelivery(completion)
  }

  /// `step` holds `value`, a value it accepts: where the registration goes from there. Done,
  /// the registration delivers the account.
  public func fill(_ step: RegistrationStep, with value: String) -> RegistrationProgress {
    let progress = form.progress(filling: step, with: value)
    step.fill(&form, with: value)
    if case .done(let account) = progress { outcome.deliver(.done(account)) }
    return progress
  }

  /// The screen of `step` left its stack: leaving the first step, the person ends the
  /// registration, unless it ended before.
  public func stepDidClose(_ step: RegistrationStep) {
    if step == Self.firstStep { outcome.deliver(.closed) }
  }

  /// The app takes the screen of `step` away, as a link to another place does: taking the first
  /// step, it ends the registration as interrupted.
  public func stepWillBeTaken(_ step: RegistrationStep) {
    if step == Self.firstStep { outcome.deliver(.interrupted) }
  }
}
