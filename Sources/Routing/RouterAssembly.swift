import Factories
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The router variant's assembly: builds each screen with its own router, and binds the two so
/// that the screen owns its router and the router holds the screen weakly.
@MainActor
public final class RouterAssembly: MainBuilding, OrderBuilding, LoginBuilding,
  RegistrationStepBuilding, HomeBuilding, DetailBuilding, HelloWorldBuilding
{
  private let screens: any ScreenBuilding

  /// Creates the assembly; it builds screens with `screens`.
  public init(screens: any ScreenBuilding = ScreenBuilder()) {
    self.screens = screens
  }

  public func makeMain() -> UIViewController {
    let router = MainRouter(factory: self)
    return bind(screens.makeMain(router: router), to: router)
  }

  public func makeOrder(message: String, completion: @escaping (Result<String, Error>) -> Void)
    -> UIViewController
  {
    let router = OrderRouter(factory: self)
    return bind(
      screens.makeOrder(message: message, router: router, completion: completion), to: router)
  }

  public func makeLogin(completion: @escaping (Bool) -> Void) -> UIViewController {
    let router = LoginRouter(factory: self)
    let login = bind(screens.makeLogin(router: router, completion: completion), to: router)
    return UINavigationController(rootViewController: login)
  }

  public func makeRegistrationStep(
    _ step: RegistrationStep, form: RegistrationForm, listener: any RegistrationListener,
    login: UIViewController
  ) -> UIViewController {
    let router = TextInputRouter(
      step: step, form: form, listener: listener, login: login, factory: self)
    return bind(screens.makeRegistrationStep(step, router: router), to: router)
  }

  public func makeHome() -> UIViewController {
    let router = HomeRouter(factory: self)
    return bind(screens.makeHome(router: router), to: router)
  }

  public func makeDetail() -> UIViewController {
    let router = DetailRouter(factory: self)
    return bind(screens.makeDetail(router: router), to: router)
  }

  public func makeHelloWorld(presentation: HelloWorldModels.Presentation) -> UIViewController {
    let router = HelloWorldRouter()
    let screen =
      switch presentation {
      case .push: screens.makePushedHelloWorld(router: router)
      case .modal: screens.makeModalHelloWorld(router: router)
      }
    return bind(screen, to: router)
  }

  /// The screen owns its router; the router holds the screen weakly.
  private func bind<Screen: RouterOwning>(_ screen: Screen, to router: some ScreenRouter)
    -> Screen
  {
    screen.router = router
    router.viewController = screen
    return screen
  }
}

/// A router that navigates from one screen, which it holds weakly.
@MainActor
public protocol ScreenRouter: AnyObject {
  /// The router's screen. Weak: the screen owns its router.
  var viewController: UIViewController? { get set }
}

extension MainRouter: ScreenRouter {}
extension OrderRouter: ScreenRouter {}
extension LoginRouter: ScreenRouter {}
extension TextInputRouter: ScreenRouter {}
extension HomeRouter: ScreenRouter {}
extension DetailRouter: ScreenRouter {}
extension HelloWorldRouter: ScreenRouter {}
