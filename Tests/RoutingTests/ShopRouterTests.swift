@_spi(HostTesting) import PresentationHost
import Routing
import Scenes
import Testing

@Suite("Shop routers on the host")
@MainActor
struct ShopRouterTests {
  let factory = SceneBuildingSpy()

  @Test("MainRouter builds Order for the message and pushes it")
  func mainRouterPushesOrder() {
    let main = titled("Main")
    let (window, _) = stackWindow(root: main)
    let router = MainRouter(factory: factory)
    router.viewController = main
    var results: [String] = []
    router.order(message: "coffee") { results.append("\($0)") }
    #expect(factory.builds == ["Order(coffee)"])
    #expect(window.path == "Main > Order")
    factory.orderCompletion?(.success("coffee"))
    #expect(results == ["success(\"coffee\")"])
    expectClean(window.host)
  }

  @Test("MainRouter with its screen gone builds nothing and completes with cancelled, once")
  func mainRouterWithoutScreen() {
    let router = MainRouter(factory: factory)
    do {
      let main = titled("Main")
      router.viewController = main
    }
    var results: [String] = []
    router.order(message: "coffee") { results.append("\($0)") }
    #expect(router.viewController == nil)
    #expect(factory.builds.isEmpty)
    #expect(results.count == 1)
    #expect(results.first?.contains("cancelled") == true)
  }

  @Test("OrderRouter presents the login modal over the tab bar and pops Order on dismiss")
  func orderRouterPresentsAndPops() {
    let order = titled("Order")
    let (window, navigation) = stackWindow(root: titled("Main"))
    navigation.pushViewController(order, animated: false)
    let router = OrderRouter(factory: factory)
    router.viewController = order
    router.login { _ in }
    #expect(window.path == "Main > Order | Login")
    window.rootViewController?.dismiss(animated: false)
    router.dismiss()
    #expect(window.path == "Main")
    // The test itself still holds the screen it popped, so only diagnostics are checked.
    #expect(window.host.diagnostics.isEmpty)
  }

  @Test("OrderRouter hears a swipe-down and completes the login with false, exactly once")
  func orderRouterSwipeDown() throws {
    let order = titled("Order")
    let (window, navigation) = stackWindow(root: titled("Main"))
    navigation.pushViewController(order, animated: false)
    let router = OrderRouter(factory: factory)
    router.viewController = order
    var results: [Bool] = []
    router.login { results.append($0) }
    try window.host.swipeDown()
    factory.loginCompletion?(true)
    #expect(results == [false])
    #expect(window.path == "Main > Order")
    expectClean(window.host)
  }

  @Test("OrderRouter with its screen gone completes the login with false")
  func orderRouterWithoutScreen() {
    let router = OrderRouter(factory: factory)
    var results: [Bool] = []
    router.login { results.append($0) }
    router.dismiss()
    #expect(results == [false])
    #expect(factory.builds.isEmpty)
  }

  @Test("A router does not keep its screen alive")
  func routerHoldsScreenWeakly() {
    let router = OrderRouter(factory: factory)
    weak var weakScreen: UIViewController?
    do {
      let screen = titled("Order")
      weakScreen = screen
      router.viewController = screen
    }
    #expect(weakScreen == nil)
  }

  @Test("LoginRouter pushes the first step inside the modal, ends registration, and dismisses")
  func loginRouter() {
    let (window, _) = stackWindow(root: titled("Main"))
    let login = titled("Login")
    window.rootViewController?.present(
      UINavigationController(rootViewController: login), animated: false)
    let router = LoginRouter(factory: factory)
    router.viewController = login
    let listener = ListenerSpy()
    router.startRegistration(listener: listener)
    #expect(factory.builds == ["Email"])
    #expect(factory.stepForms == [RegistrationForm()])
    #expect(window.path == "Main | Login > Email")
    router.endRegistration()
    #expect(window.path == "Main | Login")
    router.dismiss()
    #expect(window.path == "Main")
    // The test itself still holds the screen it popped, so only diagnostics are checked.
    #expect(window.host.diagnostics.isEmpty)
  }

  @Test("TextInputRouter carries the form forward, finishes to the listener, and cancels to Login")
  func textInputRouter() {
    let (window, navigation) = stackWindow(root: titled("Login"))
    let login = navigation.viewControllers[0]
    let email = titled("Email")
    navigation.pushViewController(email, animated: false)
    let listener = ListenerSpy()
    let emailRouter = TextInputRouter(
      step: .email, form: RegistrationForm(), listener: listener, login: login, factory: factory)
    emailRouter.viewController = email
    emailRouter.next(value: "ada@example.com")
    #expect(window.path == "Login > Email > Password")
    #expect(factory.stepForms.last?.email == "ada@example.com")

    var form = RegistrationForm()
    form.email = "ada@example.com"
    form.password = "analytical"
    form.firstName = "Ada"
    let lastRouter = TextInputRouter(
      step: .lastName, form: form, listener: listener, login: login, factory: factory)
    lastRouter.viewController = navigation.topViewController
    lastRouter.finish(value: "Lovelace")
    form.lastName = "Lovelace"
    #expect(listener.forms == [form])

    lastRouter.cancel()
    #expect(window.path == "Login")
    // The test itself still holds the screen it popped, so only diagnostics are checked.
    #expect(window.host.diagnostics.isEmpty)
  }
}
