/// The values the registration steps collected, in step order.
public struct RegistrationForm: Hashable, Sendable {
  /// The email step's value.
  public var email = ""
  /// The password step's value.
  public var password = ""
  /// The first-name step's value.
  public var firstName = ""
  /// The last-name step's value.
  public var lastName = ""

  /// An empty form.
  public init() {}

  /// The account the form describes.
  public var account: Account {
    Account(email: email, password: password, firstName: firstName, lastName: lastName)
  }

  /// The value `step` filled in.
  public func value(of step: RegistrationStep) -> String? {
    switch step {
    case .email: email
    case .password: password
    case .firstName: firstName
    case .lastName: lastName
    }
  }

  /// The values of the steps before `step`, as a link or a saved state may hold them: never
  /// the password.
  public func shareable(before step: RegistrationStep) -> RegistrationForm {
    var form = RegistrationForm()
    for earlier in RegistrationStep.allCases.prefix(while: { $0 != step }) where !earlier.isSecure {
      earlier.fill(&form, with: value(of: earlier) ?? "")
    }
    return form
  }

  /// The first step whose value the form lacks or its step refuses, before `step`: a
  /// restored form lacks the password, which is never saved.
  public func firstMissing(before step: RegistrationStep) -> RegistrationStep? {
    RegistrationStep.allCases.prefix { $0 != step }.first { !$0.accepts(value(of: $0) ?? "") }
  }
}

/// Where a registration goes once a step holds a valid value: the one rule every style follows.
public enum RegistrationProgress: Equatable, Sendable {
  /// On to the step, which goes on with the values so far.
  case next(RegistrationStep, RegistrationForm)
  /// Back to the step, whose value the form lacks: a restored form has no password, which is
  /// never saved.
  case back(RegistrationStep)
  /// Done: the account the form describes.
  case done(Account)
}

extension RegistrationForm {
  /// Where the registration goes once `step` holds `value`, a value it accepts, after the
  /// values of the steps before it, which this form holds.
  public func progress(filling step: RegistrationStep, with value: String)
    -> RegistrationProgress
  {
    var form = self
    step.fill(&form, with: value)
    if let next = step.next { return .next(next, form) }
    if let missing = form.firstMissing(before: step) { return .back(missing) }
    return .done(form.account)
  }
}
