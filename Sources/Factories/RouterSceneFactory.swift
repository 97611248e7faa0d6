@_spi(HostTesting) import PresentationHost
import Routing
import Scenes

/// The router variant's factory: builds each scene with its own router, which the screen keeps
/// and which holds the screen weakly.
@MainActor
public final class RouterSceneFactory: MainBuilding, OrderBuilding, LoginBuilding,
  RegistrationStepBuilding, HomeBuilding, DetailBuilding, HelloWorldBuilding
{
  private let services: AppServices
  private weak var host: HeadlessHost?

  /// Creates the factory; the scenes it builds use `services` and register with `host`.
  @_spi(HostTesting) public init(services: AppServices, host: HeadlessHost?) {
    self.services = services
    self.host = host
  }

  public func makeMain() -> UIViewController {
    let router = MainRouter(factory: self)
    let view = MainFactory.build(router: router, host: host)
    attach(router, to: view, name: "MainRouter")
    router.viewController = view
    view.router = router
    return view
  }

  public func makeOrder(message: String, completion: @escaping (Result<String, Error>) -> Void)
    -> UIViewController
  {
    let router = OrderRouter(factory: self)
    let view = OrderFactory.build(
      message: message, services: services, router: router, host: host, completion: completion)
    attach(router, to: view, name: "OrderRouter")
    router.viewController = view
    view.router = router
    return view
  }

  public func makeLogin(completion: @escaping (Bool) -> Void) -> UIViewController {
    let router = LoginRouter(factory: self)
    let view = LoginFactory.build(
      services: services, router: router, host: host, completion: completion)
    attach(router, to: view, name: "LoginRouter")
    router.viewController = view
    view.router = router
    return UINavigationController(rootViewController: view)
  }

  public func makeRegistrationStep(
    _ step: RegistrationStep, form: RegistrationForm, listener: any RegistrationListener,
    login: UIViewController
  ) -> UIViewController {
    let router = TextInputRouter(
      step: step, form: form, listener: listener, login: login, factory: self)
    let view = TextInputFactory.build(step: step, router: router, host: host)
    attach(router, to: view, name: "TextInputRouter")
    router.viewController = view
    view.router = router
    return view
  }

  public func makeHome() -> UIViewController {
    let router = HomeRouter(factory: self)
    let view = HomeFactory.build(router: router, host: host)
    attach(router, to: view, name: "HomeRouter")
    router.viewController = view
    view.router = router
    return view
  }

  public func makeDetail() -> UIViewController {
    let router = DetailRouter(factory: self)
    let view = DetailFactory.build(router: router, host: host)
    attach(router, to: view, name: "DetailRouter")
    router.viewController = view
    view.router = router
    return view
  }

  public func makeHelloWorld(presentation: HelloWorldModels.Presentation) -> UIViewController {
    let router = HelloWorldRouter()
    let view = HelloWorldFactory.build(presentation: presentation, router: router, host: host)
    attach(router, to: view, name: "HelloWorldRouter")
    router.viewController = view
    view.router = router
    return view
  }

  private func attach(_ router: AnyObject, to view: UIViewController, name: String) {
    host?.track(router, name: name, owner: view)
  }
}
