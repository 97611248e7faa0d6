/// The name of an Objective-C method, for target–action. Linux has no `#selector`, so only
/// `Selector("name")` makes one, and the host cannot call it (U4).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The method's name.
  public let name: String

  public init(_ name: String) { self.name = name }
  public init(stringLiteral name: String) { self.name = name }
}
