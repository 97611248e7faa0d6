import Foundation

/// What the Order screen's view asks of its interactor.
@MainActor
public protocol OrderBusinessLogic: AnyObject {
  /// The screen loaded: show the message.
  func load()
  /// A person tapped Done.
  func done(request: OrderModels.DoneRequest)
  /// A person tapped Cancel.
  func cancel()
  /// The note the screen shows changed: typed, or restored after the app left memory.
  func noteDidChange(request: OrderModels.NoteRequest)
  /// The screen left its navigation stack, by the back button or any other pop.
  func screenDidClose()
}

/// Order's logic: completes the order once signed in, asking for a login first if needed and
/// hearing how it ends.
@MainActor
public final class OrderInteractor: OrderBusinessLogic {
  /// Where navigation requests go. Weak: the screen or a coordinator owns the router.
  public weak var router: (any OrderRouterProtocol)?
  /// The message ordered.
  public let message: String
  private let session: any UserSession
  private let presenter: any OrderPresentationLogic
  /// The note the screen shows: what the order completes with, however the login is asked
  /// for (Done, or a link).
  private var note = ""
  /// The order's outcome: delivered exactly once, whichever path ends the order, and as
  /// interrupted if the screen goes without one (its window closed, its scene disconnected).
  private let outcome: OutcomeDelivery<String>

  /// Creates the interactor for `message`; `completion` receives the order's outcome, once.
  public init(
    message: String,
    session: any UserSession,
    presenter: any OrderPresentationLogic,
    completion: @escaping (ChildOutcome<String>) -> Void
  ) {
    self.message = message
    self.session = session
    self.presenter = presenter
    self.outcome = OutcomeDelivery(completion)
  }

  public func load() {
    presenter.presentMessage(message)
  }

  public func done(request: OrderModels.DoneRequest) {
    note = request.note
    guard session.isSignedIn else { return logIn() }
    complete(.done(text))
  }

  /// Asks for the login, which shows before the call returns. The completion holds the order
  /// weakly, as a closed window may take the order first.
  public func logIn() {
    router?.login { [weak self] outcome in self?.loginDidEnd(outcome) }
  }

  public func noteDidChange(request: OrderModels.NoteRequest) {
    note = request.note
  }

  public func cancel() {
    complete(.closed)
  }

  public func screenDidClose() {
    deliver(.closed)
  }

  public func interrupt() {
    deliver(.interrupted)
  }

  /// The message, and the note after one space unless it is empty.
  private var text: String {
    let note = note.trimmingCharacters(in: .whitespacesAndNewlines)
    return note.isEmpty ? message : "\(message) \(note)"
  }

  /// The login ended: signed in, the order completes; otherwise the screen says that signing in
  /// is required.
  private func loginDidEnd(_ outcome: ChildOutcome<String>) {
    switch outcome {
    case .done: complete(.done(text))
    case .closed, .interrupted: presenter.presentSignInRequired()
    }
  }

  /// Delivers the outcome, then leaves: leaving first would end the order as closed, as the
  /// back button does.
  private func complete(_ outcome: ChildOutcome<String>) {
    deliver(outcome)
    router?.close()
  }

  private func deliver(_ outcome: ChildOutcome<String>) {
    self.outcome.deliver(outcome)
  }
}
