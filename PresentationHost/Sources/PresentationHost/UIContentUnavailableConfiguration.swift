import Foundation

/// A view that shows a configuration's content.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
  /// The configuration the view shows.
  var configuration: any UIContentConfiguration { get set }
}

/// What a content-unavailable configuration is updated for (iOS 17).
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Sendable {
  /// The traits of the controller.
  public var traitCollection: UITraitCollection
  /// The text in the search bar of the controller's navigation item, if it has one.
  public var searchText: String?

  /// A state with `traitCollection`.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }
}

/// What a screen shows when it has no content to show: an image, a text, a second text and
/// up to two buttons (iOS 17). Set it as a controller's `contentUnavailableConfiguration`, and
/// the controller shows it over its view (V9).
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Sendable {
  /// The image above the text.
  public var image: UIImage?
  /// The main text.
  public var text: String?
  /// The main text with its attributes, shown in place of `text`.
  public var attributedText: NSAttributedString?
  /// The text under the main text.
  public var secondaryText: String?
  /// The second text with its attributes, shown in place of `secondaryText`.
  public var secondaryAttributedText: NSAttributedString?
  /// How the button looks; a button shows when it has a title or an image.
  public var button = UIButton.Configuration.plain()
  /// What the button does.
  public var buttonProperties = ButtonProperties()
  /// How the second button looks; it shows when it has a title or an image.
  public var secondaryButton = UIButton.Configuration.plain()
  /// What the second button does.
  public var secondaryButtonProperties = ButtonProperties()
  /// How the main text looks; recorded.
  public var textProperties = UIListContentConfiguration.TextProperties()
  /// How the second text looks; recorded.
  public var secondaryTextProperties = UIListContentConfiguration.TextProperties()
  /// How the image looks; recorded.
  public var imageProperties = UIListContentConfiguration.ImageProperties()
  /// The background; recorded.
  public var background = UIBackgroundConfiguration.clear()
  /// The margins around the content.
  public var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
  /// The space between the image and the text.
  public var imageToTextPadding: CGFloat = 0
  /// The space between the text and the second text.
  public var textToSecondaryTextPadding: CGFloat = 0
  /// The space between the texts and the buttons.
  public var textToButtonPadding: CGFloat = 0
  /// The space between the two buttons.
  public var buttonToSecondaryButtonPadding: CGFloat = 0
  /// Whether a spinner shows above the text, as `loading()` makes it.
  var showsActivityIndicator = false
  /// Whether the text names what the person searched for, as `search()` makes it.
  var reportsSearch = false

  /// What a button of the configuration does.
  public struct ButtonProperties: Sendable {
    /// The action a tap performs.
    public var primaryAction: UIAction?
    /// The menu the button shows.
    public var menu: UIMenu?
    /// Whether a person can tap the button.
    public var isEnabled = true
    /// What the button's action means to the person; recorded.
    public var role = UIButton.Role.normal

    /// Properties with no action.
    public init() {}
  }

  /// A configuration with nothing set.
  public init() {}

  /// The configuration of an empty screen, with nothing set.
  public static func empty() -> Self { Self() }

  /// The configuration of a screen whose content is loading: a spinner and "Loading…".
  public static func loading() -> Self {
    var configuration = Self()
    configuration.showsActivityIndicator = true
    configuration.text = "Loading…"
    return configuration
  }

  /// The configuration of a search that found nothing: "No Results", and, updated for a state
  /// with search text, "No Results for “text”".
  public static func search() -> Self {
    var configuration = Self()
    configuration.reportsSearch = true
    configuration.image = UIImage(systemName: "magnifyingglass")
    configuration.text = "No Results"
    configuration.secondaryText = "Check the spelling or try a new search."
    return configuration
  }

  /// This configuration for `state`: a search's text names what was searched for.
  public func updated(for state: UIContentUnavailableConfigurationState) -> Self {
    guard reportsSearch, let searchText = state.searchText, !searchText.isEmpty else {
      return self
    }
    var configuration = self
    configuration.text = "No Results for “\(searchText)”"
    return configuration
  }

  /// This configuration for `state`: a search's text names what was searched for.
  public func updated(for state: any UIConfigurationState) -> Self {
    guard let state = state as? UIContentUnavailableConfigurationState else { return self }
    return updated(for: state)
  }

  /// A view that shows this configuration.
  @MainActor public func makeContentView() -> any UIView & UIContentView {
    UIContentUnavailableView(configuration: self)
  }
}

/// Shows a content-unavailable configuration: its texts as labels and its buttons as buttons,
/// one under the other, which a person reads and taps.
@preconcurrency @MainActor
open class UIContentUnavailableView: UIView, UIContentView {
  /// The configuration shown; setting another shows it instead.
  open var configuration: any UIContentConfiguration {
    didSet { showContent() }
  }

  /// A view that shows `configuration`.
  public convenience init(configuration: UIContentUnavailableConfiguration) {
    self.init(showing: configuration)
  }

  /// A view that shows `content`, a controller's content-unavailable configuration of any kind.
  init(showing content: any UIContentConfiguration) {
    configuration = content
    super.init(frame: UIScreen.main.bounds)
    showContent()
  }

  /// Views from archives are not supported; the host has no storyboards or nibs, so the view
  /// shows an empty configuration.
  public required init?(coder: NSCoder) {
    configuration = UIContentUnavailableConfiguration()
    super.init(coder: coder)
  }

  private func showContent() {
    for subview in subviews { subview.removeFromSuperview() }
    guard let content = configuration as? UIContentUnavailableConfiguration else { return }
    var top: CGFloat = bounds.midY - 100
    func place(_ view: UIView, height: CGFloat) {
      view.frame = CGRect(x: 16, y: top, width: max(bounds.width - 32, 0), height: height)
      addSubview(view)
      top += height + 8
    }
    if content.showsActivityIndicator {
      let spinner = UIActivityIndicatorView(style: .medium)
      spinner.startAnimating()
      place(spinner, height: 20)
    }
    if let image = content.image { place(UIImageView(image: image), height: 44) }
    for text in [
      content.attributedText?.string ?? content.text,
      content.secondaryAttributedText?.string ?? content.secondaryText,
    ] {
      guard let text else { continue }
      let label = UILabel()
      label.text = text
      label.numberOfLines = 0
      label.textAlignment = .center
      place(label, height: 22)
    }
    for (look, properties) in [
      (content.button, content.buttonProperties),
      (content.secondaryButton, content.secondaryButtonProperties),
    ] where look.displayedTitle != nil || look.image != nil {
      let button = UIButton(configuration: look, primaryAction: properties.primaryAction)
      button.menu = properties.menu
      button.isEnabled = properties.isEnabled
      button.role = properties.role
      place(button, height: 44)
    }
  }
}

extension UIViewController {
  /// The update a layout makes, or a request once the view is in a window.
  func updateContentUnavailableIfNeeded() {
    guard needsContentUnavailableUpdate else { return }
    needsContentUnavailableUpdate = false
    updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
  }

  func showContentUnavailable(_ configuration: (any UIContentConfiguration)?) {
    guard let configuration else {
      contentUnavailableView?.removeFromSuperview()
      contentUnavailableView = nil
      return
    }
    let shown =
      (configuration as? UIContentUnavailableConfiguration)?.updated(
        for: contentUnavailableConfigurationState) ?? configuration
    if let contentUnavailableView {
      contentUnavailableView.configuration = shown
    } else {
      let made = UIContentUnavailableView(showing: shown)
      made.frame = view.bounds
      made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(made)
      contentUnavailableView = made
    }
  }
}
