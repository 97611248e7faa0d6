import App
import Factories
import Foundation
@_spi(HostTesting) import PresentationHost
import Scenes
import Testing

// Every way out of a screen shown for an awaited request, in both styles, on the host: the
// request returns once, with the outcome that says how the screen ended. Each test awaits the
// task that waits, so no test sleeps or polls: the task ends when the request has returned.
// A second return is impossible by construction (`ChildOutcome.of` resumes its task on the
// first outcome only); each test also takes a second way out, and counts one return still.

/// The app of one style in a window scene of its own host, signed out unless told.
@MainActor
private final class AppOnHost {
  let host = HeadlessHost()
  let scene: UIWindowScene

  init(_ style: AppDelegate.NavigationStyle, signedIn: Bool = false) throws {
    let services = AppServices()
    if signedIn { services.session.signIn(email: "demo@example.com") }
    let builders = ScreenBuilders(services: services)
    let delegate: any UIWindowSceneDelegate =
      switch style {
      case .routers: RouterSceneDelegate(builders: builders)
      case .coordinators: CoordinatorSceneDelegate(builders: builders)
      case .plainMVC: MVCSceneDelegate(services: services)
      }
    scene = try #require(host.connectScene(delegate: delegate))
  }

  var path: String { scene.windows.first?.path ?? "" }

  /// The router (or coordinator) Main's interactor asks.
  func mainRouter() throws -> any MainRouterProtocol {
    let main = try #require(host.visibleScreen as? MainViewController)
    return try #require((main.interactor as? MainInteractor)?.router)
  }

  /// Shows Order for `message` as a person would, and returns the router its interactor asks.
  func orderRouter(for message: String = "tea") throws -> any OrderRouterProtocol {
    try host.type(message, into: "message")
    try host.tap("Order")
    let order = try #require(host.visibleScreen as? OrderViewController)
    return try #require((order.interactor as? OrderInteractor)?.router)
  }
}

/// A request awaited in a task that starts at once, as an interactor awaits it: the screen is
/// shown before `init` returns. `returns` counts how often the await returned.
@MainActor
private final class Awaited {
  private(set) var returns = 0
  private var task: Task<ChildOutcome<String>, Never>?

  init(_ request: @escaping @MainActor () async -> ChildOutcome<String>) {
    task = Task.immediate { [self] in
      let outcome = await request()
      returns += 1
      return outcome
    }
  }

  /// How the request ended, once it has returned.
  var outcome: ChildOutcome<String>? {
    get async { await task?.value }
  }

  func cancel() { task?.cancel() }
}

private let styles: [AppDelegate.NavigationStyle] = [.routers, .coordinators]

@Suite("Awaited requests return once, however their screen ends")
@MainActor
struct AwaitedRequestTests {
  /// How an Order screen, shown for `await order(message:)`, goes.
  enum OrderExit: String, CaseIterable, Sendable {
    case done, cancel, back, backSwipe, link, windowClosed, sceneDisconnected
  }

  // developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:):
  // the back button and a finished back swipe pop the top screen; a cancelled swipe pops
  // nothing. developer.apple.com/documentation/uikit/uisceneDelegate/scenedidisconnect(_:):
  // the scene and its windows are released.
  @Test(
    "An awaited order returns once, with how Order ended", arguments: styles, OrderExit.allCases)
  func orderExits(style: AppDelegate.NavigationStyle, exit: OrderExit) async throws {
    // Given Main, somebody signed in, and an order awaited as an interactor awaits it
    let app = try AppOnHost(style, signedIn: true)
    let router = try app.mainRouter()
    let sut = Awaited { await router.order(message: "tea") }
    #expect(app.path == "Shop: Main > Order")
    // When Order goes that way
    switch exit {
    case .done: try app.host.tap("Done")
    case .cancel: try app.host.tap("Cancel")
    case .back: try app.host.back()
    case .backSwipe:
      try app.host.swipeBack(cancelled: true)
      try app.host.swipeBack()
    case .link: app.host.open([URL(string: "sample://shop")!])
    case .windowClosed: app.host.close(app.scene)
    case .sceneDisconnected: app.host.disconnect(app.scene)
    }
    // Then the order returned once, saying how it ended; a second way out changes nothing
    let expected: ChildOutcome<String> =
      switch exit {
      case .done: .done("tea")
      case .cancel, .back, .backSwipe: .closed
      case .link, .windowClosed, .sceneDisconnected: .interrupted
      }
    #expect(await sut.outcome == expected)
    if app.scene.activationState != .unattached { app.host.disconnect(app.scene) }
    #expect(sut.returns == 1)
  }

  /// How a login modal, shown for `await login()`, goes.
  enum LoginExit: String, CaseIterable, Sendable {
    case done, cancel, swipeDown, registrationCancelled, link, windowClosed, sceneDisconnected
  }

  // developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/
  // presentationcontrollerdiddismiss(_:): "The system calls this method after the user
  // dismisses the presented view controller by swiping" it down.
  @Test(
    "An awaited login returns once, with how the login ended", arguments: styles, LoginExit.allCases
  )
  func loginExits(style: AppDelegate.NavigationStyle, exit: LoginExit) async throws {
    // Given Order, nobody signed in, and a login awaited as Order's interactor awaits it
    let app = try AppOnHost(style)
    let router = try app.orderRouter()
    let sut = Awaited { await router.login() }
    #expect(app.path == "Shop: Main > Order | Login")
    // When the login goes that way
    switch exit {
    case .done:
      try app.host.type("demo@example.com", into: "email")
      try app.host.type("password1", into: "password")
      try app.host.tap("Log in")
    case .cancel: try app.host.tap("Cancel")
    case .swipeDown: try app.host.swipeDown()
    case .registrationCancelled:
      // Back out of a registration step is no way out of the login: the modal stays
      try app.host.tap("Create account")
      try app.host.back()
      #expect(sut.returns == 0)
      try app.host.tap("Cancel")
    case .link: app.host.open([URL(string: "sample://shop")!])
    case .windowClosed: app.host.close(app.scene)
    case .sceneDisconnected: app.host.disconnect(app.scene)
    }
    // Then the login returned once, saying how it ended; a second way out changes nothing
    let expected: ChildOutcome<String> =
      switch exit {
      case .done: .done("demo@example.com")
      case .cancel, .swipeDown, .registrationCancelled: .closed
      case .link, .windowClosed, .sceneDisconnected: .interrupted
      }
    #expect(await sut.outcome == expected)
    if app.scene.activationState != .unattached { app.host.disconnect(app.scene) }
    #expect(sut.returns == 1)
  }

  @Test(
    "Cancelling the waiting task returns cancelled at once, and leaves the login up",
    arguments: styles)
  func cancelledTaskLeavesTheScreen(style: AppDelegate.NavigationStyle) async throws {
    // Given a login awaited over Order
    let app = try AppOnHost(style)
    let router = try app.orderRouter()
    let sut = Awaited { await router.login() }
    // When the task that waits is cancelled, and the person then cancels the login
    sut.cancel()
    let outcome = await sut.outcome
    let path = app.path
    try app.host.tap("Cancel")
    // Then the await returned cancelled, once, while the login was still up: the screen is
    // the person's, and its own ending went to nobody
    #expect(outcome == .cancelled)
    #expect(path == "Shop: Main > Order | Login")
    #expect(app.path == "Shop: Main > Order")
    #expect(sut.returns == 1)
  }

  @Test(
    "An order whose waiting task is cancelled returns cancelled, and Order stays",
    arguments: styles)
  func cancelledOrderLeavesTheScreen(style: AppDelegate.NavigationStyle) async throws {
    // Given an order awaited from Main
    let app = try AppOnHost(style, signedIn: true)
    let router = try app.mainRouter()
    let sut = Awaited { await router.order(message: "tea") }
    // When its task is cancelled
    sut.cancel()
    // Then it returned cancelled, and Order is still there for the person
    #expect(await sut.outcome == .cancelled)
    #expect(app.path == "Shop: Main > Order")
    #expect(sut.returns == 1)
  }

  @Test(
    "A login asked for while one is up is never shown, and returns interrupted", arguments: styles)
  func busyPresenter(style: AppDelegate.NavigationStyle) async throws {
    // Given a login up over Order, awaited
    let app = try AppOnHost(style)
    let router = try app.orderRouter()
    let first = Awaited { await router.login() }
    // When a second login is asked for
    let sut = Awaited { await router.login() }
    // Then it returned interrupted at once, and the first login is the one on screen, waiting
    #expect(await sut.outcome == .interrupted)
    #expect(app.path == "Shop: Main > Order | Login")
    #expect(first.returns == 0)
    try app.host.tap("Cancel")
    #expect(await first.outcome == .closed)
  }

  @Test(
    "A login asked for once the window is gone is never shown, and returns interrupted",
    arguments: styles)
  func goneWindow(style: AppDelegate.NavigationStyle) async throws {
    // Given Order's router, its window then closed
    let app = try AppOnHost(style)
    let router = try app.orderRouter()
    app.host.close(app.scene)
    // When a login is asked for
    let sut = Awaited { await router.login() }
    // Then it returned interrupted, once
    #expect(await sut.outcome == .interrupted)
    #expect(sut.returns == 1)
  }

  @Test("A task cancelled before it asks shows nothing, and returns cancelled", arguments: styles)
  func cancelledBeforeAsking(style: AppDelegate.NavigationStyle) async throws {
    // Given Order's router, and a task cancelled before it asks for the login
    let app = try AppOnHost(style)
    let router = try app.orderRouter()
    let waiting = Task { [router] in
      withUnsafeCurrentTask { $0?.cancel() }
      return await router.login()
    }
    // When it has run, then it returned cancelled, and no login was shown
    #expect(await waiting.value == .cancelled)
    #expect(app.path == "Shop: Main > Order")
  }
}
