@_spi(HostTesting) import PresentationHost
import Routing
import Scenes
import Testing

@Suite("Shop routers on the host")
@MainActor
struct ShopRouterTests {
  let destinations = DestinationsSpy()

  /// Order's router, Order pushed over Main on a visible stack.
  private func orderRouterOnStack() -> (OrderRouter, UIWindow) {
    let (order, window, _) = pushed("Order", over: "Main")
    let router = OrderRouter(message: "coffee", destinations: destinations)
    router.viewController = order
    return (router, window)
  }

  @Test("MainRouter builds Order for the message, with the completion it was given, and pushes it")
  func mainRouterPushesOrder() {
    // Given Main's router on a visible stack
    let main = titled("Main")
    let (window, _) = stackWindow(root: main)
    let sut = MainRouter(destinations: destinations)
    sut.viewController = main
    let results = Recorder<ChildOutcome<String>>()
    // When it is asked to order coffee, and the order later completes
    sut.order(message: "coffee", completion: results.record)
    destinations.orderCompletion?(.done("coffee"))
    // Then Order was built and pushed, and its outcome reached the caller
    #expect(destinations.builds == ["Order(coffee)"])
    #expect(window.path == "Main > Order")
    #expect(results.values == [.done("coffee")])
    expectClean(window.host)
  }

  @Test("MainRouter with its screen gone builds nothing and ends the order as interrupted, once")
  func mainRouterWithoutScreen() {
    // Given Main's router whose screen is gone
    let sut = MainRouter(destinations: destinations)
    do { sut.viewController = titled("Main") }
    let results = Recorder<ChildOutcome<String>>()
    // When it is asked to order
    sut.order(message: "coffee", completion: results.record)
    // Then nothing was built and the order was interrupted, once
    #expect(sut.viewController == nil)
    #expect(destinations.builds.isEmpty)
    #expect(results.values == [.interrupted])
  }

  @Test("OrderRouter presents the login modal, with the completion it was given, over the stack")
  func orderRouterPresentsLogin() {
    // Given Order's router, Order pushed over Main
    let (sut, window) = orderRouterOnStack()
    let results = Recorder<ChildOutcome<String>>()
    // When it is asked for a login, and the login later ends
    sut.login(completion: results.record)
    destinations.loginCompletion?(.done("demo@example.com"))
    // Then the modal stands over the stack, and the outcome reached the caller
    #expect(window.path == "Main > Order | Login")
    #expect(results.values == [.done("demo@example.com")])
    #expect(window.host.diagnostics.isEmpty)
  }

  @Test("OrderRouter pops Order on dismiss")
  func orderRouterPops() {
    // Given Order's router, Order pushed over Main
    let (sut, window) = orderRouterOnStack()
    // When it is asked to dismiss
    sut.close()
    // Then Main is on top again
    #expect(window.path == "Main")
    // The test itself still holds the screen it popped, so only diagnostics are checked.
    #expect(window.host.diagnostics.isEmpty)
  }

  @Test("OrderRouter pops what was pushed above Order too, and dismisses an Order presented")
  func orderRouterLeavesHoweverShown() {
    // Given Order with a screen pushed above it, and another Order presented over a screen
    let (pushed, window) = orderRouterOnStack()
    pushed.viewController?.navigationController?.pushViewController(
      titled("Above"), animated: false)
    let presenting = titled("Presenting")
    let (otherWindow, _) = stackWindow(root: presenting)
    let presentedOrder = titled("Order")
    presenting.present(presentedOrder, animated: false)
    let presented = OrderRouter(message: "tea", destinations: destinations)
    presented.viewController = presentedOrder
    // When each is asked to dismiss
    pushed.close()
    presented.close()
    // Then each leaves as it was shown: Main is on top, and nothing is presented any more
    #expect(window.path == "Main")
    #expect(presenting.presentedViewController == nil)
    #expect(otherWindow.host.diagnostics.isEmpty)
  }

  @Test("OrderRouter with its screen gone ends the login as interrupted and builds nothing")
  func orderRouterWithoutScreen() {
    // Given Order's router with no screen
    let sut = OrderRouter(message: "coffee", destinations: destinations)
    let results = Recorder<ChildOutcome<String>>()
    // When it is asked for a login and to dismiss
    sut.login(completion: results.record)
    sut.close()
    // Then
    #expect(results.values == [.interrupted])
    #expect(destinations.builds.isEmpty)
  }

