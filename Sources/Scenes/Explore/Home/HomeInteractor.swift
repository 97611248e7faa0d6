/// What the Home screen's view asks of its interactor.
@MainActor
public protocol HomeBusinessLogic: AnyObject {
  /// The screen loaded.
  func load()
  /// A person tapped Detail.
  func detail()
  /// A person tapped Hello.
  func hello()
}

/// Home's logic: every button is a route.
@MainActor
public final class HomeInteractor: HomeBusinessLogic {
  /// Where navigation requests go. Weak: the screen or a coordinator owns the router.
  public weak var router: (any HomeRouterProtocol)?
  private let presenter: any HomePresentationLogic

  /// Creates the interactor.
  public init(presenter: any HomePresentationLogic) {
    self.presenter = presenter
  }

  public func load() {
    presenter.presentWelcome()
  }

  public func detail() {
    router?.showDetail()
  }

  public func hello() {
    router?.presentHelloWorld()
  }
}
