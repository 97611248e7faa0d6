/// What a tab bar shows for a controller.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
  /// Creates an item.
  public override init() {
    super.init()
  }

  /// The item's title.
  open var title: String?
  /// The item's image.
  open var image: UIImage?
  /// Whether a person can use the item.
  open var isEnabled = true
  /// The identifier tests and the console use to find the item.
  open var accessibilityIdentifier: String?
  /// The text a screen reader speaks for the item, and what a person names it by when it
  /// shows only an image.
  open var accessibilityLabel: String?
  /// A hint of what the item does, for a screen reader.
  open var accessibilityHint: String?

  /// What a person calls the item: its title, else what a screen reader says of it.
  var spokenName: String? {
    if let title, !title.isEmpty { return title }
    return accessibilityLabel
  }
}

/// A tab's item in a tab bar.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
  /// The image of the selected tab.
  open var selectedImage: UIImage?
  /// The badge text, or nil for none.
  open var badgeValue: String?

  /// Creates an item with no title.
  public override init() {
    super.init()
  }

  /// Creates an item with a title, an image and a tag.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates an item with a title, an image and a selected image.
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// A number the app can use to tell items apart.
  open var tag = 0

  /// The system's tab items, with UIKit's raw values.
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search
    case downloads, mostRecent, mostViewed
  }

  /// Creates one of the system's items, titled as the system titles it.
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    title = Self.title(of: systemItem)
    self.tag = tag
  }

  private static func title(of item: SystemItem) -> String {
    switch item {
    case .more: "More"
    case .favorites: "Favorites"
    case .featured: "Featured"
    case .topRated: "Top Rated"
    case .recents: "Recents"
    case .contacts: "Contacts"
    case .history: "History"
    case .bookmarks: "Bookmarks"
    case .search: "Search"
    case .downloads: "Downloads"
    case .mostRecent: "Most Recent"
    case .mostViewed: "Most Viewed"
    }
  }
}

/// A button in a navigation bar or toolbar.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  /// The colour of the item's title and image; recorded, never drawn.
  open var tintColor: UIColor?
  /// The system's standard bar buttons, with UIKit's raw values.
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward, undo, redo
    case close = 24
  }

  /// The bar button's style.
  public enum Style: Int, Sendable {
    case plain, done
  }

  /// The action a tap performs. Set, it gives the item its title and image, unless the item
  /// is a system item (an action without a title or image leaves the item's as they are).
  open var primaryAction: UIAction? {
    didSet {
      guard let primaryAction, systemItem == nil else { return }
      adopt(primaryAction)
    }
  }

  /// A view the bar shows in place of the button: a person taps the controls in it, and the
  /// item itself sends nothing.
  open var customView: UIView?
  /// Whether the bar leaves the button out: a person neither sees nor taps a hidden one.
  open var isHidden = false
  /// The button's style.
  open var style = Style.plain
  /// The system item this button was made as, if any.
  public private(set) var systemItem: SystemItem?

  /// Creates a bar button with nothing set.
  public override init() {
    super.init()
  }

  /// Creates a system bar button that performs `primaryAction`.
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.init()
    self.systemItem = systemItem
    self.title = Self.title(of: systemItem)
    self.primaryAction = primaryAction
  }

  /// Creates a bar button with a title or an image that performs `primaryAction`, or shows
  /// `menu`.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
    // The action's title and image take precedence over the arguments.
    if let primaryAction { adopt(primaryAction) }
  }

  /// Takes the title and image of `action`, those it has.
  private func adopt(_ action: UIAction) {
    if !action.title.isEmpty { title = action.title }
    if let image = action.image { self.image = image }
  }

  /// Creates a bar button that shows `customView`.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// Creates a bar button with a title and target–action. Linux has no `#selector` (U4), so
  /// only a button with no action can be made this way: the empty back button, for one.
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target as AnyObject?
    self.action = action
  }

  /// Creates a bar button with an image and target–action; as above, with no action only.
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
    self.target = target as AnyObject?
    self.action = action
  }

  /// Creates a system bar button with target–action; as above, with no action only.
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?
  ) {
    self.init(systemItem: systemItem)
    self.target = target as AnyObject?
    self.action = action
  }

  /// The menu the button shows.
  open var menu: UIMenu?
  /// Whether the button is selected (iOS 15).
  open var isSelected = false
  /// Whether a person's tap selects the button, or deselects it, before its action is
  /// performed (iOS 15).
  open var changesSelectionAsPrimaryAction = false

  /// Creates a bar button with a title or an image, target–action and a menu (iOS 15). As
  /// above, only a button with no action can be made usefully (U4).
  public convenience init(
    title: String? = nil, image: UIImage? = nil, target: Any? = nil, action: Selector? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title
    self.image = image
    self.target = target as AnyObject?
    self.action = action
    self.menu = menu
  }

  /// The object target–action calls. Weak, as in UIKit.
  open weak var target: AnyObject?
  /// The method target–action calls; the host cannot call it (U4).
  open var action: Selector?

  /// What a person reads for a system item: its title, or the name a screen reader speaks
  /// for its image; nothing for a space.
  private static func title(of item: SystemItem) -> String {
    switch item {
    case .done: "Done"
    case .cancel: "Cancel"
    case .edit: "Edit"
    case .save: "Save"
    case .add: "Add"
    case .flexibleSpace, .fixedSpace: ""
    case .compose: "Compose"
    case .reply: "Reply"
    case .action: "Share"
    case .organize: "Organize"
    case .bookmarks: "Bookmarks"
    case .search: "Search"
    case .refresh: "Refresh"
    case .stop: "Stop"
    case .camera: "Camera"
    case .trash: "Delete"
    case .play: "Play"
    case .pause: "Pause"
    case .rewind: "Rewind"
    case .fastForward: "Fast Forward"
    case .undo: "Undo"
    case .redo: "Redo"
    case .close: "Close"
    }
  }

  /// A space that takes what the bar has left.
  public static func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(systemItem: .flexibleSpace)
  }

  /// A space `width` points wide.
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }

  /// The width of a fixed space; recorded.
  open var width: CGFloat = 0
}
