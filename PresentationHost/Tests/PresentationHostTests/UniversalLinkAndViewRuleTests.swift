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

  // developer.apple.com/documentation/uikit/uiview/tintcolor: "The first nondefault tint color
  // value in the view's hierarchy, ascending from and starting with the view itself";
  // tintcolordidchange(): "The system calls this method on a view when your code changes the
  // value of the tintColor or tintAdjustmentMode property on the view. Additionally, the system
  // calls this method on a subview that inherits a changed interaction tint color".
  @Test("V11: a view takes its tint from the nearest view that sets one, and hears it change")
  func tintInheritance() {
    // Given a card holding a badge and a button with a tint of its own
    let sut = TintLoggingView()
    let badge = TintLoggingView()
    let button = TintLoggingView()
    button.tintColor = .systemRed
    sut.addSubview(badge)
    sut.addSubview(button)
    let defaultTint = badge.tintColor
    // When the card's tint is set
    sut.tintColor = .systemGreen
    // Then the badge took it and heard of it, the button kept its own and heard nothing
    #expect(defaultTint == .tintColor)
    #expect(badge.tintColor == .systemGreen && button.tintColor == .systemRed)
    #expect(sut.changes == 1 && badge.changes == 1 && button.changes == 1)
  }

  // developer.apple.com/documentation/uikit/uiview/setneedsupdateconstraints(): "the system
  // calls updateConstraints() as part of its normal layout pass"; requiresconstraintbasedlayout:
  // "Custom views that set up constraints in the updateConstraints() method should override
  // this method to return true".
  @Test("V12: updateConstraints comes at the layout pass, asked for or once for such views")
  func updateConstraintsAtLayout() {
    // Given a screen with a view that sets up its constraints itself and one that asks
    let screen = UIViewController()
    let sut = ConstraintBasedView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let asking = ConstraintLoggingView(frame: CGRect(x: 0, y: 50, width: 100, height: 40))
    asking.setNeedsUpdateConstraints()
    let plain = ConstraintLoggingView(frame: CGRect(x: 0, y: 100, width: 100, height: 40))
    screen.view.addSubview(sut)
    screen.view.addSubview(asking)
    screen.view.addSubview(plain)
    let askedBefore = sut.log + asking.log
    // When the screen appears, and appears again after a screen pushed over it is popped
    let navigation = UINavigationController(rootViewController: screen)
    _ = visibleWindow(root: navigation)
    navigation.pushViewController(UIViewController(), animated: false)
    navigation.popViewController(animated: false)
    // Then each updated its constraints once, before its layout, and the other view never
    #expect(askedBefore.isEmpty)
    #expect(sut.log == ["updateConstraints", "layoutSubviews", "layoutSubviews"])
    #expect(asking.log == ["updateConstraints", "layoutSubviews", "layoutSubviews"])
    #expect(plain.log == ["layoutSubviews", "layoutSubviews"])
  }

  // developer.apple.com/documentation/uikit/uiviewcontroller/updateviewconstraints(): "Called
  // when the view controller's view needs to update its constraints".
  @Test("V12: a screen whose view asks to update its constraints hears it before its layout")
  func updateViewConstraints() {
    // Given a screen whose view asks, in viewDidLoad, to update its constraints
    let sut = ConstraintScreen()
    // When it appears
    _ = visibleWindow(root: sut)
    // Then it updated its constraints once, before its subviews were laid out
    #expect(sut.log == ["updateViewConstraints", "viewDidLayoutSubviews"])
  }
  // developer.apple.com/documentation/uikit/uiview/updateconstraints(): "Important: Call
  // [super updateConstraints] as the final step in your implementation." UIView.h declares it
  // NS_REQUIRES_SUPER, and UIKit raises NSInternalInconsistencyException at the layout pass
  // when an override does not: "The layout constraints still need update after sending
  // -updateConstraints to <view>. <view> or one of its superclasses may have overridden
  // -updateConstraints without calling super" (reported in jdg/MBProgressHUD#522; the crash
  // fixed in mapbox/DEPRECATED-mapbox-ios-sdk#373).
  @Test("V12: an updateConstraints override that does not call super is refused with an error")
  func updateConstraintsWithoutSuper() {
    // Given a screen with a view that sets up its constraints itself and forgets super, and
    // one that calls it
    let screen = UIViewController()
    let sut = ForgetfulConstraintView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let dutiful = ConstraintBasedView(frame: CGRect(x: 0, y: 50, width: 100, height: 40))
    screen.view.addSubview(sut)
    screen.view.addSubview(dutiful)
    // When the screen appears
    let window = visibleWindow(root: screen)
    // Then both updated their constraints, and only the one that forgot super is named, as an
    // error: UIKit raises there
    #expect(sut.log == ["updateConstraints", "layoutSubviews"])
    #expect(dutiful.log == ["updateConstraints", "layoutSubviews"])
    expectDiagnostic(window.host, .error, .v12)
    #expect(
      window.host.diagnostics.first?.message.hasPrefix(
        "ForgetfulConstraintView overrides updateConstraints() without calling super") == true)
  }
}

/// A screen whose root view asks to update its constraints, and which logs it.
private final class ConstraintScreen: UIViewController {
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.setNeedsUpdateConstraints()
  }

  override func updateViewConstraints() {
    log.append("updateViewConstraints")
    super.updateViewConstraints()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    log.append("viewDidLayoutSubviews")
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

/// A view that counts its tint changes.
private final class TintLoggingView: UIView {
  var changes = 0

  override func tintColorDidChange() {
    super.tintColorDidChange()
    changes += 1
  }
}

/// A view that logs its constraint updates and layouts.
private class ConstraintLoggingView: UIView {
  var log: [String] = []

  override func updateConstraints() {
    log.append("updateConstraints")
    super.updateConstraints()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    log.append("layoutSubviews")
  }
}

/// A view that sets up its constraints in `updateConstraints()` without asking.
private final class ConstraintBasedView: ConstraintLoggingView {
  override class var requiresConstraintBasedLayout: Bool { true }
}

/// A view that sets up its constraints in `updateConstraints()` without asking, and forgets
/// `super`.
private final class ForgetfulConstraintView: ConstraintLoggingView {
  override class var requiresConstraintBasedLayout: Bool { true }

  override func updateConstraints() {
    log.append("updateConstraints")
  }
}
