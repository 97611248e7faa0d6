import Factories
import Links
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The login modal's flow: Login, then the registration steps (`RegistrationStep`, in order)
/// in the modal's own navigation controller. It is the router of all of them: it shows them and
/// takes them away. The login's outcome is its screen's, and the registration's is the
/// registration's; as the modal's presentation delegate, it passes a swipe-down on to the Login
/// screen, which hears it alone in the router variant.
@MainActor
public final class LoginCoordinator: NavigationCoordinator, LoginRouterProtocol,
  TextInputRouterProtocol, UIAdaptivePresentationControllerDelegate
{
  private weak var presenter: UIViewController?
  /// What a link asks of each registration step on show. Weak: each screen owns its
  /// interactor, which takes them.
  private var stepActions: [RegistrationStep: WeakStepActions] = [:]
  /// Builds the modal's screens.
  private let builders: ShopBuilders
  /// What a link asks of the Login screen. Weak: the screen owns its interactor.
  private weak var loginActions: (any LoginLinkActions)?
  /// The Login screen, which hears a swipe-down. Weak: the modal's stack owns it.
  private weak var login: LoginViewController?

  /// Creates the flow and its Login screen, which `completion`, whoever asked for the login,
  /// is bound to; `presenter` presents the modal.
  public init(
    routePublisher: RoutePublisher, builders: ShopBuilders, presenter: UIViewController,
    completion: @escaping (ChildOutcome<String>) -> Void
  ) {
    self.presenter = presenter
    self.builders = builders
    super.init(routePublisher: routePublisher)
    let login = builders.login.build(router: self, completion: completion)
    loginActions = login.linkActions
    self.login = login.screen
    setRoot(login.screen)
  }

  /// Presents the modal. When UIKit refuses to, the flow is over, and the unshown login with it,
  /// which ends it as interrupted.
  public override func start() {
    navigationController.presentationController?.delegate = self
    presenter?.present(navigationController, animated: true)
    if navigationController.presentingViewController == nil { modalDidGo() }
  }

  /// Login, or the registration step the screen says it asks for.
  public override func place(of screen: UIViewController) -> Place? {
    switch screen {
    case is LoginViewController: .login
    case let step as TextInputViewController:
      .registration(
        step.step, form: stepActions[step.step]?.actions?.linkForm ?? RegistrationForm())
    default: nil
    }
  }

  // MARK: LoginRouterProtocol

  public func registration(completion: @escaping (ChildOutcome<Account>) -> Void) {
    guard isInWindow, topPlace == .login else { return completion(.interrupted) }
    push(.registration(Registration.firstStep)) {
      let step = builders.textInput.build(router: self, completion: completion)
      stepActions[Registration.firstStep] = WeakStepActions(step.linkActions)
      return step.screen
    }
  }

  public func closeRegistration() {
    pop(to: .login)
  }

  public func close() {
    close(animated: true)
  }

  // MARK: TextInputRouterProtocol

  public func showStep(_ step: RegistrationStep, of registration: Registration) {
    push(.registration(step)) {
      let screen = builders.textInput.build(step: step, of: registration, router: self)
      stepActions[step] = WeakStepActions(screen.linkActions)
      return screen.screen
    }
  }

  public func returnToStep(_ step: RegistrationStep) {
    pop(to: .registration(step))
  }

  // MARK: The modal's end

  /// The person swiped the modal down: the Login screen hears it, and the flow is over.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    login?.presentationControllerDidDismiss(presentationController)
    modalDidGo()
  }

  /// Dismisses the modal; once it is gone, the flow under it tells the route publisher where the
  /// app is. The flow is over.
  private func close(animated: Bool) {
    let below = parentCoordinator as? NavigationCoordinator
    navigationController.dismiss(animated: animated) { below?.publishTopPlace() }
    removeFromParent()
  }

  /// The modal is gone, or never showed: the flow under it tells the route publisher where the
  /// app is, and the flow is over.
  private func modalDidGo() {
    (parentCoordinator as? NavigationCoordinator)?.publishTopPlace()
    removeFromParent()
  }
}

// MARK: Links

extension LoginCoordinator: PlaceFlow {
  func advance(to next: Place, after place: Place, in link: AppLink) {
    switch (place, next) {
    case (.shop(.login), .shop(.registration(Registration.firstStep, _))):
      loginActions?.createAccount()
    case (.shop(.registration(let step, _)), .shop(.registration(let nextStep, let form)))
    where nextStep == step.next:
      stepActions[step]?.actions?.goOn(value: form.value(of: step) ?? "")
    default:
      break
    }
  }

  /// A step goes back as the back button goes; the login closes as a swipe-down would. Each
  /// screen taken hears it first: the login ends as interrupted, so Order says that signing in
  /// is required, and so does a registration whose first step is taken.
  func leave(_ place: Place) {
    guard topPlace == place else { return }
    switch place {
    case .shop(.login):
      loginActions?.interrupt()
      close(animated: false)
    case .shop(.registration(let step, _)):
      stepActions[step]?.actions?.interrupt()
      popTop()
    default:
      break
    }
  }
}

/// A registration step's link actions, held weakly: the step's screen owns its interactor.
@MainActor
private final class WeakStepActions {
  weak var actions: (any TextInputLinkActions)?
  init(_ actions: any TextInputLinkActions) { self.actions = actions }
}
