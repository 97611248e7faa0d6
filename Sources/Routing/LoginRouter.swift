import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Login's router: pushes the registration steps inside the modal and dismisses it.
@MainActor
public final class LoginRouter: LoginRouterProtocol {
  /// The Login screen. Weak: the screen owns its router.
  public weak var viewController: UIViewController?
  private let factory: any RegistrationStepBuilding

  /// Creates the router; it builds the steps with `factory`.
  public init(factory: any RegistrationStepBuilding) {
    self.factory = factory
  }

  public func startRegistration(listener: any RegistrationListener) {
    guard let viewController, let first = RegistrationStep.allCases.first else { return }
    let step = factory.makeRegistrationStep(
      first, form: RegistrationForm(), listener: listener, login: viewController)
    viewController.show(step, sender: viewController)
  }

  public func endRegistration() {
    guard let viewController else { return }
    viewController.navigationController?.popToViewController(viewController, animated: true)
  }

  public func dismiss() {
    guard let viewController else { return }
    viewController.dismiss(animated: true)
  }
}
