import Factories
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The Shop feature's part of the router variant's assembly: builds Main, Order, the login
/// modal and its registration steps, and the receipt, each with its scene's builder and a
/// router of its own, which the screen keeps and which holds the screen weakly (the builders'
/// `build(keeping:)`).
@MainActor
public final class ShopAssembly: MainDestinations, OrderDestinations, LoginDestinations,
  TextInputDestinations
{
  private let builders: ShopBuilders

  /// Creates the feature's assembly; it builds screens with `builders`.
  public init(builders: ShopBuilders) {
    self.builders = builders
  }

  /// Main, the Shop tab's root, with its own router.
  public func makeMain() -> UIViewController {
    builders.main.build(keeping: MainRouter(destinations: self))
  }

  public func makeOrder(message: String, completion: @escaping (ChildOutcome<String>) -> Void)
    -> UIViewController
  {
    let router = OrderRouter(message: message, destinations: self)
    return builders.order.build(message: message, keeping: router, completion: completion)
  }

  public func makeLogin(completion: @escaping (ChildOutcome<String>) -> Void)
    -> UIViewController
  {
    let login = builders.login.build(
      keeping: LoginRouter(destinations: self), completion: completion)
    let modal = UINavigationController(rootViewController: login)
    modal.presentationController?.delegate = login
    return modal
  }

  public func makeReceipt(ordered: String) -> UIViewController {
    let router = ReceiptRouter(ordered: ordered)
    return builders.receipt.build(ordered: ordered, keeping: router)
  }

  public func makeRegistration(completion: @escaping (ChildOutcome<Account>) -> Void)
    -> UIViewController
  {
    let router = TextInputRouter(step: Registration.firstStep, destinations: self)
    return builders.textInput.build(keeping: router, completion: completion)
  }

  public func makeRegistrationStep(_ step: RegistrationStep, of registration: Registration)
    -> UIViewController
  {
    let router = TextInputRouter(step: step, destinations: self)
    return builders.textInput.build(step: step, of: registration, keeping: router)
  }
}
