import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Main's router: shows Order on the Shop stack.
@MainActor
public final class MainRouter: MainRouterProtocol {
  /// The Main screen. Weak: the screen owns its router.
  public weak var viewController: UIViewController?
  private let factory: any OrderBuilding

  /// Creates the router; it builds Order with `factory`.
  public init(factory: any OrderBuilding) {
    self.factory = factory
  }

  public func order(message: String, completion: @escaping (Result<String, Error>) -> Void) {
    let once = CompletionOnce(completion)
    guard let viewController else {
      once(.failure(OrderError.cancelled))
      return
    }
    let order = factory.makeOrder(message: message) { once($0) }
    viewController.show(order, sender: viewController)
    // A refused push leaves the order screen nowhere: its completion must still run.
    if order.parent == nil { once(.failure(OrderError.cancelled)) }
  }
}
