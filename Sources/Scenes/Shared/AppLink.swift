import Foundation

/// A place in the app a `sample://` link opens. The one definition of the app's links: both
/// navigation styles, the console and the tests parse them here.
public enum AppLink: Equatable, Sendable, CustomStringConvertible {
  /// `sample://shop`: the Shop tab at Main.
  case shop
  /// `sample://shop/order?message=<text>`: Order for that message, over Main.
  case order(message: String)
  /// `sample://explore`: the Explore tab at Home.
  case explore
  /// `sample://explore/detail`: Detail over Home.
  case detail
  /// `sample://explore/detail/hello`: a pushed HelloWorld over Detail.
  case pushedHelloWorld
  /// `sample://explore/hello`: a modal HelloWorld over Home.
  case modalHelloWorld

  /// The scheme of every link.
  public static let scheme = "sample"

  /// The link `url` stands for, or why it stands for none.
  public init(url: URL) throws(AppLinkError) {
    guard url.scheme?.lowercased() == Self.scheme else {
      throw .unknownScheme(url.scheme ?? "")
    }
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      throw .malformed(url.absoluteString)
    }
    let host = (components.host ?? "").lowercased()
    let path = components.path.split(separator: "/").map { $0.lowercased() }
    switch (host, path) {
    case ("shop", []): self = .shop
    case ("shop", ["order"]):
      let message = components.queryItems?.first { $0.name == "message" }?.value ?? ""
      let trimmed = message.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !trimmed.isEmpty else { throw .missingMessage }
      self = .order(message: trimmed)
    case ("explore", []): self = .explore
    case ("explore", ["detail"]): self = .detail
    case ("explore", ["detail", "hello"]): self = .pushedHelloWorld
    case ("explore", ["hello"]): self = .modalHelloWorld
    default: throw .unknownPlace(url.absoluteString)
    }
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
    switch self {
    case .shop: components.host = "shop"
    case .order(let message):
      components.host = "shop"
      components.path = "/order"
      components.queryItems = [URLQueryItem(name: "message", value: message)]
    case .explore: components.host = "explore"
    case .detail:
      components.host = "explore"
      components.path = "/detail"
    case .pushedHelloWorld:
      components.host = "explore"
      components.path = "/detail/hello"
    case .modalHelloWorld:
      components.host = "explore"
      components.path = "/hello"
    }
    return components.url ?? URL(fileURLWithPath: "/")
  }

  /// Whether the link leads to the Shop tab (else Explore).
  public var isInShop: Bool {
    switch self {
    case .shop, .order: true
    case .explore, .detail, .pushedHelloWorld, .modalHelloWorld: false
    }
  }

  public var description: String { url.absoluteString }
}

/// Why a URL is not one of the app's links; the app refuses it and changes nothing.
public enum AppLinkError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Not `sample://`.
  case unknownScheme(String)
  /// A `sample://` link to a place the app does not have.
  case unknownPlace(String)
  /// An order link with no message, or only spaces.
  case missingMessage
  /// Not a URL at all.
  case malformed(String)

  /// One line that says why.
  public var description: String {
    switch self {
    case .unknownScheme(let scheme):
      "Not a link of this app: the scheme is \"\(scheme)\", not \"sample\"."
    case .unknownPlace(let link):
      "No such place in the app: \(link). Links: sample://shop, sample://shop/order?message=…, sample://explore, sample://explore/detail, sample://explore/detail/hello, sample://explore/hello."
    case .missingMessage:
      "An order link needs a message: sample://shop/order?message=coffee."
    case .malformed(let text):
      "Not a URL: \(text)."
    }
  }
}
