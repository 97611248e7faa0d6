import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Assembles the Order scene: view, interactor and presenter, wired to a router.
@MainActor
public struct OrderBuilder {
  private let session: any UserSession

  /// Creates the builder; orders ask `session` whether somebody is signed in.
  public init(session: any UserSession) {
    self.session = session
  }

  /// An Order screen for `message`; its outcome goes to `completion`, once.
  public func build(
    message: String, router: any OrderRouterProtocol,
    completion: @escaping (Result<String, Error>) -> Void
  ) -> OrderViewController {
    let view = OrderViewController()
    let presenter = OrderPresenter()
    let interactor = OrderInteractor(
      message: message, session: session, presenter: presenter, completion: completion)
    presenter.view = view
    interactor.router = router
    view.interactor = interactor
    return view
  }
}
