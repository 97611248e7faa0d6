import Factories

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Starts the router variant the way an iOS 13 app starts: when the scene connects, make the
/// window and let `AppRouter` set its root.
@MainActor
public final class RouterSceneDelegate: UIResponder, UIWindowSceneDelegate {
  public var window: UIWindow?
  private let screens: any ScreenBuilding

  /// Creates the delegate; the app it starts builds its screens with `screens`.
  public init(screens: any ScreenBuilding = ScreenBuilder()) {
    self.screens = screens
    super.init()
  }

  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    AppRouter(window: window, factory: RouterAssembly(screens: screens)).start()
    self.window = window
  }
}
