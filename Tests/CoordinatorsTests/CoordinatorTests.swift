import App
import Coordinators
import Factories
@_spi(HostTesting) import Journeys
import Links
@_spi(HostTesting) import PresentationHost
import Testing

/// The coordinator variant, launched, with its tree and route publisher at hand.
@MainActor
private struct LaunchedCoordinators {
  let app: RunningApp
  let root: AppCoordinator
  let routePublisher: RoutePublisher

  init() throws {
    try self.init(app: Variant.coordinator.launch())
  }

  /// The coordinator variant of `app`'s first connected window scene.
  static func connected(in app: RunningApp) throws -> LaunchedCoordinators {
    try LaunchedCoordinators(app: app)
  }

  private init(app: RunningApp) throws {
    self.app = app
    let delegate = try #require(app.application.connectedScenes.first?.delegate)
    root = try #require((delegate as? CoordinatorSceneDelegate)?.appCoordinator)
    routePublisher = root.routePublisher
  }

  var shop: ShopCoordinator? { root.childCoordinators.first as? ShopCoordinator }
  var explore: ExploreCoordinator? { root.childCoordinators.last as? ExploreCoordinator }

  func run(_ actions: [JourneyAction]) async throws {
    for action in actions { try app.perform(action) }
  }
}

@Suite("Coordinator variant")
@MainActor
struct CoordinatorTests {
  @Test("The scene delegate starts the app coordinator with one child per tab")
  func treeAtLaunch() throws {
    // Given nothing
    // When the coordinator variant is launched
    let sut = try LaunchedCoordinators()
    // Then its root has a child per tab, each reading its place from its stack, and no route
    // was published yet
    #expect(sut.root.childCoordinators.count == 2)
    #expect(sut.shop?.parentCoordinator === sut.root)
    #expect(sut.shop?.topPlace == .main)
    #expect(sut.explore?.topPlace == .home)
    #expect(sut.app.path == "Shop: Main")
    #expect(sut.routePublisher.history.isEmpty)
  }

  @Test("Login starts a child coordinator; logging in removes and releases it")
  func loginChildLifecycle() async throws {
    // Given an order whose Done started the login flow
    let sut = try LaunchedCoordinators()
    try await sut.run([.type(field: "message", text: "tea"), .tap("Order"), .tap("Done")])
    weak let weakLogin = sut.shop?.childCoordinators.first as? LoginCoordinator
    #expect(weakLogin?.parentCoordinator === sut.shop)
    // When the person logs in
    try await sut.run([
      .type(field: "email", text: "demo@example.com"), .type(field: "password", text: "password1"),
      .tap("Log in"),
    ])
    // Then the login flow is removed and released, and the order completed
    #expect(sut.shop?.childCoordinators.isEmpty == true)
    #expect(weakLogin == nil)
    #expect(sut.app.path == "Shop: Main")
  }

  @Test(
    "A swipe-down removes the login coordinator and tells the route publisher where the person is")
  func swipeDownCleanup() async throws {
    // Given the login flow over an order
    let sut = try LaunchedCoordinators()
    try await sut.run([.type(field: "message", text: "tea"), .tap("Order"), .tap("Done")])
    weak let weakLogin = sut.shop?.childCoordinators.first
    #expect(weakLogin != nil)
    // When the person swipes it down
    try await sut.run([.swipeDown])
    // Then the flow is gone, the route publisher followed the person, and Order says why it waits
    #expect(weakLogin == nil)
    #expect(sut.routePublisher.history.last?.to == .order(message: "tea"))
    #expect(sut.routePublisher.history.last?.cause == .person)
    #expect(sut.app.visibleTexts.contains("Sign in to place the order"))
  }

  @Test(
    "The back button is detected: the route publisher follows, and the popped screen is released")
  func backButtonCleanup() async throws {
    // Given a pushed HelloWorld over Detail and Home
    let sut = try LaunchedCoordinators()
    try await sut.run([.selectTab("Explore"), .tap("Detail"), .tap("Hello")])
    #expect(sut.routePublisher.history.last?.to == .helloWorld(.push))
    // When the person taps back twice
    try await sut.run([.back])
    let afterFirstBack = (sut.routePublisher.history.last?.to, sut.explore?.topPlace)
    try await sut.run([.back])
    // Then the route publisher followed each pop, and nothing leaked
    #expect(afterFirstBack.0 == .detail && afterFirstBack.1 == .detail)
    #expect(sut.routePublisher.history.last?.to == .home)
    #expect(sut.app.host.leaks.isEmpty)
  }

  @Test("A modal HelloWorld has its own child coordinator, gone after Close")
  func modalHelloWorldChild() async throws {
    // Given a modal HelloWorld over Home
    let sut = try LaunchedCoordinators()
    try await sut.run([.selectTab("Explore"), .tap("Hello")])
    #expect(sut.explore?.childCoordinators.first is HelloWorldCoordinator)
    // When the person taps Close
    try await sut.run([.tap("Close")])
    // Then its coordinator is gone with it
    #expect(sut.explore?.childCoordinators.isEmpty == true)
    #expect(sut.app.path == "Explore: Home")
  }

