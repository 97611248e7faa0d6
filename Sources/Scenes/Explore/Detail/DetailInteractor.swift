/// What the Detail screen's view asks of its interactor.
@MainActor
public protocol DetailBusinessLogic: AnyObject {
  /// The screen loaded.
  func load()
  /// A person tapped Home.
  func home()
  /// A person tapped Hello.
  func hello()
}

/// Detail's logic: every button is a route.
@MainActor
public final class DetailInteractor: DetailBusinessLogic {
  /// Where navigation requests go. Weak: the screen or a coordinator owns the router.
  public weak var router: (any DetailRouterProtocol)?
  private let presenter: any DetailPresentationLogic

  /// Creates the interactor.
  public init(presenter: any DetailPresentationLogic) {
    self.presenter = presenter
  }

  public func load() {
    presenter.presentDetail()
  }

  public func home() {
    router?.showHome()
  }

  public func hello() {
    router?.showHelloWorld()
  }
}
