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
