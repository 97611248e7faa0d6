import Factories
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The login modal's flow: Login, then the registration steps (`RegistrationStep`, in order)
/// in the modal's own navigation controller. It is the router of all of them, the modal's
/// presentation delegate, and it completes the login exactly once, a swipe-down included.
@MainActor
public final class LoginCoordinator: NavigationCoordinator, LoginRouterProtocol,
  TextInputRouterProtocol, UIAdaptivePresentationControllerDelegate
{
  /// The routes this flow shows: to or from these scenes.
  public override class var routedScenes: Set<SceneNavigator.Interest>? {
    [.kind(.login), .kind(.registration)]
  }

  private weak var presenter: UIViewController?
  private let returnScene: Scene
  private let completion: CompletionOnce<Bool>
  private weak var listener: (any RegistrationListener)?
  private var form = RegistrationForm()

  /// Creates the flow; `presenter` presents the modal, `returnScene` is where dismissal goes.
  public init(
    navigator: SceneNavigator, screens: any ScreenBuilding, presenter: UIViewController,
    returnScene: Scene, completion: @escaping (Bool) -> Void
  ) {
    self.presenter = presenter
    self.returnScene = returnScene
    self.completion = CompletionOnce(completion)
    super.init(navigator: navigator, screens: screens)
  }

  public override func start() {
    let completion = self.completion
    let login = screens.makeLogin(router: self, completion: { completion($0) })
    setRoot(login, as: .login)
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
    self.listener = listener
    form = RegistrationForm()
    navigator.go(to: .registration(first))
  }

  public func endRegistration() {
    navigator.go(to: .login)
  }

  public func dismiss() {
    navigator.go(to: returnScene)
  }

  // MARK: TextInputRouterProtocol

  public func next(value: String) {
    guard case .registration(let step) = topScene, let nextStep = step.next else { return }
    step.fill(&form, with: value)
    navigator.go(to: .registration(nextStep))
  }

  public func finish(value: String) {
    guard case .registration(let step) = topScene else { return }
    step.fill(&form, with: value)
    listener?.registrationDidFinish(form)
  }

  public func cancel() {
    navigator.go(to: .login)
  }

  // MARK: Routes

  public override func handle(_ route: Route) {
    guard route.trigger == .app else { return }
    switch (route.to, route.from) {
    case (.registration(let step), .login), (.registration(let step), .registration):
      push(screens.makeRegistrationStep(step, router: self), as: route.to)
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
    endLogin(signedIn: false)
  }

  /// The modal is gone without a login: it ends, once, and the flow is over.
  func endLogin(signedIn: Bool) {
    completion(signedIn)
    navigator.userDidNavigate(to: returnScene)
    finish()
  }
}
