import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Builds the Detail scene. The app's assembly and the coordinators are given one, so that the
/// app's composition root can put another in its place.
@MainActor
public protocol DetailBuildable {
  /// A Detail screen whose interactor asks `router`.
  /// It is handed over with the steps a link takes on it, which its interactor takes.
  func build(router: any DetailRouterProtocol) -> (
    screen: DetailViewController, linkActions: any DetailLinkActions
  )
}

/// Assembles the Detail scene: view, interactor and presenter, wired to a router.
@MainActor
public struct DetailBuilder: DetailBuildable {
  /// Creates the builder.
  public init() {}

  public func build(router: any DetailRouterProtocol) -> (
    screen: DetailViewController, linkActions: any DetailLinkActions
  ) {
    let view = DetailViewController()
    let presenter = DetailPresenter()
    let interactor = DetailInteractor(presenter: presenter)
    presenter.view = view
    interactor.router = router
    view.interactor = interactor
    return (view, interactor)
  }
}

extension DetailBuildable {
  /// A Detail screen that keeps `router`, a router of one screen, which holds it weakly: the router
  /// variant's one call. The compiler checks that the router is one Detail's screen keeps.
  public func build<Router: DetailRouterProtocol & LinkingRouter<any DetailLinkActions>>(
    keeping router: Router
  ) -> DetailViewController {
    let detail = build(router: router)
    detail.screen.router = router
    router.viewController = detail.screen
    router.linkActions = detail.linkActions
    return detail.screen
  }
}
