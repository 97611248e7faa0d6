import Factories
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The Shop tab's flow: Main and Order. It is the router of both screens, and starts a
/// `LoginCoordinator` child when an order needs a login.
@MainActor
public final class ShopCoordinator: NavigationCoordinator, MainRouterProtocol,
  OrderRouterProtocol
{
  /// The routes this flow shows: to or from these scenes.
  public override class var routedScenes: Set<SceneNavigator.Interest>? {
    [.kind(.main), .kind(.order), .kind(.login)]
  }

  private var pendingOrder: ((Result<String, Error>) -> Void)?
  private var pendingLogin: ((Bool) -> Void)?

  public override func start() {
    let main = screens.makeMain(router: self)
    setRoot(main, as: .main)
  }

  // MARK: MainRouterProtocol

  public func order(message: String, completion: @escaping (Result<String, Error>) -> Void) {
    pendingOrder = completion
    navigator.go(to: .order(message: message))
    // Nobody showed the order (the route was not ours to show): its completion still runs.
    pendingOrder.take()?(.failure(OrderError.cancelled))
  }

  // MARK: OrderRouterProtocol

  public func login(completion: @escaping (Bool) -> Void) {
    pendingLogin = completion
    navigator.go(to: .login)
    pendingLogin.take()?(false)
  }

  public func dismiss() {
    guard case .order = topScene else { return }
    navigator.go(to: .main)
  }

  // MARK: Routes

  public override func handle(_ route: Route) {
    guard route.trigger == .app else { return }
    switch (route.to, route.from) {
    case (.order(let message), .main):
      guard let pending = pendingOrder.take() else { return }
      let completion = CompletionOnce(pending)
      let order = screens.makeOrder(
        message: message, router: self, completion: { completion($0) })
      push(order, as: route.to)
    case (.main, .order):
      pop(to: .main)
    case (.login, .order):
      guard let completion = pendingLogin.take() else { return }
      let login = LoginCoordinator(
        navigator: navigator, screens: screens, presenter: navigationController,
        returnScene: route.from, completion: completion)
      startChild(login)
    default:
      break
    }
  }
}

extension Optional {
  /// Returns the value and leaves nil behind.
  mutating func take() -> Wrapped? {
    defer { self = nil }
    return self
  }
}
