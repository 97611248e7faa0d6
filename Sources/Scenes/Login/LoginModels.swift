/// What flows through the Login scene.
public enum LoginModels {
  /// A person tapped Log in with these credentials.
  public struct LogInRequest: Equatable, Sendable {
    /// The email typed.
    public let email: String
    /// The password typed.
    public let password: String

    /// Creates a request.
    public init(email: String, password: String) {
      self.email = email
      self.password = password
    }
  }

  /// Why the Login screen shows an error.
  public enum Failure: Equatable, Sendable {
    /// No account matches the credentials.
    case wrongCredentials
    /// Registration finished with an email that has an account already.
    case emailTaken
  }

  /// What the Login screen shows.
  public struct ViewModel: Equatable, Sendable {
    /// An error line, or nil.
    public let error: String?
  }
}

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

/// Hears the result of registration: the Login interactor, as a listener in RIBs.
@MainActor
public protocol RegistrationListener: AnyObject {
  /// Every step was filled in with a valid value.
  func registrationDidFinish(_ form: RegistrationForm)
}
