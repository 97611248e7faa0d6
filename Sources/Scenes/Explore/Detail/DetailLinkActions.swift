/// What a link asks of the Detail screen. The interactor takes them; its builder hands them to
/// whoever opens links, as the screen is built.
@MainActor
public protocol DetailLinkActions: AnyObject {
  /// Pushes HelloWorld, as tapping Hello does.
  func hello()
}

extension DetailInteractor: DetailLinkActions {}
