@_spi(HostTesting) import PresentationHost
import Testing

// SC1–SC4: UIScene and UISceneDelegate, "Managing your app's life cycle" and
// `UISceneSession.stateRestorationActivity` in Apple's UIKit documentation.
@Suite("Scene bootstrap and life cycle")
@MainActor
struct SceneBootstrapTests {
  @Test("SC1: connecting a scene calls the delegate, which sets up a key, visible window")
  func connectingSceneStartsApp() throws {
    // Given a host and a scene delegate
    let host = HeadlessHost()
    let delegate = OneScreenSceneDelegate()
    // When a scene connects with it
    let scene = try #require(host.connectScene(delegate: delegate))
    // Then the delegate set up a key, visible window for the scene's session
    #expect(delegate.connectedSession == scene.session.persistentIdentifier)
    #expect(host.keyWindow === delegate.window)
    #expect(delegate.window?.path == "Start")
    #expect(scene.windows.count == 1)
    #expect(host.application.connectedScenes.contains(scene))
    expectNoDiagnostics(host)
  }

  // developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle:
  // "In the next major release following iOS 26, UIScene lifecycle will be required when
  // building with the latest SDK; otherwise, your app won't launch."
  @Test("W6: an app without scenes that makes its window at launch is refused: nothing shows")
  func appWithoutScenes() throws {
    // Given an app delegate that makes its window from the screen's bounds as it launches
    let host = HeadlessHost()
    let sut = WindowMakingAppDelegate()
    // When the app launches
    host.launch(sut)
    // Then the window is the app's, but, having no window scene, it is refused and not shown
    let window = try #require(sut.window)
    #expect(window.host === host)
    #expect(window.isHidden && !window.isKeyWindow)
    #expect(host.visibleScreen == nil)
    expectDiagnostic(host, .error, .w6)
  }

  @Test("W6: a window taken out of its scene is not shown again")
  func windowOutOfItsScene() throws {
    // Given a scene's window, hidden, then taken out of its scene
    let host = HeadlessHost()
    let scene = try #require(host.connectScene(delegate: OneScreenSceneDelegate()))
    let window = UIWindow(windowScene: scene)
    window.rootViewController = screen("Loose")
    window.windowScene = nil
    // When it is made key and visible
    window.makeKeyAndVisible()
    // Then it is refused and stays hidden
    #expect(window.isHidden)
    expectDiagnostic(host, .error, .w6)
  }

  @Test("SC1: the app delegate's configuration names the delegate class the host instantiates")
  func configurationDelegateClass() throws {
    // Given an app delegate whose configuration names OneScreenSceneDelegate, registered
    let host = HeadlessHost()
    let appDelegate = ConfiguringAppDelegate()
    host.launch(appDelegate)
    host.register(sceneDelegateClass: OneScreenSceneDelegate.self) { OneScreenSceneDelegate() }
    // When a scene connects without a delegate instance
    let scene = try #require(host.connectScene())
    // Then the app was launched once, asked once, and the scene got that class's instance
    #expect(appDelegate.calls == ["didFinishLaunching", "configurationForConnecting"])
    #expect(scene.delegate is OneScreenSceneDelegate)
    #expect(UIApplication.shared === host.application)
    expectNoDiagnostics(host)
  }

  @Test("SC1, U4: an unregistered delegate class is refused with a diagnostic, nothing connects")
  func unregisteredDelegateClass() {
    let host = HeadlessHost()
    host.launch(ConfiguringAppDelegate())
    #expect(host.connectScene() == nil)
    #expect(host.application.connectedScenes.isEmpty)
    expectDiagnostic(host, .error, .u4)
  }

