import Foundation

/// How a screen shown for a request ended, as whoever asked hears it: exactly once, whichever
/// way the screen went.
public enum ChildOutcome<Value: Sendable>: Sendable {
  /// The screen finished with its value: the order's text, the email of who signed in, the
  /// account a registration describes.
  case done(Value)
  /// The person closed it: Cancel, the back button, a back swipe that finished, a swipe-down.
  case closed
  /// The app took it away, or could not show it: a link or restoration made way, its window
  /// closed, its scene disconnected, its presenter was gone or busy.
  case interrupted
}

extension ChildOutcome: Equatable where Value: Equatable {}

/// The one way a request's outcome reaches whoever asked, in every style: the first
/// `deliver(_:)` calls the completion, later ones do nothing, and a delivery let go before it
/// delivered calls it with `.interrupted`. The object that owns the child screen's ending (its
/// interactor, its router or its coordinator) keeps the delivery, so when the app takes the
/// screen away (its window closes, its scene disconnects, a new root replaces it) the owner goes,
/// and the request still ends, once.
public final class OutcomeDelivery<Value: Sendable> {
  private var completion: ((ChildOutcome<Value>) -> Void)?

  /// Creates the delivery of a request's outcome to `completion`.
  public init(_ completion: @escaping (ChildOutcome<Value>) -> Void) {
    self.completion = completion
  }

  /// Whether the outcome was delivered.
  public var isDelivered: Bool { completion == nil }

  /// Delivers `outcome`, unless an outcome was delivered before.
  public func deliver(_ outcome: ChildOutcome<Value>) {
    guard let completion else { return }
    self.completion = nil
    completion(outcome)
  }

  deinit {
    completion?(.interrupted)
  }
}
