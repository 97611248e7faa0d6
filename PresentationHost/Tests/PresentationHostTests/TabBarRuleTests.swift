@_spi(HostTesting) import PresentationHost
import Testing

@Suite("Tab bar controller rules")
@MainActor
struct TabBarRuleTests {
  private func tab(_ title: String) -> UIViewController {
    let controller = screen(title)
    controller.tabBarItem.title = title
    return controller
  }

  @Test("T1: new tabs keep the selected controller, else the same index, else the first")
  func settingTabsKeepsSelection() {
    let tabBar = UITabBarController()
    let (a, b, c) = (tab("A"), tab("B"), tab("C"))
    tabBar.viewControllers = [a, b, c]
    let window = visibleWindow(root: tabBar)
    tabBar.selectedIndex = 1
    tabBar.viewControllers = [c, b]
    #expect(tabBar.selectedViewController === b && tabBar.selectedIndex == 1)
    tabBar.viewControllers = [a, tab("D")]
    #expect(tabBar.selectedIndex == 1)
    #expect(tabBar.selectedViewController?.hostName == "D")
    tabBar.viewControllers = [c]
    #expect(tabBar.selectedViewController === c)
    #expect(window.path == "C: C")
    expectNoDiagnostics(window.host)
  }

  @Test("T2: the selected controller must be a tab; selecting one updates the index")
  func selectedMustBeATab() {
    let tabBar = UITabBarController()
    let (a, b) = (tab("A"), tab("B"))
    tabBar.viewControllers = [a, b]
    let window = visibleWindow(root: tabBar)
    tabBar.selectedViewController = b
    #expect(tabBar.selectedIndex == 1)
    tabBar.selectedViewController = tab("Stranger")
    #expect(tabBar.selectedViewController === b)
    expectDiagnostic(window.host, .error, .t2)
  }

  @Test("T3: the delegate hears only a person's taps, also on the selected tab")
  func delegateHearsOnlyTaps() throws {
    let tabBar = UITabBarController()
    tabBar.viewControllers = [tab("A"), tab("B")]
    let window = visibleWindow(root: tabBar)
    let delegate = TabBarDelegateSpy()
    tabBar.delegate = delegate
    tabBar.selectedIndex = 1
    #expect(delegate.calls.isEmpty)
    try window.host.selectTab("A")
    try window.host.selectTab("A")
    #expect(
      delegate.calls == ["shouldSelect(A)", "didSelect(A)", "shouldSelect(A)", "didSelect(A)"])
    delegate.allows = false
    try window.host.selectTab("B")
    #expect(tabBar.selectedIndex == 0)
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uitabbardelegate/tabbar(_:didselect:): "Sent to the
  // delegate when the user selects a tab bar item"; UITabBar.delegate: "A tab bar controller
  // acts as the delegate of its tab bar … you must not change the delegate of a tab bar that a
  // tab bar controller manages" (UIKit raises "Changing the delegate of a tab bar managed by a
  // tab bar controller is not allowed.").
  @Test("T3: a subclass hears a tapped item as its bar's delegate, before the tab is selected")
  func subclassHearsTheTappedItem() throws {
    // Given a tab bar controller of the app's own that notes each tapped item and the selected
    // index then
    let sut = ItemWatchingTabs()
    sut.viewControllers = [tab("A"), tab("B")]
    let window = visibleWindow(root: sut)
    // When a person taps B, code selects A, and the app tries to take over the bar's delegate
    try window.host.selectTab("B")
    sut.selectedIndex = 0
    sut.tabBar.delegate = TabItemLog()
    // Then the controller heard the tapped item only, while A was still selected, and it stays
    // its bar's delegate
    #expect(sut.heard == ["B while 0"])
    #expect(sut.tabBar.delegate === sut)
    expectDiagnostic(window.host, .error, .t3)
  }

