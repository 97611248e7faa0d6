import Foundation

/// What the Main screen's view asks of its interactor.
@MainActor
public protocol MainBusinessLogic: AnyObject {
  /// A person tapped Order.
  func order(request: MainModels.OrderRequest)
}

/// Main's logic: refuses an empty message, else asks the router to order it.
@MainActor
public final class MainInteractor: MainBusinessLogic {
  /// Where navigation requests go. Weak: the screen or a coordinator owns the router.
  public weak var router: (any MainRouterProtocol)?
  private let presenter: any MainPresentationLogic

  /// Creates the interactor.
  public init(presenter: any MainPresentationLogic) {
    self.presenter = presenter
  }

  public func order(request: MainModels.OrderRequest) {
    let message = request.message.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !message.isEmpty else {
      presenter.presentOrder(response: .refused)
      return
    }
    router?.order(message: message) { [presenter] outcome in
      switch outcome {
      case .done(let text): presenter.presentOrder(response: .ordered(text))
      case .closed, .interrupted, .cancelled: presenter.presentOrder(response: .cancelled)
      }
    }
  }
}
