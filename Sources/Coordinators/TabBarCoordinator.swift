import Factories

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// A coordinator that owns a tab bar controller; each tab is a child navigation coordinator.
/// As the tab bar's delegate it tells the route publisher of a person's tab taps.
@MainActor
open class TabBarCoordinator: Coordinator, UITabBarControllerDelegate {
  /// The tab bar controller this coordinator drives.
  public let tabBarController: UITabBarController

  /// Creates the coordinator with a new tab bar controller it is the delegate of.
  public init(
    routePublisher: RoutePublisher,
    tabBarController: UITabBarController = .init()
  ) {
    self.tabBarController = tabBarController
    super.init(routePublisher: routePublisher)
    tabBarController.delegate = self
  }

  /// Starts `tabs` as children and shows their navigation controllers as the tabs, in order.
  public func startTabs(_ tabs: [NavigationCoordinator]) {
    for tab in tabs { startChild(tab) }
    tabBarController.viewControllers = tabs.map(\.navigationController)
  }

  open func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    let selected = childCoordinators.compactMap { $0 as? NavigationCoordinator }
      .first { $0.navigationController === viewController }
    if let place = selected?.topPlace { routePublisher.publishRoute(to: place) }
  }
}
