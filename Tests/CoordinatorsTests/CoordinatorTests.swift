import Coordinators
import Factories
@_spi(HostTesting) import Journeys
@_spi(HostTesting) import PresentationHost
import Testing

/// The coordinator variant, launched, with its tree and navigator at hand.
@MainActor
private struct LaunchedCoordinators {
  let app: RunningApp
  let root: AppCoordinator
  let navigator: SceneNavigator

  init() throws {
    app = Variant.coordinator.launch()
    let delegate = try #require(app.application.connectedScenes.first?.delegate)
    root = try #require((delegate as? CoordinatorSceneDelegate)?.appCoordinator)
    navigator = root.navigator
  }

  var shop: ShopCoordinator? { root.childCoordinators.first as? ShopCoordinator }
  var explore: ExploreCoordinator? { root.childCoordinators.last as? ExploreCoordinator }

  func run(_ actions: [JourneyAction]) throws {
    for action in actions { try app.perform(action) }
  }
}

@Suite("Coordinator variant")
@MainActor
struct CoordinatorTests {
  @Test("The scene delegate starts the app coordinator with one child per tab")
  func treeAtLaunch() throws {
    let launched = try LaunchedCoordinators()
    #expect(launched.root.childCoordinators.count == 2)
    #expect(launched.shop?.parentCoordinator === launched.root)
    #expect(launched.explore?.topScene == .home)
    #expect(launched.app.path == "Shop: Main")
    #expect(launched.navigator.current == .main)
  }

  @Test("Login starts a child coordinator; logging in removes and releases it")
  func loginChildLifecycle() throws {
    let launched = try LaunchedCoordinators()
    try launched.run([.type(field: "message", text: "tea"), .tap("Order"), .tap("Done")])
    weak let weakLogin = launched.shop?.childCoordinators.first as? LoginCoordinator
    #expect(weakLogin?.parentCoordinator === launched.shop)
    try launched.run([
      .type(field: "email", text: "demo@example.com"), .type(field: "password", text: "password1"),
      .tap("Log in"),
    ])
    #expect(launched.shop?.childCoordinators.isEmpty == true)
    #expect(weakLogin == nil)
    #expect(launched.app.path == "Shop: Main")
  }

  @Test("A swipe-down removes the login coordinator and tells the navigator where the person is")
  func swipeDownCleanup() throws {
    let launched = try LaunchedCoordinators()
    try launched.run([.type(field: "message", text: "tea"), .tap("Order"), .tap("Done")])
    weak let weakLogin = launched.shop?.childCoordinators.first
    #expect(weakLogin != nil)
    try launched.run([.swipeDown])
    #expect(weakLogin == nil)
    #expect(launched.navigator.current == .order(message: "tea"))
    #expect(launched.navigator.history.last?.trigger == .user)
    #expect(launched.app.visibleTexts.contains("Sign in to place the order"))
  }

  @Test("The back button is detected: the navigator follows, and the popped screen is released")
  func backButtonCleanup() throws {
    let launched = try LaunchedCoordinators()
    try launched.run([.selectTab("Explore"), .tap("Detail"), .tap("Hello")])
    #expect(launched.navigator.current == .helloWorld(data: .push))
    try launched.run([.back])
    #expect(launched.navigator.current == .detail)
    #expect(launched.explore?.topScene == .detail)
    try launched.run([.back])
    #expect(launched.navigator.current == .home)
    #expect(launched.app.host.leaks.isEmpty)
  }

  @Test("A modal HelloWorld has its own child coordinator, gone after Close")
  func modalHelloWorldChild() throws {
    let launched = try LaunchedCoordinators()
    try launched.run([.selectTab("Explore"), .tap("Hello")])
    #expect(launched.explore?.childCoordinators.first is HelloWorldCoordinator)
    try launched.run([.tap("Close")])
    #expect(launched.explore?.childCoordinators.isEmpty == true)
    #expect(launched.app.path == "Explore: Home")
  }

