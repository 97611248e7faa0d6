import Scenes

/// A screen of the app, with what it shows: the one list of the app's places. A link is a
/// list of them from a tab's root (`AppLink`); the coordinator variant's routes go from one to
/// another.
public enum Place: Hashable, Sendable, CustomStringConvertible {
  /// Main, the Shop tab's root.
  case main
  /// Order for a message, pushed over Main.
  case order(message: String)
  /// The login modal's first screen, over an order.
  case login
  /// A registration step inside the login modal.
  case registration(RegistrationStep)
  /// Home, the Explore tab's root.
  case home
  /// Detail, pushed over Home.
  case detail
  /// HelloWorld: pushed over Detail, or presented over Home.
  case helloWorld(HelloWorldModels.Presentation)

  /// The tab the place is in.
  public var tab: Tab {
    switch self {
    case .main, .order, .login, .registration: .shop
    case .home, .detail, .helloWorld: .explore
    }
  }

  /// Whether the screen is presented over the tab bar: the login, or a modal HelloWorld.
  public var isModal: Bool { self == .login || self == .helloWorld(.modal) }

  /// The screen's title, as a path shows it: `Main`, `Order`, `Email`.
  public var title: String {
    switch self {
    case .main: "Main"
    case .order: "Order"
    case .login: "Login"
    case .registration(let step): step.title
    case .home: "Home"
    case .detail: "Detail"
    case .helloWorld: "HelloWorld"
    }
  }

  /// The place as a route names it: `main`, `order("coffee")`, `helloWorld(modal)`.
  public var description: String {
    switch self {
    case .main: "main"
    case .order(let message): "order(\"\(message)\")"
    case .login: "login"
    case .registration(let step): "registration(\(step.title))"
    case .home: "home"
    case .detail: "detail"
    case .helloWorld(let presentation): "helloWorld(\(presentation.rawValue))"
    }
  }
}

/// A tab of the app's tab bar.
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
    case .shop: .main
    case .explore: .home
    }
  }
}
