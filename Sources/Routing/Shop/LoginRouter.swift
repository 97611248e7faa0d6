import Factories
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// What Login's router shows, built by the app's assembly.
@MainActor
public protocol LoginDestinations: AnyObject {
  /// The first registration step, with its own router; `completion` hears, once, how the
  /// registration ended.
  func makeRegistration(completion: @escaping (ChildOutcome<Account>) -> Void)
    -> UIViewController
}

/// Login's router: pushes the registration steps inside the modal, and dismisses it.
@MainActor
public final class LoginRouter: LoginRouterProtocol, LinkingRouter {
  /// The Login screen. Weak: the screen owns its router.
  public weak var viewController: UIViewController?
  /// What a link asks of the screen, handed over by its builder. Weak: the screen owns its
  /// interactor, which takes them.
  public weak var linkActions: (any LoginLinkActions)?
  private let destinations: any LoginDestinations

  /// Creates the router; it builds the steps with `destinations`.
  public init(destinations: any LoginDestinations) {
    self.destinations = destinations
  }

  public func registration(completion: @escaping (ChildOutcome<Account>) -> Void) {
    guard let viewController else { return completion(.interrupted) }
    let registration = destinations.makeRegistration(completion: completion)
    viewController.show(registration, sender: viewController)
  }

  public func closeRegistration() {
    guard let viewController else { return }
    viewController.navigationController?.popToViewController(viewController, animated: true)
  }

  public func close() {
    viewController?.dismiss(animated: true)
  }
}
