@_spi(HostTesting) import PresentationHost
import Testing

@Suite("Window rules")
@MainActor
struct WindowRuleTests {
  @Test("W1: the root is held strongly and setting it replaces the content")
  func rootIsStrongAndReplaced() {
    let window = UIWindow()
    weak var first: UIViewController?
    do {
      let controller = screen("First")
      first = controller
      window.rootViewController = controller
    }
    #expect(first != nil)
    window.rootViewController = screen("Second")
    #expect(first == nil)
    #expect(window.path == "Second")
    expectNoDiagnostics(window.host)
  }

  @Test("W1: a controller that has a parent cannot become the root")
  func rootWithParentIsRefused() {
    let window = UIWindow()
    let child = screen("Child")
    let navigation = UINavigationController(rootViewController: child)
    window.rootViewController = child
    #expect(window.rootViewController == nil)
    #expect(child.parent === navigation)
    expectDiagnostic(window.host, .error, .w1)
  }

  @Test("W2: appearance callbacks only happen once the window is visible")
  func appearanceWaitsForVisibility() {
    let log = EventLog()
    let window = UIWindow()
    window.rootViewController = RecordingController("Root", log: log)
    #expect(log.events.isEmpty)
    window.makeKeyAndVisible()
    #expect(window.isKeyWindow && !window.isHidden)
    #expect(log.events == ["Root.viewDidLoad", "Root.viewWillAppear", "Root.viewDidAppear"])
  }

  @Test("W3: replacing the root leaves what it presented alive, and the host reports it")
  func replacingRootKeepsPresentedAlive() {
    let window = visibleWindow(root: screen("Old"))
    weak var presented: UIViewController?
    do {
      let sheet = screen("Sheet")
      presented = sheet
      window.rootViewController?.present(sheet, animated: false)
    }
    window.rootViewController = screen("New")
    #expect(presented != nil)
    #expect(window.host.leaks.map(\.name) == ["Sheet"])
    expectDiagnostic(window.host, .warning, .w3)
  }

  @Test("W3: dismissing first, then replacing the root, leaks nothing")
  func dismissingFirstLeaksNothing() {
    let window = visibleWindow(root: screen("Old"))
    window.rootViewController?.present(screen("Sheet"), animated: false)
    window.rootViewController?.dismiss(animated: false)
    window.rootViewController = screen("New")
    #expect(window.host.leaks.isEmpty)
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uiwindow/windowlevel: "Windows are ordered according
  // to their windowLevel … Windows with a higher level appear above windows with a lower level";
  // a window need not be key to be shown or touched (isHidden = false shows it). UIWindow.Level
  // has + and - for levels between the standard ones. init(windowScene:) makes a window the
  // size of the scene's screen.
  @Test("W5: a window shown above the key one adds its controls; one covering the screen hides")
  func overlayWindows() throws {
    // Given an app whose scene shows a list with a Delete button
    let host = HeadlessHost()
    let scene = try #require(host.connectScene(delegate: DeleteSceneDelegate()))
    // When the app shows an Undo banner in a window of its own above the list, and a person
    // taps Undo; then the app covers the screen with a privacy window
    let banner = UIWindow(windowScene: scene)
    #expect(banner.frame == UIScreen.main.bounds)
    banner.frame = CGRect(x: 0, y: 700, width: 393, height: 80)
    banner.windowLevel = .alert + 1
    var undone = 0
    banner.rootViewController = buttons(["Undo"]) { undone += 1 }
    banner.isHidden = false
    let withBanner = host.visibleButtons.map(\.displayTitle)
    try host.tap("Undo")
    let privacy = UIWindow(windowScene: scene)
    privacy.windowLevel = .alert + 2
    privacy.rootViewController = buttons(["Unlock"]) {}
    privacy.isHidden = false
    // Then the banner's button joined the list's, and a person tapped it; the privacy window
    // leaves only its own
    #expect(withBanner == ["Delete", "Undo"])
    #expect(undone == 1)
    #expect(host.visibleButtons.map(\.displayTitle) == ["Unlock"])
    #expect(host.visibleScreen?.hostName == "List")
    expectNoDiagnostics(host)
  }

  /// A screen of buttons titled `titles`, each running `action`.
  private func buttons(_ titles: [String], action: @escaping () -> Void) -> UIViewController {
    let controller = screen("Buttons")
    for (index, title) in titles.enumerated() {
      let button = UIButton(primaryAction: UIAction(title: title) { _ in action() })
      button.frame = CGRect(x: 20, y: 20 + 50 * CGFloat(index), width: 120, height: 44)
      controller.view.addSubview(button)
    }
    return controller
  }
}

/// A scene delegate whose window shows a list with a Delete button.
@MainActor
private final class DeleteSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let list = screen("List")
    let delete = UIButton(primaryAction: UIAction(title: "Delete") { _ in })
    delete.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
    list.view.addSubview(delete)
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = list
    window.makeKeyAndVisible()
    self.window = window
  }
}