  @Test("All seven Explore routes reach the route publisher as (to:, from:), each a person's")
  func sevenRoutesThroughNavigator() async throws {
    // Given the coordinator variant and journey 7, which takes every Explore route
    let sut = try LaunchedCoordinators()
    let explore = try #require(sampleJourneys.first { $0.id == 7 })
    // When the journey runs
    try await sut.run(explore.steps.map(\.action))
    // Then each of the seven routes was published, as a person's
    let appRoutes = sut.routePublisher.history.filter { $0.cause == .person }.map(\.description)
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

@Suite("The sign-up funnel, an analytics observer of the routes")
@MainActor
struct SignUpFunnelTests {
  @Test("The funnel counts its places reached and left, and hears no other route")
  func funnelCounts() async throws {
    // Given the coordinator variant, whose scene delegate keeps the funnel
    let app = try LaunchedCoordinators()
    let delegate = try #require(app.app.application.connectedScenes.first?.delegate)
    let sut = try #require((delegate as? CoordinatorSceneDelegate)?.signUpFunnel)
    // When a person orders, reaches the login, starts an account, goes back to the login,
    // swipes the login down, then walks Explore
    try await app.run([
      .type(field: "message", text: "tea"), .tap("Order"), .tap("Done"), .tap("Create account"),
      .back, .swipeDown, .selectTab("Explore"), .tap("Detail"),
    ])
    // Then the login was reached twice and the first step once, and the person left once, from
    // the login; no other place was counted
    #expect(sut.reached == [.login: 2, .registration(.email): 1])
    #expect(sut.left == [.login: 1])
  }

  @Test("The funnel counts what a person reached, not where a link or a restoration took them")
  func funnelCountsAPersonsSteps() async throws {
    // Given the coordinator variant, whose scene delegate keeps the funnel
    let app = try LaunchedCoordinators()
    let delegate = try #require(app.app.application.connectedScenes.first?.delegate)
    let sut = try #require((delegate as? CoordinatorSceneDelegate)?.signUpFunnel)
    // When a link opens a registration step, then the person goes back to Email
    try await app.run([
      .open("sample://shop/order/login/email/password?message=tea&email=ada%40example.com"),
      .back,
    ])
    // Then only the person's own step is counted as reached
    #expect(sut.reached == [.registration(.email): 1])
  }
}

@Suite("Routes, as the coordinator variant publishes them")
@MainActor
struct PublishedRouteTests {
  @Test("A route is published once UIKit shows the screen it announces, not before")
  func routeOnceShown() async throws {
    // Given the coordinator variant, and an observer that notes, as it hears a route, how many
    // screens Shop's stack has and whether its top screen is in the window
    let sut = try LaunchedCoordinators()
    let shop = try #require(sut.shop)
    var shownWhenHeard: [String] = []
    let recorder = RouteRecorder(routePublisher: sut.routePublisher) { _, _ in
      let top = shop.navigationController.topViewController
      shownWhenHeard.append("\(shop.placedScreens.count) \(top?.viewIfLoaded?.window != nil)")
    }
    // When a person orders, and the push's animation ends
    try await sut.run([.type(field: "message", text: "tea"), .tap("Order")])
    // Then the route to Order was heard once Order was on the stack and in the window
    #expect(recorder.routes == ["(to: order(\"tea\"), from: main)"])
    #expect(shownWhenHeard == ["2 true"])
    #expect(shop.topPlace == .order(message: "tea"))
  }

  @Test(
    "After every step of every journey, the last route published is the place UIKit shows",
    arguments: sampleJourneys)
  func lastRouteIsWhereUIKitIs(journey: Journey) throws {
    // Given the coordinator variant
    let app = Variant.coordinator.launch()
    for (index, step) in journey.steps.enumerated() {
      // When each step of the journey is taken
      try app.perform(step.action)
      guard let shown = app.link?.places.last else { continue }
      // Then the window's route publisher last went where its window now is
      let delegate = app.sceneDelegate as? CoordinatorSceneDelegate
      let routes = try #require(delegate?.appCoordinator?.routePublisher.history)
      #expect(routes.last?.to ?? .main == shown, "journey \(journey.id), step \(index + 1)")
    }
  }

  @Test("Each route says what made it: a person, a link, a restoration")
  func routesSayTheirCause() async throws {
    // Given the coordinator variant
    let sut = try LaunchedCoordinators()
    // When a person opens Detail, a link opens HelloWorld over it, and the window comes back
    // after a disconnect
    try await sut.run([.selectTab("Explore"), .tap("Detail")])
    let byPerson = sut.routePublisher.history.map(\.cause)
    try await sut.run([.open("sample://explore/detail/hello")])
    let byLink = sut.routePublisher.history.dropFirst(byPerson.count).map(\.cause)
    try await sut.run([.disconnect, .connect])
    let restored = try LaunchedCoordinators.connected(in: sut.app)
    // Then the person's moves are the person's, the link's the link's, and the restored
    // window's the restoration's
    #expect(byPerson == [.person, .person])
    #expect(byLink == [.link])
    // (its stacks set up before the window's first layout, UIKit shows only where they went)
    #expect(
      restored.routePublisher.history.map(\.description) == [
        "(to: helloWorld(push), from: main, by restoration)"
      ])
  }
}

@Suite("Scene route publisher")
@MainActor
struct RoutePublisherTests {
  @Test("Routes reach every observer in order, synchronously, with the right from")
  func routesAreDelivered() {
    // Given a route publisher at Home with two observers
    let sut = RoutePublisher(initial: .home)
    let first = RouteRecorder(routePublisher: sut)
    let second = RouteRecorder(routePublisher: sut)
    // When two moves are published
    sut.publishRoute(to: .detail)
    sut.publishRoute(to: .helloWorld(.push))
    // Then both observers heard both, in order, each from where the last one left
    let expected = ["(to: detail, from: home)", "(to: helloWorld(push), from: detail)"]
    #expect(first.routes == expected)
    #expect(second.routes == expected)
  }

