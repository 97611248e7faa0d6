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
      (.cancelled, "Order cancelled"),
    ])
  func mainTexts(response: MainModels.OrderResponse, text: String) {
    let view = MainViewSpy()
    let presenter = MainPresenter()
    presenter.view = view
    presenter.presentOrder(response: response)
    #expect(view.results == [text])
  }

  @Test("Order shows the message, then the sign-in error beside it")
  func orderTexts() {
    let view = OrderViewSpy()
    let presenter = OrderPresenter()
    presenter.view = view
    presenter.presentMessage("coffee")
    presenter.presentSignInRequired()
    #expect(
      view.viewModels == [
        .init(message: "coffee", error: nil),
        .init(message: "coffee", error: "Sign in to place the order"),
      ])
  }

  @Test("Login's errors")
  func loginTexts() {
    let view = LoginViewSpy()
    let presenter = LoginPresenter()
    presenter.view = view
    presenter.presentFailure(.wrongCredentials)
    presenter.presentFailure(.emailTaken)
    #expect(
      view.errors == ["Wrong email or password", "An account with this email already exists"])
  }

  @Test("A step's prompt, its Next or Finish, and its error")
  func textInputTexts() {
    let view = TextInputViewSpy()
    let presenter = TextInputPresenter()
    presenter.view = view
    presenter.presentStep(.email)
    presenter.presentInvalidValue(for: .password)
    presenter.presentStep(.lastName)
    #expect(
      view.viewModels == [
        .init(prompt: "Your email", submitTitle: "Next", error: nil),
        .init(prompt: "Choose a password", submitTitle: "Next", error: "Use 8 characters or more"),
        .init(prompt: "Your last name", submitTitle: "Finish", error: nil),
      ])
  }

  @Test("HelloWorld's greeting says how it was presented and offers the matching buttons")
  func helloWorldTexts() {
    let view = HelloWorldViewSpy()
    let presenter = HelloWorldPresenter()
    presenter.view = view
    presenter.presentGreeting(presentation: .push)
    presenter.presentGreeting(presentation: .modal)
    #expect(
      view.viewModels == [
        .init(
          greeting: "Hello, World!", presentation: "Presented: push", buttons: ["Back", "Home"]),
        .init(greeting: "Hello, World!", presentation: "Presented: modal", buttons: ["Close"]),
      ])
  }

  @Test("A presenter whose view is gone does nothing and does not crash")
  func presenterWithoutView() {
    let presenter = MainPresenter()
    do {
      let view = MainViewSpy()
      presenter.view = view
    }
    presenter.presentOrder(response: .refused)
    #expect(presenter.view == nil)
  }
}

@Suite("Services")
@MainActor
struct ServiceTests {
  @Test("The account store starts with the demo account and refuses a taken email")
  func accountStore() throws {
    let store = InMemoryAccountStore()
    #expect(store.verify(email: "demo@example.com", password: "password1"))
    #expect(!store.verify(email: "demo@example.com", password: "password2"))
    #expect(throws: AccountStoreError.emailTaken) { try store.create(.demo) }
    let ada = Account(
      email: "ada@example.com", password: "analytical", firstName: "A", lastName: "L")
    try store.create(ada)
    #expect(store.verify(email: "ada@example.com", password: "analytical"))
  }

  @Test("The session starts signed out and remembers who signed in")
  func session() {
    let session = InMemoryUserSession()
    #expect(!session.isSignedIn)
    session.signIn(email: "demo@example.com")
    #expect(session.signedInEmail == "demo@example.com")
  }

  @Test("CompletionOnce runs its completion the first time only")
  func completionOnce() {
    var values: [Int] = []
    let once = CompletionOnce<Int> { values.append($0) }
    #expect(!once.hasCompleted)
    once(1)
    once(2)
    #expect(values == [1])
    #expect(once.hasCompleted)
  }
}
