import Foundation
import Scenes

/// The places of the Shop feature: the one list of them.
public enum ShopPlace: FeaturePlace {
  /// Main, the Shop tab's root.
  case main
  /// Order for a message, pushed over Main.
  case order(message: String)
  /// The login modal's first screen, over an order.
  case login
  /// A registration step inside the login modal.
  case registration(RegistrationStep)

  public static let exampleLinks = [
    "sample://shop", "sample://shop/order?message=tea", "sample://shop/order/login?message=tea",
    "sample://shop/order/login/email/password/firstname/lastname?message=tea"
      + "&email=ada%40example.com&firstname=Ada",
  ]

  public var isModal: Bool { self == .login }

  public var title: String {
    switch self {
    case .main: "Main"
    case .order: "Order"
    case .login: "Login"
    case .registration(let step): step.title
    }
  }

  public var description: String {
    switch self {
    case .main: "main"
    case .order(let message): "order(\"\(message)\")"
    case .login: "login"
    case .registration(let step): "registration(\(step.title))"
    }
  }

  public var linkSegment: String? {
    switch self {
    case .main: nil
    case .order: "order"
    case .login: "login"
    case .registration(let step): step.title.lowercased()
    }
  }

  public var linkItems: [URLQueryItem] {
    guard case .order(let message) = self else { return [] }
    return [URLQueryItem(name: "message", value: message)]
  }
}

extension Place {
  /// Main, the Shop tab's root.
  public static let main = Place.shop(.main)
  /// Order for `message`, pushed over Main.
  public static func order(message: String) -> Place { .shop(.order(message: message)) }
  /// The login modal's first screen.
  public static let login = Place.shop(.login)
  /// A registration step inside the login modal.
  public static func registration(_ step: RegistrationStep) -> Place { .shop(.registration(step)) }
}

extension SegmentReader {
  /// The Shop places a link's segments name, from Main up: an order needs its message, and
  /// each registration step the link goes past, the value it accepts.
  mutating func shop() throws(AppLinkError) -> [Place] {
    var places: [Place] = [.main]
    guard take("order") else { return try end(places) }
    let message = (values["message"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    places.append(.order(message: message))
    if take("login") {
      places.append(.login)
      var passed: RegistrationStep?
      for step in RegistrationStep.allCases {
        guard take(step.title.lowercased()) else { break }
        if let passed { try fill(passing: passed) }
        places.append(.registration(step))
        passed = step
      }
    }
    // The place is read whole before its message: a link to no place says so first.
    let read = try end(places)
    guard !message.isEmpty else { throw .missingValue("message") }
    return read
  }
}
