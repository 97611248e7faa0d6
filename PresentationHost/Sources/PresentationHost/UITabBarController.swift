/// The host's `UITabBarController`: one tab per controller, one selected at a time; beyond
/// five tabs, the fifth item is More (T5).
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
  /// Hears of a person's taps on tabs, never of selection by code (T3). Weak, as in UIKit.
  open weak var delegate: (any UITabBarControllerDelegate)?

  private var tabControllers: [UIViewController] = []
  /// The selected tab's index, or `NSNotFound` while the More list itself is selected.
  private var selection = 0
  /// The More navigation controller, made when first asked for: it is a child of this
  /// controller from the start and never one of `viewControllers` (T5).
  private var more: MoreNavigationController {
    if let madeMore { return madeMore }
    let more = MoreNavigationController()
    more.parent = self
    madeMore = more
    return more
  }
  private var madeMore: MoreNavigationController?

  /// The view controllers whose tabs a person may rearrange from the More list: all of them
  /// whenever `viewControllers` is set (T5). The host does not model the Edit screen.
  open var customizableViewControllers: [UIViewController]?

  /// The bar of tabs.
  public private(set) lazy var tabBar: UITabBar = {
    let bar = UITabBar()
    bar.owningTabBarController = self
    return bar
  }()

  /// Creates a tab bar controller with no tabs.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a tab bar controller of `tabs` (iOS 18), the first selected (T7).
  public convenience init(tabs: [UITab]) {
    self.init(nibName: nil, bundle: nil)
    self.tabs = tabs
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The tabs. Setting them keeps the selected controller if it is still there, else the same
  /// index, else the first (T1).
  open var viewControllers: [UIViewController]? {
    get { tabControllers.isEmpty ? nil : tabControllers }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The tabs, as iOS 18 declares them: each tab's controller becomes one of
  /// `viewControllers`, made by its provider when first needed (T7).
  open var tabs: [UITab] {
    get { declaredTabs }
    set {
      declaredTabs = newValue
      setViewControllers(newValue.map(\.viewController), animated: false)
    }
  }
  private var declaredTabs: [UITab] = []

  /// The selected tab, when the tabs are declared as `UITab`s (T7).
  open var selectedTab: UITab? {
    get { declaredTabs.first { $0.viewController === selectedViewController } }
    set {
      guard let newValue else { return }
      selectedViewController = newValue.viewController
    }
  }

  /// Whether the app hides the tab bar (iOS 18): a person sees no tabs while it does (T6).
  open var isTabBarHidden = false

  /// Hides or shows the tab bar (iOS 18); the change ends at once, as the host has no clock.
  open func setTabBarHidden(_ hidden: Bool, animated: Bool) {
    isTabBarHidden = hidden
  }

  /// How the tabs show: as a tab bar on the host's iPhone, whatever the mode; recorded.
  open var mode = Mode.automatic

  /// The sidebar an iPad shows the tabs in (iOS 18); the host's iPhone shows none, so it is
  /// recorded.
  public let sidebar = Sidebar()

  /// The sidebar of a tab bar controller; recorded.
  @preconcurrency @MainActor
  public final class Sidebar: NSObject {
    /// Whether the sidebar is hidden.
    public var isHidden = false
  }

  /// How a tab bar controller shows its tabs.
  public enum Mode: Int, Sendable {
    case automatic, tabBar, tabSidebar
  }

  /// The declared tab whose identifier is `identifier`, among the tabs or inside their groups.
  open func tab(forIdentifier identifier: String) -> UITab? {
    for tab in declaredTabs {
      if tab.identifier == identifier { return tab }
      if let found = (tab as? UITabGroup)?.tab(forIdentifier: identifier) { return found }
    }
    return nil
  }

  /// The More navigation controller: it lists the tabs the bar has no room for, and shows the
  /// one a person picks (T5).
  open var moreNavigationController: UINavigationController { more }

  /// The selected tab's index, `NSNotFound` while the More list is selected. An index out of
  /// range is refused (T2).
  open var selectedIndex: Int {
    get { selection }
    set {
      guard tabControllers.indices.contains(newValue) else {
        diagnosticHost.report(
          .error, .t2, "selectedIndex \(newValue) is out of range for \(tabControllers.count) tabs")
        return
      }
      select(index: newValue, animated: false)
    }
  }

  /// The selected tab's controller, or the More navigation controller while its list is
  /// selected. It must be one of `viewControllers`, or `moreNavigationController` when the bar
  /// has a More item (T2, T5).
  open var selectedViewController: UIViewController? {
    get {
      if selection == NSNotFound { return hasMore ? more : nil }
      return tabControllers.indices.contains(selection) ? tabControllers[selection] : nil
    }
    set {
      if let newValue, newValue === more, hasMore {
        return showMore(animated: false)
      }
      guard let newValue, let index = tabControllers.firstIndex(where: { $0 === newValue }) else {
        diagnosticHost.report(
          .error, .t2,
          "selectedViewController (\(newValue?.hostName ?? "nil")) must be one of viewControllers")
        return
      }
      select(index: index, animated: false)
    }
  }

  /// How many tabs the bar shows before its last item becomes More: five, as on an iPhone.
  static let barCapacity = 5

  /// Whether the bar has a More item: there are more tabs than it has room for.
  var hasMore: Bool { tabControllers.count > Self.barCapacity }

  /// Whether the tab at `index` is reached through the More list.
  func isListedInMore(_ index: Int) -> Bool {
    hasMore && index != NSNotFound && index >= Self.barCapacity - 1
  }

  /// The tabs the More list shows, in order.
  var tabsListedInMore: ArraySlice<UIViewController> { Self.listedInMore(of: tabControllers) }

  /// The tabs of `tabs` that a bar of them would list in More: none when they all fit.
  private static func listedInMore(of tabControllers: [UIViewController]) -> ArraySlice<
    UIViewController
  > {
    tabControllers.count > barCapacity ? tabControllers[(barCapacity - 1)...] : []
  }

  /// What a person reads for `tab`, on the bar or in the More list.
  static func title(of tab: UIViewController) -> String {
    tab.tabBarItem.title ?? tab.title ?? tab.hostName
  }

  /// What the tab bar shows: the selected tab, or the More navigation controller.
  var displayedChild: UIViewController? {
    let inMore = selection == NSNotFound || isListedInMore(selection)
    return inMore ? (hasMore ? more : nil) : selectedViewController
  }

  /// Whether a person sees the tab bar: it is not hidden, and no controller in the selected
  /// tab's navigation stack hides it (`hidesBottomBarWhenPushed`, T6).
  var showsTabBar: Bool {
    guard !tabBar.isHidden, !isTabBarHidden else { return false }
    guard let stack = selectedViewController as? UINavigationController else { return true }
    return !stack.viewControllers.contains { $0.hidesBottomBarWhenPushed }
  }

  /// What stands on the bar: each tab, or, when they do not fit, the first ones and More for
  /// the rest (T5).
  private var barControllers: [UIViewController] {
    guard hasMore else { return tabControllers }
    return Array(tabControllers.prefix(Self.barCapacity - 1)) + [more]
  }

  /// The items on the bar.
  var barItems: [UITabBarItem] { barControllers.map(\.tabBarItem) }

  /// The item of the tab shown, or More's while a tab behind More is.
  var selectedBarItem: UITabBarItem? { displayedChild?.tabBarItem }

  /// The titles on the bar, as a person reads them: each tab's, and More for the rest.
  public var barItemTitles: [String] { barControllers.map(Self.title(of:)) }

  /// A tab switch's appearance calls, in UIKit's order for tabs (T4): the new tab's
  /// `viewWillAppear`, the old tab's `viewWillDisappear` and `viewDidDisappear`, then, when the
  /// returned closure runs, the new tab's `viewDidAppear`.
  private func switchAppearance(
    from old: UIViewController?, to new: UIViewController?, animated: Bool
  ) -> () -> Void {
    guard canShowChildren else { return {} }
    new?.loadViewIfNeeded()
    new?.beginAppearance(true, animated: animated)
    old?.beginAppearance(false, animated: animated)
    old?.endAppearance(animated: animated)
    return { new?.endAppearance(animated: animated) }
  }

  /// A tab made another container's child leaves the tabs, as UIKit moves a child.
  override func childDidLeave(_ child: UIViewController) {
    guard let index = tabControllers.firstIndex(where: { $0 === child }) else { return }
    tabControllers.remove(at: index)
    if selection == NSNotFound ? !hasMore : selection >= tabControllers.count {
      selection = max(tabControllers.count - 1, 0)
    }
    madeMore?.list.reloadRows()
  }

  /// The tabs, each while it is not shown in the More list, and the More navigation
  /// controller once made: it always belongs to this controller, More item or not.
  func refreshChildren() {
    children =
      tabControllers.filter { $0.parent === self }
      + (hasMore ? [more] : madeMore.map { [$0] } ?? [])
  }

  /// Replaces the tabs (T1).
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let newTabs = viewControllers ?? []
    if let refusal = newTabs.lazy.compactMap({ self.containmentRefusal(of: $0) }).first {
      diagnosticHost.report(.error, .l7, refusal)
      return
    }
    for (index, tab) in newTabs.enumerated()
    where newTabs[..<index].contains(where: { $0 === tab }) || tab === self {
      diagnosticHost.report(
        .error, .t1, "A tab bar controller's tabs must be distinct (\(tab.hostName))")
      return
    }
    if let madeMore, newTabs.contains(where: { $0 === madeMore }) {
      diagnosticHost.report(
        .error, .t5, "moreNavigationController must not be added to the tab bar's tabs")
      return
    }
    let names = newTabs.map(\.hostName).joined(separator: ", ")
    recordCall(.operation, self, "setViewControllers([\(names)])")
    let oldSelected = selectedViewController
    let oldSelection = selection
    let oldDisplayed = displayedChild
    // The More list gives back the tab it shows unless that tab stays selected in the list.
    if let shown = madeMore?.shownTab,
      !(shown === oldSelected && Self.listedInMore(of: newTabs).contains { $0 === shown })
    {
      madeMore?.showList()
    }
    let removed = tabControllers.filter { old in !newTabs.contains { $0 === old } }
    let added = newTabs.filter { new in !tabControllers.contains { $0 === new } }
    for old in removed {
      recordCall(.lifecycle, old, "willMove(toParent: nil)")
      old.sendWillMove(toParent: nil)
    }
    for tab in added { addChild(tab) }
    tabControllers = newTabs
    customizableViewControllers = newTabs.isEmpty ? nil : newTabs
    if oldSelection == NSNotFound {
      selection = hasMore ? NSNotFound : 0
    } else if let oldSelected, let kept = newTabs.firstIndex(where: { $0 === oldSelected }) {
      selection = kept
    } else {
      selection = newTabs.indices.contains(oldSelection) ? oldSelection : 0
    }
    refreshChildren()
    madeMore?.list.reloadRows()
    if isListedInMore(selection) { more.show(tabControllers[selection], animated: false) }
    let newDisplayed = displayedChild
    let changed = oldDisplayed !== newDisplayed
    let endAppearance = swapAppearance(
      from: changed ? oldDisplayed : nil, to: changed ? newDisplayed : nil,
      visible: canShowChildren, animated: animated)
    endAppearance()
    for old in removed { old.removeFromParent() }
    for tab in added {
      recordCall(.lifecycle, tab, "didMove(toParent: \(hostName))")
      tab.sendDidMove(toParent: self)
    }
  }

  /// Told, as the tab bar's delegate, that a person tapped `item`, before the tab is selected
  /// (T3). Does nothing by default; a subclass that overrides it calls `super`.
  open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

  /// A person's tap on the tab at `index`: the bar tells this controller of the item, then the
  /// delegate is asked, the tab selected, and the delegate told (T3). A tap on the selected
  /// tab pops its navigation controller to the root, as UIKit does.
  func userTappedTab(at index: Int) {
    if let items = tabBar.items, items.indices.contains(index) {
      tabBar(tabBar, didSelect: items[index])
    }
    if hasMore && index == Self.barCapacity - 1 { return userTappedMore() }
    guard tabControllers.indices.contains(index) else { return }
    let tab = tabControllers[index]
    let declared = declaredTabs.first { $0.viewController === tab }
    let previous = selectedTab
    if let delegate {
      recordDelegateCall(delegate, "shouldSelect(\(tab.hostName))")
      // A tab declared as a `UITab` is asked about as one, in place of its controller (T7).
      let allowed =
        if let declared {
          delegate.tabBarController(self, shouldSelectTab: declared)
        } else {
          delegate.tabBarController(self, shouldSelect: tab)
        }
      guard allowed else { return }
    }
    if index == selection, let navigation = tab as? UINavigationController,
      navigation.viewControllers.count > 1
    {
      recordCall(.operation, self, "tap on the selected tab: its stack pops to the root")
      navigation.popToRootViewController(animated: true)
    } else {
      select(index: index, animated: false)
    }
    if let delegate {
      recordDelegateCall(delegate, "didSelect(\(tab.hostName))")
      if let declared {
        delegate.tabBarController(self, didSelectTab: declared, previousTab: previous)
      } else {
        delegate.tabBarController(self, didSelect: tab)
      }
    }
  }

  /// A person's tap on More: like a tap on a tab (T3), with the More navigation controller as
  /// the tab; on the selected More item, its stack pops to the list (T5).
  private func userTappedMore() {
    if let delegate {
      recordDelegateCall(delegate, "shouldSelect(\(more.hostName))")
      guard delegate.tabBarController(self, shouldSelect: more) else { return }
    }
    if displayedChild === more {
      if more.viewControllers.count > 1 {
        recordCall(.operation, self, "tap on the selected More item: its stack pops to the list")
        more.popToRootViewController(animated: true)
      }
    } else {
      showMore(animated: false)
    }
    if let delegate {
      recordDelegateCall(delegate, "didSelect(\(more.hostName))")
      delegate.tabBarController(self, didSelect: more)
    }
  }

  /// A person picked `tab`'s row in the More list: it is shown above the list (T5).
  func userPickedFromMore(_ tab: UIViewController) {
    guard let index = tabControllers.firstIndex(where: { $0 === tab }), isListedInMore(index) else {
      return
    }
    select(index: index, animated: true)
  }

  /// The More list is on top of the More navigation controller again: the list is selected.
  func moreDidShowList() {
    if isListedInMore(selection) { selection = NSNotFound }
  }

  /// Shows the More navigation controller as it is: its list, or the tab it shows (T5).
  private func showMore(animated: Bool) {
    let old = displayedChild
    guard old !== more else { return }
    let shown = more.shownTab
    selection = shown.flatMap { shown in tabControllers.firstIndex { $0 === shown } } ?? NSNotFound
    recordCall(.operation, self, "select(\(more.hostName))")
    switchAppearance(from: old, to: more, animated: animated)()
  }

  @_spi(HostTesting) public override var hostName: String { title ?? "TabBarController" }
  override var appearanceChildren: [UIViewController] { displayedChild.map { [$0] } ?? [] }
  override var visibleChild: UIViewController? { displayedChild }

  private func select(index: Int, animated: Bool) {
    let old = displayedChild
    if isListedInMore(index) {
      let tab = tabControllers[index]
      guard old !== more || more.shownTab !== tab,
        more.show(tab, animated: animated && old === more)
      else { return }
      selection = index
      recordCall(.operation, self, "select(\(tab.hostName))")
      if old !== more { switchAppearance(from: old, to: more, animated: animated)() }
      return
    }
    guard index != selection else { return }
    let oldIndex = selection
    selection = index
    let new = displayedChild
    recordCall(.operation, self, "select(\(new?.hostName ?? "nil"))")
    let endAppearance = switchAppearance(from: old, to: new, animated: animated)
    guard canShowChildren, let old, let new, let delegate,
      let animator = delegate.tabBarController(
        self, animationControllerForTransitionFrom: old, to: new)
    else { return endAppearance() }
    // The delegate's animator runs the switch (X3); cancelled, the old tab stays selected.
    let interaction = delegate.tabBarController(self, interactionControllerFor: animator)
    let context = HostTransitionContext(
      from: old, to: new, animated: true, interactive: interaction != nil,
      presentationStyle: .none, animator: animator, host: diagnosticHost,
      containerView: TransitionContainerView(in: self)
    ) { [self] completed in
      guard !completed else { return endAppearance() }
      selection = oldIndex
      UIViewController.runAppearanceBack(arrived: new, left: old)
    }
    context.start(interaction: interaction)
  }
}