  @Test("SC2: connect, background, foreground and disconnect call the delegate in iOS's order")
  func lifeCycleOrder() throws {
    // Given a connected scene
    let host = HeadlessHost()
    let delegate = OneScreenSceneDelegate()
    let scene = try #require(host.connectScene(delegate: delegate))
    #expect(scene.activationState == .foregroundActive)
    // When it goes to the background, comes back, and is disconnected
    host.moveToBackground(scene)
    #expect(scene.activationState == .background)
    host.moveToForeground(scene)
    host.disconnect(scene)
    // Then every callback came in iOS's order, with the restoration activity asked for
    #expect(
      delegate.calls == [
        "willConnect", "willEnterForeground", "didBecomeActive",
        "willResignActive", "didEnterBackground", "stateRestorationActivity",
        "willEnterForeground", "didBecomeActive",
        "willResignActive", "didEnterBackground", "stateRestorationActivity", "didDisconnect",
      ])
    #expect(scene.activationState == .unattached)
    #expect(host.application.connectedScenes.isEmpty)
    #expect(host.application.openSessions.contains(scene.session))
    expectNoDiagnostics(host)
  }

  // developer.apple.com/documentation/uikit/uiscenesession/configuration: UIKit makes the
  // configuration "before the creation of a scene"; Xcode's template says of
  // configurationForConnecting: "Called when a new scene session is being created."
  @Test("SC7: the app delegate is asked for a configuration for a new session, not a reconnect")
  func configurationOnlyForNewSessions() throws {
    // Given an app whose delegate names the scene delegate class, one scene connected
    let host = HeadlessHost()
    let sut = ConfiguringAppDelegate()
    host.launch(sut)
    host.register(sceneDelegateClass: OneScreenSceneDelegate.self) { OneScreenSceneDelegate() }
    let scene = try #require(host.connectScene())
    let session = scene.session
    // When its scene disconnects and the same session connects again
    host.disconnect(scene)
    let again = try #require(host.connectScene(session: session))
    // Then the delegate was asked once, and the session kept its configuration and class
    #expect(sut.calls.filter { $0 == "configurationForConnecting" }.count == 1)
    #expect(again.delegate is OneScreenSceneDelegate)
    expectNoDiagnostics(host)
  }

  @Test("SC3: the restoration activity is kept on the session and handed back on reconnect")
  func restorationActivityRoundTrip() throws {
    // Given a scene whose delegate describes its state in an activity
    let host = HeadlessHost()
    let first = OneScreenSceneDelegate()
    first.state = "Detail"
    let scene = try #require(host.connectScene(delegate: first))
    let session = scene.session
    // When it disconnects and a new scene connects to the same session
    host.disconnect(scene)
    let second = OneScreenSceneDelegate()
    let reconnected = try #require(host.connectScene(delegate: second, session: session))
    // Then the new delegate sees the activity on the session, and is asked to restore it
    #expect(reconnected.session === session)
    #expect(second.restoredState == "Detail")
    #expect(second.calls.prefix(2) == ["willConnect", "restoreInteractionState"])
    expectNoDiagnostics(host)
  }

  @Test("O1: a host, its application and its scenes are released together, connected or not")
  func hostIsReleased() throws {
    // Given hosts with a scene connected, and with one disconnected
    weak var connectedHost: HeadlessHost?
    weak var disconnectedHost: HeadlessHost?
    do {
      let first = HeadlessHost()
      _ = try #require(first.connectScene(delegate: OneScreenSceneDelegate()))
      connectedHost = first
      let second = HeadlessHost()
      let scene = try #require(second.connectScene(delegate: OneScreenSceneDelegate()))
      second.disconnect(scene)
      disconnectedHost = second
    }
    // Then once nothing holds them, nothing of them is left (no cycle through the application)
    #expect(connectedHost == nil)
    #expect(disconnectedHost == nil)
  }

  @Test("SC4: URLs reach a connected scene's delegate through scene(_:openURLContexts:)")
  func openURLContexts() throws {
    let host = HeadlessHost()
    let delegate = OneScreenSceneDelegate()
    let scene = try #require(host.connectScene(delegate: delegate))
    let url = try #require(URL(string: "sample://explore/detail"))
    host.open([url], in: scene)
    #expect(delegate.openedURLs == [url])
    host.disconnect(scene)
    host.open([url], in: scene)
    #expect(delegate.openedURLs == [url])
    expectDiagnostic(host, .error, .sc4)
  }

  // Apple, "Preparing your UI to run in the foreground": an app's transition to the foreground
  // answers a person's action, such as opening a link; the scene enters the foreground, opens
  // the URLs (`scene(_:openURLContexts:)`), and becomes active.
  @Test("SC4: a URL brings a background scene to the foreground, then it becomes active")
  func openURLFromTheBackground() throws {
    // Given a scene in the background
    let sut = HeadlessHost()
    let delegate = OneScreenSceneDelegate()
    let scene = try #require(sut.connectScene(delegate: delegate))
    sut.moveToBackground(scene)
    delegate.calls.removeAll()
    let url = try #require(URL(string: "sample://explore/detail"))
    // When a URL is opened in it
    sut.open([url], in: scene)
    // Then it entered the foreground, got the URL, and became active, in that order
    #expect(delegate.calls == ["willEnterForeground", "openURLContexts", "didBecomeActive"])
    #expect(scene.activationState == .foregroundActive)
    expectNoDiagnostics(sut)
  }
}

