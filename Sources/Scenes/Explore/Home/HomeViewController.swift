#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The Home screen: a heading, Detail and Hello.
@MainActor
public final class HomeViewController: UIViewController, HomeDisplayLogic {
  /// The screen's logic.
  public var interactor: (any HomeBusinessLogic)?
  /// The screen's router. The screen keeps it alive, and the router holds the screen weakly, so
  /// the two go together. Nil when a coordinator, which its parent keeps, drives the screen.
  public var router: (any HomeRouterProtocol)?

  private let homeView = HomeView()

  /// Creates the screen.
  public init() {
    super.init(nibName: nil, bundle: nil)
    title = "Home"
  }

  @available(*, unavailable, message: "The screen is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the screen is built in code")
  }

  public override func loadView() {
    homeView.detailButton.onTap { [weak self] in self?.interactor?.detail() }
    homeView.helloButton.onTap { [weak self] in self?.interactor?.hello() }
    view = homeView
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    interactor?.load()
  }

  public func display(heading: String) {
    homeView.headingLabel.text = heading
  }
}
