import Factories
@_spi(HostTesting) import PresentationHost
import Routing
import Scenes
import Testing

@Suite("The router variant's assembly binds each screen to its own router")
@MainActor
struct RouterAssemblyTests {
  @Test("A built Main scene is fully wired: view → interactor → router → view")
  func mainIsWired() throws {
    // Given the router variant's assembly with the app's screen builder
    let assembly = RouterAssembly(screens: ScreenBuilder())
    // When it builds Main
    let main = try #require(assembly.makeMain() as? MainViewController)
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
    let assembly = RouterAssembly(screens: ScreenBuilder())
    let (window, navigation) = stackWindow(root: titled("Root"))
    let listener = ListenerSpy()
    weak var weakScreen: UIViewController?
    weak var weakRouter: AnyObject?
    weak var weakInteractor: AnyObject?
    do {
      let screen =
        switch scene {
        case "Order": assembly.makeOrder(message: "tea") { _ in }
        case "Detail": assembly.makeDetail()
        case "HelloWorld": assembly.makeHelloWorld(presentation: .push)
        default:
          assembly.makeRegistrationStep(
            .email, form: RegistrationForm(), listener: listener, login: navigation)
        }
      weakScreen = screen
      weakRouter = (screen as? RouterOwning)?.router
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

  @Test("The login modal is the Login scene inside its own navigation controller")
  func loginIsInNavigation() throws {
    let assembly = RouterAssembly(screens: ScreenBuilder())
    let modal = try #require(assembly.makeLogin { _ in } as? UINavigationController)
    let login = try #require(modal.topViewController as? LoginViewController)
    #expect((login.router as? LoginRouter)?.viewController === login)
  }

  @Test("A pushed HelloWorld's interactor asks the stack router; a modal one's, the modal router")
  func helloWorldRouters() throws {
    let assembly = RouterAssembly(screens: ScreenBuilder())
    let pushed = try #require(assembly.makeHelloWorld(presentation: .push) as? RouterOwning)
    let modal = try #require(assembly.makeHelloWorld(presentation: .modal) as? RouterOwning)
    let pushedInteractor = try #require(
      Mirror(reflecting: pushed).descendant("interactor") as? HelloWorldInteractor)
    let modalInteractor = try #require(
      Mirror(reflecting: modal).descendant("interactor") as? HelloWorldInteractor)
    #expect(pushedInteractor.pushedRouter === pushed.router && pushedInteractor.modalRouter == nil)
    #expect(modalInteractor.modalRouter === modal.router && modalInteractor.pushedRouter == nil)
  }
}
