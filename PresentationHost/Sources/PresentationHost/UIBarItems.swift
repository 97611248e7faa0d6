/// What a tab bar shows for a controller.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
  /// Creates an item. It takes what the app set on its class's appearance proxy (V10).
  public override init() {
    super.init()
    UIAppearanceRecord.apply(to: self)
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
  /// How far the image is moved in from each edge; recorded, never drawn.
  open var imageInsets: UIEdgeInsets {
    get { rarelySet?.imageInsets ?? .zero }
    set { rarelySetStorage.imageInsets = newValue }
  }
  /// The image in a landscape phone's shorter bars; recorded.
  open var landscapeImagePhone: UIImage? {
    get { rarelySet?.landscapeImagePhone }
    set { rarelySetStorage.landscapeImagePhone = newValue }
  }
  /// How far the landscape image is moved in; recorded.
  open var landscapeImagePhoneInsets: UIEdgeInsets {
    get { rarelySet?.landscapeImagePhoneInsets ?? .zero }
    set { rarelySetStorage.landscapeImagePhoneInsets = newValue }
  }
  /// The image the large content viewer shows for the item; recorded.
  open var largeContentSizeImage: UIImage? {
    get { rarelySet?.largeContentSizeImage }
    set { rarelySetStorage.largeContentSizeImage = newValue }
  }
  /// How far the large content image is moved in; recorded.
  open var largeContentSizeImageInsets: UIEdgeInsets {
    get { rarelySet?.largeContentSizeImageInsets ?? .zero }
    set { rarelySetStorage.largeContentSizeImageInsets = newValue }
  }
  /// The settings few items change, made on first use, so that most items pay nothing for
  /// them: every controller has a tab bar item.
  var rarelySet: RarelySetBarItemProperties?
  var rarelySetStorage: RarelySetBarItemProperties {
    if let rarelySet { return rarelySet }
    let made = RarelySetBarItemProperties()
    rarelySet = made
    return made
  }

  private var titleAttributes = StateValues<[NSAttributedString.Key: Any]>()

  /// Sets the attributes of the item's title in `state`; recorded, never drawn.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributes[state] = attributes
  }

  /// The attributes of the item's title in `state`.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state]
  }

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
  /// How the bar looks while this tab is selected, in place of the bar's own; recorded.
  open var standardAppearance: UITabBarAppearance?
  /// How the bar looks while this tab is selected and its content is scrolled to the bar's
  /// edge; recorded.
  open var scrollEdgeAppearance: UITabBarAppearance?
  /// The badge's background colour, nil for the system's; recorded.
  open var badgeColor: UIColor?
  /// How far the title is moved; recorded, never drawn.
  open var titlePositionAdjustment: UIOffset {
    get { rarelySet?.titlePositionAdjustment ?? .zero }
    set { rarelySetStorage.titlePositionAdjustment = newValue }
  }
  private var badgeTextAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// Sets the attributes of the badge's text in `state`; recorded.
  open func setBadgeTextAttributes(
    _ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    badgeTextAttributes[state.rawValue] = textAttributes
  }

  /// The attributes of the badge's text in `state`, as set.
  open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    badgeTextAttributes[state.rawValue]
  }

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
  /// The order of the menu's elements: as the system chooses, by priority from the button, or
  /// as given; recorded.
  open var preferredMenuElementOrder = UIContextMenuConfiguration.ElementOrder.automatic
  /// Whether the button is selected (iOS 15).
  open var isSelected = false
  /// Whether a person's tap selects the button, or deselects it, before its action is
  /// performed (iOS 15).
  open var changesSelectionAsPrimaryAction = false
  /// Titles the button may show, so that the bar keeps room for the longest; recorded.
  open var possibleTitles: Set<String>?
  /// Whether a drag held over the button taps it; recorded, as a person cannot drag here (U4).
  open var isSpringLoaded = false
  private var titleAdjustments: [UIBarMetrics: UIOffset] = [:]
  private var backTitleAdjustments: [UIBarMetrics: UIOffset] = [:]
  private var backgroundImages: [BarImageKey: UIImage] = [:]
  private var backButtonBackgroundImages: [BarImageKey: UIImage] = [:]

  /// Moves the title by `adjustment` in bars of `barMetrics`; recorded, never drawn.
  open func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
    titleAdjustments[barMetrics] = adjustment
  }

  /// How far the title is moved in bars of `barMetrics`.
  open func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
    titleAdjustments[barMetrics] ?? .zero
  }

  /// Moves the title of the back button this item stands for; recorded, never drawn.
  open func setBackButtonTitlePositionAdjustment(
    _ adjustment: UIOffset, for barMetrics: UIBarMetrics
  ) {
    backTitleAdjustments[barMetrics] = adjustment
  }

  /// How far the title of the back button this item stands for is moved.
  open func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
    backTitleAdjustments[barMetrics] ?? .zero
  }

  /// Sets the button's background image in `state` and bars of `barMetrics`; recorded.
  open func setBackgroundImage(
    _ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics
  ) {
    backgroundImages[BarImageKey(state: state.rawValue, metrics: barMetrics)] = backgroundImage
  }

  /// The button's background image in `state` and bars of `barMetrics`, as set.
  open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
    backgroundImages[BarImageKey(state: state.rawValue, metrics: barMetrics)]
  }

  /// Sets the background image of the back button this item stands for; recorded.
  open func setBackButtonBackgroundImage(
    _ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics
  ) {
    backButtonBackgroundImages[BarImageKey(state: state.rawValue, metrics: barMetrics)] =
      backgroundImage
  }

  /// The background image of the back button this item stands for, as set.
  open func backButtonBackgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics)
    -> UIImage?
  {
    backButtonBackgroundImages[BarImageKey(state: state.rawValue, metrics: barMetrics)]
  }

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

