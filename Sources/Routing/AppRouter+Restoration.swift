import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

extension AppRouter {
  /// What the window shows, as an activity to restore later: each tab's place as a link (a
  /// login modal and its registration steps included), the selected tab, and what each screen
  /// adds (the texts typed; never a password).
  public func restorationActivity() -> NSUserActivity? {
    guard let tabBarController, let shop, let explore, let shopLink = place(of: shop),
      let exploreLink = place(of: explore)
    else { return nil }
    let state = RestorationState(
      shop: shopLink, explore: exploreLink,
      isShopSelected: tabBarController.selectedViewController === shop)
    let activity = state.activity()
    for router in routers(of: shop) + routers(of: explore) {
      router.viewController?.updateUserActivityState(activity)
    }
    return activity
  }

  /// Comes back to what `activity` saved: opens each tab's place as a link would, then lets
  /// each screen restore what it added. An activity of another type, or damaged, restores
  /// nothing: the app stays as at launch.
  public func restore(from activity: NSUserActivity) {
    guard let shop, let explore, let state = try? RestorationState(activity: activity) else {
      return
    }
    for link in state.links { open(link) }
    for router in routers(of: shop) + routers(of: explore) {
      router.viewController?.restoreUserActivityState(activity)
    }
  }
}
