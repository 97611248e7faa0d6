import Factories
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// What Main's router shows, built by the app's assembly.
@MainActor
public protocol MainDestinations: AnyObject {
  /// The Order screen for `message`, with its own router; its outcome goes to `completion`.
  func makeOrder(message: String, completion: @escaping (ChildOutcome<String>) -> Void)
    -> UIViewController
}

/// Main's router: shows Order on the Shop stack.
@MainActor
public final class MainRouter: MainRouterProtocol, LinkingRouter {
  /// The Main screen. Weak: the screen owns its router.
  public weak var viewController: UIViewController?
  /// What a link asks of the screen, handed over by its builder. Weak: the screen owns its
  /// interactor, which takes them.
  public weak var linkActions: (any MainLinkActions)?
  private let destinations: any MainDestinations

  /// Creates the router; it builds Order with `destinations`.
  public init(destinations: any MainDestinations) {
    self.destinations = destinations
  }

  public func order(message: String, completion: @escaping (ChildOutcome<String>) -> Void) {
    guard let viewController else { return completion(.interrupted) }
    // The order's outcome is bound here, as its screen is made; Order's interactor delivers it.
    let order = destinations.makeOrder(message: message, completion: completion)
    viewController.show(order, sender: viewController)
  }
}
