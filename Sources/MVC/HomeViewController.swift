import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Home, as plain MVC writes it: its buttons push Detail and present HelloWorld.
@MainActor
public final class HomeViewController: UIViewController {
  private let homeView = HomeView()

  /// Creates Home.
  public init() {
    super.init(nibName: nil, bundle: nil)
    title = "Home"
  }

  @available(*, unavailable, message: "The screen is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the screen is built in code")
  }

  public override func loadView() {
    homeView.detailButton.onTap { [weak self] in self?.showDetail() }
    homeView.helloButton.onTap { [weak self] in self?.presentHelloWorld() }
    homeView.headingLabel.text = "Explore three scenes and seven routes"
    view = homeView
  }
}

// MARK: - Navigation

extension HomeViewController {
  func showDetail() {
    show(DetailViewController(), sender: self)
  }

  func presentHelloWorld() {
    present(HelloWorldViewController(presentation: .modal), animated: true)
  }
}
