import Scenes
import Testing

@Suite("TextInputInteractor and the registration steps")
@MainActor
struct TextInputInteractorTests {
  let presenter = TextInputPresenterSpy()
  let router = TextInputRouterSpy()
  let accounts = AccountStoreStub()

  private func makeSUT(_ step: RegistrationStep) -> TextInputInteractor {
    let sut = TextInputInteractor(step: step, accounts: accounts, presenter: presenter)
    sut.router = router
    return sut
  }

  @Test(
    "Each step refuses its bad values with its error and no router request",
    arguments: [
      (RegistrationStep.email, "ada"), (.email, "ada@"), (.email, "@example.com"),
      (.email, "ada@example"), (.email, "a@b@c.com"), (.password, "1234567"), (.firstName, ""),
      (.lastName, "  "),
    ])
  func badValuesAreRefused(step: RegistrationStep, value: String) {
    // Given
    let sut = makeSUT(step)
    // When
    sut.submit(value: value)
    // Then
    #expect(router.calls.isEmpty)
    #expect(presenter.calls == ["invalid(\(step.title))"])
  }

  @Test("A taken email is said on the email step, which stays; a free one goes on")
  func takenEmailIsSaidWhereTyped() {
    // Given an account store that has ada@example.com
    accounts.takenEmails = ["ada@example.com"]
    let sut = makeSUT(.email)
    // When the taken email is submitted, then a free one
    sut.submit(value: "ada@example.com")
    let afterTaken = (presenter.calls, router.calls)
    sut.submit(value: "bob@example.com")
    // Then the step said so and stayed, then the error cleared and the steps went on
    #expect(afterTaken.0 == ["taken"] && afterTaken.1.isEmpty)
    #expect(presenter.calls == ["taken", "step(Email)"])
    #expect(router.calls.count == 1)
  }

  @Test(
    "A good value goes on to the next step, or finishes on the last",
    arguments: [
      (RegistrationStep.email, "ada@example.com", "next"), (.password, "12345678", "next"),
      (.firstName, "Ada", "next"), (.lastName, "Lovelace", "finish"),
    ])
  func goodValuesGoOn(step: RegistrationStep, value: String, request: String) {
    // Given
    let sut = makeSUT(step)
    // When
    sut.submit(value: value)
    // Then
    #expect(router.calls == ["\(request)(\(value))"])
  }

  @Test("Cancel asks the router to cancel")
  func cancelAsksRouter() {
    // Given
    let sut = makeSUT(.password)
    // When
    sut.cancel()
    // Then
    #expect(router.calls == ["cancel"])
  }

  @Test("The steps come in order and each fills its own field")
  func stepsOrderAndFill() {
    // Given the steps, in order, and an empty form
    let sut = RegistrationStep.allCases
    var form = RegistrationForm()
    // When each step fills its value
    for (step, value) in zip(sut, ["e@x.io", "pw", "F", "L"]) {
      step.fill(&form, with: value)
    }
    // Then the steps come in order, the last has no next, and each filled its own field
    #expect(sut.map(\.title) == ["Email", "Password", "FirstName", "LastName"])
    #expect(RegistrationStep.lastName.next == nil)
    #expect(form.account == Account(email: "e@x.io", password: "pw", firstName: "F", lastName: "L"))
  }
}