  @Test("T3: tapping the selected tab pops its navigation controller to the root, as UIKit does")
  func tappingSelectedTabPopsToRoot() throws {
    let navigation = UINavigationController(rootViewController: screen("Root"))
    navigation.tabBarItem.title = "Stack"
    let tabBar = UITabBarController()
    tabBar.viewControllers = [navigation, tab("Other")]
    let window = visibleWindow(root: tabBar)
    navigation.pushViewController(screen("Pushed"), animated: false)
    try window.host.selectTab("Other")
    try window.host.selectTab("Stack")
    #expect(window.path == "Stack: Root > Pushed")
    try window.host.selectTab("Stack")
    #expect(window.path == "Stack: Root")
  }
}

@MainActor
final class TabBarDelegateSpy: NSObject, UITabBarControllerDelegate {
  var calls: [String] = []
  var allows = true

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    calls.append("shouldSelect(\(viewController.hostName))")
    return allows
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    calls.append("didSelect(\(viewController.hostName))")
  }
}

// UIKit's order for a tab switch, as logged in public reports (pgzxc.github.io/posts/efa3afd7;
// programmerteach.com, "the order of calls is explored"): the new tab's viewWillAppear comes
// first, then the old tab's viewWillDisappear and viewDidDisappear, then the new tab's
// viewDidAppear — unlike a push, where the leaving screen's viewWillDisappear comes first.
@Suite("Tab switch appearance order")
@MainActor
struct TabSwitchOrderRuleTests {
  @Test("T4: the new tab will appear before the old one disappears")
  func tabSwitchOrder() throws {
    // Given two tabs that log their appearance calls, the first selected
    let log = EventLog()
    let first = RecordingController("First", log: log)
    first.tabBarItem.title = "First"
    let second = RecordingController("Second", log: log)
    second.tabBarItem.title = "Second"
    let sut = UITabBarController()
    sut.viewControllers = [first, second]
    let window = visibleWindow(root: sut)
    log.events.removeAll()
    // When a person taps the second tab
    try window.host.selectTab("Second")
    // Then the calls come in UIKit's order for tabs
    #expect(
      log.events.filter { $0.contains("Appear") || $0.contains("Disappear") } == [
        "Second.viewWillAppear", "First.viewWillDisappear", "First.viewDidDisappear",
        "Second.viewDidAppear",
      ])
    expectNoDiagnostics(window.host)
  }
}

// Apple, UITabBarController: "If you add more than five items to the viewControllers property,
// the tab bar controller automatically inserts a special view controller (called the More view
// controller) to handle the display of the additional items."
// moreNavigationController: "The tab bar controller does not include the More navigation
// controller in that array of objects" (viewControllers); "Do not add the object stored in
// this property to your tab bar interface manually."
// selectedIndex: "if the selected view controller is currently the More navigation controller,
// this property contains the value NSNotFound."
// selectedViewController: "you can use this property to select any of the view controllers in
// the viewControllers property. This includes view controllers that are managed by the More
// navigation controller"; it can also be set to the More navigation controller.
// customizableViewControllers: "Changing the value of the viewControllers property … also
// changes the value of this property."
// tabBarController(_:didSelect:): "it is called only in response to user taps in the tab bar"
// (so not for a row picked in the More list).
// (developer.apple.com/documentation/uikit/uitabbarcontroller and its properties.)
@Suite("The More tab")
@MainActor
struct MoreTabRuleTests {
  private func tabs(_ titles: [String]) -> [UIViewController] {
    titles.map { title in
      let controller = screen(title)
      controller.tabBarItem.title = title
      return controller
    }
  }

  /// A tab bar controller with `tabs` in a visible window.
  private func tabBar(_ tabs: [UIViewController]) -> (UITabBarController, UIWindow) {
    let tabBar = UITabBarController()
    tabBar.viewControllers = tabs
    return (tabBar, visibleWindow(root: tabBar))
  }

