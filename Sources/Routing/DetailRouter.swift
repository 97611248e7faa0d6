import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Detail's router: route 2 pops to Home, route 3 pushes HelloWorld.
@MainActor
public final class DetailRouter: DetailRouterProtocol {
  /// The Detail screen. Weak: the screen owns its router.
  public weak var viewController: UIViewController?
  private let factory: any HelloWorldBuilding

  /// Creates the router; it builds HelloWorld with `factory`.
  public init(factory: any HelloWorldBuilding) {
    self.factory = factory
  }

  public func showHome() {
    guard let viewController else { return }
    viewController.navigationController?.popViewController(animated: true)
  }

  public func showHelloWorld() {
    guard let viewController else { return }
    viewController.show(factory.makeHelloWorld(presentation: .push), sender: viewController)
  }
}
