import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Sets the window's root: a tab bar with Shop (Main) and Explore (Home), each in a navigation
/// controller, Shop selected.
@MainActor
public final class AppRouter {
  /// The tab titles, in order.
  public static let tabTitles = ["Shop", "Explore"]

  let window: UIWindow
  private let factory: any MainBuilding & HomeBuilding

  /// Creates the router for `window`, building the tabs' roots with `factory`.
  public init(window: UIWindow, factory: any MainBuilding & HomeBuilding = RouterAssembly()) {
    self.window = window
    self.factory = factory
  }

  /// Sets the root and makes the window key and visible.
  public func start() {
    let shop = UINavigationController(rootViewController: factory.makeMain())
    shop.tabBarItem.title = Self.tabTitles[0]
    let explore = UINavigationController(rootViewController: factory.makeHome())
    explore.tabBarItem.title = Self.tabTitles[1]
    let tabBar = UITabBarController()
    tabBar.viewControllers = [shop, explore]
    window.rootViewController = tabBar
    window.makeKeyAndVisible()
  }
}
