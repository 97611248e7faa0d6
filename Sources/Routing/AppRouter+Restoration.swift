import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

extension AppRouter {
  /// What the window shows, as an activity to restore later: each tab's place as a link, the
  /// selected tab, and what each screen adds (the texts typed; never a password). A login
  /// modal is not saved; the order under it is.
  public func restorationActivity() -> NSUserActivity? {
    guard let tabBar = window.rootViewController as? UITabBarController,
      let stacks = tabBar.viewControllers?.compactMap({ $0 as? UINavigationController }),
      stacks.count == 2
    else { return nil }
    let order = stacks[0].viewControllers.dropFirst().first as? OrderViewController
    let exploreDepth = stacks[1].viewControllers.count
    let explore: AppLink =
      tabBar.presentedViewController is HelloWorldViewController
      ? .modalHelloWorld
      : [.explore, .explore, .detail, .pushedHelloWorld][min(exploreDepth, 3)]
    let state = RestorationState(
      shop: order?.message.map { .order(message: $0) } ?? .shop, explore: explore,
      isShopSelected: tabBar.selectedIndex == 0)
    let activity = state.activity()
    for screen in stacks.flatMap(\.viewControllers) { screen.updateUserActivityState(activity) }
    return activity
  }

  /// Comes back to what `activity` saved: opens each tab's place as a link would, then lets
  /// each screen restore what it added. An activity of another type, or damaged, restores
  /// nothing: the app stays as at launch.
  public func restore(from activity: NSUserActivity) {
    guard let state = try? RestorationState(activity: activity) else { return }
    for link in state.links { open(link) }
    guard let tabBar = window.rootViewController as? UITabBarController else { return }
    for stack in tabBar.viewControllers ?? [] {
      for screen in (stack as? UINavigationController)?.viewControllers ?? [] {
        screen.restoreUserActivityState(activity)
      }
    }
  }
}
