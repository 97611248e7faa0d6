import Factories

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The root of the coordinator tree: a tab bar with the Shop and Explore flows.
@MainActor
public final class AppCoordinator: TabBarCoordinator {
  /// The tab titles, in order.
  public static let tabTitles = ["Shop", "Explore"]

  private let window: UIWindow

  /// Creates the coordinator for `window`; `tabBarController` becomes the window's root.
  public init(
    window: UIWindow, tabBarController: UITabBarController, navigator: SceneNavigator,
    builders: ScreenBuilders
  ) {
    self.window = window
    super.init(navigator: navigator, builders: builders, tabBarController: tabBarController)
  }

  /// Starts both tabs, sets the root, and makes the window key and visible.
  public override func start() {
    let shop = ShopCoordinator(navigator: navigator, builders: builders)
    shop.navigationController.tabBarItem.title = Self.tabTitles[0]
    let explore = ExploreCoordinator(navigator: navigator, builders: builders)
    explore.navigationController.tabBarItem.title = Self.tabTitles[1]
    window.rootViewController = tabBarController
    startTabs([shop, explore])
    window.makeKeyAndVisible()
  }
}