  @Test("A route published while one is being delivered waits its turn")
  func reentrantRoutesQueue() {
    // Given an observer that asks for a second route while it hears the first
    let sut = RoutePublisher(initial: .home)
    let chaining = RouteRecorder(routePublisher: sut) { route, routePublisher in
      if route.to == .detail { routePublisher.publishRoute(to: .helloWorld(.push)) }
    }
    let listening = RouteRecorder(routePublisher: sut)
    // When the first move is published
    sut.publishRoute(to: .detail)
    // Then every observer heard both routes, in the same order
    #expect(chaining.routes == listening.routes)
    #expect(listening.routes.count == 2)
  }

  @Test("Observers are weak, and a move to where the last route went is not a route")
  func weakObserversAndNoOpUserMoves() {
    // Given a route publisher whose only observer is gone
    let sut = RoutePublisher(initial: .home)
    do { _ = RouteRecorder(routePublisher: sut) }
    // When a person "moves" to where the publisher's last route went, its launch place
    sut.publishRoute(to: .home)
    // Then nobody is observing, and no route was published
    #expect(sut.observerCount == 0)
    #expect(sut.history.isEmpty)
  }
}

@MainActor
private final class RouteRecorder: RouteObserver {
  var routes: [String] = []
  let routePublisher: RoutePublisher
  let reaction: (Route, RoutePublisher) -> Void

  init(
    routePublisher: RoutePublisher,
    reaction: @escaping (Route, RoutePublisher) -> Void = { _, _ in }
  ) {
    self.routePublisher = routePublisher
    self.reaction = reaction
    routePublisher.observe(self)
  }

  func handle(_ route: Route) {
    routes.append(route.description)
    reaction(route, routePublisher)
  }
}

@Suite("Targeted delivery")
@MainActor
struct TargetedDeliveryTests {
  @Test(
    "A targeted route publisher delivers a route only to those registered for its places, in order")
  func targetedDelivery() {
    // Given observers for Explore's scenes, for Shop's, and for every route
    let sut = RoutePublisher(initial: .home, delivery: .targeted)
    let explore = InterestRecorder(sut, [.home, .detail])
    let shop = InterestRecorder(sut, [.main, .order(message: "tea")])
    let everything = InterestRecorder(sut, nil)
    // When a route between Explore's scenes is published
    sut.publishRoute(to: .detail)
    // Then Explore's observer and the one for every route heard it; Shop's did not
    #expect(explore.routes == ["(to: detail, from: home)"])
    #expect(everything.routes == explore.routes)
    #expect(shop.routes.isEmpty)
  }

  @Test("A broadcasting route publisher delivers every route to everyone")
  func broadcastDelivery() {
    // Given a broadcasting route publisher and an observer for Shop's scenes only
    let sut = RoutePublisher(initial: .home, delivery: .broadcast)
    let shop = InterestRecorder(sut, [.main])
    // When a route between Explore's scenes is published
    sut.publishRoute(to: .detail)
    // Then the Shop observer heard it all the same
    #expect(shop.routes == ["(to: detail, from: home)"])
  }
}

@MainActor
private final class InterestRecorder: RouteObserver {
  var routes: [String] = []

  init(_ routePublisher: RoutePublisher, _ interests: Set<Place>?) {
    routePublisher.observe(self, for: interests)
  }

  func handle(_ route: Route) { routes.append(route.description) }
}
