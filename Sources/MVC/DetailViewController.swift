import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Detail, as plain MVC writes it: back to Home, or HelloWorld pushed.
@MainActor
public final class DetailViewController: UIViewController {
  private let detailView = DetailView()

  /// Creates Detail.
  public init() {
    super.init(nibName: nil, bundle: nil)
    title = "Detail"
  }

  @available(*, unavailable, message: "The screen is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the screen is built in code")
  }

  public override func loadView() {
    detailView.homeButton.onTap { [weak self] in self?.showHome() }
    detailView.helloButton.onTap { [weak self] in self?.showHelloWorld() }
    detailView.headingLabel.text = "Details of the day"
    view = detailView
  }
}

// MARK: - Navigation

extension DetailViewController {
  func showHome() {
    navigationController?.popViewController(animated: true)
  }

  func showHelloWorld() {
    show(HelloWorldViewController(presentation: .push), sender: self)
  }
}