/// Hears of a person's taps on tabs (T3). Its methods are optional in UIKit; see
/// `OptionalDelegateMethods.swift`.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  /// Asked before a tapped tab is selected; `false` keeps the current tab.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  /// Called after a tap, also for a tap on the selected tab.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
  /// Asked before a tapped tab declared as a `UITab` is selected; `false` keeps the current
  /// tab (T7).
  func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
    -> Bool
  /// Called after a tap on a tab declared as a `UITab` (T7).
  func tabBarController(
    _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)
  /// The animator of a switch from `fromVC` to `toVC`, or nil for none.
  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The object a person drives that animator with, or nil for none.
  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  /// A person begins rearranging the tabs in More's Edit; declared, never called, as the host
  /// has no Edit (T9).
  func tabBarController(
    _ tabBarController: UITabBarController,
    willBeginCustomizing viewControllers: [UIViewController])
  /// A person is done rearranging the tabs; declared, never called (T9).
  func tabBarController(
    _ tabBarController: UITabBarController,
    willEndCustomizing viewControllers: [UIViewController], changed: Bool)
  /// The rearranging ended; declared, never called (T9).
  func tabBarController(
    _ tabBarController: UITabBarController,
    didEndCustomizing viewControllers: [UIViewController], changed: Bool)
}

extension UITabBarControllerDelegate {
  /// Allows the selection.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    noteDefault("tabBarController(_:shouldSelect:)", tabBarController)
    return true
  }
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    noteDefault("tabBarController(_:didSelect:)", tabBarController)
  }
  /// Allows the selection.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelectTab tab: UITab
  ) -> Bool { true }
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?
  ) {}

  /// No animation.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  /// No interaction.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    willBeginCustomizing viewControllers: [UIViewController]
  ) {}
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    willEndCustomizing viewControllers: [UIViewController], changed: Bool
  ) {}
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    didEndCustomizing viewControllers: [UIViewController], changed: Bool
  ) {}

  private func noteDefault(_ method: String, _ tabBarController: UITabBarController) {
    tabBarController.diagnosticHost.noteDefaultOptional(
      method, of: "UITabBarControllerDelegate", delegate: self,
      superclassConforms: _getSuperclass(type(of: self)) is any UITabBarControllerDelegate.Type)
  }
}
