@_spi(HostTesting) import PresentationHost
import Routing
import Scenes
import Testing

@Suite("Explore routers on the host")
@MainActor
struct ExploreRouterTests {
  let destinations = DestinationsSpy()

  @Test("HomeRouter pushes Detail (route 1) and presents a modal HelloWorld (route 6)")
  func homeRouter() {
    // Given Home's router on a visible stack
    let home = titled("Home")
    let (window, _) = stackWindow(root: home)
    let sut = HomeRouter(destinations: destinations)
    sut.viewController = home
    // When it presents HelloWorld, then a modal HelloWorld covers the stack
    sut.presentHelloWorld()
    #expect(window.path == "Home | HelloWorld")
    // When, the modal closed, it shows Detail, then Detail is pushed
    window.rootViewController?.dismiss(animated: false)
    sut.showDetail()
    #expect(destinations.builds == ["HelloWorld(modal)", "Detail"])
    #expect(window.path == "Home > Detail")
    expectClean(window.host)
  }

  @Test("DetailRouter pops to Home (route 2) and pushes HelloWorld (route 3)")
  func detailRouter() {
    // Given Detail's router, Detail pushed over Home
    let (detail, window, navigation) = pushed("Detail", over: "Home")
    let sut = DetailRouter(destinations: destinations)
    sut.viewController = detail
    // When it shows HelloWorld, then a pushed HelloWorld is on top
    sut.showHelloWorld()
    #expect(destinations.builds == ["HelloWorld(push)"])
    #expect(window.path == "Home > Detail > HelloWorld")
    // When it shows Home from Detail, then Home is on top
    navigation.popViewController(animated: false)
    sut.showHome()
    #expect(window.path == "Home")
  }

  @Test("HelloWorldRouter pops back (4), pops to Home (5), and dismisses (7)")
  func helloWorldRouter() {
    // Given HelloWorld's router, HelloWorld pushed over Home and Detail
    let (window, navigation) = stackWindow(root: titled("Home"))
    navigation.pushViewController(titled("Detail"), animated: false)
    let pushed = titled("HelloWorld")
    navigation.pushViewController(pushed, animated: false)
    let sut = HelloWorldRouter(presentation: .push)
    sut.viewController = pushed
    // When it goes back, then Detail is on top
    sut.back()
    #expect(window.path == "Home > Detail")
    // When, pushed again, it goes home, then Home is on top
    navigation.pushViewController(pushed, animated: false)
    sut.home()
    #expect(window.path == "Home")
    // When, presented, it closes, then the modal is gone
    let modal = titled("HelloWorld")
    navigation.present(modal, animated: false)
    sut.viewController = modal
    sut.close()
    #expect(window.path == "Home")
  }

  @Test("Routers whose screen is gone do nothing and do not crash")
  func routersWithoutScreen() {
    // Given Explore's routers, whose screens are gone
    let sut = (
      home: HomeRouter(destinations: destinations),
      detail: DetailRouter(destinations: destinations), hello: HelloWorldRouter(presentation: .push)
    )
    // When each is asked for every route
    sut.home.showDetail()
    sut.home.presentHelloWorld()
    sut.detail.showHome()
    sut.detail.showHelloWorld()
    sut.hello.back()
    sut.hello.home()
    sut.hello.close()
    // Then nothing was built
    #expect(destinations.builds.isEmpty)
  }

  @Test("AppRouter sets a tab bar with Shop (Main) selected and Explore (Home), key and visible")
  func appRouterSetsRoot() throws {
    // Given the app router for a new window
    let window = UIWindow()
    let sut = AppRouter(window: window, destinations: destinations)
    // When it starts
    sut.start()
    // Then the window shows the tab bar, key and visible, and Explore can be selected
    #expect(window.isKeyWindow && !window.isHidden)
    #expect(window.path == "Shop: Main")
    #expect(window.host.tabTitles == ["Shop", "Explore"])
    try window.host.selectTab("Explore")
    #expect(window.path == "Explore: Home")
    expectClean(window.host)
  }
}