  /// Six tabs in a visible window, the last a navigation controller whose root is Settings.
  private func sixTabsWithSettingsStack() -> (
    UITabBarController, UINavigationController, root: UIViewController, UIWindow
  ) {
    let root = screen("Settings")
    let navigation = UINavigationController(rootViewController: root)
    navigation.tabBarItem.title = "Settings"
    let (tabBar, window) = tabBar(tabs(["A", "B", "C", "D", "E"]) + [navigation])
    return (tabBar, navigation, root, window)
  }

  @Test("T5: beyond five tabs the bar shows four and More, which lists the rest")
  func moreListsTheRest() {
    // Given a tab bar controller with six tabs, on screen
    let six = tabs(["A", "B", "C", "D", "E", "F"])
    let (sut, window) = tabBar(six)
    // When a person looks at the bar and opens More
    let bar = window.host.tabTitles
    sut.selectedViewController = sut.moreNavigationController
    // Then the bar has four tabs and More, the list a row for each of the others, and More is
    // none of the tabs
    #expect(bar == ["A", "B", "C", "D", "More"])
    #expect(window.host.visibleButtons.map(\.displayTitle) == ["E", "F"])
    #expect(window.path == "More: More")
    #expect(sut.selectedIndex == NSNotFound)
    #expect(sut.selectedViewController === sut.moreNavigationController)
    #expect(sut.viewControllers?.contains { $0 === sut.moreNavigationController } == false)
    #expect(sut.customizableViewControllers?.count == 6)
    expectNoDiagnostics(window.host)
  }

  @Test("T5: five tabs or fewer show no More item, and More cannot be selected")
  func fiveTabsHaveNoMore() {
    // Given a tab bar controller with five tabs
    let (sut, window) = tabBar(tabs(["A", "B", "C", "D", "E"]))
    // When code selects the More navigation controller
    sut.selectedViewController = sut.moreNavigationController
    // Then every tab is on the bar and the selection is refused
    #expect(window.host.tabTitles == ["A", "B", "C", "D", "E"])
    #expect(sut.selectedIndex == 0)
    expectDiagnostic(window.host, .error, .t2)
  }

  @Test("T5: a tab listed in More, selected by code, is shown above the list")
  func selectingAListedTab() {
    // Given six tabs, the first selected
    let six = tabs(["A", "B", "C", "D", "E", "F"])
    let (sut, window) = tabBar(six)
    // When code selects the sixth
    sut.selectedIndex = 5
    // Then More shows it above its list, in the tab bar controller
    #expect(window.path == "More: More > F")
    #expect(sut.selectedIndex == 5 && sut.selectedViewController === six[5])
    #expect(six[5].navigationController === sut.moreNavigationController)
    #expect(six[5].tabBarController === sut)
    #expect(window.host.visibleScreen === six[5])
    expectNoDiagnostics(window.host)
  }