  @Test("A router does not keep its screen alive")
  func routerHoldsScreenWeakly() {
    // Given a router given a screen nobody else holds
    let sut = OrderRouter(message: "coffee", destinations: destinations)
    weak var weakScreen: UIViewController?
    // When the screen's scope ends
    do {
      let screen = titled("Order")
      weakScreen = screen
      sut.viewController = screen
    }
    // Then the screen is gone
    #expect(weakScreen == nil)
  }

  @Test("LoginRouter pushes the first step inside the modal, ends registration, and dismisses")
  func loginRouterNavigates() {
    // Given Login's router, the modal presented over Main
    let (window, _) = stackWindow(root: titled("Main"))
    let login = titled("Login")
    window.rootViewController?.present(
      UINavigationController(rootViewController: login), animated: false)
    let results = Recorder<ChildOutcome<String>>()
    let sut = LoginRouter(destinations: destinations, completion: results.record)
    sut.viewController = login
    // When registration starts
    sut.startRegistration { _ in }
    // Then the email step is pushed with an empty form
    #expect(destinations.builds == ["Email"])
    #expect(destinations.stepForms == [RegistrationForm()])
    #expect(window.path == "Main | Login > Email")
    // When registration ends, then the modal is dismissed signed in
    sut.endRegistration()
    #expect(window.path == "Main | Login")
    sut.close(signedInAs: "ada@example.com")
    #expect(window.path == "Main")
    #expect(results.values == [.done("ada@example.com")])
    #expect(window.host.diagnostics.isEmpty)
  }

  @Test("LoginRouter hears a swipe-down and ends the login as closed, exactly once")
  func loginRouterSwipeDown() throws {
    // Given Login's router as the modal's presentation delegate, as the assembly makes it
    let (window, _) = stackWindow(root: titled("Main"))
    let login = titled("Login")
    let modal = UINavigationController(rootViewController: login)
    let results = Recorder<ChildOutcome<String>>()
    let sut = LoginRouter(destinations: destinations, completion: results.record)
    sut.viewController = login
    modal.presentationController?.delegate = sut
    window.rootViewController?.present(modal, animated: false)
    // When a person swipes the modal down, and the screen later asks to dismiss anyway
    try window.host.swipeDown()
    sut.close(signedInAs: "demo@example.com")
    // Then the login ended once, closed by the person
    #expect(results.values == [.closed])
    #expect(window.path == "Main")
  }

  @Test("TextInputRouter shows the step asked for with its form, finishes, cancels to Login")
  func textInputRouter() {
    // Given the email step's router inside the login modal's stack
    let (window, navigation) = stackWindow(root: titled("Login"))
    let email = titled("Email")
    navigation.pushViewController(email, animated: false)
    let accounts = Recorder<ChildOutcome<Account>>()
    let sut = TextInputRouter(
      step: .email, destinations: destinations, outcome: OutcomeDelivery(accounts.record))
    sut.viewController = email
    // When it is asked for the password step, with the email in the form
    var form = RegistrationForm()
    form.email = "ada@example.com"
    sut.showStep(.password, form: form)
    // Then the password step is pushed with that form
    #expect(window.path == "Login > Email > Password")
    #expect(destinations.stepForms.last == form)
    // When the person cancels, then the stack is back to Login and no account was made: the
    // first step's leaving ends the registration as closed
    sut.cancel()
    #expect(window.path == "Login")
    #expect(accounts.values.isEmpty)
    sut.stepDidClose(.email)
    #expect(accounts.values == [.closed])
    #expect(window.host.diagnostics.isEmpty)
  }

  @Test("The last step's router hands on the account it is given, once")
  func lastStepFinishes() {
    // Given the last step's router
    let accounts = Recorder<ChildOutcome<Account>>()
    let sut = TextInputRouter(
      step: .lastName, destinations: destinations, outcome: OutcomeDelivery(accounts.record))
    let account = Account(
      email: "ada@example.com", password: "analytical", firstName: "Ada", lastName: "Lovelace")
    // When it is asked to finish, twice
    sut.finish(account: account)
    sut.finish(account: account)
    // Then the registration ended once, with the account
    #expect(accounts.values == [.done(account)])
  }

  @Test("Asked back to a step, the router pops to that step's screen")
  func returnsToAStep() {
    // Given the last step's router in a modal of every step
    let (window, navigation) = stackWindow(root: titled("Login"))
    let steps = RegistrationStep.allCases.map(TextInputViewController.init(step:))
    for step in steps { navigation.pushViewController(step, animated: false) }
    let sut = TextInputRouter(
      step: .lastName, destinations: destinations, outcome: OutcomeDelivery { _ in })
    sut.viewController = steps.last
    // When it is asked back to the password step
    sut.returnToStep(.password)
    // Then the password step is on top
    #expect(window.path == "Login > Email > Password")
  }
}
