import Links

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

// The app router's part in links and restoration: its tabs, and each tab's place read from the
// tab's root router up, each router naming its screen and the screen it showed, and each screen
// keeping its router: UIKit's stacks are where the app is. The walk that
// opens a link, and saves and restores the window's state, is `LinkOpener`'s.

extension AppRouter: LinkOpener {
  public var selectedTab: Tab? {
    guard let selected = tabBarController?.selectedViewController else { return nil }
    return Tab.allCases.first { stack(of: $0) === selected }
  }

  public func select(_ tab: Tab) {
    tabBarController?.selectedViewController = stack(of: tab)
  }

  /// The routers of `tab`'s place, from its root up: each the router of the screen the one
  /// before showed, in the tab (a screen of the other tab's modal, which UIKit reports as
  /// presented by every screen under it, is none).
  public func shownPlaces(in tab: Tab) -> [any ShownPlace] {
    guard let root = stack(of: tab)?.viewControllers.first, var router = root.linkRouter else {
      return []
    }
    var routers: [any ShownPlace] = [router]
    while let screen = router.shownScreen, let next = screen.linkRouter,
      next.place.tab == tab
    {
      routers.append(next)
      router = next
    }
    return routers
  }

  private func stack(of tab: Tab) -> UINavigationController? {
    switch tab {
    case .shop: shop
    case .explore: explore
    }
  }
}