  @Test("T5: a person's tap on More is a tap on a tab, with the More navigation controller")
  func tappingMore() throws {
    // Given six tabs and a delegate
    let (sut, window) = tabBar(tabs(["A", "B", "C", "D", "E", "F"]))
    let delegate = TabBarDelegateSpy()
    sut.delegate = delegate
    // When a person taps More, picks E, goes back, picks F, then taps More again
    try window.host.selectTab("More")
    try window.host.tap("E")
    let pickedE = window.path
    try window.host.back()
    let backToList = (window.path, sut.selectedIndex)
    try window.host.tap("F")
    try window.host.selectTab("More")
    // Then the delegate heard both taps on More and neither pick, a pick shows the tab, and
    // More pops to its list
    let more = sut.moreNavigationController.hostName
    #expect(
      delegate.calls == [
        "shouldSelect(\(more))", "didSelect(\(more))", "shouldSelect(\(more))",
        "didSelect(\(more))",
      ])
    #expect(pickedE == "More: More > E")
    #expect(backToList == ("More: More", NSNotFound))
    #expect(window.path == "More: More")
    #expect(sut.selectedViewController === sut.moreNavigationController)
    #expect(window.host.leaks.isEmpty)
    expectNoDiagnostics(window.host)
  }

  @Test("T5: a navigation controller's screens move onto More, and its root goes back")
  func navigationTabInMore() throws {
    // Given six tabs, the last a navigation controller
    let (sut, navigation, root, window) = sixTabsWithSettingsStack()
    // When a person opens it from More, and its root pushes a screen
    try window.host.selectTab("More")
    try window.host.tap("Settings")
    let shown = (window.path, navigation.viewControllers.count)
    root.navigationController?.pushViewController(screen("Detail"), animated: false)
    let pushed = window.path
    // and then taps More, which pops to the list
    try window.host.selectTab("More")
    // Then the screens were on the More navigation controller, and the root went back
    #expect(shown == ("More: More > Settings", 0))
    #expect(pushed == "More: More > Settings > Detail")
    #expect(window.path == "More: More" && sut.selectedIndex == NSNotFound)
    #expect(navigation.viewControllers == [root])
    #expect(root.navigationController === navigation)
    #expect(window.host.leaks.isEmpty)
    expectNoDiagnostics(window.host)
  }

  @Test("T5: after a tab on the bar, More shows again what it showed, still selected")
  func moreKeepsItsStackAcrossTabs() throws {
    // Given Settings' screens shown from More, a screen pushed on them
    let (sut, navigation, root, window) = sixTabsWithSettingsStack()
    sut.selectedViewController = navigation
    root.navigationController?.pushViewController(screen("Detail"), animated: false)
    // When a person taps A on the bar, then More
    try window.host.selectTab("A")
    let onA = window.path
    try window.host.selectTab("More")
    // Then More shows Settings' screens as they were, and Settings is the selected tab
    #expect(onA == "A: A")
    #expect(window.path == "More: More > Settings > Detail")
    #expect(sut.selectedViewController === navigation && sut.selectedIndex == 5)
    expectNoDiagnostics(window.host)
  }

  @Test("T5: a back swipe from a navigation tab's root to the More list gives the root back")
  func backSwipeToTheList() throws {
    // Given six tabs, the last a navigation controller shown from More
    let (sut, navigation, root, window) = sixTabsWithSettingsStack()
    sut.selectedViewController = navigation
    // When a person swipes back to the list
    try window.host.swipeBack()
    // Then the list is selected and the root is in its own stack again
    #expect(window.path == "More: More")
    #expect(sut.selectedIndex == NSNotFound)
    #expect(navigation.viewControllers == [root])
    #expect(window.host.leaks.isEmpty)
    expectNoDiagnostics(window.host)
  }

  @Test("T5: switching between a tab and one in More calls each appearance method once")
  func appearanceThroughMore() throws {
    // Given six tabs that log their appearance calls, the first selected
    let log = EventLog()
    let logged = ["A", "B", "C", "D", "E", "F"].map { title in
      let controller = RecordingController(title, log: log)
      controller.tabBarItem.title = title
      return controller
    }
    let (sut, window) = tabBar(logged)
    log.events.removeAll()
    // When the sixth is selected by code, then the first by a person
    sut.selectedIndex = 5
    try window.host.selectTab("A")
    // Then each tab appeared and disappeared once, in UIKit's order for tabs (T4)
    #expect(
      log.events.filter { $0.contains("Appear") || $0.contains("Disappear") } == [
        "F.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear", "F.viewDidAppear",
        "A.viewWillAppear", "F.viewWillDisappear", "F.viewDidDisappear", "A.viewDidAppear",
      ])
    expectNoDiagnostics(window.host)
  }

  @Test("T5: selecting another tab in More while More is still pushing is ignored, with a warning")
  func selectionDuringMorePush() throws {
    // Given six tabs, More's list on screen, and animations held open
    let (sut, window) = tabBar(tabs(["A", "B", "C", "D", "E", "F"]))
    try window.host.selectTab("More")
    window.host.holdsTransitions = true
    // When a person picks F, and code selects E before F's push has ended
    try window.host.tap("F")
    sut.selectedIndex = 4
    window.host.completeTransitions()
    // Then F is shown and selected, and the second change was ignored with a warning
    #expect(window.path == "More: More > F")
    #expect(sut.selectedIndex == 5)
    expectDiagnostic(window.host, .warning, .transition)
  }

  @Test("T5: the More navigation controller is refused as a tab")
  func moreIsNotATab() {
    // Given six tabs
    let six = tabs(["A", "B", "C", "D", "E", "F"])
    let (sut, window) = tabBar(six)
    // When code adds the More navigation controller to the tabs
    sut.viewControllers = six + [sut.moreNavigationController]
    // Then it is refused and nothing changes
    #expect(sut.viewControllers?.count == 6)
    expectDiagnostic(window.host, .error, .t5)
  }

  @Test("T5: fewer tabs give back the one More showed, and the list is gone")
  func shrinkingTabs() {
    // Given six tabs, the sixth shown in More
    let six = tabs(["A", "B", "C", "D", "E", "F"])
    let (sut, window) = tabBar(six)
    sut.selectedIndex = 5
    // When the tabs become the last three
    sut.viewControllers = Array(six[3...])
    // Then the sixth is a tab on the bar again, still selected
    #expect(window.host.tabTitles == ["D", "E", "F"])
    #expect(window.path == "F: F")
    #expect(six[5].parent === sut)
    #expect(sut.selectedViewController === six[5])
    expectNoDiagnostics(window.host)
  }
}

