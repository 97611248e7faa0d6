import Scenes
import Testing

// Login's test doubles, beside its tests: hand-written; a spy records calls, a stub answers.

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
final class LoginPresenterSpy: LoginPresentationLogic {
  var failures: [LoginModels.Failure] = []
  func presentFailure(_ failure: LoginModels.Failure) { failures.append(failure) }
}
