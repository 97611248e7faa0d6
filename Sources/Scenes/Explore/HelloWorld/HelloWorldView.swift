#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// HelloWorld's view: its controls, laid out in a column. Both styles' HelloWorld screens show it
/// (the scene's and plain MVC's), and wire its controls to what each does.
@MainActor
public final class HelloWorldView: UIView {
  public let greetingLabel = UILabel(accessibilityIdentifier: "greeting")
  public let presentationLabel = UILabel(accessibilityIdentifier: "presentation")
  public let backButton = UIButton(accessibilityIdentifier: "back", title: "Back")
  public let homeButton = UIButton(accessibilityIdentifier: "home", title: "Home")
  public let closeButton = UIButton(accessibilityIdentifier: "close", title: "Close")

  /// Creates the view, its controls in a column.
  public init() {
    super.init(frame: .zero)
    arrangeInColumn([greetingLabel, presentationLabel, backButton, homeButton, closeButton])
  }

  @available(*, unavailable, message: "The view is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the view is built in code")
  }
}
