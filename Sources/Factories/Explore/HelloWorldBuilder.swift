import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Builds the HelloWorld scene, pushed or modal. The app's assembly and the coordinators are
/// given one, so that the app's composition root can put another in its place.
@MainActor
public protocol HelloWorldBuildable {
  /// A HelloWorld pushed on a stack, whose Back and Home go to `router`.
  func buildPushed(router: any PushedHelloWorldRouterProtocol) -> HelloWorldViewController
  /// A HelloWorld presented modally, whose Close goes to `router`.
  func buildModal(router: any ModalHelloWorldRouterProtocol) -> HelloWorldViewController
}

/// Assembles the HelloWorld scene, pushed or modal, wired to the router that fits.
@MainActor
public struct HelloWorldBuilder: HelloWorldBuildable {
  /// Creates the builder.
  public init() {}

  public func buildPushed(router: any PushedHelloWorldRouterProtocol) -> HelloWorldViewController {
    let (view, interactor) = build(presentation: .push)
    interactor.pushedRouter = router
    return view
  }

  public func buildModal(router: any ModalHelloWorldRouterProtocol) -> HelloWorldViewController {
    let (view, interactor) = build(presentation: .modal)
    interactor.modalRouter = router
    return view
  }

  private func build(presentation: HelloWorldModels.Presentation) -> (
    HelloWorldViewController, HelloWorldInteractor
  ) {
    let view = HelloWorldViewController()
    let presenter = HelloWorldPresenter()
    let interactor = HelloWorldInteractor(presentation: presentation, presenter: presenter)
    presenter.view = view
    view.interactor = interactor
    return (view, interactor)
  }
}

extension HelloWorldBuildable {
  /// A pushed HelloWorld that keeps `router`, a router of one screen, which holds it weakly: the
  /// router variant's one call. The compiler checks that the router is one HelloWorld keeps.
  public func buildPushed<Router: HelloWorldRouterProtocol & ScreenRouter>(
    keeping router: Router
  ) -> HelloWorldViewController {
    keep(router, by: buildPushed(router: router))
  }

  /// A modal HelloWorld that keeps `router`, as `buildPushed(keeping:)` does.
  public func buildModal<Router: HelloWorldRouterProtocol & ScreenRouter>(keeping router: Router)
    -> HelloWorldViewController
  {
    keep(router, by: buildModal(router: router))
  }

  private func keep<Router: HelloWorldRouterProtocol & ScreenRouter>(
    _ router: Router, by screen: HelloWorldViewController
  ) -> HelloWorldViewController {
    screen.router = router
    router.viewController = screen
    return screen
  }
}
