import App
import Factories
@_spi(HostTesting) import PresentationHost
import Scenes
import Testing

/// The app delegate as iOS uses it: asked for each new window scene's configuration, whose
/// delegate class drives the scene in the chosen style, all scenes sharing the app's services.
@Suite("The app delegate")
@MainActor
struct AppDelegateTests {
  /// A host that launched `sut`, and makes the scene delegates of both classes as iOS makes
  /// them from a configuration's `delegateClass`, with `init()` (U4: a maker stands in).
  private func launch(_ sut: AppDelegate) -> HeadlessHost {
    let host = HeadlessHost()
    host.launch(sut)
    host.register(sceneDelegateClass: RouterSceneDelegate.self) { RouterSceneDelegate() }
    host.register(sceneDelegateClass: CoordinatorSceneDelegate.self) {
      CoordinatorSceneDelegate()
    }
    host.register(sceneDelegateClass: MVCSceneDelegate.self) { MVCSceneDelegate() }
    return host
  }

  // developer.apple.com/documentation/uikit/uiapplicationdelegate/
  // application(_:configurationforconnecting:options:): "UIKit calls this method shortly
  // before creating a new scene"; UISceneConfiguration.delegateClass: "UIKit creates an
  // instance of this class and assigns it to the delegate property of the scene".
  @Test(
    "SC1: each new window scene gets the scene delegate of the chosen style, which shows Main",
    arguments: [AppDelegate.NavigationStyle.routers, .coordinators, .plainMVC])
  func sceneDelegateOfTheStyle(style: AppDelegate.NavigationStyle) throws {
    // Given the app delegate, set to a style
    let sut = AppDelegate()
    sut.navigationStyle = style
    let host = launch(sut)
    // When iOS connects a window scene
    let scene = try #require(host.connectScene())
    // Then its delegate is the style's, and its window shows the first screen
    let expected: AnyClass =
      switch style {
      case .routers: RouterSceneDelegate.self
      case .coordinators: CoordinatorSceneDelegate.self
      case .plainMVC: MVCSceneDelegate.self
      }
    #expect(scene.delegate.map { type(of: $0) == expected } == true)
    #expect(scene.windows.first?.path == "Shop: Main")
    #expect(host.diagnostics.isEmpty)
  }

  @Test("Every window's screens share the app delegate's services: one person is signed in")
  func windowsShareTheServices() throws {
    // Given the app delegate, and two windows of the app, the second in front
    let sut = AppDelegate()
    let host = launch(sut)
    let first = try #require(host.connectScene()?.windows.first)
    let second = try #require(host.connectScene()?.windows.first)
    // When somebody signs in through the app's services, and a person orders in the second
    sut.services.session.signIn(email: "demo@example.com")
    try host.type("coffee", into: "message")
    try host.tap("Order")
    try host.tap("Done")
    // Then the order completed without asking for a login: that window's screens use the
    // session the app delegate holds
    #expect(host.keyWindow === second && first !== second)
    #expect(second.path == "Shop: Main")
    #expect(host.diagnostics.isEmpty)
  }
}
