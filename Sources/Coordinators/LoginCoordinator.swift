@_spi(HostTesting) import Factories
@_spi(HostTesting) import PresentationHost
import Scenes

/// The login modal's flow: Login, then the registration steps (`RegistrationStep`, in order)
/// in the modal's own navigation controller. It is the router of all of them, the modal's
/// presentation delegate, and it completes the login exactly once, a swipe-down included.
@MainActor
public final class LoginCoordinator: NavigationCoordinator, LoginRouterProtocol,
  TextInputRouterProtocol, UIAdaptivePresentationControllerDelegate
{
  private let services: AppServices
  private weak var presenter: UIViewController?
  private let returnScene: Scene
  private let completion: CompletionOnce<Bool>
  private weak var listener: (any RegistrationListener)?
  private var form = RegistrationForm()

  /// Creates the flow; `presenter` presents the modal, `returnScene` is where dismissal goes.
  public init(
    navigator: SceneNavigator, services: AppServices, presenter: UIViewController,
    returnScene: Scene, completion: @escaping (Bool) -> Void
  ) {
    self.services = services
    self.presenter = presenter
    self.returnScene = returnScene
    self.completion = CompletionOnce(completion)
    super.init(navigator: navigator)
  }

  public override func start() {
    let completion = self.completion
    let login = LoginFactory.build(
      services: services, router: self, host: navigator.host, completion: { completion($0) })
    setRoot(login, as: .login)
    register(owner: login)
    navigator.host?.watch(completion, name: "login completion", owner: navigationController)
    navigationController.presentationController?.delegate = self
    presenter?.present(navigationController, animated: true)
    if navigationController.presentingViewController == nil {
      completion(false)
      finish()
    }
  }

  // MARK: LoginRouterProtocol

  public func startRegistration(listener: any RegistrationListener) {
    guard let first = RegistrationStep.allCases.first else { return }
    trace(navigationController, "startRegistration")
    self.listener = listener
    form = RegistrationForm()
    navigator.go(to: .registration(first))
  }

  public func endRegistration() {
    trace(navigationController, "endRegistration")
    navigator.go(to: .login)
  }

  public func dismiss() {
    trace(navigationController, "dismiss")
    navigator.go(to: returnScene)
  }

  // MARK: TextInputRouterProtocol

  public func next(value: String) {
    guard case .registration(let step) = topScene, let nextStep = step.next else { return }
    trace(navigationController, "next(\(step.title))")
    step.fill(&form, with: value)
    navigator.go(to: .registration(nextStep))
  }

  public func finish(value: String) {
    guard case .registration(let step) = topScene else { return }
    trace(navigationController, "finish")
    step.fill(&form, with: value)
    listener?.registrationDidFinish(form)
  }

  public func cancel() {
    trace(navigationController, "cancel")
    navigator.go(to: .login)
  }

  // MARK: Routes

  public override func handle(_ route: Route) {
    guard route.trigger == .app else { return }
    switch (route.to, route.from) {
    case (.registration(let step), .login), (.registration(let step), .registration):
      push(TextInputFactory.build(step: step, router: self, host: navigator.host), as: route.to)
    case (.login, .registration):
      pop(to: .login)
    case (returnScene, .login), (returnScene, .registration):
      navigationController.dismiss(animated: true)
      finish()
    default:
      break
    }
  }

  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    completion(false)
    navigator.userDidNavigate(to: returnScene)
    finish()
  }
}
