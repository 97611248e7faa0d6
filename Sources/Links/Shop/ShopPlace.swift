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
  /// A registration step inside the login modal, after the values entered on the steps before
  /// it, which a link carries (never the password). Held indirectly, so that a place stays as
  /// small to copy as its other cases make it.
  indirect case registration(RegistrationStep, form: RegistrationForm)
  /// The receipt of what an order ended with, presented over Main.
  case receipt(ordered: String)

  public static let exampleLinks = [
    "sample://shop", "sample://shop/order?message=tea", "sample://shop/order/login?message=tea",
    "sample://shop/order/login/email/password/firstname/lastname?message=tea"
      + "&email=ada%40example.com&firstname=Ada",
    "sample://shop/receipt?ordered=tea",
  ]

  public var isModal: Bool {
    switch self {
    case .login, .receipt: true
    case .main, .order, .registration: false
    }
  }

  public var title: String {
    switch self {
    case .main: "Main"
    case .order: "Order"
    case .login: "Login"
    case .registration(let step, _): step.title
    case .receipt: "Receipt"
    }
  }

  public var description: String {
    switch self {
    case .main: "main"
    case .order(let message): "order(\"\(message)\")"
    case .login: "login"
    case .registration(let step, _): "registration(\(step.title))"
    case .receipt(let ordered): "receipt(\"\(ordered)\")"
    }
  }

  public var linkSegment: String? {
    switch self {
    case .main: nil
    case .order: "order"
    case .login: "login"
    case .registration(let step, _): step.title.lowercased()
    case .receipt: "receipt"
    }
  }

  /// A registration step named by its step alone, whatever the steps before it hold.
  public var identity: ShopPlace {
    guard case .registration(let step, _) = self else { return self }
    return .registration(step, form: RegistrationForm())
  }

  public var linkItems: [URLQueryItem] {
    switch self {
    case .order(let message): [URLQueryItem(name: "message", value: message)]
    case .receipt(let ordered): [URLQueryItem(name: "ordered", value: ordered)]
    case .registration(_, let form):
      form.linkValues.map { URLQueryItem(name: $0.step.title.lowercased(), value: $0.value) }
    case .main, .login: []
    }
  }
}

extension Place {
  /// Main, the Shop tab's root.
  public static let main = Place.shop(.main)
  /// Order for `message`, pushed over Main.
  public static func order(message: String) -> Place { .shop(.order(message: message)) }
  /// The login modal's first screen.
  public static let login = Place.shop(.login)
  /// A registration step inside the login modal, after the values of `form` (those of the
  /// steps before it a link may carry: never the password).
  public static func registration(
    _ step: RegistrationStep, form: RegistrationForm = RegistrationForm()
  ) -> Place {
    .shop(.registration(step, form: form.shareable(before: step)))
  }
  /// The receipt of `ordered`, presented over Main.
  public static func receipt(ordered: String) -> Place { .shop(.receipt(ordered: ordered)) }
}

extension SegmentReader {
  /// The Shop places a link's segments name, from Main up: an order needs its message, a
  /// receipt what was ordered, and each registration step the link goes past, the value it
  /// accepts.
  mutating func shop() throws(AppLinkError) -> [Place] {
    var places: [Place] = [.main]
    if take("receipt") {
      let ordered = (values["ordered"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
      let read = try whole(places + [.receipt(ordered: ordered)])
      guard !ordered.isEmpty else { throw .missingValue("ordered") }
      return read
    }
    guard take("order") else { return try whole(places) }
    let message = (values["message"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    places.append(.order(message: message))
    if take("login") {
      places.append(.login)
      var passed: RegistrationStep?
      var form = RegistrationForm()
      for step in RegistrationStep.allCases {
        guard take(step.title.lowercased()) else { break }
        if let passed { try fill(&form, passing: passed) }
        places.append(.registration(step, form: form))
        passed = step
      }
    }
    // The place is read whole before its message: a link to no place says so first.
    let read = try whole(places)
    guard !message.isEmpty else { throw .missingValue("message") }
    return read
  }

  /// Writes into `form` the value the link carries for `step`, which it goes past; the password
  /// step carries none.
  private func fill(_ form: inout RegistrationForm, passing step: RegistrationStep)
    throws(AppLinkError)
  {
    guard !step.isSecure else { return }
    let name = step.title.lowercased()
    guard let value = values[name], step.accepts(value) else {
      throw .refusedValue(screen: step.title, link: link)
    }
    step.fill(&form, with: value)
  }
}

extension RegistrationForm {
  /// The values a link may carry, in step order: those filled, never the password.
  var linkValues: [(step: RegistrationStep, value: String)] {
    RegistrationStep.allCases.compactMap { step in
      guard !step.isSecure, let value = value(of: step), !value.isEmpty else { return nil }
      return (step, value)
    }
  }
}

extension AppLink {
  /// `sample://shop`: the Shop tab at Main.
  public static let shop = AppLink(places: [.main])
  /// `sample://shop/order?message=<text>`: Order for that message, over Main.
  public static func order(message: String) -> AppLink {
    AppLink(places: [.main, .order(message: message)])
  }
}
