import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Assembles the Detail scene: view, interactor and presenter, wired to a router.
@MainActor
public struct DetailBuilder {
  /// Creates the builder.
  public init() {}

  /// A Detail screen whose interactor asks `router`.
  public func build(router: any DetailRouterProtocol) -> DetailViewController {
    let view = DetailViewController()
    let presenter = DetailPresenter()
    let interactor = DetailInteractor(presenter: presenter)
    presenter.view = view
    interactor.router = router
    view.interactor = interactor
    return view
  }
}
