import Foundation

/// A screen of the app, with what it shows: a place of one of the app's features. Each
/// feature lists its own places (`ShopPlace`, `ExplorePlace`); this is where the app composes
/// them, with its tabs. A link is a list of them from a tab's root (`AppLink`); the coordinator
/// variant's routes go from one to another.
public enum Place: Hashable, Sendable, CustomStringConvertible {
  /// A place of the Shop tab.
  case shop(ShopPlace)
  /// A place of the Explore tab.
  case explore(ExplorePlace)

  /// The place, as its feature says what it is.
  var featurePlace: any FeaturePlace {
    switch self {
    case .shop(let place): place
    case .explore(let place): place
    }
  }

  /// The tab the place is in.
  public var tab: Tab {
    switch self {
    case .shop: .shop
    case .explore: .explore
    }
  }

  /// Whether the screen is presented over the tab bar.
  public var isModal: Bool { featurePlace.isModal }

  /// The screen's title, as a path shows it: `Main`, `Order`, `Email`.
  public var title: String { featurePlace.title }

  /// The place as it names its screen, without the values the screen was given beyond that (a
  /// registration step's earlier ones): what a route observer tells places apart by.
  public var identity: Place {
    switch self {
    case .shop(let place): .shop(place.identity)
    case .explore(let place): .explore(place.identity)
    }
  }

  /// The place as a route names it: `main`, `order("coffee")`, `helloWorld(modal)`.
  public var description: String { featurePlace.description }

  /// A link to each place of every feature.
  public static var exampleLinks: [AppLink] {
    (ShopPlace.exampleLinks + ExplorePlace.exampleLinks).compactMap { try? AppLink(string: $0) }
  }
}

/// A place as its feature says what it is: how a path, a route and a link name it.
public protocol FeaturePlace: Hashable, Sendable, CustomStringConvertible {
  /// Whether the screen is presented over the tab bar.
  var isModal: Bool { get }
  /// The screen's title, as a path shows it.
  var title: String { get }
  /// The path segment a link names the screen with; none for the tab's root.
  var linkSegment: String? { get }
  /// The values a link carries for the screen beyond its segment, as query items.
  var linkItems: [URLQueryItem] { get }
  /// The place as it names its screen, without the values the screen was given beyond that.
  var identity: Self { get }
  /// A link to each of the feature's places, with values its screens accept.
  static var exampleLinks: [String] { get }
}

extension FeaturePlace {
  public var linkItems: [URLQueryItem] { [] }
  public var identity: Self { self }
}

/// A tab of the app's tab bar: a feature.
public enum Tab: CaseIterable, Sendable {
  /// Shop: Main, an order, the login over it.
  case shop
  /// Explore: Home, Detail, HelloWorld.
  case explore

  /// The tab's title.
  public var title: String {
    switch self {
    case .shop: "Shop"
    case .explore: "Explore"
    }
  }

  /// The tab's root.
  public var root: Place {
    switch self {
    case .shop: .shop(.main)
    case .explore: .explore(.home)
    }
  }

  /// The link's host that names the tab: `sample://shop`.
  var linkHost: String { title.lowercased() }

  /// The places a link's segments name in this tab, as the tab's feature reads them.
  func places(reading reader: inout SegmentReader) throws(AppLinkError) -> [Place] {
    switch self {
    case .shop: try reader.shop()
    case .explore: try reader.explore()
    }
  }
}
