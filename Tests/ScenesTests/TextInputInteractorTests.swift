import Scenes
import Testing

@Suite("TextInputInteractor and the registration steps")
@MainActor
struct TextInputInteractorTests {
  let presenter = TextInputPresenterSpy()
  let router = TextInputRouterSpy()

  private func makeInteractor(_ step: RegistrationStep) -> TextInputInteractor {
    let interactor = TextInputInteractor(step: step, presenter: presenter)
    interactor.router = router
    return interactor
  }

  @Test(
    "Each step refuses its bad values with its error and no router request",
    arguments: [
      (RegistrationStep.email, "ada"), (.email, "ada@"), (.email, "@example.com"),
      (.email, "ada@example"), (.email, "a@b@c.com"), (.password, "1234567"), (.firstName, ""),
      (.lastName, "  "),
    ])
  func badValuesAreRefused(step: RegistrationStep, value: String) {
    makeInteractor(step).submit(value: value)
    #expect(router.calls.isEmpty)
    #expect(presenter.calls == ["invalid(\(step.title))"])
  }

  @Test(
    "A good value goes on to the next step, or finishes on the last",
    arguments: [
      (RegistrationStep.email, "ada@example.com", "next"), (.password, "12345678", "next"),
      (.firstName, "Ada", "next"), (.lastName, "Lovelace", "finish"),
    ])
  func goodValuesGoOn(step: RegistrationStep, value: String, request: String) {
    makeInteractor(step).submit(value: value)
    #expect(router.calls == ["\(request)(\(value))"])
  }

  @Test("Cancel asks the router to cancel")
  func cancelAsksRouter() {
    // When
    makeInteractor(.password).cancel()
    // Then
    #expect(router.calls == ["cancel"])
  }

  @Test("The steps come in order and each fills its own field")
  func stepsOrderAndFill() {
    // Then
    #expect(
      RegistrationStep.allCases.map(\.title) == ["Email", "Password", "FirstName", "LastName"])
    #expect(RegistrationStep.lastName.next == nil)
    var form = RegistrationForm()
    for (step, value) in zip(RegistrationStep.allCases, ["e@x.io", "pw", "F", "L"]) {
      step.fill(&form, with: value)
    }
    #expect(form.account == Account(email: "e@x.io", password: "pw", firstName: "F", lastName: "L"))
  }
}
