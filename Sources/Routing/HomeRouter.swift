import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Home's router: route 1 pushes Detail, route 6 presents HelloWorld modally.
@MainActor
public final class HomeRouter: HomeRouterProtocol {
  /// The Home screen. Weak: the screen owns its router.
  public weak var viewController: UIViewController?
  private let factory: any DetailBuilding & HelloWorldBuilding

  /// Creates the router; it builds its targets with `factory`.
  public init(factory: any DetailBuilding & HelloWorldBuilding) {
    self.factory = factory
  }

  public func showDetail() {
    guard let viewController else { return }
    viewController.show(factory.makeDetail(), sender: viewController)
  }

  public func presentHelloWorld() {
    guard let viewController else { return }
    viewController.present(factory.makeHelloWorld(presentation: .modal), animated: true)
  }
}
