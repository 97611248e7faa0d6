import Factories
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// What Order's router shows, built by the app's assembly.
@MainActor
public protocol OrderDestinations: AnyObject {
  /// The login modal, ready to present; `completion` hears, once, how the login ended.
  func makeLogin(completion: @escaping (ChildOutcome<String>) -> Void) -> UIViewController
}

/// Order's router: presents the login modal and pops Order.
@MainActor
public final class OrderRouter: OrderRouterProtocol, LinkingRouter {
  /// The Order screen. Weak: the screen owns its router.
  public weak var viewController: UIViewController?
  /// What a link asks of the screen, handed over by its builder. Weak: the screen owns its
  /// interactor, which takes them.
  public weak var linkActions: (any OrderLinkActions)?
  /// The message its screen orders.
  public let message: String
  private let destinations: any OrderDestinations

  /// Creates the router of the order for `message`; it builds the login modal with
  /// `destinations`.
  public init(message: String, destinations: any OrderDestinations) {
    self.message = message
    self.destinations = destinations
  }

  /// The login's outcome is bound to its screen as the modal is made. When UIKit refuses to
  /// present it (over a screen that presents already), the modal goes unshown, and the login
  /// with it, which ends it as interrupted.
  public func login(completion: @escaping (ChildOutcome<String>) -> Void) {
    guard let viewController else { return completion(.interrupted) }
    viewController.present(destinations.makeLogin(completion: completion), animated: true)
  }

  /// Back to the screen Order was pushed over, whatever was pushed above it; an Order that was
  /// presented is dismissed.
  public func close() {
    guard let viewController else { return }
    if let navigation = viewController.navigationController,
      let index = navigation.viewControllers.firstIndex(where: { $0 === viewController }),
      index > 0
    {
      navigation.popToViewController(navigation.viewControllers[index - 1], animated: true)
    } else if viewController.presentingViewController != nil {
      viewController.dismiss(animated: true)
    }
  }
}
