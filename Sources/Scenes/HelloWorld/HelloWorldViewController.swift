import PresentationHost

/// The HelloWorld screen: the greeting, how it was presented, and the ways out that fit.
@MainActor
public final class HelloWorldViewController: UIViewController, HelloWorldDisplayLogic {
  /// The screen's logic.
  public var interactor: (any HelloWorldBusinessLogic)?
  /// Keeps the screen's router alive as long as the screen; nil when a coordinator drives it.
  public var router: (any HelloWorldRouterProtocol)?

  private let greetingLabel = UILabel(identifier: "greeting")
  private let presentationLabel = UILabel(identifier: "presentation")
  private let backButton = UIButton(identifier: "back", title: "Back")
  private let homeButton = UIButton(identifier: "home", title: "Home")
  private let closeButton = UIButton(identifier: "close", title: "Close")

  /// Creates the screen.
  public override init() {
    super.init()
    title = "HelloWorld"
  }

  public override func loadView() {
    let root = UIView()
    let controls: [UIView] = [
      greetingLabel, presentationLabel, backButton, homeButton, closeButton,
    ]
    for control in controls { root.addSubview(control) }
    backButton.addAction { [weak self] in
      self?.traceForward("HelloWorldInteractor.back")
      self?.interactor?.back()
    }
    homeButton.addAction { [weak self] in
      self?.traceForward("HelloWorldInteractor.home")
      self?.interactor?.home()
    }
    closeButton.addAction { [weak self] in
      self?.traceForward("HelloWorldInteractor.close")
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
      button.isHidden = !viewModel.buttons.contains(button.title)
    }
  }
}
