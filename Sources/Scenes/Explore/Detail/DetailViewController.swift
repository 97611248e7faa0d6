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

  private let detailView = DetailView()

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
    detailView.homeButton.onTap { [weak self] in self?.interactor?.home() }
    detailView.helloButton.onTap { [weak self] in self?.interactor?.hello() }
    view = detailView
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    interactor?.load()
  }

  public func display(heading: String) {
    detailView.headingLabel.text = heading
  }
}
