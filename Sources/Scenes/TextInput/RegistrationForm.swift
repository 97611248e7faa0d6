/// The values the registration steps collected, in step order.
public struct RegistrationForm: Equatable, Sendable {
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
}
