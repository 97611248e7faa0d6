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

/// Assembles the Receipt scene: view, interactor and presenter, wired to a router; a
/// `ScreenRouter` is bound to its screen.
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
    return bind(view, to: router, keptIn: \.router)
  }
}
