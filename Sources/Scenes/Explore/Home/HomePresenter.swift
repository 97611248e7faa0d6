/// What Home's interactor hands its presenter.
@MainActor
public protocol HomePresentationLogic: AnyObject {
  /// Presents the screen's heading.
  func presentWelcome()
}

/// What Home's presenter hands its view.
@MainActor
public protocol HomeDisplayLogic: AnyObject {
  /// Shows the heading.
  func display(heading: String)
}

/// Turns Home's state into the texts a person reads.
@MainActor
public final class HomePresenter: HomePresentationLogic {
  /// The view. Weak: the view owns the interactor, which owns the presenter.
  public weak var view: (any HomeDisplayLogic)?

  /// Creates the presenter.
  public init() {}

  public func presentWelcome() {
    view?.display(heading: "Explore three scenes and seven routes")
  }
}
