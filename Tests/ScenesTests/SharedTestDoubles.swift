import Scenes
import Testing

// The test doubles of what every screen's logic may use: the session, the accounts, a completion:
// hand-written; a spy records calls, a stub answers.

@MainActor
final class UserSessionStub: UserSession {
  var signedInEmail: String?
  var signInCalls: [String] = []
  var signInHandlers: [(String) -> Void] = []

  init(signedInEmail: String? = nil) {
    self.signedInEmail = signedInEmail
  }

  func signIn(email: String) {
    signInCalls.append(email)
    signedInEmail = email
    for handler in signInHandlers { handler(email) }
  }

  func observeSignIns(by observer: AnyObject, _ handler: @escaping (String) -> Void) {
    signInHandlers.append(handler)
  }

  func signOut() {
    signedInEmail = nil
  }
}

@MainActor
final class AccountStoreStub: AccountStore {
  var verifies: Bool
  var createError: AccountStoreError?
  var created: [Account] = []
  var takenEmails: Set<String> = []

  init(verifies: Bool = false, createError: AccountStoreError? = nil) {
    self.verifies = verifies
    self.createError = createError
  }

  func hasAccount(email: String) -> Bool { takenEmails.contains(email) }

  func verify(email: String, password: String) -> Bool { verifies }

  func create(_ account: Account) throws(AccountStoreError) {
    if let createError { throw createError }
    created.append(account)
  }
}

/// Records every value a completion receives.
@MainActor
final class CompletionRecorder<Value> {
  var values: [Value] = []
  var completion: (Value) -> Void { { self.values.append($0) } }
}
