import Factories
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The router variant's assembly: builds each screen with its scene's builder and gives it its
/// own router, which the builder binds to it (the screen keeps its router; the router holds the
/// screen weakly and asks the assembly for the screens it shows next). The assembly remembers
/// which router drives which screen, for links.
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

  public func router(of screen: UIViewController) -> (any PlaceRouter)? {
    directory.router(of: screen)
  }

  public func makeMain() -> UIViewController {
    let router = MainRouter(destinations: self)
    let main = builders.main.build(router: router)
    router.linkSteps = main.linkSteps
    return directory.remember(router, for: main.screen)
  }

  public func makeOrder(message: String, completion: @escaping (ChildOutcome<String>) -> Void)
    -> UIViewController
  {
    let router = OrderRouter(message: message, destinations: self)
    let order = builders.order.build(message: message, router: router, completion: completion)
    router.linkSteps = order.linkSteps
    return directory.remember(router, for: order.screen)
  }

  public func makeLogin(completion: @escaping (ChildOutcome<String>) -> Void)
    -> UIViewController
  {
    let router = LoginRouter(destinations: self, completion: completion)
    let login = builders.login.build(router: router)
    router.linkSteps = login.linkSteps
    let modal = UINavigationController(
      rootViewController: directory.remember(router, for: login.screen))
    modal.presentationController?.delegate = router
    return modal
  }

  public func makeRegistration(outcome: OutcomeDelivery<Account>) -> UIViewController {
    makeRegistrationStep(.email, form: RegistrationForm(), outcome: outcome)
  }

  public func makeRegistrationStep(
    _ step: RegistrationStep, form: RegistrationForm, outcome: OutcomeDelivery<Account>
  ) -> UIViewController {
    let router = TextInputRouter(step: step, form: form, destinations: self, outcome: outcome)
    return directory.remember(router, for: builders.textInput.build(step: step, router: router))
  }

  public func makeHome() -> UIViewController {
    let router = HomeRouter(destinations: self)
    let home = builders.home.build(router: router)
    router.linkSteps = home.linkSteps
    return directory.remember(router, for: home.screen)
  }

  public func makeDetail() -> UIViewController {
    let router = DetailRouter(destinations: self)
    let detail = builders.detail.build(router: router)
    router.linkSteps = detail.linkSteps
    return directory.remember(router, for: detail.screen)
  }

  public func makePushedHelloWorld() -> UIViewController {
    let router = HelloWorldRouter(presentation: .push)
    return directory.remember(router, for: builders.helloWorld.buildPushed(router: router))
  }

  public func makeModalHelloWorld() -> UIViewController {
    let router = HelloWorldRouter(presentation: .modal)
    return directory.remember(router, for: builders.helloWorld.buildModal(router: router))
  }
}
