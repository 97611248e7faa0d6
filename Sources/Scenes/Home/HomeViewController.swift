@_spi(HostTesting) import PresentationHost

/// The Home screen: a heading, Detail and Hello.
@MainActor
public final class HomeViewController: UIViewController, HomeDisplayLogic {
  /// The screen's logic.
  public var interactor: (any HomeBusinessLogic)?
  /// Keeps the screen's router alive as long as the screen; nil when a coordinator drives it.
  public var router: (any HomeRouterProtocol)?

  private let headingLabel = UILabel(accessibilityIdentifier: "heading")
  private let detailButton = UIButton(accessibilityIdentifier: "detail", title: "Detail")
  private let helloButton = UIButton(accessibilityIdentifier: "hello", title: "Hello")

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
    let root = UIView()
    for control in [headingLabel, detailButton, helloButton] as [UIView] {
      root.addSubview(control)
    }
    detailButton.onTap { [weak self] in
      self?.traceForward("HomeInteractor.detail")
      self?.interactor?.detail()
    }
    helloButton.onTap { [weak self] in
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
