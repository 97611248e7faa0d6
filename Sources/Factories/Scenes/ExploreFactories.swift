@_spi(HostTesting) import PresentationHost
import Scenes

/// Wires the Home scene.
@MainActor
public enum HomeFactory {
  /// A Home screen whose interactor asks `router`.
  @_spi(HostTesting) public static func build(router: any HomeRouterProtocol, host: HeadlessHost?)
    -> HomeViewController
  {
    let view = HomeViewController()
    let presenter = HomePresenter()
    let interactor = HomeInteractor(presenter: presenter)
    presenter.view = view
    interactor.router = router
    view.interactor = interactor
    register(
      view, parts: [("HomeInteractor", interactor), ("HomePresenter", presenter)],
      factory: "HomeFactory", host: host)
    return view
  }
}

/// Wires the Detail scene.
@MainActor
public enum DetailFactory {
  /// A Detail screen whose interactor asks `router`.
  @_spi(HostTesting) public static func build(router: any DetailRouterProtocol, host: HeadlessHost?)
    -> DetailViewController
  {
    let view = DetailViewController()
    let presenter = DetailPresenter()
    let interactor = DetailInteractor(presenter: presenter)
    presenter.view = view
    interactor.router = router
    view.interactor = interactor
    register(
      view, parts: [("DetailInteractor", interactor), ("DetailPresenter", presenter)],
      factory: "DetailFactory", host: host)
    return view
  }
}

/// Wires the HelloWorld scene.
@MainActor
public enum HelloWorldFactory {
  /// A HelloWorld screen that knows it is shown as `presentation`.
  @_spi(HostTesting) public static func build(
    presentation: HelloWorldModels.Presentation, router: any HelloWorldRouterProtocol,
    host: HeadlessHost?
  ) -> HelloWorldViewController {
    let view = HelloWorldViewController()
    let presenter = HelloWorldPresenter()
    let interactor = HelloWorldInteractor(presentation: presentation, presenter: presenter)
    presenter.view = view
    interactor.router = router
    view.interactor = interactor
    register(
      view, parts: [("HelloWorldInteractor", interactor), ("HelloWorldPresenter", presenter)],
      factory: "HelloWorldFactory", host: host)
    return view
  }
}
