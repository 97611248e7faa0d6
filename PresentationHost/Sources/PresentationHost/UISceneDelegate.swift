/// Hears a scene's life cycle. Its methods are optional in UIKit; see
/// `OptionalDelegateMethods.swift`.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  /// The scene connected: set up its user interface, using `connectionOptions` (SC1).
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// The scene was released by the system; its session may connect again later.
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene became active: it receives events.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene is about to stop receiving events.
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene is about to come to the foreground.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene went to the background.
  func sceneDidEnterBackground(_ scene: UIScene)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// URLs were opened in the running scene (SC4).
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
  /// Asked for an activity that describes the scene's state, to restore later (SC3).
  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
  /// Called after `scene(_:willConnectTo:options:)` with the session's restoration activity.
  func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
  /// Told that an activity of `userActivityType` is about to be continued: a universal link
  /// tapped, or a Handoff picked up (SC13).
  func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
  /// Asked to continue an activity: a universal link tapped while the app runs, a Handoff from
  /// another device, or Spotlight (SC13).
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
  /// Told that an activity of `userActivityType` could not be continued.
  func scene(
    _ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String,
    error: any Error)
}

extension UISceneDelegate {
  /// Does nothing.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) { noteDefault("scene(_:willConnectTo:options:)", scene) }
  /// Does nothing.
  public func sceneDidDisconnect(_ scene: UIScene) { noteDefault("sceneDidDisconnect(_:)", scene) }
  /// Does nothing.
  public func sceneDidBecomeActive(_ scene: UIScene) {
    noteDefault("sceneDidBecomeActive(_:)", scene)
  }
  /// Does nothing.
  public func sceneWillResignActive(_ scene: UIScene) {
    noteDefault("sceneWillResignActive(_:)", scene)
  }
  /// Does nothing.
  public func sceneWillEnterForeground(_ scene: UIScene) {
    noteDefault("sceneWillEnterForeground(_:)", scene)
  }
  /// Does nothing.
  public func sceneDidEnterBackground(_ scene: UIScene) {
    noteDefault("sceneDidEnterBackground(_:)", scene)
  }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Does nothing.
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    noteDefault("scene(_:openURLContexts:)", scene)
  }
  /// Returns nil: nothing to restore.
  public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    noteDefault("stateRestorationActivity(for:)", scene)
    return nil
  }
  /// Does nothing.
  public func scene(
    _ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity
  ) { noteDefault("scene(_:restoreInteractionStateWith:)", scene) }
  /// Does nothing.
  public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
    noteDefault("scene(_:willContinueUserActivityWithType:)", scene)
  }
  /// Does nothing.
  public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    noteDefault("scene(_:continue:)", scene)
  }
  /// Does nothing.
  public func scene(
    _ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String,
    error: any Error
  ) { noteDefault("scene(_:didFailToContinueUserActivityWithType:error:)", scene) }

  private func noteDefault(_ method: String, _ scene: UIScene) {
    scene.host.noteDefaultOptional(
      method, of: "UISceneDelegate", delegate: self,
      superclassConforms: _getSuperclass(type(of: self)) is any UISceneDelegate.Type)
  }
}

/// A scene delegate that manages a window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window. Optional in UIKit; a delegate that declares it keeps its window.
  var window: UIWindow? { get set }
  /// Told that the scene's size, orientation or traits changed. The host's scene stays an
  /// upright iPhone's, so it is never told (D1).
  func windowScene(
    _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
    traitCollection previousTraitCollection: UITraitCollection)
}

extension UIWindowSceneDelegate {
  /// Does nothing.
  public func windowScene(
    _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
    traitCollection previousTraitCollection: UITraitCollection
  ) {}

  /// No window: a delegate that does not declare `window` keeps none here.
  public var window: UIWindow? {
    get { nil }
    // swift-format-ignore: NoEmptyBlock
    set {}
  }
}
