@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events:
// an event goes from a view to its superview, to the root view, to the view controller that
// owns it and its containers, to the window; "If the window doesn't handle the event, UIKit
// delivers the event to the UIApplication object and possibly to the app delegate if that
// object is an instance of UIResponder and not already part of the responder chain." With
// scenes, the window's next responder is its window scene, whose next is the application.
@Suite("Responder chain")
@MainActor
struct ResponderChainRuleTests {
  @Test("R1: a control's chain goes to the window, the scene, the application and the app delegate")
  func chainReachesTheAppDelegate() throws {
    // Given an app whose scene shows a button on a screen pushed in a navigation controller
    let host = HeadlessHost()
    let appDelegate = ResponderAppDelegate()
    host.launch(appDelegate)
    let sceneDelegate = StackSceneDelegate()
    let scene = try #require(host.connectScene(delegate: sceneDelegate))
    let button = try #require(sceneDelegate.button)
    // When the chain is walked from the button
    let sut = sequence(first: button as UIResponder) { $0.next }.map { responder in
      (responder as? UIViewController)?.title ?? String(describing: type(of: responder))
    }
    // Then it passes every container, the window, the scene, the application and ends at the
    // app delegate
    #expect(
      sut == [
        "UIButton", "UIView", "Pushed", "UINavigationController", "UIWindow", "UIWindowScene",
        "UIApplication", "ResponderAppDelegate",
      ])
    #expect(scene.windows.first === sceneDelegate.window)
    expectNoDiagnostics(host)
  }

  @Test("R1: a presented controller's next responder is its presenter")
  func presentedGoesToPresenter() {
    // Given a screen presented by a window's root
    let window = visibleWindow(root: screen("Root"))
    let presented = screen("Sheet")
    window.rootViewController?.present(presented, animated: false)
    // When its next responder is asked, then it is the presenter
    #expect(presented.next === window.rootViewController)
    #expect(window.rootViewController?.next === window)
  }
}

@MainActor
private final class ResponderAppDelegate: UIResponder, UIApplicationDelegate {}

@MainActor
private final class StackSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var button: UIButton?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let pushed = screen("Pushed")
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
    pushed.view.addSubview(button)
    let navigation = UINavigationController(rootViewController: screen("Root"))
    navigation.pushViewController(pushed, animated: false)
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    self.window = window
    self.button = button
  }
}
