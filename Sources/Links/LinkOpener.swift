#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// A place on show, one screen of it, as a link reads it: what the screen stands for, how it goes
/// on to the next place, and how it goes away. A router is this for its screen; a coordinator
/// gives one for each screen it shows.
@MainActor
public protocol ShownPlace {
  /// The screen.
  var screen: UIViewController? { get }
  /// What the screen stands for, with the values it was given.
  var place: Place { get }
  /// Goes on to `next`, a place of `link` beyond this screen, which nothing covers: asks the
  /// screen's link actions what a person's tap would ask, so that the outcome is bound as a
  /// tap's is. A place the screen does not lead to changes nothing.
  func advance(to next: Place, in link: AppLink)
  /// Takes the screen away as a person would (back, a swipe-down), once nothing covers it; a
  /// tab's root stays.
  func leave()
}

/// Why a link walk runs: what the routes it makes are reported as.
public enum LinkOpening: Sendable {
  /// A link from outside, opened by a person.
  case link
  /// A saved state, restored as the window scene connects.
  case restoration
}

/// A window's root, as its scene delegate asks it: where the window is, as a link; open a link;
/// the state to save, and the state to come back to. Each style's root is one: the router and
/// coordinator styles through the walk they share (`LinkOpener`), plain MVC with its own.
@MainActor
public protocol WindowRoot {
  /// Where the window is: the selected tab's place, as a link a person could share.
  var link: AppLink? { get }
  /// Opens `link` from whatever is on screen, unless the window is there already.
  func open(_ link: AppLink)
  /// What the window shows, as an activity to restore later; nil before the root is set.
  func restorationActivity() -> NSUserActivity?
  /// Comes back to what `activity` saved; an activity of another type, or damaged, restores
  /// nothing.
  func restore(from activity: NSUserActivity)
}

/// The root of the router or the coordinator style, as links and restoration use it: its tabs
/// and the screens each shows. The walk that reads and opens a link, and saves and restores the
/// window's state, is written once, below, for both styles.
@MainActor
public protocol LinkOpener: WindowRoot, AnyObject {
  /// The tab selected; nil before the root is set.
  var selectedTab: Tab? { get }
  /// Selects `tab`, as the app does in code.
  func select(_ tab: Tab)
  /// The screens `tab` shows, from its root up, with what is presented over them.
  func shownPlaces(in tab: Tab) -> [any ShownPlace]
  /// Reports the moves made from now on as `opening`'s, or as a person's when nil: a walk's, from
  /// its first step until it arrives, as UIKit shows each at the end of its transition.
  func reportMoves(as opening: LinkOpening?)
  /// The walk that takes a link's or a restoration's steps, one transition at a time.
  var linkWalk: LinkWalk { get }
}

extension LinkOpener {
  public func reportMoves(as opening: LinkOpening?) {}

  /// Where the app is: the selected tab's place.
  public var link: AppLink? {
    selectedTab.flatMap(place(in:))
  }

  /// The place `tab` shows.
  func place(in tab: Tab) -> AppLink? {
    let routes = shownPlaces(in: tab)
    guard !routes.isEmpty else { return nil }
    return AppLink(places: routes.map(\.place))
  }

  /// Opens `link` from whatever is on screen, unless the app is there already. What covers the
  /// tab bar closes if the link leaves the tab, as a person would close it; in the link's tab,
  /// the screens beyond the part the link shares with the place leave, from the top, as a
  /// person would leave them (an order or a login ends as interrupted); then each
  /// screen asks for the link's next place as a person's tap would. Each step waits for the
  /// transition of the one before to end (`LinkWalk`); a link opened meanwhile is opened next.
  public func open(_ link: AppLink) {
    walk(to: [link], for: .link)
  }

  /// Walks to each of `links` in turn, then runs `arrived`.
  private func walk(
    to links: [AppLink], for opening: LinkOpening, arrived: @escaping () -> Void = {}
  ) {
    var remaining = links[...]
    var before: AppLink?
    linkWalk.start(
      { [weak self] in
        guard let self, let selected = selectedTab else { return nil }
        // A step that changed nothing (a value the screen refused, a screen that stays) ends
        // the walk to that link, as a person's tap that does nothing would.
        let shown = shownPlaces(in: selected)
        let now = AppLink(places: shown.map(\.place))
        while let link = remaining.first {
          if now != before, let step = nextStep(to: link, from: selected, showing: shown) {
            before = now
            return LinkWalk.Step(from: step.screen, presents: step.presents) { [weak self] in
              self?.reportMoves(as: opening)
              step.perform()
            }
          }
          remaining = remaining.dropFirst()
          before = nil
        }
        return nil
      },
      arrived: { [weak self] in
        self?.reportMoves(as: nil)
        arrived()
      })
  }

  /// The one step that brings the app closer to `link` from what is on screen now, `shown` in
  /// the `selected` tab, or nil when it is there or cannot get there.
  private func nextStep(
    to link: AppLink, from selected: Tab, showing shown: [any ShownPlace]
  ) -> LinkWalk.Step? {
    if selected != link.tab {
      let covering = shown.drop { !$0.place.isModal }
      guard let top = covering.last else {
        return LinkWalk.Step(from: nil) { [weak self] in self?.select(link.tab) }
      }
      return leaving(top)
    }
    let routes = shown
    let shared = zip(routes, link.places).prefix { $0.place == $1 }.count
    guard shared > 0, let top = routes.last else { return nil }
    if routes.count > shared { return leaving(top) }
    guard shared < link.places.count else { return nil }
    let next = link.places[shared]
    return LinkWalk.Step(from: top.screen, presents: next.isModal) {
      top.advance(to: next, in: link)
    }
  }

  /// The step that takes `route`'s screen away.
  private func leaving(_ route: any ShownPlace) -> LinkWalk.Step {
    LinkWalk.Step(from: route.screen) { route.leave() }
  }

  /// What the window shows, as an activity to restore later: each tab's place as a link (a
  /// login modal and its registration steps included), the selected tab, and what each screen
  /// adds (the texts typed; never a password).
  public func restorationActivity() -> NSUserActivity? {
    guard let selectedTab else { return nil }
    var links: [Tab: AppLink] = [:]
    for tab in Tab.allCases {
      guard let link = place(in: tab) else { return nil }
      links[tab] = link
    }
    let activity = RestorationState(links: links, selected: selectedTab).activity()
    for route in Tab.allCases.flatMap(shownPlaces(in:)) {
      route.screen?.updateUserActivityState(activity)
    }
    return activity
  }

  /// Comes back to what `activity` saved: opens each tab's place as a link would, then lets
  /// each screen restore what it added. An activity of another type, or damaged, restores
  /// nothing: the app stays as at launch.
  public func restore(from activity: NSUserActivity) {
    guard selectedTab != nil, let state = try? RestorationState(activity: activity) else {
      return
    }
    walk(to: state.linksToOpen, for: .restoration) { [weak self] in
      for route in Tab.allCases.flatMap({ self?.shownPlaces(in: $0) ?? [] }) {
        route.screen?.restoreUserActivityState(activity)
      }
    }
  }
}