/// The bar of buttons at the bottom of a navigation controller.
@preconcurrency @MainActor
open class UIToolbar: UIView {
  /// The buttons, leading first.
  open var items: [UIBarButtonItem]?
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// The bar's background colour, before bar appearances; recorded, never drawn.
  open var barTintColor: UIColor?
  /// How the bar looks, light or dark; recorded.
  open var barStyle = UIBarStyle.default
  /// How the bar looks at its standard height. The bar keeps a copy of what it is given (B1).
  open var standardAppearance: UIToolbarAppearance {
    get { appearances.standard }
    set { appearances.standard = newValue.copy() }
  }
  /// How the bar looks when compact; nil for the standard appearance. The bar keeps a copy.
  open var compactAppearance: UIToolbarAppearance? {
    get { appearances.compact }
    set { appearances.compact = newValue?.copy() }
  }
  /// How the bar looks when content is scrolled to its edge (iOS 15). The bar keeps a copy.
  open var scrollEdgeAppearance: UIToolbarAppearance? {
    get { appearances.scrollEdge }
    set { appearances.scrollEdge = newValue?.copy() }
  }
  /// How the bar looks when compact and content is scrolled to its edge (iOS 15). The bar
  /// keeps a copy.
  open var compactScrollEdgeAppearance: UIToolbarAppearance? {
    get { appearances.compactScrollEdge }
    set { appearances.compactScrollEdge = newValue?.copy() }
  }
  private var appearances = BarAppearances(standard: UIToolbarAppearance())

  /// Sets the buttons.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }

  private var backgroundImages: [BarImageKey: UIImage] = [:]
  private var shadowImages: [Int: UIImage] = [:]

  /// Sets the bar's background image where it stands, for `barMetrics`; recorded, never drawn.
  open func setBackgroundImage(
    _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition,
    barMetrics: UIBarMetrics
  ) {
    backgroundImages[BarImageKey(state: UInt(topOrBottom.rawValue), metrics: barMetrics)] =
      backgroundImage
  }

  /// The background image set for the position and metrics.
  open func backgroundImage(
    forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
  ) -> UIImage? {
    backgroundImages[BarImageKey(state: UInt(topOrBottom.rawValue), metrics: barMetrics)]
  }

  /// Sets the line drawn along the bar's edge where it stands; recorded, never drawn.
  open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
    shadowImages[topOrBottom.rawValue] = shadowImage
  }

  /// The shadow image set for the position.
  open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
    shadowImages[topOrBottom.rawValue]
  }
}

/// Where a bar stands on the screen.
public enum UIBarPosition: Int, Sendable {
  case any, bottom, top, topAttached
}

