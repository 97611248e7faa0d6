import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

extension AppRouter {
  /// Opens `link` from whatever is on screen: unless the app is there already, every router on
  /// screen makes way (a login modal ends with `false`, a modal HelloWorld closes), the link's
  /// tab is selected, and its root router takes the link from there.
  public func open(_ link: AppLink) {
    guard let tabBar = window.rootViewController as? UITabBarController,
      let stacks = tabBar.viewControllers?.compactMap({ $0 as? UINavigationController }),
      stacks.count == 2, !isShowing(link, tabBar: tabBar, stacks: stacks)
    else { return }
    for screen in stacks.flatMap(\.viewControllers) { screen.linkRouter?.makeWay() }
    let stack = stacks[link.isInShop ? 0 : 1]
    tabBar.selectedViewController = stack
    stack.viewControllers.first?.linkRouter?.open(link)
  }

  /// Whether the screen already shows where `link` leads.
  private func isShowing(
    _ link: AppLink, tabBar: UITabBarController, stacks: [UINavigationController]
  ) -> Bool {
    let stack = stacks[link.isInShop ? 0 : 1]
    guard tabBar.selectedViewController === stack else { return false }
    let screens = stack.viewControllers
    let covered = tabBar.presentedViewController
    switch link {
    case .shop, .explore:
      return covered == nil && screens.count == 1
    case .order(let message):
      return covered == nil && screens.count == 2
        && (screens[1] as? OrderViewController)?.message == message
    case .detail:
      return covered == nil && screens.count == 2
    case .pushedHelloWorld:
      return covered == nil && screens.count == 3
    case .modalHelloWorld:
      return screens.count == 1 && covered is HelloWorldViewController
    }
  }
}
