import Testing

@testable import Scenes

@MainActor
final class MainViewSpy: MainDisplayLogic {
  var results: [String] = []
  func display(viewModel: MainModels.ViewModel) { results.append(viewModel.result) }
}

@MainActor
final class OrderViewSpy: OrderDisplayLogic {
  var viewModels: [OrderModels.ViewModel] = []
  func display(viewModel: OrderModels.ViewModel) { viewModels.append(viewModel) }
}

@MainActor
final class LoginViewSpy: LoginDisplayLogic {
  var errors: [String?] = []
  func display(viewModel: LoginModels.ViewModel) { errors.append(viewModel.error) }
}

@MainActor
final class TextInputViewSpy: TextInputDisplayLogic {
  var viewModels: [TextInputModels.ViewModel] = []
  func display(viewModel: TextInputModels.ViewModel) { viewModels.append(viewModel) }
}

@MainActor
final class HelloWorldViewSpy: HelloWorldDisplayLogic {
  var viewModels: [HelloWorldModels.ViewModel] = []
  func display(viewModel: HelloWorldModels.ViewModel) { viewModels.append(viewModel) }
}

@Suite("Presenters show the texts of docs/SAMPLE_APP.md")
@MainActor
struct PresenterTests {
  @Test(
    "Main's result line",
    arguments: [
      (MainModels.OrderResponse.refused, "Enter a message"),
      (.ordered("coffee with milk"), "Ordered: coffee with milk"),
      (.notPlaced, "Order cancelled"),
    ])
  func mainTexts(response: MainModels.OrderResponse, text: String) {
    // Given a presenter showing on a view spy
    let view = MainViewSpy()
    let sut = MainPresenter()
    sut.view = view
    // When
    sut.presentOrder(response: response)
    // Then
    #expect(view.results == [text])
  }

  @Test("Order shows the message, then the sign-in error beside it")
  func orderTexts() {
    // Given a presenter showing on a view spy
    let view = OrderViewSpy()
    let sut = OrderPresenter()
    sut.view = view
    // When
    sut.presentMessage("coffee")
    sut.presentSignInRequired()
    // Then
    #expect(
      view.viewModels == [
        .init(message: "coffee", error: nil),
        .init(message: "coffee", error: "Sign in to place the order"),
      ])
  }

  @Test("Login's errors")
  func loginTexts() {
    // Given a presenter showing on a view spy
    let view = LoginViewSpy()
    let sut = LoginPresenter()
    sut.view = view
    // When
    sut.presentFailure(.wrongCredentials)
    sut.presentFailure(.emailTaken)
    // Then
    #expect(
      view.errors == ["Wrong email or password", "An account with this email already exists"])
  }

  @Test("A step's prompt, its Next or Finish, and its error")
  func textInputTexts() {
    // Given a presenter showing on a view spy
    let view = TextInputViewSpy()
    let sut = TextInputPresenter()
    sut.view = view
    // When
    sut.presentStep(.email)
    sut.presentInvalidValue(for: .password)
    sut.presentStep(.lastName)
    // Then
    #expect(
      view.viewModels == [
        .init(prompt: "Your email", submitTitle: "Next", error: nil),
        .init(prompt: "Choose a password", submitTitle: "Next", error: "Use 8 characters or more"),
        .init(prompt: "Your last name", submitTitle: "Finish", error: nil),
      ])
  }

  @Test("HelloWorld's greeting says how it was presented and offers the matching buttons")
  func helloWorldTexts() {
    // Given a presenter showing on a view spy
    let view = HelloWorldViewSpy()
    let sut = HelloWorldPresenter()
    sut.view = view
    // When
    sut.presentGreeting(presentation: .push)
    sut.presentGreeting(presentation: .modal)
    // Then
    #expect(
      view.viewModels == [
        .init(
          greeting: "Hello, World!", presentation: "Presented: push", buttons: [.back, .home]),
        .init(greeting: "Hello, World!", presentation: "Presented: modal", buttons: [.close]),
      ])
  }

  @Test("A presenter whose view is gone does nothing and does not crash")
  func presenterWithoutView() {
    // Given a presenter whose view is gone
    let sut = MainPresenter()
    do {
      let view = MainViewSpy()
      sut.view = view
    }
    // When it presents
    sut.presentOrder(response: .refused)
    // Then it held no view alive, and nothing crashed
    #expect(sut.view == nil)
  }
}

@Suite("Services")
@MainActor
struct ServiceTests {
  @Test("The account store starts with the demo account and refuses a taken email")
  func accountStore() throws {
    // Given a fresh store
    let sut = InMemoryAccountStore()
    let ada = Account(
      email: "ada@example.com", password: "analytical", firstName: "A", lastName: "L")
    // When a new account is created
    try sut.create(ada)
    // Then the demo account and the new one verify, and a taken email is refused
    #expect(sut.verify(email: "demo@example.com", password: "password1"))
    #expect(!sut.verify(email: "demo@example.com", password: "password2"))
    #expect(sut.verify(email: "ada@example.com", password: "analytical"))
    #expect(throws: AccountStoreError.emailTaken) { try sut.create(.demo) }
    // An email names its owner in any case: taken, found and verified alike
    let shouted = Account(
      email: "DEMO@Example.com", password: "password9", firstName: "D", lastName: "E")
    #expect(throws: AccountStoreError.emailTaken) { try sut.create(shouted) }
    #expect(sut.hasAccount(email: "Demo@Example.COM"))
    #expect(sut.verify(email: "DEMO@example.com", password: "password1"))
  }

  @Test("The session starts signed out and remembers who signed in")
  func session() {
    // Given a fresh session, signed out
    let sut = InMemoryUserSession()
    let signedInAtFirst = sut.isSignedIn
    // When somebody signs in
    sut.signIn(email: "demo@example.com")
    // Then it was signed out, and now remembers who signed in
    #expect(!signedInAtFirst)
    #expect(sut.signedInEmail == "demo@example.com")
  }
}
