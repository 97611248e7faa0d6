import PresentationHost

/// The Detail screen: a heading, Home and Hello.
@MainActor
public final class DetailViewController: UIViewController, DetailDisplayLogic {
  /// The screen's logic.
  public var interactor: (any DetailBusinessLogic)?
  /// Keeps the screen's router alive as long as the screen; nil when a coordinator drives it.
  public var router: (any DetailRouterProtocol)?

  private let headingLabel = UILabel(identifier: "heading")
  private let homeButton = UIButton(identifier: "home", title: "Home")
  private let helloButton = UIButton(identifier: "hello", title: "Hello")

  /// Creates the screen.
  public override init() {
    super.init()
    title = "Detail"
  }

  public override func loadView() {
    let root = UIView()
    for control in [headingLabel, homeButton, helloButton] as [UIView] {
      root.addSubview(control)
    }
    homeButton.addAction { [weak self] in
      self?.traceForward("DetailInteractor.home")
      self?.interactor?.home()
    }
    helloButton.addAction { [weak self] in
      self?.traceForward("DetailInteractor.hello")
      self?.interactor?.hello()
    }
    view = root
  }

  public override func viewDidLoad() {
    interactor?.load()
  }

  public func display(heading: String) {
    headingLabel.text = heading
  }
}
