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

/// A registration step's router: carries the form so far, pushes the next step, hands the
/// finished form on as an account, and returns to Login, the modal's first screen, on Cancel.
@MainActor
public final class TextInputRouter: TextInputRouterProtocol, ScreenRouter {
  /// The step's screen. Weak: the screen owns its router.
  public weak var viewController: UIViewController?
  /// The step its screen asks for.
  public let step: RegistrationStep
  /// The values of the steps before this one.
  let form: RegistrationForm
  /// The registration's outcome, which every step shares: the account once the last step is
  /// filled in, closed when the first step leaves, interrupted when the modal goes first.
  let outcome: OutcomeDelivery<Account>
  /// Builds the next step's screen.
  private let destinations: any TextInputDestinations

  /// Creates the router for `step`, with the values of the steps before it in `form`.
  public init(
    step: RegistrationStep, form: RegistrationForm, destinations: any TextInputDestinations,
    outcome: OutcomeDelivery<Account>
  ) {
    self.step = step
    self.form = form
    self.destinations = destinations
    self.outcome = outcome
  }

  public func next(value: String) {
    guard let viewController, let nextStep = step.next else { return }
    var form = self.form
    step.fill(&form, with: value)
    let next = destinations.makeRegistrationStep(nextStep, form: form, outcome: outcome)
    viewController.show(next, sender: viewController)
  }

  public func finish(value: String) {
    var form = self.form
    step.fill(&form, with: value)
    // A restored registration lacks the password, which is never saved: back to its step.
    if let missing = form.firstMissing(before: step) {
      return returnToStep(missing)
    }
    outcome.deliver(.done(form.account))
  }

  /// Pops back to the screen of `step`, so that the person gives its value again.
  private func returnToStep(_ step: RegistrationStep) {
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
