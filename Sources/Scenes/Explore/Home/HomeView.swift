#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Home's view: its controls, laid out in a column. Both styles' Home screens show it
/// (the scene's and plain MVC's), and wire its controls to what each does.
@MainActor
public final class HomeView: UIView {
  public let headingLabel = UILabel(accessibilityIdentifier: "heading")
  public let detailButton = UIButton(accessibilityIdentifier: "detail", title: "Detail")
  public let helloButton = UIButton(accessibilityIdentifier: "hello", title: "Hello")

  /// Creates the view, its controls in a column.
  public init() {
    super.init(frame: .zero)
    arrangeInColumn([headingLabel, detailButton, helloButton])
  }

  @available(*, unavailable, message: "The view is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the view is built in code")
  }
}
