import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Builds the Main scene. The app's assembly and the coordinators are given one, so that the
/// app's composition root can put another in its place.
@MainActor
public protocol MainBuildable {
  /// A Main screen whose interactor asks `router`.
  /// It is handed over with the steps a link takes on it, which its interactor takes.
  func build(router: any MainRouterProtocol) -> (
    screen: MainViewController, linkActions: any MainLinkActions
  )
}

/// Assembles the Main scene: view, interactor and presenter, wired to a router.
@MainActor
public struct MainBuilder: MainBuildable {
  /// Creates the builder.
  public init() {}

  public func build(router: any MainRouterProtocol) -> (
    screen: MainViewController, linkActions: any MainLinkActions
  ) {
    let view = MainViewController()
    let presenter = MainPresenter()
    let interactor = MainInteractor(presenter: presenter)
    presenter.view = view
    interactor.router = router
    view.interactor = interactor
    return (view, interactor)
  }
}

extension MainBuildable {
  /// A Main screen that keeps `router`, a router of one screen, which holds it weakly: the router
  /// variant's one call. The compiler checks that the router is one Main's screen keeps.
  public func build<Router: MainRouterProtocol & LinkingRouter<any MainLinkActions>>(
    keeping router: Router
  ) -> MainViewController {
    let main = build(router: router)
    main.screen.router = router
    router.viewController = main.screen
    router.linkActions = main.linkActions
    return main.screen
  }
}
