import Factories
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The modal HelloWorld's flow: presents it (route 6) and dismisses it on Close or a
/// swipe-down (route 7), then removes itself from the tree.
@MainActor
public final class HelloWorldCoordinator: Coordinator, ModalHelloWorldRouterProtocol,
  UIAdaptivePresentationControllerDelegate
{
  /// The routes this flow shows: to or from these scenes.
  public override class var routedScenes: Set<SceneNavigator.Interest>? { [.kind(.helloWorld)] }

  private weak var presenter: UIViewController?
  private weak var screen: UIViewController?

  /// Creates the flow; `presenter` presents the modal.
  public init(navigator: SceneNavigator, builders: ScreenBuilders, presenter: UIViewController) {
    self.presenter = presenter
    super.init(navigator: navigator, builders: builders)
  }

  public override func start() {
    let hello = builders.helloWorld.buildModal(router: self)
    screen = hello
    hello.presentationController?.delegate = self
    presenter?.present(hello, animated: true)
    if hello.presentingViewController == nil { finish() }
  }

  public func close() {
    navigator.go(to: .home)
  }

  public override func handle(_ route: Route) {
    guard route.trigger == .app, route.from == .helloWorld(data: .modal) else { return }
    screen?.dismiss(animated: true)
    finish()
  }

  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    navigator.userDidNavigate(to: .home)
    finish()
  }

  /// Closes the modal for a link, as its Close button would.
  func closeForLink() {
    screen?.dismiss(animated: false)
    navigator.userDidNavigate(to: .home)
    finish()
  }
}