@Suite("Stack views")
@MainActor
struct StackViewTests {
  // Apple, UIStackView.arrangedSubviews: "Whenever an arranged view's removeFromSuperview
  // method is called, the stack view removes the view from its arrangedSubviews array."
  @Test("A view removed from its stack view's subviews is no longer arranged")
  func removedViewLeavesArrangedSubviews() {
    // Given a stack view arranging two labels
    let first = UILabel()
    let second = UILabel()
    let sut = UIStackView(arrangedSubviews: [first, second])
    // When the first is removed from its superview
    first.removeFromSuperview()
    // Then the stack arranges only the second
    #expect(sut.arrangedSubviews == [second])
    #expect(sut.subviews == [second])
  }
}

@Suite("The More tab, driven at random")
@MainActor
struct MoreTabRandomTests {
  /// A small seeded generator, so that a failure replays.
  private struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  /// Seven tabs, three of them navigation controllers (one on the bar, two behind More).
  private func sevenTabs() -> [UIViewController] {
    ["A", "B", "C", "D", "E", "F", "G"].enumerated().map { index, title in
      let tab: UIViewController =
        index.isMultiple(of: 3)
        ? UINavigationController(rootViewController: screen(title)) : screen(title)
      tab.tabBarItem.title = title
      return tab
    }
  }

  /// What is wrong with the tree under `tabBar`, or nil: each controller is among its parent's
  /// children and in no other container, and each tab is held by the tab bar or by More.
  private func problem(in tabBar: UITabBarController, tabs: [UIViewController]) -> String? {
    var seen: Set<ObjectIdentifier> = []
    var pending: [UIViewController] = [tabBar]
    while let controller = pending.popLast() {
      for child in controller.children {
        guard child.parent === controller else {
          return "\(child.hostName) is a child of \(controller.hostName) but not its parent"
        }
        guard seen.insert(ObjectIdentifier(child)).inserted else {
          return "\(child.hostName) stands in two places"
        }
        pending.append(child)
      }
    }
    for tab in tabs where !seen.contains(ObjectIdentifier(tab)) {
      return "\(tab.hostName) is in no container"
    }
    return nil
  }

