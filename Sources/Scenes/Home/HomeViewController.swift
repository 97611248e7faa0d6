#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The Home screen: a heading, Detail and Hello.
@MainActor
public final class HomeViewController: UIViewController, HomeDisplayLogic, RouterOwning {
  /// The screen's logic.
  public var interactor: (any HomeBusinessLogic)?
  /// The screen's router, kept alive as long as the screen: the screen owns its router, which
  /// holds the screen weakly. Nil when a coordinator drives the screen.
  public var router: AnyObject?

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
      self?.interactor?.detail()
    }
    helloButton.onTap { [weak self] in
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
