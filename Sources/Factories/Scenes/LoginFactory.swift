@_spi(HostTesting) import PresentationHost
import Scenes

/// Wires the Login scene.
@MainActor
public enum LoginFactory {
  /// A Login screen (not yet in its navigation controller); `completion` hears, once, whether
  /// somebody signed in.
  @_spi(HostTesting) public static func build(
    services: AppServices, router: any LoginRouterProtocol, host: HeadlessHost?,
    completion: @escaping (Bool) -> Void
  ) -> LoginViewController {
    let view = LoginViewController()
    let presenter = LoginPresenter()
    let interactor = LoginInteractor(
      accounts: services.accounts, session: services.session, presenter: presenter,
      completion: completion)
    presenter.view = view
    interactor.router = router
    view.interactor = interactor
    register(
      view, parts: [("LoginInteractor", interactor), ("LoginPresenter", presenter)],
      factory: "LoginFactory", host: host)
    return view
  }
}
