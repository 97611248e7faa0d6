import Factories

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Assembles the Receipt scene: view, interactor and presenter, wired to a router; a
/// `ScreenRouter` is bound to its screen.
@MainActor
struct ReceiptBuilder {
  /// A Receipt screen for `ordered`, whose interactor asks `router`.
  func build(ordered: String, router: any ReceiptRouterProtocol) -> ReceiptViewController {
    let view = ReceiptViewController()
    let presenter = ReceiptPresenter()
    let interactor = ReceiptInteractor(ordered: ordered, presenter: presenter)
    presenter.view = view
    interactor.router = router
    view.interactor = interactor
    return bind(view, to: router, keptIn: \.router)
  }
}
