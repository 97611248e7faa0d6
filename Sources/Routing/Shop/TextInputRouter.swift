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
  /// The screen for `step`, with its own router, carrying the values of the steps before it in
  /// `form`; every step shares the registration's `outcome`.
  func makeRegistrationStep(
    _ step: RegistrationStep, form: RegistrationForm, outcome: OutcomeDelivery<Account>
  ) -> UIViewController
}

/// A registration step's router: shows the step its interactor asks for, with the values it
/// hands over, hands the account on, and returns to Login, the modal's first screen, on Cancel.
/// It holds no rule of the registration: the steps' interactors do.
@MainActor
public final class TextInputRouter: TextInputRouterProtocol, ScreenRouter {
  /// The step's screen. Weak: the screen owns its router.
  public weak var viewController: UIViewController?
  /// The step its screen asks for.
  public let step: RegistrationStep
  /// What a link asks of the screen, handed over by its builder. Weak: the screen owns its
  /// interactor, which takes them.
  public weak var linkSteps: (any TextInputLinkSteps)?
  /// The registration's outcome, which every step shares: the account once the last step is
  /// filled in, closed when the first step leaves, interrupted when the modal goes first.
  let outcome: OutcomeDelivery<Account>
  /// Builds the next step's screen.
  private let destinations: any TextInputDestinations

  /// Creates the router for `step`.
  public init(
    step: RegistrationStep, destinations: any TextInputDestinations,
    outcome: OutcomeDelivery<Account>
  ) {
    self.step = step
    self.destinations = destinations
    self.outcome = outcome
  }

  public func showStep(_ step: RegistrationStep, form: RegistrationForm) {
    guard let viewController else { return }
    let next = destinations.makeRegistrationStep(step, form: form, outcome: outcome)
    viewController.show(next, sender: viewController)
  }

  public func finish(account: Account) {
    outcome.deliver(.done(account))
  }

  public func returnToStep(_ step: RegistrationStep) {
    guard let navigation = viewController?.navigationController,
      let screen = navigation.viewControllers.first(where: {
        ($0 as? TextInputViewController)?.step == step
      })
    else { return }
    navigation.popToViewController(screen, animated: true)
  }

  public func cancel() {
    viewController?.navigationController?.popToRootViewController(animated: true)
  }

  public func stepDidClose(_ step: RegistrationStep) {
    if step == RegistrationStep.allCases.first { outcome.deliver(.closed) }
  }
}