/// What a navigation bar shows while its controller is on top.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// The title in the bar; a controller's `title` sets it (V1).
  open var title: String?
  /// The settings of an editor's or a browser's bar (iOS 16), which few items set.
  private var documentSettings: NavigationItemDocumentSettings?
  private var documentSettingsStorage: NavigationItemDocumentSettings {
    if let documentSettings { return documentSettings }
    let made = NavigationItemDocumentSettings()
    documentSettings = made
    return made
  }
  /// The name under which a person's customization of the bar is saved (iOS 16); recorded.
  open var customizationIdentifier: String? {
    get { documentSettings?.customizationIdentifier }
    set { documentSettingsStorage.customizationIdentifier = newValue }
  }
  /// Told as a person renames the document from the title's menu (iOS 16). Weak, as in UIKit;
  /// a person cannot open the title's menu here (U4).
  open var renameDelegate: (any UINavigationItemRenameDelegate)? {
    get { documentSettings?.renameDelegate }
    set { documentSettingsStorage.renameDelegate = newValue }
  }
  /// The document the title stands for (iOS 16); recorded.
  open var documentProperties: UIDocumentProperties? {
    get { documentSettings?.documentProperties }
    set { documentSettingsStorage.documentProperties = newValue }
  }
  /// Further items of the bar's overflow menu (iOS 16); recorded (U4: a person cannot open
  /// menus in the bar).
  open var additionalOverflowItems: UIDeferredMenuElement? {
    get { documentSettings?.additionalOverflowItems }
    set { documentSettingsStorage.additionalOverflowItems = newValue }
  }
  /// Makes the menu the title shows, from the actions the system suggests; recorded (U4: a
  /// person cannot open menus in the bar).
  open var titleMenuProvider: (([UIMenuElement]) -> UIMenu?)?
  /// The groups of bar buttons at the leading edge (iOS 16); recorded.
  open var leadingItemGroups: [UIBarButtonItemGroup] = []
  /// The groups of bar buttons in the middle (iOS 16); recorded.
  open var centerItemGroups: [UIBarButtonItemGroup] = []
  /// The groups of bar buttons at the trailing edge (iOS 16); recorded.
  open var trailingItemGroups: [UIBarButtonItemGroup] = []
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
  /// The search bar's controller, shown in the navigation bar; recorded.
  open var searchController: UISearchController?
  /// Whether the search bar hides as content scrolls; recorded.
  open var hidesSearchBarWhenScrolling = true
  /// A line of text above the title; recorded.
  open var prompt: String?
  /// How the bar looks while this item is on top, in place of the bar's own. The item keeps a
  /// copy of what it is given (B1).
  open var standardAppearance: UINavigationBarAppearance? {
    get { itemAppearances.standard }
    set { itemAppearances.standard = newValue?.copy() }
  }
  /// How the bar looks in a compact height while this item is on top. The item keeps a copy.
  open var compactAppearance: UINavigationBarAppearance? {
    get { itemAppearances.compact }
    set { itemAppearances.compact = newValue?.copy() }
  }
  /// How the bar looks at the scroll edge while this item is on top. The item keeps a copy.
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    get { itemAppearances.scrollEdge }
    set { itemAppearances.scrollEdge = newValue?.copy() }
  }
  /// How the bar looks in a compact height at the scroll edge while this item is on top (iOS
  /// 15). The item keeps a copy.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    get { itemAppearances.compactScrollEdge }
    set { itemAppearances.compactScrollEdge = newValue?.copy() }
  }
  private var itemAppearances = NavigationItemAppearances()
  /// How the item arranges its title and buttons; recorded.
  open var style = ItemStyle.navigator
  /// What the back button does while this item is on top (iOS 16): a person's tap on it
  /// performs this action instead of going back, and the button looks as it did. Nil: the
  /// button goes back.
  open var backAction: UIAction?
  /// Where the search controller's bar stands (iOS 16); recorded.
  open var preferredSearchBarPlacement = SearchBarPlacement.automatic
  /// Where the search bar stands: as the system chooses, in line with the title and buttons,
  /// or below them.
  public enum SearchBarPlacement: Int, Sendable {
    case automatic, inline, stacked
  }

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

