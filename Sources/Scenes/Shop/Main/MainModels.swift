/// What flows through the Main scene.
public enum MainModels {
  /// A person asked to order `message`.
  public struct OrderRequest: Equatable, Sendable {
    /// The text typed into the message field.
    public let message: String

    /// Creates a request.
    public init(message: String) {
      self.message = message
    }
  }

  /// What became of an order.
  public enum OrderResponse: Equatable, Sendable {
    /// The message was empty; nothing was ordered.
    case refused
    /// The order went through with this text.
    case ordered(String)
    /// The order ended without going through: closed, or taken away.
    case notPlaced
    /// A receipt was asked for before any order was done.
    case nothingOrdered
  }

  /// What the Main screen shows.
  public struct ViewModel: Equatable, Sendable {
    /// The result line.
    public let result: String
  }
}