  @Test("T5: random selections, taps, pushes and tab changes keep every controller in one place")
  func randomUse() throws {
    for seed in UInt64(1)...40 {
      // Given seven tabs in a window
      var generator = Generator(state: seed)
      var tabs = sevenTabs()
      let sut = UITabBarController()
      sut.viewControllers = tabs
      let window = visibleWindow(root: sut)
      for step in 0..<60 {
        // When a person or the app does something at random
        switch generator.next(8) {
        case 0: sut.selectedIndex = generator.next(tabs.count)
        case 1 where tabs.count > 5: sut.selectedViewController = sut.moreNavigationController
        case 2:
          try? window.host.selectTab(
            window.host.tabTitles[generator.next(window.host.tabTitles.count)])
        case 3:
          let rows = window.host.visibleButtons.map(\.displayTitle)
          if !rows.isEmpty { try? window.host.tap(rows[generator.next(rows.count)]) }
        case 4:
          window.host.visibleScreen?.navigationController?.pushViewController(
            screen("Pushed"), animated: false)
        case 5: try? window.host.back()
        case 6: try? window.host.swipeBack(cancelled: generator.next(2) == 0)
        default:
          tabs = generator.next(3) == 0 ? Array(tabs.dropLast(2)) : sevenTabs().shuffled()
          if tabs.count < 2 { tabs = sevenTabs() }
          sut.viewControllers = tabs
        }
        // Then the tree stays whole, nothing is left alive off screen, and nothing is refused
        if let problem = problem(in: sut, tabs: tabs) {
          Issue.record("seed \(seed), step \(step): \(problem)")
          return
        }
        #expect(window.host.leaks.isEmpty, "seed \(seed), step \(step)")
        #expect(
          window.host.diagnostics.isEmpty, "seed \(seed), step \(step): \(window.host.diagnostics)")
        guard window.host.leaks.isEmpty, window.host.diagnostics.isEmpty else { return }
      }
    }
  }
}

// developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed: "A Boolean
// value indicating whether the toolbar at the bottom of the screen is hidden when the view
// controller is pushed on to a navigation controller"; in a tab bar controller the bottom bar is
// the tab bar, hidden while such a controller is in the stack.
@Suite("The tab bar hidden by a pushed screen")
@MainActor
struct HiddenTabBarRuleTests {
  @Test("T6: a screen pushed with hidesBottomBarWhenPushed hides the tab bar until it is popped")
  func pushedScreenHidesTheTabBar() throws {
    // Given two tabs, the first a navigation stack
    let navigation = UINavigationController(rootViewController: screen("List"))
    navigation.tabBarItem.title = "List"
    let other = screen("Other")
    other.tabBarItem.title = "Other"
    let sut = UITabBarController()
    sut.viewControllers = [navigation, other]
    let window = visibleWindow(root: sut)
    let detail = screen("Detail")
    detail.hidesBottomBarWhenPushed = true
    // When a screen that hides the bottom bar is pushed, then another above it
    navigation.pushViewController(detail, animated: false)
    navigation.pushViewController(screen("More detail"), animated: false)
    let tabsWhileHidden = window.host.tabTitles
    // Then no tab can be tapped while either is on the stack
    #expect(tabsWhileHidden.isEmpty)
    #expect(throws: UserActionError.tabBarHidden) { try window.host.selectTab("Other") }
    #expect(sut.selectedViewController === navigation)
    // And when the person goes back to the list, the bar is there again
    try window.host.back()
    try window.host.back()
    try window.host.selectTab("Other")
    #expect(sut.selectedViewController === other)
    expectNoDiagnostics(window.host)
  }

  @Test("T6: a tab bar the app hides takes no tap")
  func appHidesTheTabBar() {
    // Given two tabs whose bar the app hid
    let (sut, _, window) = twoVisibleTabs()
    sut.tabBar.isHidden = true
    // When a person taps a tab, then it is refused and the selection stays
    #expect(throws: UserActionError.tabBarHidden) { try window.host.selectTab("Second") }
    #expect(sut.selectedIndex == 0)
  }