  @Test("All seven Explore routes go through the navigator as (to:, from:)")
  func sevenRoutesThroughNavigator() throws {
    let launched = try LaunchedCoordinators()
    let explore = try #require(sampleJourneys.first { $0.id == 7 })
    try launched.run(explore.steps.map(\.action))
    let appRoutes = launched.navigator.history.filter { $0.trigger == .app }.map(\.description)
    for route in [
      "(to: detail, from: home)", "(to: home, from: detail)",
      "(to: helloWorld(push), from: detail)", "(to: detail, from: helloWorld(push))",
      "(to: home, from: helloWorld(push))", "(to: helloWorld(modal), from: home)",
      "(to: home, from: helloWorld(modal))",
    ] {
      #expect(appRoutes.contains(route), "\(route) in \(appRoutes)")
    }
  }
}

@Suite("Scene navigator")
@MainActor
struct SceneNavigatorTests {
  @Test("Routes reach every observer in order, synchronously, with the right from")
  func routesAreDelivered() {
    let navigator = SceneNavigator(initial: .home)
    let first = RouteRecorder(navigator: navigator)
    let second = RouteRecorder(navigator: navigator)
    navigator.go(to: .detail)
    navigator.go(to: .helloWorld(data: .push))
    let expected = ["(to: detail, from: home)", "(to: helloWorld(push), from: detail)"]
    #expect(first.routes == expected)
    #expect(second.routes == expected)
    #expect(navigator.current == .helloWorld(data: .push))
  }

  @Test("A route asked for while one is being delivered waits its turn")
  func reentrantRoutesQueue() {
    let navigator = SceneNavigator(initial: .home)
    let chaining = RouteRecorder(navigator: navigator) { route, navigator in
      if route.to == .detail { navigator.go(to: .helloWorld(data: .push)) }
    }
    let listening = RouteRecorder(navigator: navigator)
    navigator.go(to: .detail)
    #expect(chaining.routes == listening.routes)
    #expect(listening.routes.count == 2)
  }

  @Test("Observers are weak, and a person's move to the current scene is not a route")
  func weakObserversAndNoOpUserMoves() {
    let navigator = SceneNavigator(initial: .home)
    do { _ = RouteRecorder(navigator: navigator) }
    #expect(navigator.observerCount == 0)
    navigator.userDidNavigate(to: .home)
    #expect(navigator.history.isEmpty)
  }
}

@MainActor
private final class RouteRecorder: RouteObserver {
  var routes: [String] = []
  let navigator: SceneNavigator
  let reaction: (Route, SceneNavigator) -> Void

  init(navigator: SceneNavigator, reaction: @escaping (Route, SceneNavigator) -> Void = { _, _ in })
  {
    self.navigator = navigator
    self.reaction = reaction
    navigator.observe(self)
  }

  func handle(_ route: Route) {
    routes.append(route.description)
    reaction(route, navigator)
  }
}

@Suite("Targeted delivery")
@MainActor
struct TargetedDeliveryTests {
  @Test("A targeted navigator delivers a route only to those registered for its scenes, in order")
  func targetedDelivery() {
    // Given observers for Explore's scenes, for Shop's, and for every route
    let navigator = SceneNavigator(initial: .home, delivery: .targeted)
    let explore = InterestRecorder(navigator, [.kind(.home), .kind(.detail)])
    let shop = InterestRecorder(navigator, [.kind(.main), .kind(.order)])
    let everything = InterestRecorder(navigator, nil)
    // When a route between Explore's scenes is published
    navigator.go(to: .detail)
    // Then Explore's observer and the one for every route heard it; Shop's did not
    #expect(explore.routes == ["(to: detail, from: home)"])
    #expect(everything.routes == explore.routes)
    #expect(shop.routes.isEmpty)
  }

  @Test("A broadcasting navigator delivers every route to everyone")
  func broadcastDelivery() {
    let navigator = SceneNavigator(initial: .home, delivery: .broadcast)
    let shop = InterestRecorder(navigator, [.kind(.main)])
    navigator.go(to: .detail)
    #expect(shop.routes == ["(to: detail, from: home)"])
  }
}

@MainActor
private final class InterestRecorder: RouteObserver {
  var routes: [String] = []

  init(_ navigator: SceneNavigator, _ interests: Set<SceneNavigator.Interest>?) {
    navigator.observe(self, for: interests)
  }

  func handle(_ route: Route) { routes.append(route.description) }
}
