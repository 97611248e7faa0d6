import Factories
import Links
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
  /// Builds the feature's screens.
  private let builders: ShopBuilders

  /// Creates the Shop tab's flow, which builds its screens with `builders`.
  public init(routePublisher: RoutePublisher, builders: ShopBuilders) {
    self.builders = builders
    super.init(routePublisher: routePublisher)
  }

  /// What a link asks of Main, and of the order on show. Weak: each screen owns its
  /// interactor, which takes them.
  private weak var mainActions: (any MainLinkActions)?
  private weak var orderActions: (any OrderLinkActions)?

  public override func start() {
    let main = builders.main.build(router: self)
    mainActions = main.linkActions
    setRoot(main.screen)
  }

  /// Main, or the order on show, named by what its link actions say it orders.
  public override func place(of screen: UIViewController) -> Place? {
    switch screen {
    case is MainViewController: .main
    case is OrderViewController: orderActions.map { .order(message: $0.message) }
    default: nil
    }
  }

  // MARK: MainRouterProtocol

  /// The order's screen is made here, where its outcome is bound, once the route publisher knows.
  public func order(message: String, completion: @escaping (ChildOutcome<String>) -> Void) {
    guard isInWindow else { return completion(.interrupted) }
    push(.order(message: message)) {
      let order = builders.order.build(message: message, router: self, completion: completion)
      orderActions = order.linkActions
      return order.screen
    }
  }

  /// The receipt, in a flow of its own, over Main.
  public func showReceipt(ordered: String) {
    guard isInWindow, topPlace == .main, receiptFlow == nil else { return }
    startChild(
      ReceiptCoordinator(
        routePublisher: routePublisher, builders: builders, presenter: navigationController,
        ordered: ordered))
  }

  // MARK: OrderRouterProtocol

  /// The login flow is made here, where the login's outcome is bound to it, and started.
  public func login(completion: @escaping (ChildOutcome<String>) -> Void) {
    guard isInWindow, topPlace != nil, loginFlow == nil else {
      return completion(.interrupted)
    }
    startChild(
      LoginCoordinator(
        routePublisher: routePublisher, builders: builders, presenter: navigationController,
        completion: completion))
  }

  public func close() {
    guard case .shop(.order) = topPlace else { return }
    pop(to: .main)
  }

  /// The login flow this flow started, while UIKit presents it.
  var loginFlow: LoginCoordinator? {
    presentedChild(LoginCoordinator.self, over: navigationController)
  }

  /// The receipt's flow, while UIKit presents it.
  var receiptFlow: ReceiptCoordinator? {
    presentedChild(ReceiptCoordinator.self, over: navigationController)
  }
}

// MARK: Links

extension ShopCoordinator: TabFlow, PlaceFlow {
  var shownPlaces: [any ShownPlace] {
    stackPlaces + (loginFlow?.stackPlaces ?? []) + (receiptFlow.map { [$0] } ?? [])
  }

  func advance(to next: Place, after place: Place, in link: AppLink) {
    switch (place, next) {
    case (.shop(.main), .shop(.order(let message))): mainActions?.order(message: message)
    case (.shop(.order), .shop(.login)): orderActions?.logIn()
    case (.shop(.main), .shop(.receipt(let ordered))): mainActions?.showReceipt(ordered: ordered)
    default:
      break
    }
  }

  /// Back, as the back button goes; an order taken away ends as interrupted: the app took it.
  func leave(_ place: Place) {
    guard topPlace == place else { return }
    if case .shop(.order) = place {
      orderActions?.interrupt()
    }
    popTop()
  }
}
