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

// developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidenterbackground(_:):
// "UIKit posts a didEnterBackgroundNotification regardless of whether your app uses scenes";
// the notification's object is the UIApplication.
@Suite("The app's own life-cycle notifications")
@MainActor
struct ApplicationNotificationRuleTests {
  @Test("SC6: the app posts its notifications as its scenes move, launch to background and back")
  func applicationNotifications() throws {
    // Given an app, and an observer of its notifications
    let host = HeadlessHost()
    host.launch(ResponderAppDelegate())
    let sut = ApplicationNotificationRecorder(application: host.application)
    // When a scene connects, goes to the background, and comes back
    let scene = try #require(host.connectScene(delegate: StackSceneDelegate()))
    host.moveToBackground(scene)
    host.moveToForeground(scene)
    // Then the app became active at launch (no return from the background then), resigned,
    // entered the background, and came back
    #expect(
      sut.names == [
        "UIApplicationDidBecomeActiveNotification", "UIApplicationWillResignActiveNotification",
        "UIApplicationDidEnterBackgroundNotification",
        "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification",
      ])
  }

  // developer.apple.com/documentation/foundation/notificationcenter/addobserver(forname:object:queue:using:):
  // "queue: The operation queue where the block runs"; a notification is posted synchronously,
  // so UIKit's, posted on the main thread, runs a main-queue observer's block before the post
  // returns.
  @Test("SC6: an observer on the main queue hears each notification before the post returns")
  func mainQueueObservers() async throws {
    // Given an app, and an observer of its notifications on the main queue, as screens observe
    let host = HeadlessHost()
    host.launch(ResponderAppDelegate())
    let sut = ApplicationNotificationRecorder(application: host.application, onMainQueue: true)
    let scene = try #require(host.connectScene(delegate: StackSceneDelegate()))
    let synced = Notification.Name("OrdersDidSync")
    let heard = Log()
    let token = NotificationCenter.default.addObserver(forName: synced, object: nil, queue: .main) {
      _ in
      MainActor.assumeIsolated { heard.lines.append("synced") }
    }
    defer { NotificationCenter.default.removeObserver(token) }
    // When the scene goes to the background, and another thread posts a notification of the
    // app's own
    host.moveToBackground(scene)
    let heardBeforeReturning = sut.names
    await Task.detached { NotificationCenter.default.post(name: synced, object: nil) }.value
    // Then the observer heard the background move before it returned, and the other thread's
    // post on the main queue
    #expect(
      heardBeforeReturning == [
        "UIApplicationDidBecomeActiveNotification", "UIApplicationWillResignActiveNotification",
        "UIApplicationDidEnterBackgroundNotification",
      ])
    #expect(heard.lines == ["synced"])
  }
}

@MainActor
private final class ApplicationNotificationRecorder {
  private(set) var names: [String] = []
  private var observers: [any NSObjectProtocol] = []

  init(application: UIApplication, onMainQueue: Bool = false) {
    for name in [
      UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
      UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
    ] {
      let center = NotificationCenter.default
      observers.append(
        onMainQueue
          ? center.addObserver(forName: name, object: application, queue: .main, using: record)
          : center.addObserver(forName: name, object: application, queue: nil, using: record))
    }
  }

  /// Records a notification's name, on the main actor.
  private var record: @Sendable (Notification) -> Void {
    { [weak self] notification in
      let name = notification.name.rawValue
      MainActor.assumeIsolated { self?.names.append(name) }
    }
  }

  isolated deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }
}

/// A navigation controller that undoes on a shake.
@MainActor
private final class ShakeUndoing: UINavigationController {
  var log: EventLog?

  override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    guard motion == .motionShake, event?.type == .motion else { return }
    log?.events.append("Navigation.undo began")
  }

  override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    guard motion == .motionShake else { return }
    log?.events.append("Navigation.undo")
  }
}

/// A screen that notes a motion and passes it on.
@MainActor
private final class ShakePassing: RecordingController {
  override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    note("motionBegan")
    super.motionBegan(motion, with: event)
  }

  override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    note("motionEnded")
    super.motionEnded(motion, with: event)
  }
}

/// A field that notes a motion and passes it on.
@MainActor
private final class ShakePassingField: UITextField {
  var log: EventLog?

  override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    log?.events.append("field.motionBegan")
    super.motionBegan(motion, with: event)
  }

  override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    log?.events.append("field.motionEnded")
    super.motionEnded(motion, with: event)
  }
}
