/// Who is signed in, for the length of a run.
@MainActor
public protocol UserSession: AnyObject {
  /// The signed-in email, or nil.
  var signedInEmail: String? { get }
  /// Signs `email` in.
  func signIn(email: String)
  /// Signs whoever is signed in out.
  func signOut()
}

extension UserSession {
  /// Whether anybody is signed in.
  public var isSignedIn: Bool { signedInEmail != nil }
}

/// A session in memory; nobody is signed in at first.
@MainActor
public final class InMemoryUserSession: UserSession {
  public private(set) var signedInEmail: String?

  /// Creates a session, signed out unless `signedInEmail` is given.
  public init(signedInEmail: String? = nil) {
    self.signedInEmail = signedInEmail
  }

  public func signIn(email: String) {
    signedInEmail = email
  }

  public func signOut() {
    signedInEmail = nil
  }
}
