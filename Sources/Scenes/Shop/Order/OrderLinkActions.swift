/// What a link asks of the Order screen, beyond its view. The interactor takes them; its
/// builder hands them to whoever opens links, as the screen is built.
@MainActor
public protocol OrderLinkActions: AnyObject {
  /// The message the screen orders, by which a link names it.
  var message: String { get }
  /// Asks for a login, as tapping Done with nobody signed in does.
  func logIn()
  /// Ends the order as interrupted: the app takes the screen away, as a link to another place
  /// does.
  func interrupt()
}

extension OrderInteractor: OrderLinkActions {}
