import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Builds every screen of the app, each wired to the router (or coordinator) it is given.
/// Both navigation styles build their screens through it; it is also the seam where the
/// app's composition root can wrap what a screen is built with.
@MainActor
public protocol ScreenBuilding: AnyObject {
  /// A Main screen whose interactor asks `router`.
  func makeMain(router: any MainRouterProtocol) -> MainViewController
  /// An Order screen for `message`; its outcome goes to `completion`, once.
  func makeOrder(
    message: String, router: any OrderRouterProtocol,
    completion: @escaping (Result<String, Error>) -> Void
  ) -> OrderViewController
  /// A Login screen; `completion` hears, once, whether somebody signed in.
  func makeLogin(router: any LoginRouterProtocol, completion: @escaping (Bool) -> Void)
    -> LoginViewController
  /// The text-input screen for one registration step.
  func makeRegistrationStep(_ step: RegistrationStep, router: any TextInputRouterProtocol)
    -> TextInputViewController
  /// A Home screen whose interactor asks `router`.
  func makeHome(router: any HomeRouterProtocol) -> HomeViewController
  /// A Detail screen whose interactor asks `router`.
  func makeDetail(router: any DetailRouterProtocol) -> DetailViewController
  /// A HelloWorld screen pushed on the Explore stack.
  func makePushedHelloWorld(router: any PushedHelloWorldRouterProtocol)
    -> HelloWorldViewController
  /// A HelloWorld screen presented modally.
  func makeModalHelloWorld(router: any ModalHelloWorldRouterProtocol) -> HelloWorldViewController
}

/// The app's screen builder: each scene's builder, with the services the app shares.
@MainActor
public final class ScreenBuilder: ScreenBuilding {
  private let services: AppServices

  /// Creates the builder; the screens it builds use `services`.
  public init(services: AppServices = AppServices()) {
    self.services = services
  }

  public func makeMain(router: any MainRouterProtocol) -> MainViewController {
    MainBuilder().build(router: router)
  }

  public func makeOrder(
    message: String, router: any OrderRouterProtocol,
    completion: @escaping (Result<String, Error>) -> Void
  ) -> OrderViewController {
    OrderBuilder(session: services.session).build(
      message: message, router: router, completion: completion)
  }

  public func makeLogin(router: any LoginRouterProtocol, completion: @escaping (Bool) -> Void)
    -> LoginViewController
  {
    LoginBuilder(accounts: services.accounts, session: services.session).build(
      router: router, completion: completion)
  }

  public func makeRegistrationStep(_ step: RegistrationStep, router: any TextInputRouterProtocol)
    -> TextInputViewController
  {
    TextInputBuilder(accounts: services.accounts).build(step: step, router: router)
  }

  public func makeHome(router: any HomeRouterProtocol) -> HomeViewController {
    HomeBuilder().build(router: router)
  }

  public func makeDetail(router: any DetailRouterProtocol) -> DetailViewController {
    DetailBuilder().build(router: router)
  }

  public func makePushedHelloWorld(router: any PushedHelloWorldRouterProtocol)
    -> HelloWorldViewController
  {
    HelloWorldBuilder().buildPushed(router: router)
  }

  public func makeModalHelloWorld(router: any ModalHelloWorldRouterProtocol)
    -> HelloWorldViewController
  {
    HelloWorldBuilder().buildModal(router: router)
  }
}
