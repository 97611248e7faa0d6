import Links
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The app's two tabs, as links and restoration read them: each tab's screens read off its
/// stack and what is presented over it. The walk that opens a link, and saves and restores the
/// window's state, is `LinkOpener`'s, as in the other styles. (The tab bar controller cannot
/// be it: UIKit's own `selectedTab` is a `UITab`.)
@MainActor
public final class AppTabs: LinkOpener {
  /// The root. Weak: the window holds it.
  private weak var tabBarController: AppTabBarController?

  /// Reads the tabs of `tabBarController`.
  public init(_ tabBarController: AppTabBarController) {
    self.tabBarController = tabBarController
  }

  public var selectedTab: Tab? {
    guard let selected = tabBarController?.selectedViewController else { return nil }
    return Tab.allCases.first { stack(of: $0) === selected }
  }

  public func select(_ tab: Tab) {
    tabBarController?.selectedViewController = stack(of: tab)
  }

  public func routes(in tab: Tab) -> [any ShownPlace] {
    guard let stack = stack(of: tab) else { return [] }
    var screens = stack.viewControllers
    if let modal = stack.topViewController?.presentedViewController {
      screens += (modal as? UINavigationController)?.viewControllers ?? [modal]
    }
    return screens.compactMap { $0 as? any ShownPlace }.filter { $0.place.tab == tab }
  }

  private func stack(of tab: Tab) -> UINavigationController? {
    switch tab {
    case .shop: tabBarController?.shop
    case .explore: tabBarController?.explore
    }
  }
}
