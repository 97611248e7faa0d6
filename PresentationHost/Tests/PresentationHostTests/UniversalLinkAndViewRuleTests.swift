import Foundation
@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/xcode/supporting-universal-links-in-your-app: "If your app
// has opted into Scenes, and your app is not running, the system delivers the universal link to
// the scene(_:willConnectTo:options:) delegate method after launch, and to scene(_:continue:)
// when the universal link is tapped while your app is running or suspended in memory";
// NSUserActivityTypeBrowsingWeb: "the webpageURL property contains the http or https URL";
// UIKit raises NSInvalidArgumentException ("NSUserActivity.webpageURL scheme ... is not
// allowed") for another scheme.
@Suite("Universal links, and views' tint and constraints")
@MainActor
struct UniversalLinkAndViewRuleTests {
  @Test("SC13: a universal link tapped while the app runs is continued by the scene, brought up")
  func universalLinkWhileRunning() throws {
    // Given a scene in the background
    let host = HeadlessHost()
    let sut = LinkSceneDelegate()
    let scene = try #require(host.connectScene(delegate: sut))
    host.moveToBackground(scene)
    sut.calls = []
    // When the person taps a universal link to the app
    host.tapUniversalLink(try #require(URL(string: "https://example.com/orders/42")))
    // Then the scene came forward around the continuation, of a web activity with the link
    #expect(
      sut.calls == [
        "willEnterForeground", "willContinue \(NSUserActivityTypeBrowsingWeb)",
        "continue https://example.com/orders/42", "didBecomeActive",
      ])
    expectNoDiagnostics(host)
  }

  @Test("SC13: with no scene, the link comes in the new scene's connection options")
  func universalLinkAtLaunch() throws {
    // Given a launched app with no scene, its delegate class registered
    let host = HeadlessHost()
    var made: [LinkSceneDelegate] = []
    host.register(sceneDelegateClass: LinkSceneDelegate.self) {
      let delegate = LinkSceneDelegate()
      made.append(delegate)
      return delegate
    }
    host.launch(LinkAppDelegate())
    // When the person taps a universal link
    host.tapUniversalLink(try #require(URL(string: "https://example.com/orders/7")))
    // Then a scene connected with the link among its activities and was not told again
    #expect(made.count == 1)
    #expect(made.first?.launchLinks == ["https://example.com/orders/7"])
    #expect(made.first?.calls.contains { $0.hasPrefix("continue") } == false)
    expectNoDiagnostics(host)
  }

  @Test("SC13: a link that is not a web page's is refused, and so is such a webpageURL")
  func nonWebLinksRefused() throws {
    // Given a running scene and a web activity
    let host = HeadlessHost()
    let sut = LinkSceneDelegate()
    _ = try #require(host.connectScene(delegate: sut))
    let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    activity.webpageURL = URL(string: "https://example.com")
    let detachedBefore = HeadlessHost.detached.diagnostics.count
    // When a custom-scheme link is tapped, and set as the activity's web page
    host.tapUniversalLink(try #require(URL(string: "sample://shop")))
    activity.webpageURL = URL(string: "sample://shop")
    // Then nothing was continued, the activity kept its page, and both were refused
    #expect(!sut.calls.contains { $0.hasPrefix("continue") })
    #expect(activity.webpageURL?.absoluteString == "https://example.com")
    expectDiagnostic(host, .error, .sc13)
    let refusal = HeadlessHost.detached.diagnostics.dropFirst(detachedBefore).first
    #expect(refusal?.rule == .sc13 && refusal?.severity == .error)
  }

}

/// A scene delegate that logs how activities reach it.
private final class LinkSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var calls: [String] = []
  var launchLinks: [String] = []

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    launchLinks = connectionOptions.userActivities.compactMap { $0.webpageURL?.absoluteString }
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    self.window = window
  }

  func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
    calls.append("willContinue \(userActivityType)")
  }

  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    calls.append("continue \(userActivity.webpageURL?.absoluteString ?? "")")
  }

  func sceneWillEnterForeground(_ scene: UIScene) { calls.append("willEnterForeground") }
  func sceneDidBecomeActive(_ scene: UIScene) { calls.append("didBecomeActive") }
}

/// An app delegate whose scenes get `LinkSceneDelegate`.
private final class LinkAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, configurationForConnecting session: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: "Default", sessionRole: session.role)
    configuration.delegateClass = LinkSceneDelegate.self
    return configuration
  }
}
