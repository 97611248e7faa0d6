import Factories
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// What a registration step's router shows, built by the app's assembly.
@MainActor
public protocol TextInputDestinations: AnyObject {
  /// The screen for `step` of `registration`, with its own router.
  func makeRegistrationStep(_ step: RegistrationStep, of registration: Registration)
    -> UIViewController
}

/// A registration step's router: shows the step its interactor asks for, of the registration it
/// hands over, and returns to Login, the modal's first screen, on Cancel. It holds no rule of the
/// registration and none of its outcome: the registration does.
@MainActor
public final class TextInputRouter: TextInputRouterProtocol, LinkingRouter {
  /// The step's screen. Weak: the screen owns its router.
  public weak var viewController: UIViewController?
  /// The step its screen asks for.
  public let step: RegistrationStep
  /// What a link asks of the screen, handed over by its builder. Weak: the screen owns its
  /// interactor, which takes them.
  public weak var linkActions: (any TextInputLinkActions)?
  /// Builds the next step's screen.
  private let destinations: any TextInputDestinations

  /// Creates the router for `step`.
  public init(step: RegistrationStep, destinations: any TextInputDestinations) {
    self.step = step
    self.destinations = destinations
  }

  public func showStep(_ step: RegistrationStep, of registration: Registration) {
    guard let viewController else { return }
    let next = destinations.makeRegistrationStep(step, of: registration)
    viewController.show(next, sender: viewController)
  }

  public func returnToStep(_ step: RegistrationStep) {
    guard let navigation = viewController?.navigationController,
      let screen = navigation.viewControllers.first(where: {
        ($0 as? TextInputViewController)?.step == step
      })
    else { return }
    navigation.popToViewController(screen, animated: true)
  }

  public func closeRegistration() {
    viewController?.navigationController?.popToRootViewController(animated: true)
  }
}
