#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The Detail screen: a heading, Home and Hello.
@MainActor
public final class DetailViewController: UIViewController, DetailDisplayLogic {
  /// The screen's logic.
  public var interactor: (any DetailBusinessLogic)?
  /// The screen's router. The screen keeps it alive, and the router holds the screen weakly, so
  /// the two go together. Nil when a coordinator, which its parent keeps, drives the screen.
  public var router: (any DetailRouterProtocol)?

  private let headingLabel = UILabel(accessibilityIdentifier: "heading")
  private let homeButton = UIButton(accessibilityIdentifier: "home", title: "Home")
  private let helloButton = UIButton(accessibilityIdentifier: "hello", title: "Hello")

  /// Creates the screen.
  public init() {
    super.init(nibName: nil, bundle: nil)
    title = "Detail"
  }

  @available(*, unavailable, message: "The screen is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the screen is built in code")
  }

  public override func loadView() {
    homeButton.onTap { [weak self] in self?.interactor?.home() }
    helloButton.onTap { [weak self] in self?.interactor?.hello() }
    view = .column([headingLabel, homeButton, helloButton])
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    interactor?.load()
  }

  public func display(heading: String) {
    headingLabel.text = heading
  }
}
