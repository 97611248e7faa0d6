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

/// Assembles the HelloWorld scene, pushed or modal, wired to the router that fits; a `ScreenRouter` is bound to its screen.
@MainActor
public struct HelloWorldBuilder: HelloWorldBuildable {
  /// Creates the builder.
  public init() {}

  public func buildPushed(router: any PushedHelloWorldRouterProtocol) -> HelloWorldViewController {
    let (view, interactor) = build(presentation: .push)
    interactor.pushedRouter = router
    return bind(view, to: router, keptIn: \.router)
  }

  public func buildModal(router: any ModalHelloWorldRouterProtocol) -> HelloWorldViewController {
    let (view, interactor) = build(presentation: .modal)
    interactor.modalRouter = router
    return bind(view, to: router, keptIn: \.router)
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
