import Foundation

/// Where the app is in a tab, as a person would retrace it from the tab's root: each place one
/// screen, with what it shows. The one definition of the app's links and of where the app is:
/// both navigation styles read their place into it and open it, restoration saves it, and the
/// console prints it.
///
/// A link is `sample://` followed by the tab (`shop`, `explore`), one path segment per screen
/// beyond the tab's root, and the values the screens were given as query items:
///
///     sample://shop/order?message=tea
///     sample://shop/order/login/email/password/firstname?message=tea&email=ada%40example.com
///     sample://explore/detail/hello
///     sample://explore/hello
///
/// Each place carries its own values, and writes them as query items: an order its message, a
/// registration step the values entered on the steps before it (never the password).
public struct AppLink: Hashable, Sendable, CustomStringConvertible {
  /// The screens from the tab's root to the top, in order, each with its values.
  public let places: [Place]

  /// The place `places` describe, from a tab's root. Routers and coordinators read their place
  /// into it; a link from outside is read with `init(url:)`, which checks it.
  public init(places: [Place]) {
    self.places = places
  }

  /// The scheme of every link.
  public static let scheme = "sample"

  /// The tab the link leads to.
  public var tab: Tab { places.first?.tab ?? .shop }

  /// Whether the place has a modal over the tab bar: the login, or a modal HelloWorld.
  public var hasModal: Bool { places.contains(where: \.isModal) }

  /// The place as one line of the canonical path: `Shop: Main > Order | Login > Email`.
  public var path: String {
    var line = "\(tab.title): "
    for (index, place) in places.enumerated() {
      if index > 0 { line += place.isModal ? " | " : " > " }
      line += place.title
    }
    return line
  }

  /// The link as a person reads it (`link` in the console): its URL, each value that carries
  /// what a link never carries, read as its screen shows it, masked (`redactingValues(of:)`).
  public var description: String { Self.redactingValues(of: url.absoluteString) }
}

// MARK: Reading and writing

extension AppLink {
  /// The link `url` stands for, or why it stands for none: a place a person could reach, with
  /// every value a screen on the way would have accepted.
  public init(url: URL) throws(AppLinkError) {
    guard url.scheme?.lowercased() == Self.scheme else {
      throw .unknownScheme(url.scheme ?? "")
    }
    // Checked before anything that would quote the link: a refusal never repeats a secret.
    guard url.user == nil, url.password == nil else { throw .credentials }
    // Read from the URL's own parse (iOS 16), each query item as `name=value`.
    var values: [String: String] = [:]
    for item in (url.query(percentEncoded: true) ?? "").split(separator: "&") {
      let (name, value) =
        item.firstIndex(of: "=").map { (item[..<$0], item[item.index(after: $0)...]) }
        ?? (item, "")
      guard let name = name.removingPercentEncoding, let value = value.removingPercentEncoding
      else { throw .notText(String(name)) }
      values[name.lowercased()] = value
    }
    // Neither a value named for a password, nor one that carries a credential of its own (a
    // message that quotes a link with a password), as the console reads them too.
    guard !values.keys.contains(where: Self.namesSecret),
      values.values.allSatisfy({ Self.credentials(in: $0).isEmpty })
    else { throw .password }
    let segments = url.path(percentEncoded: false).split(separator: "/").map { $0.lowercased() }
    let root = (url.host(percentEncoded: false) ?? "").lowercased()
    var reader = SegmentReader(segments: segments[...], values: values, link: url.absoluteString)
    guard let tab = Tab.allCases.first(where: { $0.linkHost == root }) else {
      throw .unknownPlace(url.absoluteString)
    }
    self.init(places: try tab.places(reading: &reader))
  }

  /// The link `text` spells, or why it spells none.
  public init(string text: String) throws(AppLinkError) {
    guard let url = URL(string: text), url.scheme != nil else { throw .malformed(text) }
    try self.init(url: url)
  }

  /// The link as a URL, percent-encoded.
  public var url: URL {
    var components = URLComponents()
    components.scheme = Self.scheme
    components.host = tab.linkHost
    let segments = places.compactMap(\.featurePlace.linkSegment)
    // Places may carry the same value (each registration step those before it): once each.
    var named: Set<String> = []
    let items = places.flatMap(\.featurePlace.linkItems).filter { named.insert($0.name).inserted }
    components.path = segments.isEmpty ? "" : "/" + segments.joined(separator: "/")
    components.queryItems = items.isEmpty ? nil : items
    return components.url ?? URL(fileURLWithPath: "/")
  }
}

/// Reads a link's path segments, one screen at a time, the way a person would go; each feature
/// reads its own places (`shop()`, `explore()`).
struct SegmentReader {
  var segments: ArraySlice<String>
  let values: [String: String]
  let link: String

  /// Takes `segment` if it comes next.
  mutating func take(_ segment: String) -> Bool {
    guard segments.first == segment else { return false }
    segments.removeFirst()
    return true
  }

  /// `places`, if the link is read whole: nothing is left to read.
  func whole(_ places: [Place]) throws(AppLinkError) -> [Place] {
    guard segments.isEmpty else { throw .unknownPlace(link) }
    return places
  }
}

/// Why a URL is not one of the app's links; the app refuses it and changes nothing.
public enum AppLinkError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Not `sample://`.
  case unknownScheme(String)
  /// A `sample://` link to a place the app does not have.
  case unknownPlace(String)
  /// A link to a place that needs a value, named, with none or only spaces: an order's
  /// `message`, a receipt's `ordered`.
  case missingValue(String)
  /// A link that goes past a screen, named by its title, without a value it would accept.
  case refusedValue(screen: String, link: String)
  /// A link that carries a password.
  case password
  /// A link with a user or a password before its place (`sample://name:secret@shop`).
  case credentials
  /// Not a URL at all.
  case malformed(String)
  /// A query item, named, whose percent-escapes spell no UTF-8 text.
  case notText(String)

  /// One line that says why; what it quotes of the link never repeats a secret.
  public var description: String {
    switch self {
    case .unknownScheme(let scheme):
      "Not a link of this app: the scheme is \"\(scheme)\", not \"sample\"."
    case .unknownPlace(let link):
      "No such place in the app: \(AppLink.redacted(link)). A link goes down from sample://shop or sample://explore, a segment a screen, as a person would go (sample://shop/order/login?message=tea)."
    case .missingValue(let name):
      "A link to this place needs its \(name): add \(name)=… to its query, as sample://shop/order?message=coffee does."
    case .refusedValue(let screen, let link):
      "\(AppLink.redacted(link)) goes past \(screen) without a value that step accepts (\(screen.lowercased())=…)."
    case .password:
      "A link never carries a password; the person types it."
    case .credentials:
      "A link never carries a user or a password before its place; open sample://shop or sample://explore."
    case .malformed(let text):
      "Not a URL: \(AppLink.redacted(text))."
    case .notText(let name):
      "The link's \(AppLink.redacted(name)) is not text: its percent-escapes spell no UTF-8."
    }
  }
}
