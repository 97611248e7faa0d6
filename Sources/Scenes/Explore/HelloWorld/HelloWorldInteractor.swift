/// What the HelloWorld screen's view asks of its interactor.
@MainActor
public protocol HelloWorldBusinessLogic: AnyObject {
  /// The screen loaded.
  func load()
  /// A person tapped Back.
  func back()
  /// A person tapped Home.
  func home()
  /// A person tapped Close.
  func close()
}

/// HelloWorld's logic: it knows how it was presented and offers the matching ways out.
@MainActor
public final class HelloWorldInteractor: HelloWorldBusinessLogic {
  /// Where a pushed screen's navigation requests go. Weak: the screen or a coordinator owns
  /// the router.
  public weak var pushedRouter: (any PushedHelloWorldRouterProtocol)?
  /// Where a modal screen's navigation requests go. Weak, likewise.
  public weak var modalRouter: (any ModalHelloWorldRouterProtocol)?
  /// How the screen was presented.
  public let presentation: HelloWorldModels.Presentation
  private let presenter: any HelloWorldPresentationLogic

  /// Creates the interactor for a screen presented as `presentation`.
  public init(
    presentation: HelloWorldModels.Presentation, presenter: any HelloWorldPresentationLogic
  ) {
    self.presentation = presentation
    self.presenter = presenter
  }

  public func load() {
    presenter.presentGreeting(presentation: presentation)
  }

  public func back() {
    guard presentation == .push else { return }
    pushedRouter?.back()
  }

  public func home() {
    guard presentation == .push else { return }
    pushedRouter?.home()
  }

  public func close() {
    guard presentation == .modal else { return }
    modalRouter?.close()
  }
}
