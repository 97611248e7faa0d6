import PresentationHost

/// The Home screen: a heading, Detail and Hello.
@MainActor
public final class HomeViewController: UIViewController, HomeDisplayLogic {
  /// The screen's logic.
  public var interactor: (any HomeBusinessLogic)?
  /// Keeps the screen's router alive as long as the screen; nil when a coordinator drives it.
  public var router: (any HomeRouterProtocol)?

  private let headingLabel = UILabel(identifier: "heading")
  private let detailButton = UIButton(identifier: "detail", title: "Detail")
  private let helloButton = UIButton(identifier: "hello", title: "Hello")

  /// Creates the screen.
  public override init() {
    super.init()
    title = "Home"
  }

  public override func loadView() {
    let root = UIView()
    for control in [headingLabel, detailButton, helloButton] as [UIView] {
      root.addSubview(control)
    }
    detailButton.addAction { [weak self] in
      self?.traceForward("HomeInteractor.detail")
      self?.interactor?.detail()
    }
    helloButton.addAction { [weak self] in
      self?.traceForward("HomeInteractor.hello")
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
