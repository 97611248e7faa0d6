import Scenes
import Testing

// Login's test doubles, beside its tests: hand-written; a spy records calls, a stub answers.

@MainActor
final class LoginRouterSpy: LoginRouterProtocol {
  var registrationCompletions: [(ChildOutcome<Account>) -> Void] = []
  var closeRegistrationCount = 0
  var closeCount = 0

  func registration(completion: @escaping (ChildOutcome<Account>) -> Void) {
    registrationCompletions.append(completion)
  }

  func closeRegistration() { closeRegistrationCount += 1 }
  func close() { closeCount += 1 }
}

@MainActor
final class LoginPresenterSpy: LoginPresentationLogic {
  var failures: [LoginModels.Failure] = []
  func presentFailure(_ failure: LoginModels.Failure) { failures.append(failure) }
}
