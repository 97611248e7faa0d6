import Links
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

// The app coordinator's part in links and restoration: its tabs, each tab's place read down the
// flows that show it, and the moves a walk makes reported as a link's or a restoration's. The
// walk that opens a link, and saves and restores the window's state, is `LinkOpener`'s.

extension AppCoordinator: LinkOpener {
  public var selectedTab: Tab? {
    Tab.allCases.first {
      flow(of: $0)?.navigationController === tabBarController.selectedViewController
    }
  }

  /// Selects `tab`, and tells the route publisher where the app now is, if the window shows it.
  public func select(_ tab: Tab) {
    guard let flow = flow(of: tab) else { return }
    tabBarController.selectedViewController = flow.navigationController
    flow.publishTopPlace()
  }

  public func shownPlaces(in tab: Tab) -> [any ShownPlace] {
    flow(of: tab)?.shownPlaces ?? []
  }

  /// A walk's moves are its opening's; once it has arrived, the window shows where it went, and
  /// the route publisher hears of it, stacks set up off screen included, then of a person's.
  public func reportMoves(as opening: LinkOpening?) {
    if opening == nil, let place = link?.places.last { routePublisher.publishRoute(to: place) }
    routePublisher.cause =
      switch opening {
      case .link: .link
      case .restoration: .restoration
      case nil: .person
      }
  }

  /// The flow of `tab`.
  private func flow(of tab: Tab) -> (any TabFlow)? {
    switch tab {
    case .shop: child(ShopCoordinator.self)
    case .explore: child(ExploreCoordinator.self)
    }
  }
}

/// A tab's flow, as a link reads it: the screens it shows, with what it presented over them.
@MainActor
protocol TabFlow: NavigationCoordinator {
  /// The screens of the tab's place, from its root up, the modal's included.
  var shownPlaces: [any ShownPlace] { get }
}

/// A flow that shows a link's places, the router of the screens it put on its stack.
@MainActor
protocol PlaceFlow: NavigationCoordinator {
  /// Goes on from `place`, the top screen's, to `next`, a place of `link`: asks the screen's
  /// link actions what a person's tap would ask, or, for a registration step, goes on as Next
  /// does.
  func advance(to next: Place, after place: Place, in link: AppLink)
  /// Takes the screen of `place` away as a person would, once nothing covers it.
  func leave(_ place: Place)
}

extension PlaceFlow {
  /// Back, as the back button goes, when `place` is on top.
  func leave(_ place: Place) {
    guard topPlace == place else { return }
    popTop()
  }

  /// The screens of the flow's stack, as a link reads them.
  var stackPlaces: [any ShownPlace] {
    placedScreens.map { CoordinatedScreen(screen: $0.screen, place: $0.place, flow: self) }
  }
}

/// A screen a coordinator put on its stack, as a link reads it: its flow goes on from it and
/// takes it away.
@MainActor
struct CoordinatedScreen: ShownPlace {
  weak var screen: UIViewController?
  let place: Place
  let flow: any PlaceFlow

  func advance(to next: Place, in link: AppLink) { flow.advance(to: next, after: place, in: link) }
  func leave() { flow.leave(place) }
}
