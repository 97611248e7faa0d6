/// One line of the host's transcript: an operation, a lifecycle or delegate call, or a diagnostic.
@_spi(HostTesting)
public struct TranscriptEntry: Equatable, Sendable, CustomStringConvertible {
  /// What kind of event the entry records.
  public enum Kind: String, Sendable {
    /// A navigation call made by code: push, present, set the root, select a tab.
    case operation
    /// A lifecycle call the host made on a controller.
    case lifecycle
    /// A call the host made on a delegate.
    case delegate
    /// A person's action: a tap, typing, back, swipe down, a tab tap.
    case user
    /// A call made by app code that registered itself for tracing (interactor, router, factory).
    case app
    /// A refused or ignored call.
    case diagnostic
    /// The run loop: a turn's layout pass, which starts what the turn asked for, and an
    /// animation's end, a turn of its own (RT1).
    case turn
  }

  /// What kind of event this is.
  public let kind: Kind
  /// The object the event happened to, by its host name (`Main`, `UINavigationController`).
  public let subject: String
  /// The event, with its arguments (`push(Order)`, `viewDidLoad`).
  public let event: String

  /// Creates an entry.
  public init(_ kind: Kind, _ subject: String, _ event: String) {
    self.kind = kind
    self.subject = subject
    self.event = event
  }

  /// `Subject.event`, or `Subject → Callee.call` for a call forwarded to another object.
  public var description: String {
    event.hasPrefix("→") ? "\(subject) \(event)" : "\(subject).\(event)"
  }
}
