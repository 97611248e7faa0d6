/// A tab of a tab bar controller, as iOS 18 declares it: a title, an image and the controller
/// its provider makes (T7).
@preconcurrency @MainActor
open class UITab: NSObject {
  /// What the app tells the tab apart by.
  public let identifier: String
  /// The title a person reads on the tab.
  open var title: String {
    didSet { madeViewController?.tabBarItem.title = title }
  }
  /// The tab's image.
  open var image: UIImage? {
    didSet { madeViewController?.tabBarItem.image = image }
  }
  /// The badge on the tab, or nil for none.
  open var badgeValue: String? {
    didSet { madeViewController?.tabBarItem.badgeValue = badgeValue }
  }
  /// Whether the tab is left out of the bar; recorded.
  open var isHidden = false
  private let viewControllerProvider: (@MainActor (UITab) -> UIViewController)?
  private var madeViewController: UIViewController?

  /// A tab titled `title` whose controller `viewControllerProvider` makes when it is first
  /// needed.
  public init(
    title: String, image: UIImage?, identifier: String,
    viewControllerProvider: (@MainActor (UITab) -> UIViewController)? = nil
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier
    self.viewControllerProvider = viewControllerProvider
    super.init()
  }

  /// The tab's controller, made by the provider once, its tab bar item showing the tab's title,
  /// image and badge.
  open var viewController: UIViewController {
    if let madeViewController { return madeViewController }
    let made = viewControllerProvider?(self) ?? UIViewController()
    made.tabBarItem.title = title
    made.tabBarItem.image = image
    made.tabBarItem.badgeValue = badgeValue
    madeViewController = made
    return made
  }
}

/// The tab of a search, which iOS shows apart from the others.
@preconcurrency @MainActor
open class UISearchTab: UITab {
  /// The search tab, titled "Search", whose controller `viewControllerProvider` makes.
  public init(viewControllerProvider: (@MainActor (UITab) -> UIViewController)? = nil) {
    super.init(
      title: "Search", image: UIImage(systemName: "magnifyingglass"),
      identifier: "com.apple.UIKit.UISearchTab", viewControllerProvider: viewControllerProvider)
  }
}

/// A tab that groups other tabs (iOS 18). On an iPhone's tab bar it is one tab, which shows
/// its own controller; a sidebar, which the host's iPhone does not show, lists its children.
@preconcurrency @MainActor
open class UITabGroup: UITab {
  /// The tabs in the group.
  open var children: [UITab]
  /// The identifier of the child the group shows first; recorded.
  open var defaultChildIdentifier: String?
  /// The child selected in the group; recorded.
  open var selectedChild: UITab?
  /// The navigation controller that shows the group's children in a sidebar; recorded.
  open var managingNavigationController: UINavigationController?

  /// A group titled `title` of `children`, whose own controller `viewControllerProvider` makes.
  public init(
    title: String, image: UIImage?, identifier: String, children: [UITab],
    viewControllerProvider: (@MainActor (UITab) -> UIViewController)? = nil
  ) {
    self.children = children
    super.init(
      title: title, image: image, identifier: identifier,
      viewControllerProvider: viewControllerProvider)
  }

  /// The tab of `identifier` in the group or in a group inside it.
  open func tab(forIdentifier identifier: String) -> UITab? {
    for child in children {
      if child.identifier == identifier { return child }
      if let found = (child as? UITabGroup)?.tab(forIdentifier: identifier) { return found }
    }
    return nil
  }
}
