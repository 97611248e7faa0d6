import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

extension AppCoordinator {
  /// What the tabs show, as an activity to restore later: each tab's top scene as a link, the
  /// selected tab, and what each screen adds (the texts typed; never a password). A login
  /// modal is not saved; the order under it is.
  public func restorationActivity() -> NSUserActivity? {
    let tabs = childCoordinators.compactMap { $0 as? NavigationCoordinator }
    guard tabs.count == 2 else { return nil }
    let shop: AppLink
    if case .order(let message) = tabs[0].topScene {
      shop = .order(message: message)
    } else {
      shop = .shop
    }
    let explore: AppLink =
      switch tabs[1].topScene {
      case .detail: .detail
      case .helloWorld(data: .push): .pushedHelloWorld
      default:
        tabs[1].childCoordinators.contains { $0 is HelloWorldCoordinator }
          ? .modalHelloWorld : .explore
      }
    let state = RestorationState(
      shop: shop, explore: explore, isShopSelected: tabBarController.selectedIndex == 0)
    let activity = state.activity()
    for screen in tabs.flatMap(\.navigationController.viewControllers) {
      screen.updateUserActivityState(activity)
    }
    return activity
  }

  /// Comes back to what `activity` saved: opens each tab's place as a link would, then lets
  /// each screen restore what it added. An activity of another type, or damaged, restores
  /// nothing: the app stays as at launch.
  public func restore(from activity: NSUserActivity) {
    guard let state = try? RestorationState(activity: activity) else { return }
    for link in state.links { open(link) }
    let tabs = childCoordinators.compactMap { $0 as? NavigationCoordinator }
    for screen in tabs.flatMap(\.navigationController.viewControllers) {
      screen.restoreUserActivityState(activity)
    }
  }
}
