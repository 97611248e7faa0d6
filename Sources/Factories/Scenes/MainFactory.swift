@_spi(HostTesting) import PresentationHost
import Scenes

/// Wires the Main scene: view, interactor, presenter, and the router it asks.
@MainActor
public enum MainFactory {
  /// A Main screen whose interactor asks `router`; the caller decides who keeps `router` alive.
  @_spi(HostTesting) public static func build(router: any MainRouterProtocol, host: HeadlessHost?)
    -> MainViewController
  {
    let view = MainViewController()
    let presenter = MainPresenter()
    let interactor = MainInteractor(presenter: presenter)
    presenter.view = view
    interactor.router = router
    view.interactor = interactor
    register(
      view, parts: [("MainInteractor", interactor), ("MainPresenter", presenter)],
      factory: "MainFactory", host: host)
    return view
  }
}
