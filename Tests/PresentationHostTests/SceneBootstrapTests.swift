import PresentationHost
import Testing

@Suite("Scene bootstrap")
@MainActor
struct SceneBootstrapTests {
  @Test("Connecting a scene calls the delegate, which sets up a key, visible window")
  func connectingSceneStartsApp() throws {
    let application = UIApplication()
    let delegate = OneScreenSceneDelegate()
    let scene = application.connectScene(delegate: delegate)
    #expect(delegate.connectedSession == scene.session.persistentIdentifier)
    #expect(application.host.keyWindow === delegate.window)
    #expect(delegate.window?.path == "Start")
    #expect(scene.allWindows.count == 1)
    application.disconnect(scene)
    #expect(application.connectedScenes.isEmpty)
    #expect(delegate.window == nil)
    expectNoDiagnostics(application.host)
  }
}

@MainActor
private final class OneScreenSceneDelegate: UIWindowSceneDelegate {
  var window: UIWindow?
  var connectedSession: String?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    connectedSession = session.persistentIdentifier
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = screen("Start")
    window.makeKeyAndVisible()
    self.window = window
  }
}
