import Links

/// One move from place to place, as the route publisher publishes it.
public struct Route: Equatable, Sendable, CustomStringConvertible {
  /// Who made the move.
  public enum Cause: Equatable, Sendable {
    /// A person: a tap, the back button, a swipe-down, a tab.
    case person
    /// A link from outside.
    case link
    /// A saved state, restored as the window scene connects.
    case restoration
  }

  /// The place arrived at.
  public let to: Place
  /// The place left.
  public let from: Place
  /// Who made the move.
  public let cause: Cause

  /// `(to: detail, from: home)`, and what made it unless a person did.
  public var description: String {
    switch cause {
    case .person: "(to: \(to), from: \(from))"
    case .link: "(to: \(to), from: \(from), by a link)"
    case .restoration: "(to: \(to), from: \(from), by restoration)"
    }
  }
}
