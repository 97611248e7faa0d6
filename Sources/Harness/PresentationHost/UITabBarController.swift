/// The host's `UITabBarController`: one tab per controller, one selected at a time.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  /// Hears of a person's taps on tabs, never of selection by code (T3). Weak, as in UIKit.
  open weak var delegate: (any UITabBarControllerDelegate)?

  private var tabs: [UIViewController] = []
  private var selection = 0

  /// The bar of tabs.
  public let tabBar = UITabBar()

  /// Creates a tab bar controller with no tabs.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Tab bar controllers from archives are not supported; the host has no storyboards.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The tabs. Setting them keeps the selected controller if it is still there, else the same
  /// index, else the first (T1).
  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The selected tab's index. An index out of range is refused (T2).
  open var selectedIndex: Int {
    get { selection }
    set {
      guard tabs.indices.contains(newValue) else {
        diagnosticHost.report(
          .error, .t2, "selectedIndex \(newValue) is out of range for \(tabs.count) tabs")
        return
      }
      select(index: newValue, animated: false)
    }
  }

  /// The selected tab's controller. It must be one of `viewControllers` (T2).
  open var selectedViewController: UIViewController? {
    get { tabs.indices.contains(selection) ? tabs[selection] : nil }
    set {
      guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else {
        diagnosticHost.report(
          .error, .t2,
          "selectedViewController (\(newValue?.hostName ?? "nil")) must be one of viewControllers")
        return
      }
      select(index: index, animated: false)
    }
  }

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
    guard let index = tabs.firstIndex(where: { $0 === child }) else { return }
    tabs.remove(at: index)
    if selection >= tabs.count { selection = max(tabs.count - 1, 0) }
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
    let names = newTabs.map(\.hostName).joined(separator: ", ")
    recordCall(.operation, self, "setViewControllers([\(names)])")
    let oldSelected = selectedViewController
    let removed = tabs.filter { old in !newTabs.contains { $0 === old } }
    let added = newTabs.filter { new in !tabs.contains { $0 === new } }
    for old in removed {
      recordCall(.lifecycle, old, "willMove(toParent: nil)")
      old.sendWillMove(toParent: nil)
    }
    for tab in added { addChild(tab) }
    tabs = newTabs
    children = newTabs
    if let oldSelected, let kept = newTabs.firstIndex(where: { $0 === oldSelected }) {
      selection = kept
    } else if !newTabs.indices.contains(selection) {
      selection = 0
    }
    let newSelected = selectedViewController
    let changed = oldSelected !== newSelected
    let endAppearance = swapAppearance(
      from: changed ? oldSelected : nil, to: changed ? newSelected : nil,
      visible: canShowChildren, animated: animated)
    endAppearance()
    for old in removed { old.removeFromParent() }
    for tab in added {
      recordCall(.lifecycle, tab, "didMove(toParent: \(hostName))")
      tab.sendDidMove(toParent: self)
    }
  }

  /// A person's tap on the tab at `index`: asks the delegate, selects, then tells it (T3).
  /// A tap on the selected tab pops its navigation controller to the root, as UIKit does.
  func userTappedTab(at index: Int) {
    guard tabs.indices.contains(index) else { return }
    let tab = tabs[index]
    if let delegate {
      recordDelegateCall(delegate, "shouldSelect(\(tab.hostName))")
      guard delegate.tabBarController(self, shouldSelect: tab) else { return }
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
      delegate.tabBarController(self, didSelect: tab)
    }
  }

  @_spi(HostTesting) public override var hostName: String { title ?? "TabBarController" }
  override var appearanceChildren: [UIViewController] { selectedViewController.map { [$0] } ?? [] }
  override var visibleChild: UIViewController? { selectedViewController }

  private func select(index: Int, animated: Bool) {
    guard index != selection else { return }
    let old = selectedViewController
    selection = index
    let new = selectedViewController
    recordCall(.operation, self, "select(\(new?.hostName ?? "nil"))")
    let endAppearance = switchAppearance(from: old, to: new, animated: animated)
    guard canShowChildren, let old, let new, let delegate,
      let animator = delegate.tabBarController(
        self, animationControllerForTransitionFrom: old, to: new)
    else { return endAppearance() }
    // The delegate's animator runs the switch (X3); cancelled, the old tab stays selected.
    let interaction = delegate.tabBarController(self, interactionControllerFor: animator)
    let oldIndex = tabs.firstIndex { $0 === old } ?? selection
    let context = HostTransitionContext(
      from: old, to: new, animated: true, interactive: interaction != nil,
      presentationStyle: .none, animator: animator, host: diagnosticHost
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

  private func noteDefault(_ method: String, _ tabBarController: UITabBarController) {
    tabBarController.diagnosticHost.noteDefaultOptional(
      method, of: "UITabBarControllerDelegate", delegate: self,
      superclassConforms: _getSuperclass(type(of: self)) is any UITabBarControllerDelegate.Type)
  }
}
