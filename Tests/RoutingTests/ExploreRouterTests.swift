@_spi(HostTesting) import PresentationHost
import Routing
import Scenes
import Testing

@Suite("Explore routers on the host")
@MainActor
struct ExploreRouterTests {
  let factory = SceneBuildingSpy()

  @Test("HomeRouter pushes Detail (route 1) and presents a modal HelloWorld (route 6)")
  func homeRouter() {
    let home = titled("Home")
    let (window, _) = stackWindow(root: home)
    let router = HomeRouter(factory: factory)
    router.viewController = home
    router.showDetail()
    #expect(window.path == "Home > Detail")
    router.presentHelloWorld()
    #expect(factory.builds == ["Detail", "HelloWorld(modal)"])
    #expect(window.path == "Home > Detail | HelloWorld")
    expectClean(window.host)
  }

  @Test("DetailRouter pops to Home (route 2) and pushes HelloWorld (route 3)")
  func detailRouter() {
    let (window, navigation) = stackWindow(root: titled("Home"))
    let detail = titled("Detail")
    navigation.pushViewController(detail, animated: false)
    let router = DetailRouter(factory: factory)
    router.viewController = detail
    router.showHelloWorld()
    #expect(factory.builds == ["HelloWorld(push)"])
    #expect(window.path == "Home > Detail > HelloWorld")
    navigation.popViewController(animated: false)
    router.showHome()
    #expect(window.path == "Home")
  }

  @Test("HelloWorldRouter pops back (4), pops to Home (5), and dismisses (7)")
  func helloWorldRouter() {
    let (window, navigation) = stackWindow(root: titled("Home"))
    navigation.pushViewController(titled("Detail"), animated: false)
    let pushed = titled("HelloWorld")
    navigation.pushViewController(pushed, animated: false)
    let router = HelloWorldRouter()
    router.viewController = pushed
    router.back()
    #expect(window.path == "Home > Detail")
    navigation.pushViewController(pushed, animated: false)
    router.home()
    #expect(window.path == "Home")
    let modal = titled("HelloWorld")
    navigation.present(modal, animated: false)
    router.viewController = modal
    router.close()
    #expect(window.path == "Home")
  }

  @Test("Routers whose screen is gone do nothing and do not crash")
  func routersWithoutScreen() {
    let home = HomeRouter(factory: factory)
    let detail = DetailRouter(factory: factory)
    let hello = HelloWorldRouter()
    home.showDetail()
    home.presentHelloWorld()
    detail.showHome()
    detail.showHelloWorld()
    hello.back()
    hello.home()
    hello.close()
    #expect(factory.builds.isEmpty)
  }

  @Test("AppRouter sets a tab bar with Shop (Main) selected and Explore (Home), key and visible")
  func appRouterSetsRoot() throws {
    let window = UIWindow()
    AppRouter(window: window, factory: factory).start()
    #expect(window.isKeyWindow && !window.isHidden)
    #expect(window.path == "Shop: Main")
    #expect(window.host.tabTitles == ["Shop", "Explore"])
    try window.host.selectTab("Explore")
    #expect(window.path == "Explore: Home")
    expectClean(window.host)
  }
}
