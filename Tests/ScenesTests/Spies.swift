import Scenes
import Testing

// Hand-written test doubles: a spy records calls, a stub answers.

@MainActor
final class OrderRouterSpy: OrderRouterProtocol {
  var loginCompletions: [(ChildOutcome<String>) -> Void] = []
  var closeCount = 0

  func login(completion: @escaping (ChildOutcome<String>) -> Void) {
    loginCompletions.append(completion)
  }

  func close() { closeCount += 1 }
}

@MainActor
final class LoginRouterSpy: LoginRouterProtocol {
  var registrationCompletions: [(ChildOutcome<Account>) -> Void] = []
  var endRegistrationCount = 0
  var closings: [String?] = []

  func startRegistration(completion: @escaping (ChildOutcome<Account>) -> Void) {
    registrationCompletions.append(completion)
  }

  func endRegistration() { endRegistrationCount += 1 }
  func close(signedInAs email: String?) { closings.append(email) }
}

@MainActor
final class TextInputRouterSpy: TextInputRouterProtocol {
  var calls: [String] = []

  var forms: [RegistrationForm] = []
  func showStep(_ step: RegistrationStep, form: RegistrationForm) {
    calls.append("showStep(\(step.title))")
    forms.append(form)
  }
  func returnToStep(_ step: RegistrationStep) { calls.append("returnToStep(\(step.title))") }
  func finish(account: Account) { calls.append("finish(\(account.email))") }
  func cancel() { calls.append("cancel") }
  func stepDidClose(_ step: RegistrationStep) { calls.append("stepDidClose(\(step))") }
}

@MainActor
final class ExploreRouterSpy: HomeRouterProtocol, DetailRouterProtocol,
  PushedHelloWorldRouterProtocol, ModalHelloWorldRouterProtocol
{
  var calls: [String] = []

  func showDetail() { calls.append("showDetail") }
  func presentHelloWorld() { calls.append("presentHelloWorld") }
  func showHelloWorld() { calls.append("showHelloWorld") }
  func showHome() { calls.append("showHome") }
  func back() { calls.append("back") }
  func home() { calls.append("home") }
  func close() { calls.append("close") }
}

@MainActor
final class MainPresenterSpy: MainPresentationLogic {
  var responses: [MainModels.OrderResponse] = []
  func presentOrder(response: MainModels.OrderResponse) { responses.append(response) }
}

@MainActor
final class OrderPresenterSpy: OrderPresentationLogic {
  var calls: [String] = []
  func presentMessage(_ message: String) { calls.append("message(\(message))") }
  func presentSignInRequired() { calls.append("signInRequired") }
}

@MainActor
final class LoginPresenterSpy: LoginPresentationLogic {
  var failures: [LoginModels.Failure] = []
  func presentFailure(_ failure: LoginModels.Failure) { failures.append(failure) }
}

@MainActor
final class TextInputPresenterSpy: TextInputPresentationLogic {
  var calls: [String] = []
  func presentStep(_ step: RegistrationStep) { calls.append("step(\(step.title))") }
  func presentInvalidValue(for step: RegistrationStep) { calls.append("invalid(\(step.title))") }
  func presentTakenEmail() { calls.append("taken") }
}

@MainActor
final class ExplorePresenterSpy: HomePresentationLogic, DetailPresentationLogic,
  HelloWorldPresentationLogic
{
  var calls: [String] = []
  func presentWelcome() { calls.append("welcome") }
  func presentDetail() { calls.append("detail") }
  func presentGreeting(presentation: HelloWorldModels.Presentation) {
    calls.append("greeting(\(presentation))")
  }
}

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
