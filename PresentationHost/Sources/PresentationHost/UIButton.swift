/// A button a person taps.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The kinds of button.
  public enum ButtonType: Int, Sendable {
    /// A button with no system style.
    case custom = 0
    /// The system's standard button.
    case system = 1
    /// A detail disclosure button.
    case detailDisclosure = 2
    /// An information button on a light background.
    case infoLight = 3
    /// An information button on a dark background.
    case infoDark = 4
    /// A button that adds a contact.
    case contactAdd = 5
    /// A close button.
    case close = 7

    /// The standard button, as UIKit's old name for it says.
    public static let roundedRect = ButtonType.system
  }

  /// The button's kind.
  public private(set) var buttonType = ButtonType.custom
  override var defaultAccessibilityTraits: UIAccessibilityTraits { .button }
  override var defaultAccessibilityLabel: String? {
    currentTitle ?? currentAttributedTitle?.string
  }
  private var titles = StateValues<String>()
  private var titleColors = StateValues<UIColor>()
  private var images = StateValues<UIImage>()
  private var attributedTitles = StateValues<NSAttributedString>()

  /// Creates a button of `buttonType`.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// Creates a button of `buttonType` that performs `primaryAction` when tapped and takes its
  /// title.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction { adopt(primaryAction) }
  }

  /// Creates a custom button with `frame` that performs `primaryAction` when tapped.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { adopt(primaryAction) }
  }

  /// The label that shows the current title.
  public private(set) lazy var titleLabel: UILabel? = UILabel()

  /// Sets the title shown in `state`.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state] = title
    titleLabel?.text = currentTitle
  }

  /// Sets the title's colour in `state`; recorded, never drawn.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state] = color
  }

  /// The title's colour for `state`, falling back to the normal state's.
  open func titleColor(for state: UIControl.State) -> UIColor? {
    titleColors.resolved(for: state)
  }

  /// The title for `state`, falling back to the normal state's.
  open func title(for state: UIControl.State) -> String? {
    titles.resolved(for: state)
  }

  /// Sets the styled title shown in `state`, which is shown instead of the plain one.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    attributedTitles[state] = title
  }

  /// The styled title for `state`, falling back to the normal state's.
  open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
    attributedTitles.resolved(for: state)
  }

  /// Sets the image shown in `state`; recorded, never drawn.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state] = image
  }

  /// The image for `state`, falling back to the normal state's.
  open func image(for state: UIControl.State) -> UIImage? {
    images.resolved(for: state)
  }

  /// The title shown now: the one for the button's state.
  open var currentTitle: String? { title(for: state) }
  /// The title's colour now.
  open var currentTitleColor: UIColor { titleColor(for: state) ?? .tintColor }
  /// The styled title shown now.
  open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
  /// The image shown now.
  open var currentImage: UIImage? { image(for: state) }

  @_spi(HostTesting) public var displayTitle: String {
    currentTitle ?? currentAttributedTitle?.string ?? accessibilityLabel ?? accessibilityIdentifier
      ?? ""
  }

  private func adopt(_ action: UIAction) {
    if !action.title.isEmpty { setTitle(action.title, for: .normal) }
    addAction(action, for: .primaryActionTriggered)
  }
}
