import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Assembles the HelloWorld scene, pushed or modal, wired to the router that fits.
@MainActor
public struct HelloWorldBuilder {
  /// Creates the builder.
  public init() {}

  /// A HelloWorld pushed on a stack, whose Back and Home go to `router`.
  public func buildPushed(router: any PushedHelloWorldRouterProtocol) -> HelloWorldViewController {
    let (view, interactor) = build(presentation: .push)
    interactor.pushedRouter = router
    return view
  }

  /// A HelloWorld presented modally, whose Close goes to `router`.
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
