/// An alert or action sheet: a title, a message, and buttons that dismiss it and then run
/// their handlers. It is presented like any controller, and cannot be swiped down.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// How the alert is shown.
  public enum Style: Int, Sendable {
    case actionSheet = 0
    case alert = 1
  }

  /// The message under the title; changed while the alert is shown, the alert shows the new
  /// one, and without one it shows none.
  open var message: String? {
    didSet { show(message, in: messageLabel) }
  }
  /// The title, shown above the message as the message is.
  open override var title: String? {
    didSet { show(title, in: titleLabel) }
  }
  /// The labels of the title and the message, once the view is loaded.
  private weak var titleLabel: UILabel?
  private weak var messageLabel: UILabel?
  /// How the alert is shown.
  public private(set) var preferredStyle = Style.alert
  /// The buttons, in the order they were added.
  public private(set) var actions: [UIAlertAction] = []
  /// The action a person is led to.
  open var preferredAction: UIAlertAction?
  /// How serious the alert is; a critical one stands out on a Mac (iOS 16); recorded.
  open var severity = UIAlertControllerSeverity.default
  /// The text fields of an alert, in the order they were added.
  public private(set) var textFields: [UITextField]?

  /// Creates an alert.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
    modalPresentationStyle = .custom
  }

  /// Adds a button. A second cancel button is refused, as UIKit raises (A1).
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      diagnosticHost.report(
        .error, .a1,
        "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
      return
    }
    actions.append(action)
  }

  /// Adds a text field, configured by `configurationHandler`. Alerts only: an action sheet's is
  /// refused, as UIKit raises (A1).
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      diagnosticHost.report(
        .error, .a1,
        "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
      return
    }
    let field = UITextField()
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }

  /// Shows `text` in `label`, or hides the label when there is no text.
  private func show(_ text: String?, in label: UILabel?) {
    label?.text = text
    label?.isHidden = text == nil
  }

  open override func loadView() {
    let titleLabel = UILabel()
    titleLabel.accessibilityIdentifier = "title"
    show(title, in: titleLabel)
    self.titleLabel = titleLabel
    let messageLabel = UILabel()
    messageLabel.accessibilityIdentifier = "message"
    show(message, in: messageLabel)
    self.messageLabel = messageLabel
    let stack = UIStackView(arrangedSubviews: [titleLabel, messageLabel] + (textFields ?? []))
    stack.axis = .vertical
    for action in actions {
      let button = UIButton(
        type: .system,
        primaryAction: UIAction(title: action.title ?? "") { [weak self] _ in
          self?.dismiss(animated: true) { action.handler?(action) }
        })
      button.isEnabled = action.isEnabled
      action.button = button
      stack.addArrangedSubview(button)
    }
    // UIKit lays the alert out itself; the host places its column as UIKit would.
    let root = UIView()
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    view = root
  }
}

/// A button of an alert.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
  /// How the button looks.
  public enum Style: Int, Sendable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }

  /// The button's title.
  public let title: String?
  /// How the button looks.
  public let style: Style
  /// A disabled button cannot be tapped; changed while the alert is shown, its button follows.
  open var isEnabled = true {
    didSet { button?.isEnabled = isEnabled }
  }
  /// The button that shows this action, once the alert's view is loaded.
  weak var button: UIButton?
  let handler: ((UIAlertAction) -> Void)?

  /// Creates a button that runs `handler` after the alert is dismissed.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }
}

/// How serious an alert is.
public enum UIAlertControllerSeverity: Int, Sendable {
  case `default`, critical
}
