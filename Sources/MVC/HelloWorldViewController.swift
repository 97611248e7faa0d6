import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// HelloWorld, as plain MVC writes it, pushed (Back, Home) or presented (Close).
@MainActor
public final class HelloWorldViewController: UIViewController {
  /// How the screen was shown.
  public let presentation: HelloWorldModels.Presentation

  private let helloWorldView = HelloWorldView()

  /// Creates HelloWorld, shown as `presentation` says.
  public init(presentation: HelloWorldModels.Presentation) {
    self.presentation = presentation
    super.init(nibName: nil, bundle: nil)
    title = "HelloWorld"
  }

  @available(*, unavailable, message: "The screen is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the screen is built in code")
  }

  public override func loadView() {
    helloWorldView.backButton.onTap { [weak self] in self?.back() }
    helloWorldView.homeButton.onTap { [weak self] in self?.home() }
    helloWorldView.closeButton.onTap { [weak self] in self?.close() }
    helloWorldView.greetingLabel.text = "Hello, World!"
    helloWorldView.presentationLabel.text = "Presented: \(presentation.rawValue)"
    helloWorldView.backButton.isHidden = presentation != .push
    helloWorldView.homeButton.isHidden = presentation != .push
    helloWorldView.closeButton.isHidden = presentation != .modal
    view = helloWorldView
  }
}

// MARK: - Navigation

extension HelloWorldViewController {
  private func back() {
    navigationController?.popViewController(animated: true)
  }

  private func home() {
    navigationController?.popToRootViewController(animated: true)
  }

  private func close() {
    dismiss(animated: true)
  }
}
