#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The Detail screen: a heading, Home and Hello.
@MainActor
public final class DetailViewController: UIViewController, DetailDisplayLogic, RouterOwning {
  /// The screen's logic.
  public var interactor: (any DetailBusinessLogic)?
  /// The screen's router, kept alive as long as the screen: the screen owns its router, which
  /// holds the screen weakly. Nil when a coordinator drives the screen.
  public var router: AnyObject?

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
    let root = UIView()
    for control in [headingLabel, homeButton, helloButton] as [UIView] {
      root.addSubview(control)
    }
    homeButton.onTap { [weak self] in
      self?.interactor?.home()
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
