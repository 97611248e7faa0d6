// The app's two services, in memory: the accounts people can sign in with, and who is signed
// in. Every screen that needs one is handed it by its builder; nothing here is global.

/// A person's account.
public struct Account: Equatable, Sendable {
  /// The sign-in email.
  public let email: String
  /// The password, compared as is.
  public let password: String
  /// The first name given at registration.
  public let firstName: String
  /// The last name given at registration.
  public let lastName: String

  /// Creates an account.
  public init(email: String, password: String, firstName: String, lastName: String) {
    self.email = email
    self.password = password
    self.firstName = firstName
    self.lastName = lastName
  }

  /// The account every fresh store starts with.
  public static let demo = Account(
    email: "demo@example.com", password: "password1", firstName: "Demo", lastName: "User")
}

/// Why an account could not be created.
public enum AccountStoreError: Error, Equatable {
  /// An account with this email exists already.
  case emailTaken
}

/// Where accounts are kept.
@MainActor
public protocol AccountStore: AnyObject {
  /// Whether `email` and `password` belong to one account.
  func verify(email: String, password: String) -> Bool
  /// Adds `account`, unless its email is taken.
  func create(_ account: Account) throws(AccountStoreError)
  /// Whether an account has `email`.
  func hasAccount(email: String) -> Bool
}

/// An account store in memory, starting with the demo account.
@MainActor
public final class InMemoryAccountStore: AccountStore {
  /// The accounts, in the order they were created.
  public private(set) var accounts: [Account]

  /// Creates a store holding `accounts`.
  public init(accounts: [Account] = [.demo]) {
    self.accounts = accounts
  }

  public func verify(email: String, password: String) -> Bool {
    account(email: email)?.password == password
  }

  public func hasAccount(email: String) -> Bool {
    account(email: email) != nil
  }

  public func create(_ account: Account) throws(AccountStoreError) {
    guard !hasAccount(email: account.email) else { throw .emailTaken }
    accounts.append(account)
  }

  /// The account of `email`, whatever its case: an email names its owner in any case.
  private func account(email: String) -> Account? {
    accounts.first { $0.email.caseInsensitiveCompare(email) == .orderedSame }
  }
}

/// Who is signed in, for the length of a run.
@MainActor
public protocol UserSession: AnyObject {
  /// The signed-in email, or nil.
  var signedInEmail: String? { get }
  /// Signs `email` in.
  func signIn(email: String)
  /// Signs whoever is signed in out.
  func signOut()
  /// Calls `handler` with the email each time somebody signs in, for as long as `observer`
  /// lives: a screen waiting on a sign-in (an open login) hears one made in another window.
  func observeSignIns(by observer: AnyObject, _ handler: @escaping (String) -> Void)
}

extension UserSession {
  /// Whether anybody is signed in.
  public var isSignedIn: Bool { signedInEmail != nil }
}

/// A session in memory; nobody is signed in at first.
@MainActor
public final class InMemoryUserSession: UserSession {
  public private(set) var signedInEmail: String?
  private var observers: [(observer: Weak, handler: (String) -> Void)] = []

  /// Creates a session, signed out unless `signedInEmail` is given.
  public init(signedInEmail: String? = nil) {
    self.signedInEmail = signedInEmail
  }

  public func signIn(email: String) {
    signedInEmail = email
    observers.removeAll { $0.observer.object == nil }
    for (_, handler) in observers { handler(email) }
  }

  public func observeSignIns(by observer: AnyObject, _ handler: @escaping (String) -> Void) {
    observers.removeAll { $0.observer.object == nil }
    observers.append((Weak(observer), handler))
  }

  /// An observer, held weakly: the session never keeps a screen alive.
  private final class Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  public func signOut() {
    signedInEmail = nil
  }
}
