import Factories
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The Shop tab's flow: Main and Order. It is the router of both screens, and starts a
/// `LoginCoordinator` child when an order needs a login. Each screen or child it makes gets
/// its outcome's completion as it is made.
@MainActor
public final class ShopCoordinator: NavigationCoordinator, MainRouterProtocol,
  OrderRouterProtocol
{
  /// The routes this flow shows: to or from these scenes.
  public override class var routedScenes: Set<SceneNavigator.Interest>? {
    [.kind(.main), .kind(.order), .kind(.login)]
  }

  public override func start() {
    let main = builders.main.build(router: self)
    setRoot(main, as: .main)
  }

  // MARK: MainRouterProtocol

  /// The route is published for every observer to hear; the order's screen is made here, where
  /// its outcome is bound, and shown by this flow.
  public func order(message: String, completion: @escaping (Result<String, Error>) -> Void) {
    let scene = Scene.order(message: message)
    let order = builders.order.build(message: message, router: self, completion: completion)
    navigator.go(to: scene)
    push(order, as: scene)
  }

  // MARK: OrderRouterProtocol

  /// The login flow is made here, where the login's outcome is bound to it, and started.
  public func login(completion: @escaping (Bool) -> Void) {
    guard let returnScene = topScene else { return completion(false) }
    navigator.go(to: .login)
    startChild(
      LoginCoordinator(
        navigator: navigator, builders: builders, presenter: navigationController,
        returnScene: returnScene, completion: completion))
  }

  public func dismiss() {
    guard case .order = topScene else { return }
    navigator.go(to: .main)
  }

  // MARK: Routes

  public override func handle(_ route: Route) {
    guard route.trigger == .app, case (.main, .order) = (route.to, route.from) else { return }
    pop(to: .main)
  }
}
