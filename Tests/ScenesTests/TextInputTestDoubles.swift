import Scenes
import Testing

// The registration step's test doubles, beside its tests: hand-written; a spy records calls, a stub
// answers.

@MainActor
final class TextInputRouterSpy: TextInputRouterProtocol {
  var calls: [String] = []

  var registrations: [Registration] = []
  func showStep(_ step: RegistrationStep, of registration: Registration) {
    calls.append("showStep(\(step.title))")
    registrations.append(registration)
  }
  func returnToStep(_ step: RegistrationStep) { calls.append("returnToStep(\(step.title))") }
  func closeRegistration() { calls.append("closeRegistration") }
}

@MainActor
final class TextInputPresenterSpy: TextInputPresentationLogic {
  var calls: [String] = []
  func presentStep(_ step: RegistrationStep) { calls.append("step(\(step.title))") }
  func presentInvalidValue(for step: RegistrationStep) { calls.append("invalid(\(step.title))") }
  func presentTakenEmail() { calls.append("taken") }
}
