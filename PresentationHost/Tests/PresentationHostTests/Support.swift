@_spi(HostTesting) import PresentationHost
import Testing

/// The order of lifecycle calls seen by `RecordingController`s.
@MainActor
final class EventLog {
  var events: [String] = []
}

/// A controller that writes every lifecycle call, and the presentation flags during it, to a log.
@MainActor
class RecordingController: UIViewController {
  let log: EventLog
  var flagsDuringCallbacks: [String: [String]] = [:]

  init(_ name: String, log: EventLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  required init?(coder: NSCoder) {
    fatalError("not built from archives")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    note("viewDidLoad")
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    note("viewWillAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    note("viewDidAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    note("viewWillDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    note("viewDidDisappear")
  }
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    note("willMove(\(parent == nil ? "nil" : "parent"))")
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    note("didMove(\(parent == nil ? "nil" : "parent"))")
  }

  /// Records `event`; a subclass may record more.
  func note(_ event: String) {
    log.events.append("\(hostName).\(event)")
    var flags: [String] = []
    if isBeingPresented { flags.append("isBeingPresented") }
    if isBeingDismissed { flags.append("isBeingDismissed") }
    if isMovingToParent { flags.append("isMovingToParent") }
    if isMovingFromParent { flags.append("isMovingFromParent") }
    flagsDuringCallbacks[event] = flags
  }
}

/// A window made key and visible with `root`.
@MainActor
func visibleWindow(root: UIViewController) -> UIWindow {
  let window = UIWindow()
  window.rootViewController = root
  window.makeKeyAndVisible()
  return window
}

/// A navigation controller whose root is a screen titled `root`, in a window made key and visible.
@MainActor
func visibleStack(root: String) -> (UINavigationController, UIWindow) {
  let navigation = UINavigationController(rootViewController: screen(root))
  return (navigation, visibleWindow(root: navigation))
}

/// A controller with a title and nothing else.
@MainActor
func screen(_ title: String) -> UIViewController {
  let controller = UIViewController()
  controller.title = title
  return controller
}

@MainActor
func expectNoDiagnostics(
  _ host: HeadlessHost, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(host.diagnostics.isEmpty, "\(host.diagnostics)", sourceLocation: sourceLocation)
}

@MainActor
func expectDiagnostic(
  _ host: HeadlessHost, _ severity: Diagnostic.Severity, _ rule: HostRule,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    host.diagnostics.map { "\($0.severity) \($0.rule)" } == ["\(severity) \(rule)"],
    "\(host.diagnostics)", sourceLocation: sourceLocation)
}

/// A screen that runs `onAppear` once, from its next `viewDidAppear`.
@MainActor
final class ActingOnAppear: UIViewController {
  var onAppear: ((UIViewController) -> Void)?

  init(_ title: String) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) {
    fatalError("not built from archives")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    let action = onAppear
    onAppear = nil
    action?(self)
  }
}

/// What the app heard, in order.
@MainActor
final class Log {
  var lines: [String] = []
}

/// An app delegate that does nothing of its own, for tests whose scenes bring their windows.
final class BareAppDelegate: UIResponder, UIApplicationDelegate {}

/// A scene delegate whose window, made key and visible as the scene connects, shows `root`.
final class RootSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let root: UIViewController

  init(root: UIViewController) {
    self.root = root
    super.init()
  }

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = root
    window.makeKeyAndVisible()
    self.window = window
  }
}
