import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Assembles the Home scene: view, interactor and presenter, wired to a router.
@MainActor
public struct HomeBuilder {
  /// Creates the builder.
  public init() {}

  /// A Home screen whose interactor asks `router`.
  public func build(router: any HomeRouterProtocol) -> HomeViewController {
    let view = HomeViewController()
    let presenter = HomePresenter()
    let interactor = HomeInteractor(presenter: presenter)
    presenter.view = view
    interactor.router = router
    view.interactor = interactor
    return view
  }
}
