import PresentationHost
import Testing

@Suite("Scene bootstrap")
@MainActor
struct SceneBootstrapTests {
  @Test("Connecting a scene calls the delegate, which sets up a key, visible window")
  func connectingSceneStartsApp() throws {
    let application = Application()
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
private final class OneScreenSceneDelegate: SceneDelegate {
  var window: Window?
  var connectedSession: String?

  func scene(
    _ scene: Scene, willConnectTo session: SceneSession,
    options connectionOptions: Scene.ConnectionOptions
  ) {
    guard let windowScene = scene as? WindowScene else { return }
    connectedSession = session.persistentIdentifier
    let window = Window(windowScene: windowScene)
    window.rootViewController = screen("Start")
    window.makeKeyAndVisible()
    self.window = window
  }
}
