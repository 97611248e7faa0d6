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

  private let greetingLabel = UILabel(accessibilityIdentifier: "greeting")
  private let presentationLabel = UILabel(accessibilityIdentifier: "presentation")
  private let backButton = UIButton(accessibilityIdentifier: "back", title: "Back")
  private let homeButton = UIButton(accessibilityIdentifier: "home", title: "Home")
  private let closeButton = UIButton(accessibilityIdentifier: "close", title: "Close")

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
    backButton.onTap { [weak self] in self?.back() }
    homeButton.onTap { [weak self] in self?.home() }
    closeButton.onTap { [weak self] in self?.close() }
    greetingLabel.text = "Hello, World!"
    presentationLabel.text = "Presented: \(presentation.rawValue)"
    backButton.isHidden = presentation != .push
    homeButton.isHidden = presentation != .push
    closeButton.isHidden = presentation != .modal
    view = .column([greetingLabel, presentationLabel, backButton, homeButton, closeButton])
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
