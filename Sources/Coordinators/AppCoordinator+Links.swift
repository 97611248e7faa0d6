import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

extension AppCoordinator {
  /// Opens `link` from whatever is on screen: unless the app is there already, the flows that
  /// cover the tab bar close as a person would close them (a login ends with `false`), the
  /// link's tab is selected, and that tab's coordinator routes the rest through the navigator.
  public func open(_ link: AppLink) {
    let tabs = childCoordinators.compactMap { $0 as? NavigationCoordinator }
    guard tabs.count == 2, !isShowing(link, tabs: tabs) else { return }
    for tab in tabs {
      for child in tab.childCoordinators { (child as? any LinkMakingWay)?.makeWay() }
    }
    let tab = tabs[link.isInShop ? 0 : 1]
    if tabBarController.selectedViewController !== tab.navigationController {
      tabBarController.selectedViewController = tab.navigationController
      if let scene = tab.topScene { navigator.userDidNavigate(to: scene) }
    }
    (tab as? any LinkOpening)?.open(link)
  }

  private func isShowing(_ link: AppLink, tabs: [NavigationCoordinator]) -> Bool {
    let tab = tabs[link.isInShop ? 0 : 1]
    guard tabBarController.selectedViewController === tab.navigationController else {
      return false
    }
    let covered = tabBarController.presentedViewController != nil
    switch link {
    case .shop: return !covered && tab.topScene == .main
    case .order(let message): return !covered && tab.topScene == .order(message: message)
    case .explore: return !covered && tab.topScene == .home
    case .detail: return !covered && tab.topScene == .detail
    case .pushedHelloWorld: return !covered && tab.topScene == .helloWorld(data: .push)
    case .modalHelloWorld:
      return tab.topScene == .home && navigator.current == .helloWorld(data: .modal)
    }
  }
}

/// A flow that covers the tab bar and closes, as a person would close it, for a link to pass.
@MainActor
protocol LinkMakingWay: AnyObject {
  func makeWay()
}

/// A tab's flow that routes a link's way within its tab.
@MainActor
protocol LinkOpening: AnyObject {
  func open(_ link: AppLink)
}
