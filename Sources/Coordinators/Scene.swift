import Scenes

/// Every screen of the app as a value, carrying its data: the single vocabulary the
/// `SceneNavigator` and the coordinators share.
public enum Scene: Hashable, Sendable, CustomStringConvertible {
  /// The Shop tab's root.
  case main
  /// The order screen for a message.
  case order(message: String)
  /// The login modal's first screen.
  case login
  /// A registration step inside the login modal.
  case registration(RegistrationStep)
  /// The Explore tab's root.
  case home
  /// The Detail screen.
  case detail
  /// HelloWorld, pushed or modal: the presentation style is the scene's data.
  case helloWorld(data: HelloWorldModels.Presentation)

  /// A scene without its data: what a coordinator says it routes.
  public enum Kind: Hashable, Sendable, CaseIterable {
    case main, order, login, registration, home, detail, helloWorld
  }

  /// This scene's kind.
  public var kind: Kind {
    switch self {
    case .main: .main
    case .order: .order
    case .login: .login
    case .registration: .registration
    case .home: .home
    case .detail: .detail
    case .helloWorld: .helloWorld
    }
  }

  /// `order("coffee")`, `helloWorld(modal)`, …
  public var description: String {
    switch self {
    case .main: "main"
    case .order(let message): "order(\"\(message)\")"
    case .login: "login"
    case .registration(let step): "registration(\(step.title))"
    case .home: "home"
    case .detail: "detail"
    case .helloWorld(let data): "helloWorld(\(data.rawValue))"
    }
  }
}

/// One move from scene to scene.
public struct Route: Equatable, Sendable, CustomStringConvertible {
  /// Who made the move.
  public enum Trigger: Equatable, Sendable {
    /// App code asked for it with `go(to:)`; a coordinator must show it.
    case app
    /// A person already made it (back button, swipe-down, tab tap); coordinators only clean up.
    case user
  }

  /// The scene arrived at.
  public let to: Scene
  /// The scene left.
  public let from: Scene
  /// Who made the move.
  public let trigger: Trigger

  /// `(to: detail, from: home)`.
  public var description: String {
    "(to: \(to), from: \(from)\(trigger == .user ? ", by the user" : ""))"
  }
}
