import Factories
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The Shop feature's part of the router variant's assembly: builds Main, Order, the login
/// modal and its registration steps, and the receipt, each with its scene's builder and a router of its own,
/// which the builder binds to it. It tells the app's directory which router drives which
/// screen, for links.
@MainActor
public final class ShopAssembly: MainDestinations, OrderDestinations, LoginDestinations,
  TextInputDestinations
{
  private let builders: ShopBuilders
  private let directory: RouterDirectory

  /// Creates the feature's assembly; it builds screens with `builders` and remembers their
  /// routers in `directory`.
  public init(builders: ShopBuilders, directory: RouterDirectory) {
    self.builders = builders
    self.directory = directory
  }

  /// Main, the Shop tab's root, with its own router.
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

  public func makeReceipt(ordered: String) -> UIViewController {
    let router = ReceiptRouter(ordered: ordered)
    return directory.remember(router, for: builders.receipt.build(ordered: ordered, router: router))
  }

  public func makeRegistration(outcome: OutcomeDelivery<Account>) -> UIViewController {
    makeRegistrationStep(.email, form: RegistrationForm(), outcome: outcome)
  }

  public func makeRegistrationStep(
    _ step: RegistrationStep, form: RegistrationForm, outcome: OutcomeDelivery<Account>
  ) -> UIViewController {
    let router = TextInputRouter(step: step, destinations: self, outcome: outcome)
    let screen = builders.textInput.build(step: step, form: form, router: router)
    router.linkSteps = screen.linkSteps
    return directory.remember(router, for: screen.screen)
  }
}
