/// Why an order did not complete.
public enum OrderError: Error, Equatable, Sendable {
  /// The person cancelled it, went back, or its screen is gone.
  case cancelled
}
