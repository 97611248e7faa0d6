import Factories
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

  @Test("LoginRouter pushes the first step inside the modal, closes registration, and dismisses")
  func loginRouterNavigates() {
    // Given Login's router, the modal presented over Main
    let (window, _) = stackWindow(root: titled("Main"))
    let login = titled("Login")
    window.rootViewController?.present(
      UINavigationController(rootViewController: login), animated: false)
    let sut = LoginRouter(destinations: destinations)
    sut.viewController = login
    // When registration starts
    sut.registration { _ in }
    // Then the email step is pushed, its completion passed on to what builds it
    #expect(destinations.builds == ["Email"])
    #expect(destinations.registrationCompletion != nil)
    #expect(window.path == "Main | Login > Email")
    // When registration is closed, then the steps are gone; when the login closes, the modal
    sut.closeRegistration()
    #expect(window.path == "Main | Login")
    sut.close()
    #expect(window.path == "Main")
    #expect(window.host.diagnostics.isEmpty)
  }

  @Test("The assembly's login modal hears a swipe-down on its screen: closed, exactly once")
  func loginSwipeDown() throws {
    // Given the login modal as the assembly makes it, presented over Main
    let (window, _) = stackWindow(root: titled("Main"))
    let results = Recorder<ChildOutcome<String>>()
    let modal = ShopAssembly(builders: ScreenBuilders().shop).makeLogin(completion: results.record)
    window.rootViewController?.present(modal, animated: false)
    // When a person swipes the modal down
    try window.host.swipeDown()
    // Then the login ended once, closed by the person
    #expect(results.values == [.closed])
    #expect(window.path == "Main")
  }

  @Test("TextInputRouter shows the step asked for, of the same registration, and closes it")
  func textInputRouter() {
    // Given the email step's router inside the login modal's stack
    let (window, navigation) = stackWindow(root: titled("Login"))
    let email = titled("Email")
    navigation.pushViewController(email, animated: false)
    let sut = TextInputRouter(step: .email, destinations: destinations)
    sut.viewController = email
    // When it is asked for the password step of a registration
    let registration = Registration { _ in }
    sut.showStep(.password, of: registration)
    // Then the password step is pushed, of that registration
    #expect(window.path == "Login > Email > Password")
    #expect(destinations.stepRegistrations.last === registration)
    // When the person cancels, then the stack is back to Login
    sut.closeRegistration()
    #expect(window.path == "Login")
    #expect(window.host.diagnostics.isEmpty)
  }

  @Test("Asked back to a step, the router pops to that step's screen")
  func returnsToAStep() {
    // Given the last step's router in a modal of every step
    let (window, navigation) = stackWindow(root: titled("Login"))
    let steps = RegistrationStep.allCases.map(TextInputViewController.init(step:))
    for step in steps { navigation.pushViewController(step, animated: false) }
    let sut = TextInputRouter(step: .lastName, destinations: destinations)
    sut.viewController = steps.last
    // When it is asked back to the password step
    sut.returnToStep(.password)
    // Then the password step is on top
    #expect(window.path == "Login > Email > Password")
  }
}
