/// The window: holds the root controller strongly and shows it once visible.
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The host that records what happens in this window.
  @_spi(HostTesting) public var host: HeadlessHost { ownHost ?? sceneHost ?? .detached }
  /// The host a window made for itself, which only the window holds.
  private let ownHost: HeadlessHost?
  /// The host of the window's scene. Weak: the host, through its application and scenes, is
  /// what holds the window.
  private weak var sceneHost: HeadlessHost?
  /// Whether this is the key window.
  public private(set) var isKeyWindow = false
  /// The responder that receives typing in this window.
  weak var firstResponder: UIResponder?
  /// Whether the keyboard shows for a text field of this window.
  var showsKeyboard = false
  /// True while the first responder resigns for another to take its place: the keyboard stays.
  var isHandingOverFirstResponder = false

  private weak var scene: UIWindowScene?
  private var root: UIViewController?
  private var hidden = true

  /// Where the window stands among the screen's windows; recorded.
  open var windowLevel = Level.normal

  /// Where a window stands among others: higher levels show above lower ones.
  public struct Level: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    public static let normal = Level(rawValue: 0)
    public static let statusBar = Level(rawValue: 1000)
    public static let alert = Level(rawValue: 2000)

    /// The level `rhs` above `lhs`.
    public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
    /// The level `rhs` below `lhs`.
    public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
  }

  /// Creates a hidden window recording into `host`.
  @_spi(HostTesting)
  public init(host: HeadlessHost) {
    self.ownHost = host
    self.sceneHost = nil
    super.init(frame: .zero)
  }

  /// Creates a hidden window with `frame`: the app's window when made as a host launches the
  /// app (an app without scenes makes it in `didFinishLaunchingWithOptions`), recording into
  /// that host; else in a host of its own.
  public override init(frame: CGRect) {
    if let launching = HeadlessHost.launching {
      self.ownHost = nil
      self.sceneHost = launching
    } else {
      self.ownHost = HeadlessHost()
      self.sceneHost = nil
    }
    super.init(frame: frame)
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    self.ownHost = HeadlessHost()
    self.sceneHost = nil
    super.init(coder: coder)
  }

  /// Creates a hidden window for `windowScene`, as large as the scene's screen, recording into
  /// its application's host.
  public init(windowScene: UIWindowScene) {
    self.ownHost = nil
    self.sceneHost = windowScene.host
    super.init(frame: UIScreen.main.bounds)
    self.windowScene = windowScene
  }

  /// A window's next responder is its window scene, or, for a window in no scene, the
  /// application.
  open override var next: UIResponder? { windowScene ?? host.application }

  /// The scene the window belongs to. Setting it moves the window to that scene.
  open var windowScene: UIWindowScene? {
    get { scene }
    set {
      scene?.windowReferences.removeAll { $0.window === self || $0.window == nil }
      scene = newValue
      newValue?.windowReferences.append(WeakWindow(window: self))
    }
  }

  /// The root controller, held strongly. Setting it replaces the content (W1); what the old
  /// root presented is not dismissed and stays alive (W3).
  open var rootViewController: UIViewController? {
    get { root }
    set { replaceRoot(with: newValue) }
  }

  /// A hidden window shows nothing; its controllers get no appearance callbacks (W2). A window
  /// is hidden until it is made visible.
  open override var isHidden: Bool {
    get { hidden }
    set {
      guard newValue != hidden, newValue || !lacksScene else { return }
      hidden = newValue
      host.record(.operation, "Window", newValue ? "hide" : "show")
      NotificationCenter.default.post(
        name: newValue
          ? UIWindow.didBecomeHiddenNotification : UIWindow.didBecomeVisibleNotification,
        object: self)
      guard let root else { return }
      guard !newValue else {
        root.beginAppearance(false, animated: false)
        return root.endAppearance(animated: false)
      }
      // The root's view is loaded and added now; shown in an event, the root appears at the
      // turn's layout pass, as set up by then: only the top screen of each stack appears (T4).
      root.loadViewIfNeeded()
      host.startTransition(animated: true, named: "\(root.hostName) appears") { [weak self] in
        guard let self, !hidden, let root = self.root, root.appearanceState == .disappeared
        else { return }
        root.beginAppearance(true, animated: false)
        root.endAppearance(animated: false)
      }
    }
  }

  /// Makes the window key and visible; the root appears (W2), and the window that was key
  /// resigns (W4).
  open func makeKeyAndVisible() {
    host.record(.operation, "Window", "makeKeyAndVisible")
    guard !lacksScene else { return }
    makeKey()
    isHidden = false
  }

  /// Whether this is an app's window with no window scene, which UIKit does not show (W6).
  private var lacksScene: Bool {
    guard ownHost == nil, windowScene == nil else { return false }
    host.report(
      .error, .w6,
      "\(rootViewController?.hostName ?? "A window") has no window scene and is not shown: make it with UIWindow(windowScene:) (the scene life cycle is required)"
    )
    return true
  }

  /// Makes the window key; the key window of its window scene resigns (W4). Both post.
  open func makeKey() {
    let previous =
      windowScene.map { scene in scene.windows.first { $0.isKeyWindow } }
      ?? host.keyWindow.flatMap { $0.windowScene == nil ? $0 : nil }
    // The window a person acts in from now on, whether or not it was key in its scene already.
    host.keyWindow = self
    guard !isKeyWindow else { return }
    if let previous, previous !== self {
      previous.isKeyWindow = false
      previous.resignKey()
      NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: previous)
    }
    isKeyWindow = true
    becomeKey()
    NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
  }

  /// Posted, with the window as its object, when it becomes key.
  nonisolated public static let didBecomeKeyNotification = Notification.Name(
    "UIWindowDidBecomeKeyNotification")
  /// Posted, with the window as its object, when it stops being key.
  nonisolated public static let didResignKeyNotification = Notification.Name(
    "UIWindowDidResignKeyNotification")
  /// Posted, with the window as its object, when it is shown.
  nonisolated public static let didBecomeVisibleNotification = Notification.Name(
    "UIWindowDidBecomeVisibleNotification")
  /// Posted, with the window as its object, when it is hidden.
  nonisolated public static let didBecomeHiddenNotification = Notification.Name(
    "UIWindowDidBecomeHiddenNotification")

  /// Called when the window became key.
  open func becomeKey() {}
  /// Called when the window stopped being key.
  open func resignKey() {}

  private func replaceRoot(with newRoot: UIViewController?) {
    if let newRoot, newRoot !== root {
      if newRoot.parent != nil || newRoot.storedPresenting != nil || newRoot.window != nil {
        host.report(
          .error, .w1,
          "\(newRoot.hostName) is already in a hierarchy and cannot become a window's root")
        return
      }
    }
    guard newRoot !== root else { return }
    let oldRoot = root
    host.record(.operation, "Window", "setRootViewController(\(newRoot?.hostName ?? "nil"))")
    if let oldRoot, let presented = oldRoot.presentationOwnerInTree?.storedPresented {
      host.report(
        .warning, .w3,
        "The old root \(oldRoot.hostName) still presents \(presented.hostName); it stays alive")
      host.orphanedPresentations.append(presented)
    }
    root = newRoot
    newRoot?.window = self
    if newRoot != nil, !host.windowsWithRoots.contains(where: { $0.window === self }) {
      host.windowsWithRoots.removeAll { $0.window == nil }
      host.windowsWithRoots.append(WeakWindow(window: self))
    }
    if let newRoot { host.track(newRoot) }
    let endAppearance = newRoot?.swapAppearance(
      from: oldRoot, to: newRoot, visible: !hidden, animated: false)
    if newRoot == nil, !hidden, let oldRoot {
      oldRoot.beginAppearance(false, animated: false)
      oldRoot.endAppearance(animated: false)
    }
    endAppearance?()
    oldRoot?.window = nil
  }
}

extension UIViewController {
  /// The controller in this tree (this one or a descendant) that presents something.
  var presentationOwnerInTree: UIViewController? {
    if storedPresented != nil { return self }
    for child in children {
      if let owner = child.presentationOwnerInTree { return owner }
    }
    return nil
  }
}
