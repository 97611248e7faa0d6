import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Builds the Receipt scene. The Shop feature's assembly and coordinators are given one, so that
/// the app's composition root can put another in its place.
@MainActor
public protocol ReceiptBuildable {
  /// A Receipt screen for `ordered`, whose interactor asks `router`.
  func build(ordered: String, router: any ReceiptRouterProtocol) -> ReceiptViewController
}

/// Assembles the Receipt scene: view, interactor and presenter, wired to a router.
@MainActor
public struct ReceiptBuilder: ReceiptBuildable {
  /// Creates the builder.
  public init() {}

  public func build(ordered: String, router: any ReceiptRouterProtocol) -> ReceiptViewController {
    let view = ReceiptViewController()
    let presenter = ReceiptPresenter()
    let interactor = ReceiptInteractor(ordered: ordered, presenter: presenter)
    presenter.view = view
    interactor.router = router
    view.interactor = interactor
    return view
  }
}

extension ReceiptBuildable {
  /// A Receipt screen that keeps `router`, a router of one screen, which holds it weakly: the
  /// router variant's one call. The compiler checks that the router is one Receipt's screen keeps.
  public func build<Router: ReceiptRouterProtocol & ScreenRouter>(
    ordered: String, keeping router: Router
  ) -> ReceiptViewController {
    let receipt = build(ordered: ordered, router: router)
    receipt.router = router
    router.viewController = receipt
    return receipt
  }
}
