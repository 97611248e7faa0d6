import Links

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// What the app router shows at launch, built by the app's assembly.
@MainActor
public protocol AppDestinations: AnyObject {
  /// The Shop tab's root, Main, with its own router.
  func makeMain() -> UIViewController
  /// The Explore tab's root, Home, with its own router.
  func makeHome() -> UIViewController
}

/// Sets the window's root: a tab bar with Shop (Main) and Explore (Home), each in a navigation
/// controller, Shop selected.
@MainActor
public final class AppRouter {
  let window: UIWindow
  let destinations: any AppDestinations
  /// The walk that opens links and restores the window, one transition at a time.
  public let linkWalk = LinkWalk()
  /// The tab bar, the window's root once started.
  private(set) weak var tabBarController: UITabBarController?
  /// The Shop tab's stack.
  private(set) weak var shop: UINavigationController?
  /// The Explore tab's stack.
  private(set) weak var explore: UINavigationController?

  /// Creates the router for `window`, building the tabs' roots with `destinations`.
  public init(window: UIWindow, destinations: any AppDestinations = RouterAssembly()) {
    self.window = window
    self.destinations = destinations
  }

  /// Sets the root and makes the window key and visible.
  public func start() {
    let shop = UINavigationController(rootViewController: destinations.makeMain())
    shop.tabBarItem.title = Tab.shop.title
    let explore = UINavigationController(rootViewController: destinations.makeHome())
    explore.tabBarItem.title = Tab.explore.title
    let tabBar = RootTabBarController()
    tabBar.linkWalk = linkWalk
    tabBar.viewControllers = [shop, explore]
    window.rootViewController = tabBar
    window.makeKeyAndVisible()
    (tabBarController, self.shop, self.explore) = (tabBar, shop, explore)
  }
}
