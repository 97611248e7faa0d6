@_spi(HostTesting) import PresentationHost
import Testing

// SC8: `UIResponder.userActivity` in Apple's UIKit documentation: "By setting the userActivity
// property on a responder, the NSUserActivity object becomes managed by UIKit. User activities
// managed by UIKit are saved automatically at appropriate times. ... Multiple responders can
// share a single NSUserActivity instance, in which case they all get an
// updateUserActivityState(_:) callback." `updateUserActivityState(_:)`: "When the state is
// dirty, you should set the needsSave property ... to true, and this method will be called at an
// appropriate time"; UIKit gives the activity an empty userInfo before asking.
// `application(_:didUpdate:)`: "called on the main thread when a user activity managed by UIKit
// has been updated".
@Suite("User activities UIKit manages")
@MainActor
struct UserActivityTests {
  @Test("SC8: a dirty activity is emptied and updated by every sharer before restoration asks")
  func dirtyActivityIsSavedBeforeRestoration() throws {
    // Given a scene whose two screens share an activity with stale state, marked dirty
    let app = try LaunchedApp()
    let sut = app.host
    let activity = NSUserActivity(activityType: "com.example.reading")
    activity.userInfo = ["stale": true]
    app.screens.top.userActivity = activity
    app.screens.bottom.userActivity = activity
    app.screens.top.page = 7
    app.screens.bottom.page = 9
    activity.needsSave = true
    // When the scene goes to the background
    sut.moveToBackground(app.scene)
    // Then both screens wrote into an emptied activity, then the app delegate heard of it, all
    // before the scene delegate was asked for its restoration activity, which has the new state
    // (UIKit documents no order among the sharers)
    #expect(Set(app.appDelegate.calls.prefix(2)) == ["Top updates", "Bottom updates"])
    #expect(
      app.appDelegate.calls.dropFirst(2) == [
        "didUpdate com.example.reading", "stateRestorationActivity",
      ])
    #expect(activity.userInfo?["stale"] == nil)
    #expect(activity.userInfo?["Top"] as? Int == 7)
    #expect(activity.userInfo?["Bottom"] as? Int == 9)
    #expect(app.scene.session.stateRestorationActivity === activity)
    #expect(!activity.needsSave)
    expectNoDiagnostics(sut)
  }

  @Test("SC8: an activity that is not dirty is left as it is")
  func cleanActivityIsLeftAlone() throws {
    // Given a screen whose activity holds state and is not marked dirty
    let app = try LaunchedApp()
    let sut = app.host
    let activity = NSUserActivity(activityType: "com.example.reading")
    activity.userInfo = ["Top": 3]
    app.screens.top.userActivity = activity
    // When the scene goes to the background and is disconnected
    sut.moveToBackground(app.scene)
    sut.disconnect(app.scene)
    // Then no one was asked to update it, and its state is what it was
    #expect(app.appDelegate.calls == ["stateRestorationActivity", "stateRestorationActivity"])
    #expect(activity.userInfo?["Top"] as? Int == 3)
  }

  @Test("SC8: a presented screen's activity is saved too, and a save leaves it clean")
  func presentedScreenActivityIsSaved() throws {
    // Given a presented screen with a dirty activity
    let app = try LaunchedApp()
    let sut = app.host
    let sheet = PageViewController(name: "Sheet", log: app.appDelegate)
    app.screens.top.present(sheet, animated: false)
    let activity = NSUserActivity(activityType: "com.example.sheet")
    sheet.userActivity = activity
    sheet.page = 2
    activity.needsSave = true
    // When the scene goes to the background twice
    sut.moveToBackground(app.scene)
    sut.moveToForeground(app.scene)
    sut.moveToBackground(app.scene)
    // Then the sheet updated it once: the first save left it clean
    #expect(app.appDelegate.calls.filter { $0 == "Sheet updates" }.count == 1)
    #expect(activity.userInfo?["Sheet"] as? Int == 2)
    expectNoDiagnostics(sut)
  }
}

/// The host under test, launched with an app delegate, and one connected scene whose window shows
/// Bottom with Top pushed on it.
@MainActor
private struct LaunchedApp {
  let host = HeadlessHost()
  let appDelegate = ActivityAppDelegate()
  let screens: ActivitySceneDelegate
  let scene: UIScene

  init() throws {
    host.launch(appDelegate)
    screens = ActivitySceneDelegate(log: appDelegate)
    scene = try #require(host.connectScene(delegate: screens))
  }
}

private final class ActivityAppDelegate: UIResponder, UIApplicationDelegate {
  var calls: [String] = []

  func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {
    calls.append("didUpdate \(userActivity.activityType)")
  }
}

private final class PageViewController: UIViewController {
  let name: String
  var page = 0
  private let log: ActivityAppDelegate

  init(name: String, log: ActivityAppDelegate) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  required init?(coder: NSCoder) { nil }

  override func updateUserActivityState(_ activity: NSUserActivity) {
    super.updateUserActivityState(activity)
    log.calls.append("\(name) updates")
    activity.addUserInfoEntries(from: [name: page])
  }
}

private final class ActivitySceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let top: PageViewController
  let bottom: PageViewController
  private let log: ActivityAppDelegate

  init(log: ActivityAppDelegate) {
    self.log = log
    top = PageViewController(name: "Top", log: log)
    bottom = PageViewController(name: "Bottom", log: log)
    super.init()
  }

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let navigation = UINavigationController(rootViewController: bottom)
    navigation.pushViewController(top, animated: false)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    self.window = window
  }

  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    log.calls.append("stateRestorationActivity")
    return top.userActivity
  }
}
