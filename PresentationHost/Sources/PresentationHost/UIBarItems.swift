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

  /// Sets the buttons.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
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

/// The name of an Objective-C method, for target–action. Linux has no `#selector`, so only
/// `Selector("name")` makes one, and the host cannot call it (U4).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The method's name.
  public let name: String

  public init(_ name: String) { self.name = name }
  public init(stringLiteral name: String) { self.name = name }
}
