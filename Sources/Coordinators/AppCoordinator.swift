import Factories
import Links

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The root of the coordinator tree: a tab bar with the Shop and Explore flows.
@MainActor
public final class AppCoordinator: TabBarCoordinator {
  private let window: UIWindow
  private let builders: ScreenBuilders
  /// The walk that opens links and restores the window, one transition at a time.
  public let linkWalk = LinkWalk()

  /// Creates the coordinator for `window`; `tabBarController` becomes the window's root.
  public init(
    window: UIWindow, tabBarController: RootTabBarController, routePublisher: RoutePublisher,
    builders: ScreenBuilders
  ) {
    self.window = window
    self.builders = builders
    super.init(routePublisher: routePublisher, tabBarController: tabBarController)
    tabBarController.linkWalk = linkWalk
  }

  /// Starts both tabs, sets the root, and makes the window key and visible.
  public override func start() {
    let shop = ShopCoordinator(routePublisher: routePublisher, builders: builders.shop)
    shop.navigationController.tabBarItem.title = Tab.shop.title
    let explore = ExploreCoordinator(routePublisher: routePublisher, builders: builders.explore)
    explore.navigationController.tabBarItem.title = Tab.explore.title
    window.rootViewController = tabBarController
    startTabs([shop, explore])
    window.makeKeyAndVisible()
  }
}
