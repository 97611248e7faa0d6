/// What Detail's interactor hands its presenter.
@MainActor
public protocol DetailPresentationLogic: AnyObject {
  /// Presents the screen's heading.
  func presentDetail()
}

/// What Detail's presenter hands its view.
@MainActor
public protocol DetailDisplayLogic: AnyObject {
  /// Shows the heading.
  func display(heading: String)
}

/// Turns Detail's state into the texts a person reads.
@MainActor
public final class DetailPresenter: DetailPresentationLogic {
  /// The view. Weak: the view owns the interactor, which owns the presenter.
  public weak var view: (any DetailDisplayLogic)?

  /// Creates the presenter.
  public init() {}

  public func presentDetail() {
    view?.display(heading: "Details of the day")
  }
}
