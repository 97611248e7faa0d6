@_spi(HostTesting) import PresentationHost
import Scenes

/// Wires the Order scene.
@MainActor
public enum OrderFactory {
  /// An Order screen for `message`; its outcome goes to `completion`, once.
  @_spi(HostTesting) public static func build(
    message: String, services: AppServices, router: any OrderRouterProtocol,
    host: HeadlessHost?, completion: @escaping (Result<String, Error>) -> Void
  ) -> OrderViewController {
    let view = OrderViewController()
    let presenter = OrderPresenter()
    let interactor = OrderInteractor(
      message: message, session: services.session, presenter: presenter, completion: completion)
    presenter.view = view
    interactor.router = router
    view.interactor = interactor
    register(
      view, parts: [("OrderInteractor", interactor), ("OrderPresenter", presenter)],
      factory: "OrderFactory", host: host)
    return view
  }
}
