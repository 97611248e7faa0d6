/// The host's `UIWindow`: holds the root controller strongly and shows it once visible.
@MainActor
open class UIWindow {
  /// The host that records what happens in this window.
  public let host: HeadlessHost
  /// The scene the window belongs to, if it was made for one.
  public private(set) weak var windowScene: UIWindowScene?
  /// Whether this is the key window.
  public private(set) var isKeyWindow = false

  private var root: UIViewController?
  private var hidden = true

  /// Creates a hidden window recording into `host`.
  public init(host: HeadlessHost = HeadlessHost()) {
    self.host = host
  }

  /// Creates a hidden window for `windowScene`, recording into its application's host.
  public convenience init(windowScene: UIWindowScene) {
    self.init(host: windowScene.host)
    self.windowScene = windowScene
    windowScene.windows.append(WeakWindow(window: self))
  }

  /// The root controller, held strongly. Setting it replaces the content (W1); what the old
  /// root presented is not dismissed and stays alive (W3).
  public var rootViewController: UIViewController? {
    get { root }
    set { replaceRoot(with: newValue) }
  }

  /// A hidden window shows nothing; its controllers get no appearance callbacks (W2).
  public var isHidden: Bool {
    get { hidden }
    set {
      guard newValue != hidden else { return }
      hidden = newValue
      host.record(.operation, "Window", newValue ? "hide" : "show")
      guard let root else { return }
      if newValue {
        root.beginAppearance(false, animated: false)
      } else {
        root.loadViewIfNeeded()
        root.beginAppearance(true, animated: false)
      }
      root.endAppearance(animated: false)
    }
  }

  /// Makes the window key and visible; the root appears (W2).
  public func makeKeyAndVisible() {
    host.record(.operation, "Window", "makeKeyAndVisible")
    isKeyWindow = true
    host.keyWindow = self
    isHidden = false
  }

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

struct WeakWindow {
  weak var window: UIWindow?
}
