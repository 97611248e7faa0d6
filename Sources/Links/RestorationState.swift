#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// What a window scene saves when it goes to the background or disconnects, and restores when it
/// connects again: for each tab the place it shows, as a link (a login modal and its
/// registration steps included), and which tab is selected. No password is ever saved. Both navigation styles save and restore through it; the texts a
/// person typed are saved by the screens themselves (`updateUserActivityState(_:)`).
public struct RestorationState: Equatable, Sendable {
  /// The activity type of a saved state.
  public static let activityType = "com.example.sample.restoration"
  /// Where each tab is, as a link.
  public var links: [Tab: AppLink]
  /// The tab selected.
  public var selected: Tab

  /// A state: each tab's place, and the tab selected.
  public init(links: [Tab: AppLink], selected: Tab) {
    self.links = links
    self.selected = selected
  }

  /// The links to open, in order, to come back to this state: the other tabs' first, so that
  /// the selected tab's link, opened last, leaves its tab selected.
  public var linksToOpen: [AppLink] {
    (Tab.allCases.filter { $0 != selected } + [selected]).compactMap { links[$0] }
  }

  /// The state as an activity the window scene keeps: each tab's link under the tab's name.
  public func activity() -> NSUserActivity {
    let activity = NSUserActivity(activityType: Self.activityType)
    activity.title = "Restoration"
    var info: [String: String] = ["selected": selected.linkHost]
    for (tab, link) in links { info[tab.linkHost] = link.url.absoluteString }
    activity.userInfo = info
    return activity
  }

  /// The state `activity` holds, or why it holds none: another type, or an entry missing,
  /// unreadable, in the wrong tab, or a modal over a tab that is not selected.
  public init(activity: NSUserActivity) throws(RestorationError) {
    guard activity.activityType == Self.activityType else {
      throw .otherType(activity.activityType)
    }
    guard let name = activity.userInfo?["selected"] as? String,
      let selected = Tab.allCases.first(where: { $0.linkHost == name })
    else { throw .damaged("an entry is missing") }
    var links: [Tab: AppLink] = [:]
    for tab in Tab.allCases {
      guard let text = activity.userInfo?[tab.linkHost] as? String else {
        throw .damaged("an entry is missing")
      }
      let link: AppLink
      do {
        link = try AppLink(string: text)
      } catch {
        throw .damaged(error.description)
      }
      guard link.tab == tab else { throw .damaged("a link is in the wrong tab") }
      guard tab == selected || !link.hasModal else {
        throw .damaged("a modal is over the tab that is not selected")
      }
      links[tab] = link
    }
    self.init(links: links, selected: selected)
  }
}

/// Why a restoration activity restores nothing.
public enum RestorationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The activity is of another type.
  case otherType(String)
  /// The activity is of the right type, but unusable.
  case damaged(String)

  /// One line that says why.
  public var description: String {
    switch self {
    case .otherType(let type):
      "The restoration activity is of another type (\(type)); the app starts as at launch."
    case .damaged(let reason):
      "The restoration activity is damaged (\(reason)); the app starts as at launch."
    }
  }
}
