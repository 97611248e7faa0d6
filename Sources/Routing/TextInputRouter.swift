import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// A registration step's router: carries the form so far, pushes the next step, hands the
/// finished form to the listener, and returns to Login on Cancel.
@MainActor
public final class TextInputRouter: TextInputRouterProtocol {
  /// The step's screen. Weak: the screen owns its router.
  public weak var viewController: UIViewController?
  private let step: RegistrationStep
  private let form: RegistrationForm
  private weak var listener: (any RegistrationListener)?
  private weak var login: UIViewController?
  private let factory: any RegistrationStepBuilding

  /// Creates the router for `step`, with the values of the steps before it in `form`.
  public init(
    step: RegistrationStep, form: RegistrationForm, listener: any RegistrationListener,
    login: UIViewController, factory: any RegistrationStepBuilding
  ) {
    self.step = step
    self.form = form
    self.listener = listener
    self.login = login
    self.factory = factory
  }

  public func next(value: String) {
    guard let viewController, let listener, let login, let nextStep = step.next else { return }
    var form = self.form
    step.fill(&form, with: value)
    let next = factory.makeRegistrationStep(nextStep, form: form, listener: listener, login: login)
    viewController.show(next, sender: viewController)
  }

  public func finish(value: String) {
    var form = self.form
    step.fill(&form, with: value)
    listener?.registrationDidFinish(form)
  }

  public func cancel() {
    guard viewController != nil, let login else { return }
    login.navigationController?.popToViewController(login, animated: true)
  }
}
