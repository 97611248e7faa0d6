import Links

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// What both styles' scene delegates share: when the window scene connects, make the window,
/// start the style's root in it, and bring it back to what the session saved and to the link
/// the person opened; later links, the state to save, and the disconnect.
@MainActor
public class AppSceneDelegate: UIResponder, UIWindowSceneDelegate {
  public var window: UIWindow?
  /// The style's root, kept for as long as the window scene is connected.
  private(set) var root: (any WindowRoot)?
  private let startRoot: (UIWindow) -> any WindowRoot

  /// Creates the delegate; `startRoot` sets the window's root in the chosen style, makes the
  /// window key and visible, and returns the root.
  init(startRoot: @escaping (UIWindow) -> any WindowRoot) {
    self.startRoot = startRoot
    super.init()
  }

  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let root = startRoot(window)
    self.window = window
    self.root = root
    if let activity = session.stateRestorationActivity { root.restore(from: activity) }
    open(connectionOptions.urlContexts)
  }

  /// Replaces the window's whole tree with a new root in the same style, as an app does after a
  /// sign-out: the old root, its screens and their flows go, and a request still waiting among
  /// them ends as interrupted, once.
  public func startAfresh() {
    guard let window else { return }
    // UIKit keeps what the old root presents when the root is replaced: dismissed first, as
    // the app taking it away, so that nothing of the old tree stays on screen or in memory.
    window.rootViewController?.dismiss(animated: false)
    root = startRoot(window)
  }

  /// Where the window is, as a link a person could share and open again.
  public var link: AppLink? { root?.link }

  public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    root?.restorationActivity()
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    open(URLContexts)
  }

  /// Opens the first of `contexts` that is one of the app's links; others change nothing.
  private func open(_ contexts: Set<UIOpenURLContext>) {
    guard let url = contexts.first?.url, let link = try? AppLink(url: url) else { return }
    root?.open(link)
  }

  public func sceneDidDisconnect(_ scene: UIScene) {
    root = nil
    window = nil
  }
}
