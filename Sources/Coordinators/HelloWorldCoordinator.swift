@_spi(HostTesting) import Factories
@_spi(HostTesting) import PresentationHost
import Scenes

/// The modal HelloWorld's flow: presents it (route 6) and dismisses it on Close or a
/// swipe-down (route 7), then removes itself from the tree.
@MainActor
public final class HelloWorldCoordinator: Coordinator, HelloWorldRouterProtocol,
  UIAdaptivePresentationControllerDelegate
{
  private weak var presenter: UIViewController?
  private weak var screen: UIViewController?

  /// Creates the flow; `presenter` presents the modal.
  public init(navigator: SceneNavigator, presenter: UIViewController) {
    self.presenter = presenter
    super.init(navigator: navigator)
  }

  public override func start() {
    let hello = HelloWorldFactory.build(presentation: .modal, router: self, host: navigator.host)
    screen = hello
    register(owner: hello)
    hello.presentationController?.delegate = self
    presenter?.present(hello, animated: true)
    if hello.presentingViewController == nil { finish() }
  }

  /// A modal HelloWorld has no Back.
  public func back() {}
  /// A modal HelloWorld has no Home.
  public func home() {}

  public func close() {
    trace(screen, "close")
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
}
