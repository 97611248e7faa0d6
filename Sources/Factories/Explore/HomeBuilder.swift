import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Builds the Home scene. The app's assembly and the coordinators are given one, so that the
/// app's composition root can put another in its place.
@MainActor
public protocol HomeBuildable {
  /// A Home screen whose interactor asks `router`.
  /// It is handed over with the steps a link takes on it, which its interactor takes.
  func build(router: any HomeRouterProtocol) -> (
    screen: HomeViewController, linkActions: any HomeLinkActions
  )
}

/// Assembles the Home scene: view, interactor and presenter, wired to a router.
@MainActor
public struct HomeBuilder: HomeBuildable {
  /// Creates the builder.
  public init() {}

  public func build(router: any HomeRouterProtocol) -> (
    screen: HomeViewController, linkActions: any HomeLinkActions
  ) {
    let view = HomeViewController()
    let presenter = HomePresenter()
    let interactor = HomeInteractor(presenter: presenter)
    presenter.view = view
    interactor.router = router
    view.interactor = interactor
    return (view, interactor)
  }
}

extension HomeBuildable {
  /// A Home screen that keeps `router`, a router of one screen, which holds it weakly: the router
  /// variant's one call. The compiler checks that the router is one Home's screen keeps.
  public func build<Router: HomeRouterProtocol & LinkingRouter<any HomeLinkActions>>(
    keeping router: Router
  ) -> HomeViewController {
    let home = build(router: router)
    home.screen.router = router
    router.viewController = home.screen
    router.linkActions = home.linkActions
    return home.screen
  }
}
