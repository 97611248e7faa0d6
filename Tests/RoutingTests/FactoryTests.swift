@_spi(HostTesting) import Factories
@_spi(HostTesting) import PresentationHost
import Routing
import Scenes
import Testing

@Suite("Factories wire scenes fully and release them with their screen")
@MainActor
struct FactoryTests {
  @Test("A built Main scene is fully wired: view → interactor → router → view")
  func mainIsWired() throws {
    let factory = RouterSceneFactory(services: AppServices(), host: nil)
    let main = try #require(factory.makeMain() as? MainViewController)
    let router = try #require(main.router as? MainRouter)
    #expect(main.interactor is MainInteractor)
    #expect((main.interactor as? MainInteractor)?.router === router)
    #expect(router.viewController === main)
  }

  @Test(
    "After it leaves the hierarchy, the whole triple and its router are released",
    arguments: ["Order", "Detail", "HelloWorld", "Email"])
  func sceneIsReleased(scene: String) throws {
    let window = UIWindow()
    let factory = RouterSceneFactory(services: AppServices(), host: window.host)
    let navigation = UINavigationController(rootViewController: titled("Root"))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let listener = ListenerSpy()
    weak var weakScreen: UIViewController?
    do {
      let screen =
        switch scene {
        case "Order": factory.makeOrder(message: "tea") { _ in }
        case "Detail": factory.makeDetail()
        case "HelloWorld": factory.makeHelloWorld(presentation: .push)
        default:
          factory.makeRegistrationStep(
            .email, form: RegistrationForm(), listener: listener, login: navigation)
        }
      weakScreen = screen
      navigation.pushViewController(screen, animated: false)
    }
    #expect(window.host.liveTrackedObjectCount == 6)
    navigation.popViewController(animated: true)
    #expect(weakScreen == nil)
    #expect(window.host.liveTrackedObjectCount == 2)
    #expect(window.host.leaks.isEmpty)
  }

  @Test("The login modal is the Login scene inside its own navigation controller")
  func loginIsInNavigation() throws {
    let factory = RouterSceneFactory(services: AppServices(), host: nil)
    let modal = try #require(factory.makeLogin { _ in } as? UINavigationController)
    let login = try #require(modal.topViewController as? LoginViewController)
    #expect((login.router as? LoginRouter)?.viewController === login)
  }
}