/// The bar at the top of a navigation controller.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// Whether the bar shows large titles.
  open var prefersLargeTitles = false
  /// How the bar looks, light or dark; recorded.
  open var barStyle = UIBarStyle.default
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// The bar's background colour; recorded, never drawn.
  open var barTintColor: UIColor?
  /// The attributes of the title's text; recorded.
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The attributes of the large title's text; recorded.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  /// How the bar looks at its standard height. The bar keeps a copy of what it is given (B1).
  open var standardAppearance: UINavigationBarAppearance {
    get { appearances.standard }
    set { appearances.standard = newValue.copy() }
  }
  /// How the bar looks when compact; nil for the standard appearance. The bar keeps a copy.
  open var compactAppearance: UINavigationBarAppearance? {
    get { appearances.compact }
    set { appearances.compact = newValue?.copy() }
  }
  /// How the bar looks when content is scrolled to its edge; nil for the standard appearance
  /// with a transparent background. The bar keeps a copy.
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    get { appearances.scrollEdge }
    set { appearances.scrollEdge = newValue?.copy() }
  }
  /// How the bar looks when compact and content is scrolled to its edge (iOS 15). The bar
  /// keeps a copy.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    get { appearances.compactScrollEdge }
    set { appearances.compactScrollEdge = newValue?.copy() }
  }
  private var appearances = BarAppearances(standard: UINavigationBarAppearance())
  /// The image of the line under the bar; recorded.
  open var shadowImage: UIImage?
  /// The image beside the back button's title, before bar appearances; nil for the system's.
  open var backIndicatorImage: UIImage?
  /// The mask of content passing under the back indicator, before bar appearances.
  open var backIndicatorTransitionMaskImage: UIImage?
  private var backgroundImages: [Int: UIImage] = [:]

  /// Sets the bar's background image for `barMetrics`; recorded, never drawn.
  open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
    backgroundImages[barMetrics.rawValue] = backgroundImage
  }

  /// The bar's background image for `barMetrics`.
  open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
    backgroundImages[barMetrics.rawValue]
  }
  /// The navigation controller whose bar this is. Weak: the controller holds its bar.
  weak var owningNavigationController: UINavigationController?
  private weak var ownDelegate: (any UINavigationBarDelegate)?

  /// Asked and told as items are pushed and popped. A navigation controller's bar has the
  /// controller as its delegate, which cannot be changed: UIKit raises, and the host refuses
  /// with an `error` (N18).
  open weak var delegate: (any UINavigationBarDelegate)? {
    get { owningNavigationController ?? ownDelegate }
    set {
      guard let owner = owningNavigationController else {
        ownDelegate = newValue
        return
      }
      guard newValue !== owner else { return }
      owner.diagnosticHost.report(
        .error, .n18,
        "Cannot manually set the delegate on a UINavigationBar managed by a controller "
          + "(\(owner.hostName))")
    }
  }

  /// The items of the bar's stack, bottom first: its navigation controller's screens'.
  open var items: [UINavigationItem]? {
    owningNavigationController.map { $0.viewControllers.map(\.navigationItem) }
  }
}

/// Asked and told as a navigation bar's items are pushed and popped. Its methods are optional
/// in UIKit (U4: requirements with defaults here). A navigation controller is the delegate of
/// its own bar, and a subclass may override its methods: returning false from
/// `navigationBar(_:shouldPop:)` keeps the screen a person's back button would pop (N18).
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: NSObjectProtocol {
  /// Whether `item` may be pushed.
  func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
  /// `item` was pushed.
  func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
  /// Whether `item` may be popped.
  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
  /// `item` was popped.
  func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
  /// Lets the item be pushed.
  public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem)
    -> Bool
  { true }
  /// Does nothing.
  public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
  /// Lets the item be popped.
  public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem)
    -> Bool
  { true }
  /// Does nothing.
  public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

/// The bar of tabs at the bottom of a tab bar controller.
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// The bar's background colour; recorded, never drawn.
  open var barTintColor: UIColor?
  /// The colour of the tabs not selected; recorded, never drawn.
  open var unselectedItemTintColor: UIColor?
  /// How the bar looks. The bar keeps a copy of what it is given (B1).
  open var standardAppearance: UITabBarAppearance {
    get { appearances.standard }
    set { appearances.standard = newValue.copy() }
  }
  /// How the bar looks when content is scrolled to its edge (iOS 15); nil for the standard
  /// appearance. The bar keeps a copy.
  open var scrollEdgeAppearance: UITabBarAppearance? {
    get { appearances.scrollEdge }
    set { appearances.scrollEdge = newValue?.copy() }
  }
  private var appearances = BarAppearances(standard: UITabBarAppearance())
  /// The bar's background image, before bar appearances; recorded, never drawn.
  open var backgroundImage: UIImage?
  /// The image of the line above the bar, before bar appearances; recorded.
  open var shadowImage: UIImage?
  /// The image behind the selected item, before bar appearances; recorded.
  open var selectionIndicatorImage: UIImage?
  /// How the items spread across the bar; recorded.
  public enum ItemPositioning: Int, Sendable {
    case automatic, fill, centered
  }

  /// How the items spread across the bar; recorded.
  open var itemPositioning = ItemPositioning.automatic
  /// The space between centred items; recorded.
  open var itemSpacing: CGFloat = 0
  /// The width of centred items; recorded.
  open var itemWidth: CGFloat = 0
  /// How the bar looks, light or dark; recorded.
  open var barStyle = UIBarStyle.default
  /// The tab bar controller whose bar this is. Weak: the controller holds its bar.
  weak var owningTabBarController: UITabBarController?
  private weak var ownDelegate: (any UITabBarDelegate)?

  /// Told as a person selects an item. A tab bar controller's bar has the controller as its
  /// delegate, which cannot be changed: UIKit raises, and the host refuses with an `error`
  /// (T3).
  open weak var delegate: (any UITabBarDelegate)? {
    get { owningTabBarController ?? ownDelegate }
    set {
      guard let owner = owningTabBarController else {
        ownDelegate = newValue
        return
      }
      guard newValue !== owner else { return }
      owner.diagnosticHost.report(
        .error, .t3,
        "Changing the delegate of a tab bar managed by a tab bar controller is not allowed "
          + "(\(owner.hostName))")
    }
  }

  /// The items on the bar: its controller's tabs', and More's when they do not fit (T5).
  open var items: [UITabBarItem]? { owningTabBarController?.barItems }

  /// The item of the tab shown.
  open var selectedItem: UITabBarItem? { owningTabBarController?.selectedBarItem }
}

