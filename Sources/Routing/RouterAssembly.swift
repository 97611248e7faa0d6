import Factories
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The router variant's assembly: builds each screen with its scene's builder and gives it its
/// own router. The screen owns its router; the router holds the screen weakly and asks the
/// assembly for the screens it shows next.
@MainActor
public final class RouterAssembly: AppDestinations, MainDestinations, OrderDestinations,
  LoginDestinations, TextInputDestinations, HomeDestinations, DetailDestinations
{
  private let builders: ScreenBuilders
  private let directory = RouterDirectory()

  /// Creates the assembly; it builds screens with `builders`.
  public init(builders: ScreenBuilders = ScreenBuilders()) {
    self.builders = builders
  }

  public func makeMain() -> UIViewController {
    let router = MainRouter(destinations: self)
    let screen = builders.main.build(router: router)
    screen.router = router
    router.viewController = screen
    directory.remember(router, for: screen)
    return screen
  }

  public func makeOrder(message: String, completion: @escaping (Result<String, Error>) -> Void)
    -> UIViewController
  {
    let router = OrderRouter(message: message, destinations: self)
    let screen = builders.order.build(message: message, router: router, completion: completion)
    screen.router = router
    router.viewController = screen
    directory.remember(router, for: screen)
    return screen
  }

  public func makeLogin(completion: @escaping (Bool) -> Void) -> UIViewController {
    let router = LoginRouter(destinations: self, completion: completion)
    let screen = builders.login.build(router: router)
    screen.router = router
    router.viewController = screen
    directory.remember(router, for: screen)
    let modal = UINavigationController(rootViewController: screen)
    modal.presentationController?.delegate = router
    return modal
  }

  public func makeRegistration(onFinish: @escaping (Account) -> Void) -> UIViewController {
    makeRegistrationStep(.email, form: RegistrationForm(), onFinish: onFinish)
  }

  public func makeRegistrationStep(
    _ step: RegistrationStep, form: RegistrationForm, onFinish: @escaping (Account) -> Void
  ) -> UIViewController {
    let router = TextInputRouter(step: step, form: form, destinations: self, onFinish: onFinish)
    let screen = builders.textInput.build(step: step, router: router)
    screen.router = router
    router.viewController = screen
    directory.remember(router, for: screen)
    return screen
  }

  public func router(of screen: UIViewController) -> (any LinkRouting)? {
    directory.router(of: screen)
  }

  public func makeHome() -> UIViewController {
    let router = HomeRouter(destinations: self)
    let screen = builders.home.build(router: router)
    screen.router = router
    router.viewController = screen
    directory.remember(router, for: screen)
    return screen
  }

  public func makeDetail() -> UIViewController {
    let router = DetailRouter(destinations: self)
    let screen = builders.detail.build(router: router)
    screen.router = router
    router.viewController = screen
    directory.remember(router, for: screen)
    return screen
  }

  public func makePushedHelloWorld() -> UIViewController {
    let router = HelloWorldRouter(presentation: .push)
    let screen = builders.helloWorld.buildPushed(router: router)
    screen.router = router
    router.viewController = screen
    directory.remember(router, for: screen)
    return screen
  }

  public func makeModalHelloWorld() -> UIViewController {
    let router = HelloWorldRouter(presentation: .modal)
    let screen = builders.helloWorld.buildModal(router: router)
    screen.router = router
    router.viewController = screen
    directory.remember(router, for: screen)
    return screen
  }
}
