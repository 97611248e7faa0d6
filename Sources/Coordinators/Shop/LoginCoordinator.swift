import Factories
import Links
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The login modal's flow: Login, then the registration steps (`RegistrationStep`, in order)
/// in the modal's own navigation controller. It is the router of all of them, the modal's
/// presentation delegate, and the one owner of the login's outcome, which it delivers exactly
/// once, a swipe-down included.
@MainActor
public final class LoginCoordinator: NavigationCoordinator, LoginRouterProtocol,
  TextInputRouterProtocol, UIAdaptivePresentationControllerDelegate
{
  private weak var presenter: UIViewController?
  /// The login's outcome, delivered once; as interrupted if the flow goes without one.
  private let outcome: OutcomeDelivery<String>
  /// The registration's outcome, while the steps are up.
  private var registration: OutcomeDelivery<Account>?
  /// What a link asks of each registration step on show. Weak: each screen owns its
  /// interactor, which takes them.
  private var stepLinks: [RegistrationStep: WeakStepLinks] = [:]
  /// Builds the modal's screens.
  private let builders: ShopBuilders
  /// What a link asks of the Login screen. Weak: the screen owns its interactor.
  private weak var loginSteps: (any LoginLinkSteps)?

  /// Creates the flow; `presenter` presents the modal.
  public init(
    routePublisher: RoutePublisher, builders: ShopBuilders, presenter: UIViewController,
    completion: @escaping (ChildOutcome<String>) -> Void
  ) {
    self.presenter = presenter
    self.outcome = OutcomeDelivery(completion)
    self.builders = builders
    super.init(routePublisher: routePublisher)
  }

  public override func start() {
    let login = builders.login.build(router: self)
    loginSteps = login.linkSteps
    setRoot(login.screen)
    navigationController.presentationController?.delegate = self
    presenter?.present(navigationController, animated: true)
    if navigationController.presentingViewController == nil { endLogin(.interrupted) }
  }

  /// Login, or the registration step the screen says it asks for.
  public override func place(of screen: UIViewController) -> Place? {
    switch screen {
    case is LoginViewController: .login
    case let step as TextInputViewController: .registration(step.step)
    default: nil
    }
  }

  // MARK: LoginRouterProtocol

  public func startRegistration(completion: @escaping (ChildOutcome<Account>) -> Void) {
    guard isInWindow, topPlace == .login, let first = RegistrationStep.allCases.first else {
      return completion(.interrupted)
    }
    registration = OutcomeDelivery(completion)
    showStep(first, form: RegistrationForm())
  }

  public func endRegistration() {
    pop(to: .login)
  }

  public func close(signedInAs email: String?) {
    close(email.map { .done($0) } ?? .closed, animated: true)
  }

  // MARK: TextInputRouterProtocol

  public func showStep(_ step: RegistrationStep, form: RegistrationForm) {
    push(.registration(step)) {
      let screen = builders.textInput.build(step: step, form: form, router: self)
      stepLinks[step] = WeakStepLinks(screen.linkSteps)
      return screen.screen
    }
  }

  public func returnToStep(_ step: RegistrationStep) {
    pop(to: .registration(step))
  }

  public func finish(account: Account) {
    registration?.deliver(.done(account))
  }

  public func cancel() {
    pop(to: .login)
  }

  public func stepDidClose(_ step: RegistrationStep) {
    if step == RegistrationStep.allCases.first { registration?.deliver(.closed) }
  }

  // MARK: The modal's end

  /// The person swiped the modal down.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    endLogin(.closed)
  }

  /// The login ends, once, the modal closes, and the flow is over; once the modal is gone, the
  /// flow under it tells the route publisher where the app is.
  private func close(_ outcome: ChildOutcome<String>, animated: Bool) {
    deliver(outcome)
    let below = parentCoordinator as? NavigationCoordinator
    navigationController.dismiss(animated: animated) { below?.publishTopPlace() }
    removeFromParent()
  }

  /// The modal is gone without a login: it ends, once, the flow under it tells the route
  /// publisher where the app is, and the flow is over.
  private func endLogin(_ outcome: ChildOutcome<String>) {
    deliver(outcome)
    (parentCoordinator as? NavigationCoordinator)?.publishTopPlace()
    removeFromParent()
  }

  /// Delivers the login's outcome, the first time only.
  private func deliver(_ outcome: ChildOutcome<String>) {
    self.outcome.deliver(outcome)
  }
}

// MARK: Links

extension LoginCoordinator: PlaceFlow {
  func show(_ next: Place, after place: Place, in link: AppLink) {
    switch (place, next) {
    case (.shop(.login), .shop(.registration(.email))):
      loginSteps?.createAccount()
    case (.shop(.registration(let step)), .shop(.registration)):
      stepLinks[step]?.steps?.goOn(value: link.form.value(of: step) ?? "")
    default:
      break
    }
  }

  /// A step goes back as the back button goes; the login closes as a swipe-down would, and ends
  /// as interrupted, so Order says that signing in is required.
  func leave(_ place: Place) {
    guard topPlace == place else { return }
    if place == .login {
      close(.interrupted, animated: false)
    } else {
      if place == .registration(.email) { registration?.deliver(.interrupted) }
      popTop()
    }
  }

  func linkForm(of place: Place) -> RegistrationForm {
    guard case .shop(.registration(let step)) = place else { return RegistrationForm() }
    return stepLinks[step]?.steps?.linkForm ?? RegistrationForm()
  }
}

/// A registration step's link steps, held weakly: the step's screen owns its interactor.
@MainActor
private final class WeakStepLinks {
  weak var steps: (any TextInputLinkSteps)?
  init(_ steps: any TextInputLinkSteps) { self.steps = steps }
}