/// Told as a person uses a tab bar. Its method is optional in UIKit (U4: a requirement with a
/// default here).
@preconcurrency @MainActor
public protocol UITabBarDelegate: NSObjectProtocol {
  /// A person tapped `item`.
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
  /// Does nothing.
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// The appearances a bar or a navigation item keeps, each a copy of the one it was given.
struct BarAppearances<Appearance> {
  var standard: Appearance
  var compact: Appearance?
  var scrollEdge: Appearance?
  var compactScrollEdge: Appearance?
}

/// The appearances a navigation item keeps, each a copy of the one it was given.
struct NavigationItemAppearances {
  var standard: UINavigationBarAppearance?
  var compact: UINavigationBarAppearance?
  var scrollEdge: UINavigationBarAppearance?
  var compactScrollEdge: UINavigationBarAppearance?
}

/// How a bar looks, light or dark; recorded.
public enum UIBarStyle: Int, Sendable {
  case `default` = 0
  case black = 1
}

/// A gesture a person makes; the host keeps only whether it is enabled and its delegate.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  /// A disabled recognizer recognizes nothing: a disabled back swipe cannot be made.
  open var isEnabled = true
  /// Asked whether the gesture may begin. Weak, as in UIKit.
  open weak var delegate: (any UIGestureRecognizerDelegate)?

  /// Creates a recognizer with no target.
  public override init() {
    super.init()
  }

  /// Creates a recognizer with target–action. Linux has no `#selector` (U4): only one with no
  /// action can be made usefully.
  public init(target: Any?, action: Selector?) {
    super.init()
  }

  /// The view the recognizer is attached to. Weak, as in UIKit.
  open internal(set) weak var view: UIView?

  /// Where a recognizer is in recognizing its gesture.
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    /// A discrete gesture recognized: the same as `ended`.
    public static let recognized = State.ended
  }

  /// Where the recognizer is: possible, as a person cannot make gestures on the host (U4).
  open internal(set) var state = State.possible
  /// Whether touches the gesture recognizes are cancelled in the view.
  open var cancelsTouchesInView = true
  /// Whether touches reach the view only once the gesture has failed.
  open var delaysTouchesBegan = false
  /// How many fingers are down: none on the host.
  open var numberOfTouches: Int { 0 }

  /// Where the gesture is in `view`'s coordinates: the origin, as none is being made.
  open func location(in view: UIView?) -> CGPoint { .zero }

  /// Makes this recognizer wait for `otherGestureRecognizer` to fail; accepted, as a person
  /// cannot make gestures on the host (U4).
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
}

/// Decides whether a gesture may begin (UIKit's `UIGestureRecognizerDelegate`).
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// Asked before the gesture begins; `false` stops it.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// Lets the gesture begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    HeadlessHost.detached.noteDefaultOptional(
      "gestureRecognizerShouldBegin(_:)", of: "UIGestureRecognizerDelegate", delegate: self,
      superclassConforms: _getSuperclass(type(of: self)) is any UIGestureRecognizerDelegate.Type)
    return true
  }
}

/// A background image's place: a control state and the bars it is for.
struct BarImageKey: Hashable {
  let state: UInt
  let metrics: UIBarMetrics
}

