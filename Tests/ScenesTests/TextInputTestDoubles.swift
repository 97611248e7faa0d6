import Scenes
import Testing

// The registration step's test doubles, beside its tests: hand-written; a spy records calls, a stub
// answers.

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
final class TextInputPresenterSpy: TextInputPresentationLogic {
  var calls: [String] = []
  func presentStep(_ step: RegistrationStep) { calls.append("step(\(step.title))") }
  func presentInvalidValue(for step: RegistrationStep) { calls.append("invalid(\(step.title))") }
  func presentTakenEmail() { calls.append("taken") }
}
