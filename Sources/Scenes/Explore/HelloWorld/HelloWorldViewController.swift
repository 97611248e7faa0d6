#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The HelloWorld screen: the greeting, how it was presented, and the ways out that fit.
@MainActor
public final class HelloWorldViewController: UIViewController, HelloWorldDisplayLogic {
  /// The screen's logic.
  public var interactor: (any HelloWorldBusinessLogic)?
  /// The screen's router. The screen keeps it alive, and the router holds the screen weakly, so
  /// the two go together. Nil when a coordinator, which its parent keeps, drives the screen.
  public var router: (any HelloWorldRouterProtocol)?

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
    backButton.onTap { [weak self] in self?.interactor?.back() }
    homeButton.onTap { [weak self] in self?.interactor?.home() }
    closeButton.onTap { [weak self] in self?.interactor?.close() }
    view = .column([greetingLabel, presentationLabel, backButton, homeButton, closeButton])
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    interactor?.load()
  }

  public func display(viewModel: HelloWorldModels.ViewModel) {
    greetingLabel.text = viewModel.greeting
    presentationLabel.text = viewModel.presentation
    backButton.isHidden = !viewModel.buttons.contains(.back)
    homeButton.isHidden = !viewModel.buttons.contains(.home)
    closeButton.isHidden = !viewModel.buttons.contains(.close)
  }
}
