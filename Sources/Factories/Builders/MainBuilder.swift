import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Assembles the Main scene: view, interactor and presenter, wired to a router.
@MainActor
public struct MainBuilder {
  /// Creates the builder.
  public init() {}

  /// A Main screen whose interactor asks `router`; the caller decides who keeps `router` alive.
  public func build(router: any MainRouterProtocol) -> MainViewController {
    let view = MainViewController()
    let presenter = MainPresenter()
    let interactor = MainInteractor(presenter: presenter)
    presenter.view = view
    interactor.router = router
    view.interactor = interactor
    return view
  }
}
