import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Builds the Order scene. The app's assembly and the coordinators are given one, so that the
/// app's composition root can put another in its place.
@MainActor
public protocol OrderBuildable {
  /// An Order screen for `message`; its outcome goes to `completion`, once.
  /// It is handed over with the steps a link takes on it, which its interactor takes.
  func build(
    message: String, router: any OrderRouterProtocol,
    completion: @escaping (ChildOutcome<String>) -> Void
  ) -> (screen: OrderViewController, linkActions: any OrderLinkActions)
}

/// Assembles the Order scene: view, interactor and presenter, wired to a router.
@MainActor
public struct OrderBuilder: OrderBuildable {
  private let session: any UserSession

  /// Creates the builder; orders ask `session` whether somebody is signed in.
  public init(session: any UserSession) {
    self.session = session
  }

  public func build(
    message: String, router: any OrderRouterProtocol,
    completion: @escaping (ChildOutcome<String>) -> Void
  ) -> (screen: OrderViewController, linkActions: any OrderLinkActions) {
    let view = OrderViewController()
    let presenter = OrderPresenter()
    let interactor = OrderInteractor(
      message: message, session: session, presenter: presenter, completion: completion)
    presenter.view = view
    interactor.router = router
    view.interactor = interactor
    return (view, interactor)
  }
}

extension OrderBuildable {
  /// An Order screen that keeps `router`, a router of one screen, which holds it weakly: the router
  /// variant's one call. The compiler checks that the router is one Order's screen keeps.
  public func build<Router: OrderRouterProtocol & LinkingRouter<any OrderLinkActions>>(
    message: String, keeping router: Router,
    completion: @escaping (ChildOutcome<String>) -> Void
  ) -> OrderViewController {
    let order = build(message: message, router: router, completion: completion)
    order.screen.router = router
    router.viewController = order.screen
    router.linkActions = order.linkActions
    return order.screen
  }
}