/// Several windows of one app (SC9). Apple, `requestSceneSessionActivation(_:userActivity:
/// options:errorHandler:)`: "Asks the system to activate an existing scene, or create a new
/// scene and associate it with your app"; nil for the session asks for a new one.
/// `application(_:didDiscardSceneSessions:)`: "Tells the delegate that the user closed one or
/// more of the app's scenes from the app switcher."
@Suite("Several scenes")
@MainActor
struct SeveralScenesTests {
  /// A launched app whose configuration makes `OneScreenSceneDelegate`s, with one scene.
  private func launchedApp() throws -> (HeadlessHost, ConfiguringAppDelegate, UIWindowScene) {
    let host = HeadlessHost()
    let appDelegate = ConfiguringAppDelegate()
    host.launch(appDelegate)
    host.register(sceneDelegateClass: OneScreenSceneDelegate.self) { OneScreenSceneDelegate() }
    return (host, appDelegate, try #require(host.connectScene()))
  }

  @Test("SC9: the app asks for a new window: a new session and scene, whose window is key")
  func requestNewScene() throws {
    // Given an app with one scene
    let (sut, appDelegate, first) = try launchedApp()
    // When the app asks for a scene without naming a session
    var failed = false
    sut.application.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { _ in
      failed = true
    }
    // Then a second session and scene are connected, active, with the key window
    let second = try #require(
      sut.application.connectedScenes.first { $0 !== first } as? UIWindowScene)
    #expect(!failed)
    #expect(sut.application.openSessions.count == 2)
    #expect(
      second.activationState == .foregroundActive && first.activationState == .foregroundActive)
    // and each scene keeps its own key window (UIWindowScene.keyWindow, iOS 15; W4)
    #expect(second.keyWindow === sut.keyWindow && first.keyWindow !== second.keyWindow)
    #expect(appDelegate.calls.filter { $0 == "configurationForConnecting" }.count == 2)
    expectNoDiagnostics(sut)
  }

  // developer.apple.com/documentation/uikit/uiscenesessionactivationrequest/useractivity: the
  // activity is delivered "regardless of whether the scene session already exists".
  @Test("SC15: an activation request's activity reaches an existing scene, or an archived one's")
  func activationDeliversTheActivity() throws {
    // Given two scenes, the second then disconnected: its session archived
    let (sut, _, first) = try launchedApp()
    let second = try #require(sut.connectScene())
    let archived = second.session
    sut.disconnect(second)
    let activity = NSUserActivity(activityType: "sample.compose")
    // When the app asks to activate the first's session with the activity, then the archived
    let firstDelegate = try #require(first.delegate as? OneScreenSceneDelegate)
    sut.application.requestSceneSessionActivation(
      first.session, userActivity: activity, options: nil)
    sut.application.requestSceneSessionActivation(archived, userActivity: activity, options: nil)
    // Then the connected scene continued the activity, and the archived session's new scene
    // connected with it
    let reconnected = try #require(archived.scene?.delegate as? OneScreenSceneDelegate)
    #expect(firstDelegate.calls.last == "continue(sample.compose)")
    #expect(reconnected.calls.contains("connectWith(sample.compose)"))
    expectNoDiagnostics(sut)
  }

  @Test("SC9: bringing a window forward makes it key; a URL goes to the scene in front")
  func activateAndOpen() throws {
    // Given two scenes, the second in front
    let (sut, _, first) = try launchedApp()
    let second = try #require(sut.connectScene())
    let url = try #require(URL(string: "sample://explore"))
    // When the person brings the first forward, then a URL is opened for the app
    sut.activate(first)
    sut.open([url])
    // Then the first's window is key, and it alone got the URL
    #expect(first.keyWindow === sut.keyWindow)
    #expect((first.delegate as? OneScreenSceneDelegate)?.openedURLs == [url])
    #expect((second.delegate as? OneScreenSceneDelegate)?.openedURLs == [])
    expectNoDiagnostics(sut)
  }

  @Test("SC9: closing a window disconnects its scene and discards its session and saved state")
  func closeWindow() throws {
    // Given two scenes
    let (sut, appDelegate, first) = try launchedApp()
    let second = try #require(sut.connectScene())
    let session = second.session
    let delegate = try #require(second.delegate as? OneScreenSceneDelegate)
    // When the person closes the second window
    sut.close(second)
    // Then it left the foreground and disconnected, and its session went with its state
    #expect(
      delegate.calls.suffix(4) == [
        "willResignActive", "didEnterBackground", "stateRestorationActivity", "didDisconnect",
      ])
    #expect(!sut.application.openSessions.contains(session))
    #expect(session.stateRestorationActivity == nil)
    #expect(appDelegate.discarded == [session.persistentIdentifier])
    #expect(sut.application.connectedScenes == [first])
    // When it is asked to close again, then it is refused, as no such scene is connected
    sut.close(second)
    expectDiagnostic(sut, .error, .sc9)
  }

  // developer.apple.com/documentation/uikit/uiapplication/requestscenesessiondestruction(_:options:errorhandler:):
  // "Asks the system to dismiss an existing scene and remove it from the app switcher".
  @Test("SC9: the app closes one of its windows itself, as a person closing it would")
  func appClosesAWindow() throws {
    // Given two scenes
    let (sut, appDelegate, first) = try launchedApp()
    let second = try #require(sut.connectScene())
    let session = second.session
    // When the app asks for the second's session to be destroyed
    var failed = false
    sut.application.requestSceneSessionDestruction(session, options: nil) { _ in failed = true }
    // Then its scene disconnected and its session was discarded, with no error
    #expect(!failed)
    #expect(sut.application.connectedScenes == [first])
    #expect(appDelegate.discarded == [session.persistentIdentifier])
    #expect(sut.application.supportsMultipleScenes)
    expectNoDiagnostics(sut)
  }
}

