#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The HelloWorld screen: the greeting, how it was presented, and the ways out that fit.
@MainActor
public final class HelloWorldViewController: UIViewController, HelloWorldDisplayLogic, RouterOwning
{
  /// The screen's logic.
  public var interactor: (any HelloWorldBusinessLogic)?
  /// The screen's router, kept alive as long as the screen: the screen owns its router, which
  /// holds the screen weakly. Nil when a coordinator drives the screen.
  public var router: AnyObject?

  private let greetingLabel = UILabel(accessibilityIdentifier: "greeting")
  private let presentationLabel = UILabel(accessibilityIdentifier: "presentation")
  private let backButton = UIButton(accessibilityIdentifier: "back", title: "Back")
  private let homeButton = UIButton(accessibilityIdentifier: "home", title: "Home")
  private let closeButton = UIButton(accessibilityIdentifier: "close", title: "Close")

  /// Creates the screen.
  public init() {
    super.init(nibName: nil, bundle: nil)
    title = "HelloWorld"
  }

  @available(*, unavailable, message: "The screen is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the screen is built in code")
  }

  public override func loadView() {
    let root = UIView()
    let controls: [UIView] = [
      greetingLabel, presentationLabel, backButton, homeButton, closeButton,
    ]
    for control in controls { root.addSubview(control) }
    backButton.onTap { [weak self] in
      self?.interactor?.back()
    }
    homeButton.onTap { [weak self] in
      self?.interactor?.home()
    }
    closeButton.onTap { [weak self] in
      self?.interactor?.close()
    }
    view = root
  }

  public override func viewDidLoad() {
    interactor?.load()
  }

  public func display(viewModel: HelloWorldModels.ViewModel) {
    greetingLabel.text = viewModel.greeting
    presentationLabel.text = viewModel.presentation
    for button in [backButton, homeButton, closeButton] {
      button.isHidden = !viewModel.buttons.contains(button.currentTitle ?? "")
    }
  }
}
