@_spi(HostTesting) import PresentationHost
import Testing

/// Drives `PortedApp.swift`, UIKit code compiled against the UIKit surface alone, and checks
/// that it behaves on the host as it does on iOS.
@Suite("UIKit code runs on the host with only its import changed")
@MainActor
struct UIKitPortTests {
  /// Launches the ported app the way iOS does: app delegate, configuration, scene delegate.
  private func launch(url: String? = nil) throws -> (HeadlessHost, PortSceneDelegate) {
    let host = HeadlessHost()
    host.launch(PortAppDelegate())
    host.register(sceneDelegateClass: PortSceneDelegate.self) { PortSceneDelegate() }
    let contexts = Set(
      try [url].compactMap { $0 }.map {
        UIOpenURLContext(url: try #require(URL(string: $0)), options: UIScene.OpenURLOptions())
      })
    let scene = try #require(
      host.connectScene(options: UIScene.ConnectionOptions(urlContexts: contexts)))
    let delegate = try #require(scene.delegate as? PortSceneDelegate)
    return (host, delegate)
  }

  @Test("The scene delegate bootstraps a key, visible window from the app delegate's configuration")
  func bootstrap() throws {
    let (host, delegate) = try launch()
    #expect(host.keyWindow === delegate.window)
    #expect(host.keyWindow?.path == "List")
    #expect(delegate.window?.rootViewController?.view.window === delegate.window)
    expectNoDiagnostics(host)
  }

  @Test("Khanlou's back-button detection: a pop by the back button ends the child coordinator")
  func backButtonEndsChildCoordinator() throws {
    // Given the ported app, on the Buy screen its child coordinator pushed
    let (host, delegate) = try launch()
    let coordinator = try #require(delegate.coordinator)
    try host.tap("Buy")
    #expect(host.keyWindow?.path == "List > Buy")
    #expect(coordinator.childCoordinators.count == 1)
    // When the person taps the back button
    try host.back()
    // Then `didShow` saw Buy leave the stack and the child coordinator was removed
    #expect(host.keyWindow?.path == "List")
    #expect(coordinator.childCoordinators.isEmpty)
    expectNoDiagnostics(host)
    #expect(host.leaks.isEmpty)
  }

  @Test("A router with a weak screen shows, presents, and hears a swipe-down")
  func routerShowsAndPresents() throws {
    // Given the list screen and its router
    let (host, delegate) = try launch()
    let list = try #require(
      (delegate.window?.rootViewController as? UINavigationController)?.topViewController
        as? ListViewController)
    // When the router shows a detail, then the person goes back and opens the settings sheet
    try host.tap("Detail")
    #expect(host.keyWindow?.path == "List > Detail 7")
    try host.back()
    try host.tap("Edit")
    #expect(host.keyWindow?.path == "List | Settings")
    // Then swiping it down reaches the router as the presentation controller's delegate
    try host.swipeDown()
    #expect(list.router.settingsClosedBySwipe == 1)
    #expect(host.keyWindow?.path == "List")
    // And the bar button's dismiss closes it without the delegate hearing of it
    try host.tap("Edit")
    try host.tap("Close")
    #expect(host.keyWindow?.path == "List")
    #expect(list.router.settingsClosedBySwipe == 1)
    expectNoDiagnostics(host)
    #expect(host.leaks.isEmpty)
  }

  @Test("An alert dismisses, then runs the tapped action's handler")
  func alertAction() throws {
    let (host, delegate) = try launch()
    let list = try #require(
      (delegate.window?.rootViewController as? UINavigationController)?.topViewController
        as? ListViewController)
    try host.tap("Sign out")
    #expect(host.keyWindow?.path == "List | Sign out?")
    #expect(throws: UserActionError.self) { try host.swipeDown() }
    try host.tap("Sign out")
    #expect(list.signedOut == true)
    #expect(host.keyWindow?.path == "List")
    expectNoDiagnostics(host)
  }

  @Test("A link from the connection options and from openURLContexts reaches the coordinator")
  func links() throws {
    let (host, delegate) = try launch(url: "port://buy")
    #expect(host.keyWindow?.path == "List > Buy")
    try host.back()
    let scene = try #require(host.application.connectedScenes.first)
    host.open([try #require(URL(string: "port://buy"))], in: scene)
    #expect(host.keyWindow?.path == "List > Buy")
    #expect(delegate.coordinator?.childCoordinators.count == 1)
    expectNoDiagnostics(host)
  }

  @Test("U1: controllers are NSObjects, Equatable and Hashable by identity")
  func identity() {
    let first = DetailViewController(id: 1)
    let second = DetailViewController(id: 1)
    let controllers: [UIViewController] = [first, second]
    #expect(controllers.contains(first))
    #expect(controllers.firstIndex(of: second) == 1)
    #expect(Set(controllers).count == 2)
    #expect(AnyHashable(first) != AnyHashable(second))
    #expect((first as NSObject).isEqual(first))
  }
}
