import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

// The whole way of a link, in one place: the app's place is read from the selected tab's flow
// down to the flow it presented; a link is opened from the top down, the tab's flow showing its
// steps and handing the rest to the flow it presents.

extension AppCoordinator {
  /// The Shop tab's flow.
  var shopFlow: ShopCoordinator? {
    childCoordinators.lazy.compactMap { $0 as? ShopCoordinator }.first
  }

  /// The Explore tab's flow.
  var exploreFlow: ExploreCoordinator? {
    childCoordinators.lazy.compactMap { $0 as? ExploreCoordinator }.first
  }

  /// Where the app is: the selected tab's place.
  public var link: AppLink? {
    guard let shopFlow, let exploreFlow else { return nil }
    let isShopSelected = tabBarController.selectedViewController === shopFlow.navigationController
    return AppLink(steps: isShopSelected ? shopFlow.linkSteps : exploreFlow.linkSteps)
  }

  /// Opens `link` from whatever is on screen, unless the app is there already: if the link
  /// leaves the selected tab, what covers the tab bar closes as a person would close it (a
  /// login ends with `false`) and the link's tab is selected; then that tab's flow shows it.
  public func open(_ link: AppLink) {
    guard let shopFlow, let exploreFlow, link != self.link else { return }
    let tab: NavigationCoordinator = link.isInShop ? shopFlow : exploreFlow
    if tabBarController.selectedViewController !== tab.navigationController {
      shopFlow.loginFlow?.makeWay()
      exploreFlow.helloWorldFlow?.closeForLink()
      tabBarController.selectedViewController = tab.navigationController
      if let scene = tab.topScene { navigator.userDidNavigate(to: scene) }
    }
    if link.isInShop {
      shopFlow.open(link.steps)
    } else {
      exploreFlow.open(link.steps)
    }
  }
}