@MainActor
private final class ConfiguringAppDelegate: UIResponder, UIApplicationDelegate {
  var calls: [String] = []
  var discarded: [String] = []

  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {
    discarded += sceneSessions.map(\.persistentIdentifier)
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    calls.append("didFinishLaunching")
    return true
  }

  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    calls.append("configurationForConnecting")
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = OneScreenSceneDelegate.self
    return configuration
  }
}

@MainActor
private final class OneScreenSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var connectedSession: String?
  var calls: [String] = []
  var state = "Start"
  var restoredState: String?
  var openedURLs: [URL] = []

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    calls.append("willConnect")
    calls += connectionOptions.userActivities.map { "connectWith(\($0.activityType))" }
    guard let windowScene = scene as? UIWindowScene else { return }
    connectedSession = session.persistentIdentifier
    restoredState = session.stateRestorationActivity?.userInfo?["state"] as? String
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = screen(restoredState ?? state)
    window.makeKeyAndVisible()
    self.window = window
  }

  func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
  {
    calls.append("restoreInteractionState")
  }

  func sceneWillEnterForeground(_ scene: UIScene) { calls.append("willEnterForeground") }
  func sceneDidBecomeActive(_ scene: UIScene) { calls.append("didBecomeActive") }
  func sceneWillResignActive(_ scene: UIScene) { calls.append("willResignActive") }
  func sceneDidEnterBackground(_ scene: UIScene) { calls.append("didEnterBackground") }
  func sceneDidDisconnect(_ scene: UIScene) { calls.append("didDisconnect") }
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    calls.append("continue(\(userActivity.activityType))")
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    calls.append("openURLContexts")
    openedURLs += URLContexts.map(\.url)
  }

  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    calls.append("stateRestorationActivity")
    let activity = NSUserActivity(activityType: "sample.state")
    activity.userInfo = ["state": state]
    return activity
  }
}

/// An app delegate of an app without scenes: it makes its window as the app launches.
@MainActor
private final class WindowMakingAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = UINavigationController(rootViewController: screen("Inbox"))
    window?.makeKeyAndVisible()
    return true
  }
}
