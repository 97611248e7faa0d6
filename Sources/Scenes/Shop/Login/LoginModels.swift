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
