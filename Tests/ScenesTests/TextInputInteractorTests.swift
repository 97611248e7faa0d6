import Scenes
import Testing

@Suite("TextInputInteractor and the registration steps")
@MainActor
struct TextInputInteractorTests {
  let presenter = TextInputPresenterSpy()
  let router = TextInputRouterSpy()
  let accounts = AccountStoreStub()
  let results = CompletionRecorder<ChildOutcome<Account>>()

  /// The interactor of `step`, in a registration whose steps gave the values of `form`.
  private func makeSUT(_ step: RegistrationStep, form: RegistrationForm = RegistrationForm())
    -> TextInputInteractor
  {
    let registration = Registration(form: form, completion: results.completion)
    let sut = TextInputInteractor(
      step: step, of: registration, accounts: accounts, presenter: presenter)
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
    "A good value shows the next step, with the values so far and its own",
    arguments: [
      (RegistrationStep.email, "ada@example.com", "Password"), (.password, "12345678", "FirstName"),
      (.firstName, "Ada", "LastName"),
    ])
  func goodValuesGoOn(step: RegistrationStep, value: String, next: String) {
    // Given the step, after the values of the steps before it
    var form = RegistrationForm()
    form.email = "bob@example.com"
    let sut = makeSUT(step, form: form)
    // When a good value is submitted
    sut.submit(value: value)
    // Then the router was asked to show the next step of the same registration, which holds
    // this step's value among the others
    step.fill(&form, with: value)
    #expect(router.calls == ["showStep(\(next))"])
    #expect(router.registrations.first === sut.registration)
    #expect(sut.registration.form == form)
    #expect(results.values.isEmpty)
  }

  @Test("The last step's good value finishes with the account the whole form describes")
  func lastValueFinishes() {
    // Given the last step, after every value before it
    var form = RegistrationForm()
    (form.email, form.password, form.firstName) = ("ada@example.com", "analytical", "Ada")
    let sut = makeSUT(.lastName, form: form)
    // When the last name is submitted
    sut.submit(value: "Lovelace")
    // Then the registration ended with the account of every value, and the router showed
    // nothing more
    let account = Account(
      email: "ada@example.com", password: "analytical", firstName: "Ada", lastName: "Lovelace")
    #expect(results.values == [.done(account)])
    #expect(router.calls.isEmpty)
  }

  @Test(
    "A restored last step with no password goes back to the password step, and finishes nothing")
  func restoredStepAsksForThePasswordAgain() {
    // Given the last step of a restored registration: its form has no password, as none is saved
    var form = RegistrationForm()
    (form.email, form.firstName) = ("ada@example.com", "Ada")
    let sut = makeSUT(.lastName, form: form)
    // When the last name is submitted
    sut.submit(value: "Lovelace")
    // Then the router was asked back to the password step, and no account was handed on
    #expect(router.calls == ["returnToStep(Password)"])
    #expect(results.values.isEmpty)
  }

  @Test("A link reads the values before the step, never the password")
  func linkFormHasNoPassword() {
    // Given the last step, after every value before it
    var form = RegistrationForm()
    (form.email, form.password, form.firstName) = ("ada@example.com", "analytical", "Ada")
    let sut: any TextInputLinkActions = makeSUT(.lastName, form: form)
    // When a link reads its values
    let read = sut.linkForm
    // Then it has the email and first name, and no password
    #expect(read.email == "ada@example.com" && read.firstName == "Ada")
    #expect(read.password.isEmpty)
  }

  @Test("Cancel asks the router to close the registration")
  func cancelAsksRouter() {
    // Given
    let sut = makeSUT(.password)
    // When
    sut.cancel()
    // Then
    #expect(router.calls == ["closeRegistration"])
  }

  @Test("Leaving the first step ends the registration as closed, once; a later step goes back")
  func leavingTheFirstStepCloses() {
    // Given the first two steps of one registration
    let first = makeSUT(.email)
    first.submit(value: "ada@example.com")
    let registration = first.registration
    let second = TextInputInteractor(
      step: .password, of: registration, accounts: accounts, presenter: presenter)
    // When the second step's screen leaves, then the first's, twice over
    second.screenDidClose()
    let afterSecond = results.values
    first.screenDidClose()
    first.screenDidClose()
    // Then only leaving the first step ended the registration, as closed, once
    #expect(afterSecond.isEmpty)
    #expect(results.values == [.closed])
  }

  @Test(
    "A link that takes the first step ends the registration as interrupted; a later step's, not",
    arguments: [(RegistrationStep.email, true), (.password, false)])
  func linkTakesAStep(step: RegistrationStep, ends: Bool) {
    // Given a step of a registration
    let sut: any TextInputLinkActions = makeSUT(step)
    // When a link takes it away
    sut.interrupt()
    // Then the registration ended as interrupted only for the first step
    #expect(results.values == (ends ? [.interrupted] : []))
  }

  @Test("A registration whose steps all go without ending, their window closed, is interrupted")
  func stepsGoneInterrupt() {
    // Given a step of a registration, which only its steps hold, made and then let go, as its
    // screen goes with its window
    // When the step, and so the registration, goes
    do { _ = makeSUT(.password) }
    // Then the registration ended as interrupted
    #expect(results.values == [.interrupted])
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
