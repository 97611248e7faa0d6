import Factories
@_spi(HostTesting) import PresentationHost
import Routing
import Scenes
import Testing

/// A scene copied with its builder and its router (docs/SCENES.md) navigates with the one call an
/// app writes, `build(keeping:)`: the screen keeps its router and the router holds the screen, so
/// there is no second line to forget, and the compiler checks that the router is the screen's.
@Suite("A screen built with its builder and its router alone")
@MainActor
struct ScreenBindingTests {
  let destinations = DestinationsSpy()

  @Test("Main, built by its builder with a new router and nothing else, orders on a tap")
  func mainNavigates() throws {
    // Given Main built in one call, its router held by nothing but the screen
    let sut = MainBuilder().build(keeping: MainRouter(destinations: destinations))
    let (window, _) = stackWindow(root: sut)
    // When a person types a message and taps Order
    try window.host.type("tea", into: "message")
    try window.host.tap("Order")
    // Then the router the screen keeps built Order and pushed it
    #expect(destinations.builds == ["Order(tea)"])
    #expect(window.path == "Main > Order")
    expectClean(window.host)
  }

  @Test("Home, built the same way, shows Detail and presents HelloWorld")
  func homeNavigates() throws {
    // Given Home built in one call
    let sut = HomeBuilder().build(keeping: HomeRouter(destinations: destinations))
    let (window, navigation) = stackWindow(root: sut)
    // When a person taps Detail, goes back, and taps Hello
    try window.host.tap("Detail")
    navigation.popViewController(animated: false)
    try window.host.tap("Hello")
    // Then both of Home's routes were taken by the router the screen keeps
    #expect(destinations.builds == ["Detail", "HelloWorld(modal)"])
    #expect(sut.presentedViewController?.title == "HelloWorld")
  }

  @Test("Each builder leaves its screen keeping its router, and the router holding it weakly")
  func everyBuilderBinds() {
    // Given a router of each kind, kept by the screen its builder builds
    let (shop, explore) = (ScreenBuilders().shop, ScreenBuilders().explore)
    let screens: [(UIViewController, AnyObject?, UIViewController?)] = [
      bound(MainRouter(destinations: destinations)) { shop.main.build(keeping: $0) },
      bound(OrderRouter(message: "tea", destinations: destinations)) {
        shop.order.build(message: "tea", keeping: $0) { _ in }
      },
      bound(HomeRouter(destinations: destinations)) { explore.home.build(keeping: $0) },
      bound(DetailRouter(destinations: destinations)) { explore.detail.build(keeping: $0) },
      bound(HelloWorldRouter(presentation: .push)) { explore.helloWorld.buildPushed(keeping: $0) },
      bound(HelloWorldRouter(presentation: .modal)) { explore.helloWorld.buildModal(keeping: $0) },
      bound(LoginRouter(destinations: destinations)) {
        shop.login.build(keeping: $0) { _ in }
      },
      bound(ReceiptRouter(ordered: "tea")) { shop.receipt.build(ordered: "tea", keeping: $0) },
      bound(TextInputRouter(step: .email, destinations: destinations)) {
        shop.textInput.build(keeping: $0) { _ in }
      },
    ]
    // When nothing else holds the routers, then each lives with its screen and points at it
    for (screen, router, routersScreen) in screens {
      #expect(router != nil, "\(type(of: screen)) let its router go")
      #expect(routersScreen === screen)
    }
  }

  @Test("Each builder hands its router the link actions of the screen, which its interactor takes")
  func everyBuilderHandsOverLinkActions() {
    // Given a router of each kind whose screen links take part in
    let (shop, explore) = (ScreenBuilders().shop, ScreenBuilders().explore)
    let bindings: [(String, AnyObject?, AnyObject?)] = [
      linked(MainRouter(destinations: destinations)) { shop.main.build(keeping: $0).interactor },
      linked(OrderRouter(message: "tea", destinations: destinations)) {
        shop.order.build(message: "tea", keeping: $0) { _ in }.interactor
      },
      linked(HomeRouter(destinations: destinations)) { explore.home.build(keeping: $0).interactor },
      linked(DetailRouter(destinations: destinations)) {
        explore.detail.build(keeping: $0).interactor
      },
      linked(LoginRouter(destinations: destinations)) {
        shop.login.build(keeping: $0) { _ in }.interactor
      },
      linked(TextInputRouter(step: .email, destinations: destinations)) {
        shop.textInput.build(keeping: $0) { _ in }.interactor
      },
    ]
    // When each is built in its one call, then its router holds the screen's interactor as
    // what a link asks of the screen
    for (router, linkActions, interactor) in bindings {
      #expect(linkActions != nil, "\(router) was given no link actions")
      #expect(linkActions === interactor, "\(router)")
    }
  }

  /// The router's type, its link actions and the screen's interactor, once `build` has built
  /// the screen with `router`.
  private func linked<Router: LinkingRouter>(
    _ router: Router, _ build: (Router) -> AnyObject?
  ) -> (String, AnyObject?, AnyObject?) {
    let interactor = build(router)
    return ("\(Router.self)", router.linkActions.map { $0 as AnyObject }, interactor)
  }

  /// The screen `build` makes with `router`, the router (weakly), and the router's screen.
  private func bound<Router: ScreenRouter>(
    _ router: Router, _ build: (Router) -> UIViewController
  ) -> (UIViewController, AnyObject?, UIViewController?) {
    weak let weakRouter = router
    let screen = build(router)
    return (screen, weakRouter, weakRouter?.viewController)
  }
}
