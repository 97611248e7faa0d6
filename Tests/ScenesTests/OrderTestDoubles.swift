import Scenes
import Testing

// Order's test doubles, beside its tests: hand-written; a spy records calls, a stub answers.

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
final class OrderPresenterSpy: OrderPresentationLogic {
  var calls: [String] = []
  func presentMessage(_ message: String) { calls.append("message(\(message))") }
  func presentSignInRequired() { calls.append("signInRequired") }
}
