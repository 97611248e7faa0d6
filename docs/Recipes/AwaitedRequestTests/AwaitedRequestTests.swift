import App
import AwaitedRequest
import Factories
import Foundation
@_spi(HostTesting) import PresentationHost
import Scenes
import Testing

// What the awaited form of a request does beyond the exit matrix (docs/SAMPLE_APP.md, which
// `ExitMatrixTests` holds): its screen shows before the request returns, whatever runs the
// task that awaits; a cancelled wait leaves the screen; a busy presenter shows nothing. Each
// test awaits the task that waits, so no test sleeps or polls.

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

/// A request made now and awaited in a plain `Task {}`, as an interactor would: the screen is
/// shown before `init` returns, whenever the task runs.
@MainActor
private final class Awaited {
  private let task: Task<ChildOutcome<String>?, Never>

  init(_ request: (@escaping (ChildOutcome<String>) -> Void) -> Void) {
    let made = ChildRequest(request)
    task = Task { await made.outcome }
  }

  /// How the request ended, once it has returned; nil for a cancelled wait.
  var outcome: ChildOutcome<String>? {
    get async { await task.value }
  }

  func cancel() { task.cancel() }
}

private let styles: [AppDelegate.NavigationStyle] = [.routers, .coordinators]

@Suite("Awaited requests show their screen at once, and return once")
@MainActor
struct AwaitedRequestTests {
  @Test(
    "The login shows before the request returns, before the awaiting task runs", arguments: styles)
  func shownInTheCallersTurn(style: AppDelegate.NavigationStyle) async throws {
    // Given Order, nobody signed in
    let app = try AppOnHost(style)
    let router = try app.orderRouter()
    // When a login is asked for and awaited in a plain task that has not run yet
    let sut = Awaited(router.login(completion:))
    // Then it is on show already; the person's cancel ends it
    #expect(app.path == "Shop: Main > Order | Login")
    try app.host.tap("Cancel")
    #expect(await sut.outcome == .closed)
  }

  @Test(
    "Cancelling the waiting task returns no outcome at once, and leaves the login up",
    arguments: styles)
  func cancelledTaskLeavesTheScreen(style: AppDelegate.NavigationStyle) async throws {
    // Given a login awaited over Order
    let app = try AppOnHost(style)
    let router = try app.orderRouter()
    let sut = Awaited(router.login(completion:))
    // When the task that waits is cancelled, and the person then cancels the login
    sut.cancel()
    let outcome = await sut.outcome
    let path = app.path
    try app.host.tap("Cancel")
    // Then the await returned no outcome while the login was still up: the screen is the
    // person's, and its own ending went to nobody
    #expect(outcome == nil)
    #expect(path == "Shop: Main > Order | Login")
    #expect(app.path == "Shop: Main > Order")
  }

  @Test(
    "A login asked for while one is up is never shown, and returns interrupted", arguments: styles)
  func busyPresenter(style: AppDelegate.NavigationStyle) async throws {
    // Given a login up over Order, awaited
    let app = try AppOnHost(style)
    let router = try app.orderRouter()
    let first = Awaited(router.login(completion:))
    // When a second login is asked for
    let sut = Awaited(router.login(completion:))
    // Then it returned interrupted at once, and the first login is the one on screen, waiting
    #expect(await sut.outcome == .interrupted)
    #expect(app.path == "Shop: Main > Order | Login")
    try app.host.tap("Cancel")
    #expect(await first.outcome == .closed)
  }

  @Test(
    "A root replaced while a login is awaited frees its screens, and the login ends interrupted",
    arguments: styles)
  func replacedRootFreesTheScreens(style: AppDelegate.NavigationStyle) async throws {
    // Given a login awaited over Order
    let app = try AppOnHost(style)
    // Asked for as Order's interactor asks: the router held weakly, as a coordinator is owned
    // by its parent, not by whoever asks it.
    weak let router = try app.orderRouter()
    weak let order = app.host.visibleScreen
    let sut = try Awaited(#require(router).login(completion:))
    weak let login = app.host.visibleScreen
    #expect(login != nil && order != nil && login !== order)
    // When the app replaces its whole tree, as after a sign-out
    let delegate = try #require(app.scene.delegate as? AppSceneDelegate)
    delegate.startAfresh()
    // Then the login ended interrupted, once, and no screen of the old tree is alive
    #expect(await sut.outcome == .interrupted)
    #expect(login == nil && order == nil)
    #expect(app.path == "Shop: Main")
  }

  @Test("In plain MVC, a root replaced with a login up frees every screen of the old tree")
  func replacedRootFreesMVCScreens() throws {
    // Given plain MVC with a login up over Order
    let app = try AppOnHost(.plainMVC)
    try app.host.type("tea", into: "message")
    try app.host.tap("Order")
    weak let order = app.host.visibleScreen
    try app.host.tap("Done")
    weak let login = app.host.visibleScreen
    #expect(login != nil && order != nil && login !== order)
    // When the app replaces its whole tree
    let delegate = try #require(app.scene.delegate as? AppSceneDelegate)
    delegate.startAfresh()
    // Then nothing of the old tree is alive
    #expect(login == nil && order == nil)
    #expect(app.path == "Shop: Main")
  }
}
