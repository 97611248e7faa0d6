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
  /// The first registration step, with its own router; `outcome` delivers how the registration
  /// ended, once: the account the steps describe once the last one is filled in, or none.
  func makeRegistration(outcome: OutcomeDelivery<Account>) -> UIViewController
}

/// Login's router: pushes the registration steps inside the modal and dismisses it. It owns the
/// login's outcome from the moment the modal is made, and delivers it exactly once: when the
/// screen asks to be closed, or, as the modal's presentation delegate, when a person swipes
/// it down.
@MainActor
public final class LoginRouter: NSObject, LoginRouterProtocol, ScreenRouter,
  UIAdaptivePresentationControllerDelegate
{
  /// The Login screen. Weak: the screen owns its router.
  public weak var viewController: UIViewController?
  /// What a link asks of the screen, handed over by its builder. Weak: the screen owns its
  /// interactor, which takes them.
  public weak var linkSteps: (any LoginLinkSteps)?
  private let destinations: any LoginDestinations
  private let outcome: OutcomeDelivery<String>

  /// Creates the router; it builds the steps with `destinations`, and `completion` hears, once,
  /// how the login ended.
  public init(
    destinations: any LoginDestinations, completion: @escaping (ChildOutcome<String>) -> Void
  ) {
    self.destinations = destinations
    self.outcome = OutcomeDelivery(completion)
    super.init()
  }

  public func startRegistration(completion: @escaping (ChildOutcome<Account>) -> Void) {
    guard let viewController else { return completion(.interrupted) }
    let registration = destinations.makeRegistration(outcome: OutcomeDelivery(completion))
    viewController.show(registration, sender: viewController)
  }

  public func endRegistration() {
    guard let viewController else { return }
    viewController.navigationController?.popToViewController(viewController, animated: true)
  }

  public func close(signedInAs email: String?) {
    deliver(email.map { .done($0) } ?? .closed)
    viewController?.dismiss(animated: true)
  }

  /// The person swiped the modal down.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    deliver(.closed)
  }

  /// Delivers the login's outcome, the first time only.
  func deliver(_ outcome: ChildOutcome<String>) {
    self.outcome.deliver(outcome)
  }
}
