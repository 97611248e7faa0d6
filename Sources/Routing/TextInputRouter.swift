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
  /// `form`; `onFinish` receives the account once the last step is filled in.
  func makeRegistrationStep(
    _ step: RegistrationStep, form: RegistrationForm, onFinish: @escaping (Account) -> Void
  ) -> UIViewController
}

/// A registration step's router: carries the form so far, pushes the next step, hands the
/// finished form on as an account, and returns to Login, the modal's first screen, on Cancel.
@MainActor
public final class TextInputRouter: TextInputRouterProtocol {
  /// The step's screen. Weak: the screen owns its router.
  public weak var viewController: UIViewController?
  private let step: RegistrationStep
  private let form: RegistrationForm
  private let onFinish: (Account) -> Void
  private let destinations: any TextInputDestinations

  /// Creates the router for `step`, with the values of the steps before it in `form`.
  public init(
    step: RegistrationStep, form: RegistrationForm, destinations: any TextInputDestinations,
    onFinish: @escaping (Account) -> Void
  ) {
    self.step = step
    self.form = form
    self.destinations = destinations
    self.onFinish = onFinish
  }

  public func next(value: String) {
    guard let viewController, let nextStep = step.next else { return }
    var form = self.form
    step.fill(&form, with: value)
    let next = destinations.makeRegistrationStep(nextStep, form: form, onFinish: onFinish)
    viewController.show(next, sender: viewController)
  }

  public func finish(value: String) {
    var form = self.form
    step.fill(&form, with: value)
    onFinish(form.account)
  }

  public func cancel() {
    viewController?.navigationController?.popToRootViewController(animated: true)
  }
}
