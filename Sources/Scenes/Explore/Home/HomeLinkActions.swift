/// What a link asks of the Home screen. The interactor takes them; its builder hands them to
/// whoever opens links, as the screen is built.
@MainActor
public protocol HomeLinkActions: AnyObject {
  /// Shows Detail, as tapping Detail does.
  func detail()
  /// Presents HelloWorld, as tapping Hello does.
  func hello()
}

extension HomeInteractor: HomeLinkActions {}
