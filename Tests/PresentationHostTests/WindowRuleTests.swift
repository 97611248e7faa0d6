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
}
