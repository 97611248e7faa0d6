#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Detail's view: its controls, laid out in a column. Both styles' Detail screens show it
/// (the scene's and plain MVC's), and wire its controls to what each does.
@MainActor
public final class DetailView: UIView {
  public let headingLabel = UILabel(accessibilityIdentifier: "heading")
  public let homeButton = UIButton(accessibilityIdentifier: "home", title: "Home")
  public let helloButton = UIButton(accessibilityIdentifier: "hello", title: "Hello")

  /// Creates the view, its controls in a column.
  public init() {
    super.init(frame: .zero)
    arrangeInColumn([headingLabel, homeButton, helloButton])
  }

  @available(*, unavailable, message: "The view is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the view is built in code")
  }
}
