import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

// The whole way of a link, in one place: the app's place is read from a tab's root router
// down, each router naming its screen and the screen it showed; a link is opened from the top
// down, each router showing its next step and handing the rest to the new screen's router.

extension AppRouter {
  /// Where the app is: the selected tab's place.
  public var link: AppLink? {
    guard let stack = tabBarController?.selectedViewController as? UINavigationController else {
      return nil
    }
    return place(of: stack)
  }

  /// The place `stack` shows, with what is presented over it.
  func place(of stack: UINavigationController) -> AppLink? {
    let routers = routers(of: stack)
    return routers.isEmpty ? nil : AppLink(steps: routers.map(\.linkStep))
  }

  /// The routers of `stack`'s place, from its root up: each the router of the screen the one
  /// before showed.
  func routers(of stack: UINavigationController) -> [any LinkRouting] {
    guard let root = stack.viewControllers.first, var router = destinations.router(of: root) else {
      return []
    }
    var routers = [router]
    while let screen = router.shownScreen, let next = destinations.router(of: screen),
      router.leadsTo(next.linkStep)
    {
      routers.append(next)
      router = next
    }
    return routers
  }

  /// Opens `link` from whatever is on screen, unless the app is there already. What covers the
  /// tab bar closes if the link leaves the tab, as a person would close it; in the link's tab,
  /// the screens beyond the part the link shares with the place leave, from the top, as a
  /// person would leave them (an order is cancelled, a login ends with `false`); then each
  /// router shows the link's next step.
  public func open(_ link: AppLink) {
    guard let tabBarController, let stack = link.isInShop ? shop : explore, link != self.link
    else { return }
    if let selected = tabBarController.selectedViewController as? UINavigationController,
      selected !== stack
    {
      let routers = routers(of: selected)
      if let modal = routers.firstIndex(where: \.linkStep.isModal) {
        leave(routers[modal...])
      }
      tabBarController.selectedViewController = stack
    }
    let routers = routers(of: stack)
    let shared = zip(routers, link.steps).prefix { $0.linkStep == $1 }.count
    guard shared > 0 else { return }
    leave(routers[shared...])
    var router = routers[shared - 1]
    for step in link.steps[shared...] {
      guard let screen = router.show(step), let next = destinations.router(of: screen) else {
        return
      }
      router = next
    }
  }

  /// Takes `routers`' screens away, the top one first.
  private func leave(_ routers: ArraySlice<any LinkRouting>) {
    for router in routers.reversed() { router.leave() }
  }
}
