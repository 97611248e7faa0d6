import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

extension AppCoordinator {
  /// What the tabs show, as an activity to restore later: each tab's place as a link (a login
  /// modal and its registration steps included), the selected tab, and what each screen adds
  /// (the texts typed; never a password).
  public func restorationActivity() -> NSUserActivity? {
    guard let shopFlow, let exploreFlow else { return nil }
    let state = RestorationState(
      shop: AppLink(steps: shopFlow.linkSteps), explore: AppLink(steps: exploreFlow.linkSteps),
      isShopSelected: tabBarController.selectedViewController === shopFlow.navigationController)
    let activity = state.activity()
    for screen in screens { screen.updateUserActivityState(activity) }
    return activity
  }

  /// Comes back to what `activity` saved: opens each tab's place as a link would, then lets
  /// each screen restore what it added. An activity of another type, or damaged, restores
  /// nothing: the app stays as at launch.
  public func restore(from activity: NSUserActivity) {
    guard let state = try? RestorationState(activity: activity) else { return }
    for link in state.links { open(link) }
    for screen in screens { screen.restoreUserActivityState(activity) }
  }

  /// The screens of both tabs and of the login modal.
  private var screens: [UIViewController] {
    let stacks = [
      shopFlow?.navigationController, shopFlow?.loginFlow?.navigationController,
      exploreFlow?.navigationController,
    ]
    return stacks.compactMap { $0 }.flatMap(\.viewControllers)
  }
}
