import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Assembles the Login scene: view, interactor and presenter, wired to a router.
@MainActor
public struct LoginBuilder {
  private let accounts: any AccountStore
  private let session: any UserSession

  /// Creates the builder; logins check `accounts` and sign in to `session`.
  public init(accounts: any AccountStore, session: any UserSession) {
    self.accounts = accounts
    self.session = session
  }

  /// A Login screen (not yet in its navigation controller); `completion` hears, once, whether
  /// somebody signed in.
  public func build(router: any LoginRouterProtocol, completion: @escaping (Bool) -> Void)
    -> LoginViewController
  {
    let view = LoginViewController()
    let presenter = LoginPresenter()
    let interactor = LoginInteractor(
      accounts: accounts, session: session, presenter: presenter, completion: completion)
    presenter.view = view
    interactor.router = router
    view.interactor = interactor
    return view
  }
}
