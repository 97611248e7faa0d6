import Factories
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
        case "Order": sut.makeOrder(message: "tea") { _ in }
        case "Detail": sut.makeDetail()
        case "HelloWorld": sut.makePushedHelloWorld()
        default: sut.makeRegistration { _ in }
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
    "The login modal is the Login scene in its own navigation controller, its router the delegate")
  func loginIsInNavigation() throws {
    // When the assembly builds the login modal
    let modal = try #require(sut.makeLogin { _ in } as? UINavigationController)
    // Then Login is its root, bound to its router, which hears the modal's swipe-down
    let login = try #require(modal.topViewController as? LoginViewController)
    let router = try #require(login.router as? LoginRouter)
    #expect(router.viewController === login)
    #expect(modal.presentationController?.delegate === router)
  }

  @Test("A pushed HelloWorld's interactor asks its router as pushed; a modal one's, as modal")
  func helloWorldRouters() throws {
    // When the assembly builds HelloWorld pushed and modal
    let pushed = try #require(sut.makePushedHelloWorld() as? HelloWorldViewController)
    let modal = try #require(sut.makeModalHelloWorld() as? HelloWorldViewController)
    // Then each interactor knows only the router protocol that fits
    let pushedInteractor = try #require(pushed.interactor as? HelloWorldInteractor)
    let modalInteractor = try #require(modal.interactor as? HelloWorldInteractor)
    #expect(pushedInteractor.pushedRouter === pushed.router && pushedInteractor.modalRouter == nil)
    #expect(modalInteractor.modalRouter === modal.router && modalInteractor.pushedRouter == nil)
  }
}
