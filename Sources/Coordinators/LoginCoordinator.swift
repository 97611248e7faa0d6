import Factories
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
  /// The routes this flow shows: to or from these scenes.
  public override class var routedScenes: Set<SceneNavigator.Interest>? {
    [.kind(.login), .kind(.registration)]
  }

  private weak var presenter: UIViewController?
  private let returnScene: Scene
  private var completion: ((Bool) -> Void)?
  private var onRegistrationFinish: ((Account) -> Void)?
  /// The values the steps collected so far.
  var form = RegistrationForm()

  /// Creates the flow; `presenter` presents the modal, `returnScene` is where dismissal goes.
  public init(
    navigator: SceneNavigator, builders: ScreenBuilders, presenter: UIViewController,
    returnScene: Scene, completion: @escaping (Bool) -> Void
  ) {
    self.presenter = presenter
    self.returnScene = returnScene
    self.completion = completion
    super.init(navigator: navigator, builders: builders)
  }

  public override func start() {
    let login = builders.login.build(router: self)
    setRoot(login, as: .login)
    navigationController.presentationController?.delegate = self
    presenter?.present(navigationController, animated: true)
    if navigationController.presentingViewController == nil { endLogin(signedIn: false) }
  }

  // MARK: LoginRouterProtocol

  public func startRegistration(onFinish: @escaping (Account) -> Void) {
    guard let first = RegistrationStep.allCases.first else { return }
    onRegistrationFinish = onFinish
    form = RegistrationForm()
    navigator.go(to: .registration(first))
  }

  public func endRegistration() {
    navigator.go(to: .login)
  }

  public func dismiss(signedIn: Bool) {
    navigator.go(to: returnScene)
    deliver(signedIn: signedIn)
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
    // A restored registration lacks the password, which is never saved: back to its step.
    if let missing = form.firstMissing(before: step) {
      return navigator.go(to: .registration(missing))
    }
    onRegistrationFinish?(form.account)
  }

  public func cancel() {
    navigator.go(to: .login)
  }

  // MARK: Routes

  public override func handle(_ route: Route) {
    guard route.trigger == .app else { return }
    switch (route.to, route.from) {
    case (.registration, .registration) where stackScenes.contains(route.to):
      pop(to: route.to)
    case (.registration(let step), .login), (.registration(let step), .registration):
      push(builders.textInput.build(step: step, router: self), as: route.to)
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
    deliver(signedIn: signedIn)
    navigator.userDidNavigate(to: returnScene)
    finish()
  }

  /// Delivers the login's outcome, the first time only.
  private func deliver(signedIn: Bool) {
    guard let completion else { return }
    self.completion = nil
    completion(signedIn)
  }
}
