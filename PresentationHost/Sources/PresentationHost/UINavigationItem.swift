/// What a navigation bar shows while its controller is on top.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// The title in the bar; a controller's `title` sets it (V1).
  open var title: String?
  /// The title of the back button that leads back to this item's controller.
  open var backButtonTitle: String?
  /// A hidden back button cannot be tapped.
  open var hidesBackButton = false
  /// How a large title is shown.
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
  /// The bar buttons on the leading side.
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// Whether the left items stand beside the back button rather than in its place.
  open var leftItemsSupplementBackButton = false
  /// The bar buttons on the trailing side.
  open var rightBarButtonItems: [UIBarButtonItem]?
  /// The button that leads back to this item's controller, from the one pushed above it.
  open var backBarButtonItem: UIBarButtonItem?
  /// How much of the back button's title shows.
  open var backButtonDisplayMode = BackButtonDisplayMode.default
  /// A view shown in place of the title; recorded.
  open var titleView: UIView?
  /// A line of text above the title; recorded.
  open var prompt: String?
  /// How the item arranges its title and buttons; recorded.
  open var style = ItemStyle.navigator
  /// What the back button does while this item is on top (iOS 16): a person's tap on it
  /// performs this action instead of going back, and the button looks as it did. Nil: the
  /// button goes back.
  open var backAction: UIAction?

  /// How a navigation item arranges its title and buttons.
  public enum ItemStyle: Int, Sendable {
    case navigator, browser, editor
  }

  /// How much of a back button's title shows.
  public enum BackButtonDisplayMode: Int, Sendable {
    case `default`, generic, minimal
  }

  /// How a large title is shown.
  public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic, always, never
    /// A large title in line with the bar buttons (iOS 17).
    case inline
  }

  /// Creates an item with no title.
  public override init() {
    super.init()
  }

  /// Creates an item with `title`.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// The first leading bar button.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first trailing bar button.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Shows or hides the back button.
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  /// Sets the leading bar button.
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets the trailing bar button.
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// Sets the leading bar buttons.
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets the trailing bar buttons.
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }
}
