import Factories
import Links
@_spi(HostTesting) import PresentationHost
import Routing
import Scenes
import Testing

@Suite("The router variant's assembly binds each screen to its own router")
@MainActor
struct RouterAssemblyTests {
  let sut = RouterAssembly(builders: ScreenBuilders())

  @Test("A built Main scene is fully wired: view → interactor → router → view")
  func mainIsWired() throws {
    // Given the router variant's assembly with the app's builders
    // When it builds Main
    let main = try #require(sut.makeMain() as? MainViewController)
    // Then the screen owns its router, which holds the screen, and the interactor asks it
    let router = try #require(main.router as? MainRouter)
    #expect(main.interactor is MainInteractor)
    #expect((main.interactor as? MainInteractor)?.router === router)
    #expect(router.viewController === main)
  }

  @Test(
    "After it leaves the hierarchy, the whole triple and its router are released",
    arguments: ["Order", "Detail", "HelloWorld", "Email"])
  func sceneIsReleased(scene: String) throws {
    // Given a screen the assembly built, pushed on a visible stack
    let (window, navigation) = stackWindow(root: titled("Root"))
    weak var weakScreen: UIViewController?
    weak var weakRouter: AnyObject?
    weak var weakInteractor: AnyObject?
    do {
      let screen =
        switch scene {
        case "Order": sut.shop.makeOrder(message: "tea") { _ in }
        case "Detail": sut.explore.makeDetail()
        case "HelloWorld": sut.explore.makePushedHelloWorld()
        default: sut.shop.makeRegistration { _ in }
        }
      weakScreen = screen
      weakRouter = Mirror(reflecting: screen).descendant("router") as AnyObject?
      weakInteractor = Mirror(reflecting: screen).descendant("interactor") as AnyObject?
      navigation.pushViewController(screen, animated: false)
    }
    #expect(weakRouter != nil && weakInteractor != nil)
    // When it is popped
    navigation.popViewController(animated: true)
    // Then the screen, its interactor and its router are all gone
    #expect(weakScreen == nil)
    #expect(weakRouter == nil)
    #expect(weakInteractor == nil)
    expectClean(window.host)
  }

  @Test(
    "The login modal is the Login scene in its own navigation controller, the screen its delegate")
  func loginIsInNavigation() throws {
    // When the assembly builds the login modal
    let modal = try #require(sut.shop.makeLogin { _ in } as? UINavigationController)
    // Then Login is its root, bound to its router; the screen hears the modal's swipe-down
    let login = try #require(modal.topViewController as? LoginViewController)
    let router = try #require(login.router as? LoginRouter)
    #expect(router.viewController === login)
    #expect(modal.presentationController?.delegate === login)
  }

  @Test("A pushed HelloWorld's interactor asks its router as pushed; a modal one's, as modal")
  func helloWorldRouters() throws {
    // When the assembly builds HelloWorld pushed and modal
    let pushed = try #require(sut.explore.makePushedHelloWorld() as? HelloWorldViewController)
    let modal = try #require(sut.explore.makeModalHelloWorld() as? HelloWorldViewController)
    // Then each interactor knows only the router protocol that fits
    let pushedInteractor = try #require(pushed.interactor as? HelloWorldInteractor)
    let modalInteractor = try #require(modal.interactor as? HelloWorldInteractor)
    #expect(pushedInteractor.pushedRouter === pushed.router && pushedInteractor.modalRouter == nil)
    #expect(modalInteractor.modalRouter === modal.router && modalInteractor.pushedRouter == nil)
  }
}

@Suite("A link asks each screen what a tap asks")
@MainActor
struct LinkRequestTests {
  @Test("An order a link opens ends on Main through the closure Main's interactor gave it")
  func linkedOrderEndsOnMain() throws {
    // Given the router variant started in a window, at Main
    let window = UIWindow()
    let sut = AppRouter(window: window)
    sut.start()
    // When a link opens an order for tea, and the person cancels it
    sut.open(.order(message: "tea"))
    let path = window.path
    try window.host.tap("Cancel")
    // Then the order was shown, and Main says it was cancelled, as after a tapped order
    #expect(path == "Shop: Main > Order")
    #expect(labelTexts(window).contains("Order cancelled"))
  }

  @Test("A login a link opens over an order completes that order once somebody signs in")
  func linkedLoginCompletesOrder() async throws {
    // Given the router variant started in a window, its orders' outcomes awaited
    var builders = ScreenBuilders()
    let orders = OrderOutcomes(base: builders.shop.order)
    builders.shop.order = orders
    let window = UIWindow()
    let sut = AppRouter(window: window, destinations: RouterAssembly(builders: builders))
    sut.start()
    // When a link opens the login over an order, and the demo account signs in
    sut.open(try AppLink(string: "sample://shop/order/login?message=tea"))
    let path = window.path
    try window.host.type("demo@example.com", into: "email")
    try window.host.type("password1", into: "password")
    try window.host.tap("Log in")
    // Then the order under the login completed, on Main, as Done's login would have: its
    // interactor awaited the login, and went on once it had returned
    #expect(await orders.next() == .done("tea"))
    #expect(path == "Shop: Main > Order | Login")
    #expect(window.path == "Shop: Main")
    #expect(labelTexts(window).contains("Ordered: tea"))
  }
}

/// The texts of the labels a person sees in `window`.
@MainActor
private func labelTexts(_ window: UIWindow) -> [String] {
  window.host.visibleControls.compactMap { ($0 as? UILabel)?.text }
}
