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

  private let helloWorldView = HelloWorldView()

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
    helloWorldView.backButton.onTap { [weak self] in self?.interactor?.back() }
    helloWorldView.homeButton.onTap { [weak self] in self?.interactor?.home() }
    helloWorldView.closeButton.onTap { [weak self] in self?.interactor?.close() }
    view = helloWorldView
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    interactor?.load()
  }

  public func display(viewModel: HelloWorldModels.ViewModel) {
    helloWorldView.greetingLabel.text = viewModel.greeting
    helloWorldView.presentationLabel.text = viewModel.presentation
    helloWorldView.backButton.isHidden = !viewModel.buttons.contains(.back)
    helloWorldView.homeButton.isHidden = !viewModel.buttons.contains(.home)
    helloWorldView.closeButton.isHidden = !viewModel.buttons.contains(.close)
  }
}
