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

  /// Where the Shop tab is: `.shop` or an order.
  public var shop: AppLink
  /// Where the Explore tab is.
  public var explore: AppLink
  /// Whether Shop is the selected tab.
  public var isShopSelected: Bool

  /// A state.
  public init(shop: AppLink, explore: AppLink, isShopSelected: Bool) {
    self.shop = shop
    self.explore = explore
    self.isShopSelected = isShopSelected
  }

  /// The links to open, in order, to come back to this state: the other tab's first, so that
  /// the selected tab's link, opened last, leaves its tab selected.
  public var links: [AppLink] {
    isShopSelected ? [explore, shop] : [shop, explore]
  }

  /// The state as an activity, ready for `stateRestorationActivity(for:)`.
  public func activity() -> NSUserActivity {
    let activity = NSUserActivity(activityType: Self.activityType)
    activity.title = "Restoration"
    activity.userInfo = [
      "shop": shop.url.absoluteString, "explore": explore.url.absoluteString,
      "selected": isShopSelected ? "shop" : "explore",
    ]
    return activity
  }

  /// The state `activity` saved, or why it holds none (another type, missing or damaged
  /// entries); the window scene then starts as at launch.
  public init(activity: NSUserActivity) throws(RestorationError) {
    guard activity.activityType == Self.activityType else {
      throw .otherType(activity.activityType)
    }
    guard let shopText = activity.userInfo?["shop"] as? String,
      let exploreText = activity.userInfo?["explore"] as? String,
      let selected = activity.userInfo?["selected"] as? String,
      selected == "shop" || selected == "explore"
    else { throw .damaged("an entry is missing") }
    let shop: AppLink
    let explore: AppLink
    do {
      shop = try AppLink(string: shopText)
      explore = try AppLink(string: exploreText)
    } catch {
      throw .damaged(error.description)
    }
    guard shop.isInShop, !explore.isInShop else { throw .damaged("a link is in the wrong tab") }
    let hidden = selected == "shop" ? explore : shop
    guard !hidden.hasModal else { throw .damaged("a modal is over the tab that is not selected") }
    self.init(shop: shop, explore: explore, isShopSelected: selected == "shop")
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