  // developer.apple.com/documentation/uikit/uitabbarcontroller/istabbarhidden (iOS 18): whether
  // the tab bar is hidden; setTabBarHidden(_:animated:) hides or shows it.
  @Test("T6: a tab bar hidden with setTabBarHidden takes no tap until it shows again")
  func tabBarHiddenTheIOS18Way() throws {
    // Given two tabs whose bar the app hid the iOS 18 way
    let (sut, second, window) = twoVisibleTabs()
    sut.setTabBarHidden(true, animated: true)
    // When a person taps a tab, then the bar shows again and a person taps it
    #expect(throws: UserActionError.tabBarHidden) { try window.host.selectTab("Second") }
    let selectedWhileHidden = sut.selectedIndex
    sut.isTabBarHidden = false
    try window.host.selectTab("Second")
    // Then the first tap was refused, the second selected the tab
    #expect(selectedWhileHidden == 0)
    #expect(sut.selectedViewController === second)
    expectNoDiagnostics(window.host)
  }

  /// A tab bar controller of First and Second on screen, and its second tab.
  private func twoVisibleTabs() -> (UITabBarController, UIViewController, UIWindow) {
    let first = screen("First")
    first.tabBarItem.title = "First"
    let second = screen("Second")
    second.tabBarItem.title = "Second"
    let sut = UITabBarController()
    sut.viewControllers = [first, second]
    return (sut, second, visibleWindow(root: sut))
  }
}

// developer.apple.com/documentation/uikit/uitabbar/items: "The items displayed on the tab bar";
// uitabbarcontroller/morenavigationcontroller: with more tabs than fit, the last item is More.
@Suite("The tab bar's items")
@MainActor
struct TabBarItemsRuleTests {
  @Test(
    "T5: the bar's items are the tabs' that fit, and More's; the selected one is the shown tab's")
  func barItems() {
    // Given six tabs, the second selected
    let tabs = (1...6).map { index -> UIViewController in
      let tab = screen("Tab \(index)")
      tab.tabBarItem.title = "Tab \(index)"
      return tab
    }
    let sut = UITabBarController()
    sut.viewControllers = tabs
    sut.selectedIndex = 1
    _ = visibleWindow(root: sut)
    // When the bar's items are read, then four tabs and More are there, the second selected
    #expect(sut.tabBar.items?.count == 5)
    #expect(sut.tabBar.items?.first === tabs[0].tabBarItem)
    #expect(sut.tabBar.items?.last === sut.moreNavigationController.tabBarItem)
    #expect(sut.tabBar.selectedItem === tabs[1].tabBarItem)
  }
}

/// A tab bar controller that notes each item a person taps, with the index selected then.
@MainActor
private final class ItemWatchingTabs: UITabBarController {
  private(set) var heard: [String] = []

  override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
    super.tabBar(tabBar, didSelect: item)
    heard.append("\(item.title ?? "") while \(selectedIndex)")
  }
}

/// A tab bar delegate of the app's own.
@MainActor
private final class TabItemLog: NSObject, UITabBarDelegate {
  // A tab bar controller pushed on a navigation stack shows its tab bar (UIKit does not forbid
  // it; developer.apple.com/documentation/uikit/uitabbarcontroller only recommends it as root):
  // a person sees and taps its tabs, and the path reads through it.
  @Test("T6: a tab bar controller inside a navigation controller offers its tabs to a person")
  func tabBarInsideStack() throws {
    // Given a stack whose top is a tab bar controller with two tabs
    let (navigation, window) = visibleStack(root: "Start")
    let sut = UITabBarController()
    let first = screen("First")
    first.tabBarItem.title = "One"
    let second = screen("Second")
    second.tabBarItem.title = "Two"
    sut.viewControllers = [first, second]
    navigation.pushViewController(sut, animated: false)
    let before = window.path
    // When a person taps its second tab
    let titles = window.host.tabTitles
    try window.host.selectTab("Two")
    // Then the tabs were offered, the second is selected, and the path goes through the tab bar
    #expect(titles == ["One", "Two"])
    #expect(before == "Start > One: First")
    #expect(sut.selectedViewController === second && window.path == "Start > Two: Second")
    expectNoDiagnostics(window.host)
  }
}