/// The sizes a bar's background image is for.
public enum UIBarMetrics: Int, Sendable {
  case `default`, compact, defaultPrompt, compactPrompt
}

/// Bar buttons kept together in a bar, shown as one representative when there is no room.
@preconcurrency @MainActor
open class UIBarButtonItemGroup: NSObject {
  /// The buttons of the group.
  open var barButtonItems: [UIBarButtonItem]
  /// The button that stands for the group when there is no room for them all.
  open var representativeItem: UIBarButtonItem?
  /// The name under which a person's customization saves the group (iOS 16), if it can move.
  public private(set) var customizationIdentifier: String?
  /// Whether a person can leave the group out of the bar, and whether it is in the bar until
  /// they do (iOS 16).
  public private(set) var isCustomizationOptional = false
  /// Whether the group shows in the bar (iOS 16).
  open var isHidden = false

  /// A group of `barButtonItems`, which `representativeItem` stands for when there is no room.
  public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
    self.barButtonItems = barButtonItems
    self.representativeItem = representativeItem
    super.init()
  }

  /// A group a person cannot move or remove (iOS 16).
  public static func fixedGroup(
    representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]
  ) -> UIBarButtonItemGroup {
    UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
  }

  /// A group a person can move (iOS 16).
  public static func movableGroup(
    customizationIdentifier: String, representativeItem: UIBarButtonItem? = nil,
    items: [UIBarButtonItem]
  ) -> UIBarButtonItemGroup {
    let group = UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
    group.customizationIdentifier = customizationIdentifier
    return group
  }

  /// A group a person can move and remove, in the bar until they do when
  /// `isInDefaultCustomization` (iOS 16).
  public static func optionalGroup(
    customizationIdentifier: String, isInDefaultCustomization: Bool = true,
    representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]
  ) -> UIBarButtonItemGroup {
    let group = movableGroup(
      customizationIdentifier: customizationIdentifier, representativeItem: representativeItem,
      items: items)
    group.isCustomizationOptional = true
    group.isHidden = !isInDefaultCustomization
    return group
  }
}

/// The settings of a navigation item for an editor's or a browser's bar (iOS 16).
@MainActor
private final class NavigationItemDocumentSettings {
  var customizationIdentifier: String?
  weak var renameDelegate: (any UINavigationItemRenameDelegate)?
  var documentProperties: UIDocumentProperties?
  var additionalOverflowItems: UIDeferredMenuElement?
}

/// Told as a person renames the document a navigation item's title stands for (iOS 16).
/// Every method but the last is optional in UIKit (U4: requirements with defaults here).
@preconcurrency @MainActor
public protocol UINavigationItemRenameDelegate: AnyObject {
  /// Asked whether renaming may begin; yes by default.
  func navigationItemShouldBeginRenaming(_ navigationItem: UINavigationItem) -> Bool
  /// Asked whether the typed title may end renaming; yes by default.
  func navigationItem(_ navigationItem: UINavigationItem, shouldEndRenamingWith title: String)
    -> Bool
  /// Told the title the person typed.
  func navigationItem(_ navigationItem: UINavigationItem, didEndRenamingWith title: String)
}

extension UINavigationItemRenameDelegate {
  /// Yes.
  public func navigationItemShouldBeginRenaming(_ navigationItem: UINavigationItem) -> Bool {
    true
  }
  /// Yes.
  public func navigationItem(
    _ navigationItem: UINavigationItem, shouldEndRenamingWith title: String
  ) -> Bool { true }
}

/// What a navigation bar's title says of the document it stands for (iOS 16); recorded.
@preconcurrency @MainActor
open class UIDocumentProperties: NSObject {
  /// The document's URL.
  public let url: URL?
  /// Whether the title shows the document's icon.
  open var wantsIconRepresentation = false
  /// Makes the share sheet the title's menu offers.
  open var activityViewControllerProvider: (() -> UIActivityViewController)?

  /// The properties of the document at `url`.
  public init(url: URL) {
    self.url = url
    super.init()
  }
}

/// The settings of a bar item that few items change, kept apart so that most items pay nothing
/// for them.
@MainActor
final class RarelySetBarItemProperties {
  var imageInsets = UIEdgeInsets.zero
  var landscapeImagePhone: UIImage?
  var landscapeImagePhoneInsets = UIEdgeInsets.zero
  var largeContentSizeImage: UIImage?
  var largeContentSizeImageInsets = UIEdgeInsets.zero
  var titlePositionAdjustment = UIOffset.zero
}
