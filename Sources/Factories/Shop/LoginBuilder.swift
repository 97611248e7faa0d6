import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Builds the Login scene. The app's assembly and the coordinators are given one, so that the
/// app's composition root can put another in its place.
@MainActor
public protocol LoginBuildable {
  /// A Login screen (not yet in its navigation controller) whose interactor asks `router`;
  /// `completion` hears, once, how the login ended. It is handed over with the steps a link
  /// takes on it, which its interactor takes.
  func build(
    router: any LoginRouterProtocol, completion: @escaping (ChildOutcome<String>) -> Void
  ) -> (screen: LoginViewController, linkActions: any LoginLinkActions)
}

/// Assembles the Login scene: view, interactor and presenter, wired to a router.
@MainActor
public struct LoginBuilder: LoginBuildable {
  private let accounts: any AccountStore
  private let session: any UserSession

  /// Creates the builder; logins check `accounts` and sign in to `session`.
  public init(accounts: any AccountStore, session: any UserSession) {
    self.accounts = accounts
    self.session = session
  }

  public func build(
    router: any LoginRouterProtocol, completion: @escaping (ChildOutcome<String>) -> Void
  ) -> (screen: LoginViewController, linkActions: any LoginLinkActions) {
    let view = LoginViewController()
    let presenter = LoginPresenter()
    let interactor = LoginInteractor(
      accounts: accounts, session: session, presenter: presenter, completion: completion)
    presenter.view = view
    interactor.router = router
    view.interactor = interactor
    return (view, interactor)
  }
}

extension LoginBuildable {
  /// A Login screen that keeps `router`, a router of one screen, which holds it weakly: the router
  /// variant's one call. The compiler checks that the router is one Login's screen keeps.
  public func build<Router: LoginRouterProtocol & LinkingRouter<any LoginLinkActions>>(
    keeping router: Router, completion: @escaping (ChildOutcome<String>) -> Void
  ) -> LoginViewController {
    let login = build(router: router, completion: completion)
    login.screen.router = router
    router.viewController = login.screen
    router.linkActions = login.linkActions
    return login.screen
  }
}
