@_spi(HostTesting) import Factories
@_spi(HostTesting) import PresentationHost
import Scenes

/// The Shop tab's flow: Main and Order. It is the router of both screens, and starts a
/// `LoginCoordinator` child when an order needs a login.
@MainActor
public final class ShopCoordinator: NavigationCoordinator, MainRouterProtocol,
  OrderRouterProtocol
{
  private let services: AppServices
  private var pendingOrder: ((Result<String, Error>) -> Void)?
  private var pendingLogin: ((Bool) -> Void)?

  /// Creates the flow.
  public init(navigator: SceneNavigator, services: AppServices) {
    self.services = services
    super.init(navigator: navigator)
  }

  public override func start() {
    let main = MainFactory.build(router: self, host: navigator.host)
    setRoot(main, as: .main)
    register(owner: main)
  }

  // MARK: MainRouterProtocol

  public func order(message: String, completion: @escaping (Result<String, Error>) -> Void) {
    trace(navigationController, "order(message: \"\(message)\")")
    pendingOrder = completion
    navigator.go(to: .order(message: message))
    // Nobody showed the order (the route was not ours to show): its completion still runs.
    pendingOrder.take()?(.failure(OrderError.cancelled))
  }

  // MARK: OrderRouterProtocol

  public func login(completion: @escaping (Bool) -> Void) {
    trace(navigationController, "login")
    pendingLogin = completion
    navigator.go(to: .login)
    pendingLogin.take()?(false)
  }

  public func dismiss() {
    guard case .order = topScene else { return }
    trace(navigationController, "dismiss")
    navigator.go(to: .main)
  }

  // MARK: Routes

  public override func handle(_ route: Route) {
    guard route.trigger == .app else { return }
    switch (route.to, route.from) {
    case (.order(let message), .main):
      guard let pending = pendingOrder.take() else { return }
      let completion = CompletionOnce(pending)
      let order = OrderFactory.build(
        message: message, services: services, router: self, host: navigator.host,
        completion: { completion($0) })
      navigator.host?.watch(completion, name: "order(\"\(message)\") completion", owner: order)
      push(order, as: route.to)
    case (.main, .order):
      pop(to: .main)
    case (.login, .order):
      guard let completion = pendingLogin.take() else { return }
      let login = LoginCoordinator(
        navigator: navigator, services: services, presenter: navigationController,
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
