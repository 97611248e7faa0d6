@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:collapsesecondary:onto:)
// and …/uiviewcontroller/collapsesecondaryviewcontroller(_:for:): as the interface collapses, the
// delegate may take care of the secondary controller; if it does not, the primary takes it in,
// and a navigation controller pushes it. …/uisplitviewcontroller/viewcontrollers: "When the
// split view interface is collapsed, this property contains only one view controller."
@Suite("Split view controllers on an iPhone")
@MainActor
struct SplitViewRuleTests {
  @Test("SV1: a classic split view controller collapses as it appears: the detail is pushed")
  func classicCollapsesOntoThePrimary() throws {
    // Given a list and a detail, each in a navigation controller, with no delegate
    let sut = UISplitViewController()
    let detail = UINavigationController(rootViewController: screen("Detail"))
    sut.viewControllers = [UINavigationController(rootViewController: screen("List")), detail]
    #expect(!sut.isCollapsed)
    // When it is shown on the iPhone
    let window = visibleWindow(root: sut)
    // Then it collapsed: the detail stands on the list's stack, and back leads to the list
    #expect(sut.isCollapsed)
    #expect(sut.viewControllers.count == 1)
    #expect(window.path == "List > Detail")
    #expect(window.host.visibleScreen?.title == "Detail")
    #expect(window.host.visibleScreen?.splitViewController === sut)
    try window.host.back()
    #expect(window.path == "List")
    expectNoDiagnostics(window.host)
  }

  @Test("SV1: a delegate that takes care of the secondary leaves the primary alone on screen")
  func delegateDiscardsTheSecondary() {
    // Given a delegate that discards an empty detail, as Xcode's master-detail template does
    let sut = UISplitViewController()
    let delegate = SplitDelegate()
    delegate.discardsSecondary = true
    sut.delegate = delegate
    let list = UINavigationController(rootViewController: screen("List"))
    sut.viewControllers = [list, UINavigationController(rootViewController: screen("Empty"))]
    // When it is shown
    let window = visibleWindow(root: sut)
    // Then the list shows alone, and the delegate was asked about the detail
    #expect(window.path == "List")
    #expect(sut.viewControllers.map { $0 === list } == [true])
    #expect(
      delegate.heard == ["collapse(NavigationController(Empty) onto NavigationController(List))"])
    expectNoDiagnostics(window.host)
  }

  @Test("SV1: the delegate may name the controller the collapsed interface shows")
  func delegateNamesThePrimary() {
    // Given a delegate that names its own controller for the collapsed interface
    let sut = UISplitViewController()
    let delegate = SplitDelegate()
    delegate.primaryForCollapsing = UINavigationController(rootViewController: screen("Phone"))
    delegate.discardsSecondary = true
    sut.delegate = delegate
    sut.viewControllers = [screen("List"), screen("Detail")]
    // When it is shown
    let window = visibleWindow(root: sut)
    // Then that controller shows, and it is the one column left
    #expect(window.path == "Phone")
    #expect(sut.viewControllers.first === delegate.primaryForCollapsing)
  }

  // developer.apple.com/documentation/uikit/uiviewcontroller/showdetailviewcontroller(_:sender:):
  // "in a compact environment, the split view controller's implementation of this method calls
  // show(_:sender:)".
  @Test("SV2: a detail shown in a collapsed split view controller is pushed on the list")
  func showDetailPushes() throws {
    // Given a collapsed split view controller showing its list
    let sut = UISplitViewController()
    let delegate = SplitDelegate()
    delegate.discardsSecondary = true
    sut.delegate = delegate
    let list = screen("List")
    sut.viewControllers = [UINavigationController(rootViewController: list), screen("Empty")]
    let window = visibleWindow(root: sut)
    // When the list shows a detail in its navigation controller, as a row tapped does
    let detail = screen("Detail")
    list.showDetailViewController(UINavigationController(rootViewController: detail), sender: nil)
    // Then it was pushed, and the detail's back button leads to the list
    #expect(window.path == "List > Detail")
    #expect(detail.splitViewController === sut)
    #expect(detail.navigationController?.navigationController === list.navigationController)
    try window.host.back()
    #expect(window.path == "List")
    expectNoDiagnostics(window.host)
  }

  @Test("SV2: a delegate that shows the detail itself stops the split view controller's own")
  func delegateShowsTheDetail() {
    // Given a delegate that handles showDetail
    let sut = UISplitViewController()
    let delegate = SplitDelegate()
    delegate.discardsSecondary = true
    delegate.handlesShowDetail = true
    sut.delegate = delegate
    let list = screen("List")
    sut.viewControllers = [UINavigationController(rootViewController: list), screen("Empty")]
    let window = visibleWindow(root: sut)
    // When a detail is shown
    list.showDetailViewController(screen("Detail"), sender: nil)
    // Then the delegate heard it, and nothing moved
    #expect(delegate.heard.last == "showDetail(Detail)")
    #expect(window.path == "List")
  }

  // developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:)
  // and …/uisplitviewcontroller/column/compact: "If a view controller is set for this column,
  // that view controller is shown when isCollapsed is true."
  @Test("SV3: a column-style split view controller collapses to its secondary, on the primary")
  func columnStyleShowsTheSecondary() throws {
    // Given a list and a detail set as columns, with no delegate
    let sut = UISplitViewController(style: .doubleColumn)
    let list = screen("List")
    sut.setViewController(list, for: .primary)
    sut.setViewController(screen("Detail"), for: .secondary)
    // When it is shown
    let window = visibleWindow(root: sut)
    // Then UIKit's proposal, the secondary, is on top of the list, each column wrapped
    #expect(window.path == "List > Detail")
    #expect(sut.viewController(for: .primary) === list)
    #expect(list.navigationController != nil)
    try window.host.back()
    #expect(window.path == "List")
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:willhide:):
  // "The system doesn't call this method when you hide a column programmatically"; likewise
  // willShow for show(_:). …/uisplitviewcontroller/hide(_:): "This method does not support
  // hiding the UISplitViewController.Column.secondary column."
  @Test("SV3: the delegate may keep the primary on top; show(_:) moves between, unheard")
  func columnStyleTopColumnAndShow() {
    // Given a delegate that keeps the primary column on top once collapsed
    let sut = UISplitViewController(style: .doubleColumn)
    let delegate = SplitDelegate()
    delegate.topColumn = .primary
    sut.delegate = delegate
    sut.setViewController(screen("List"), for: .primary)
    sut.setViewController(screen("Detail"), for: .secondary)
    let window = visibleWindow(root: sut)
    let collapsed = window.path
    // When the app shows the secondary column, the primary, then the secondary again
    sut.show(.secondary)
    let shown = window.path
    sut.show(.primary)
    let back = window.path
    sut.show(.secondary)
    // Then the list showed alone, with the detail, alone, and with the detail again; the
    // delegate heard only the collapse
    #expect(
      [collapsed, shown, back, window.path] == ["List", "List > Detail", "List", "List > Detail"])
    #expect(delegate.heard == ["didCollapse"])
    expectNoDiagnostics(window.host)
  }

  @Test("SV3: hiding the secondary column is not supported: nothing changes, with a warning")
  func hidingTheSecondaryIsRefused() {
    // Given a collapsed column-style split view controller showing its detail
    let sut = UISplitViewController(style: .doubleColumn)
    sut.setViewController(screen("List"), for: .primary)
    sut.setViewController(screen("Detail"), for: .secondary)
    let window = visibleWindow(root: sut)
    // When the app hides the secondary column
    sut.hide(.secondary)
    // Then the detail is still shown, and the host says why
    #expect(window.path == "List > Detail")
    expectDiagnostic(window.host, .warning, .sv3)
  }

  // developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate: in a column-style
  // split view interface the delegate customizes transitions with the column-style methods;
  // splitViewController(_:showDetail:sender:) is among the classic ones.
  @Test("SV3: a column style's showDetailViewController asks no classic delegate method, and shows")
  func columnStyleShowDetail() {
    // Given a collapsed column-style split view controller whose delegate would take any detail
    let sut = UISplitViewController(style: .doubleColumn)
    let delegate = SplitDelegate()
    delegate.handlesShowDetail = true
    delegate.topColumn = .primary
    sut.delegate = delegate
    sut.setViewController(screen("List"), for: .primary)
    let window = visibleWindow(root: sut)
    // When the app shows a detail
    sut.showDetailViewController(screen("Detail"), sender: nil)
    // Then the classic method was not asked, and the detail is on top of the list
    #expect(!delegate.heard.contains { $0.hasPrefix("showDetail") })
    #expect(window.path == "List > Detail")
  }

  @Test("SV3: the column's own controller set again changes nothing, with no containment calls")
  func sameSecondaryAgain() {
    // Given a collapsed column-style split view controller showing a recording detail
    let log = EventLog()
    let detail = RecordingController("Detail", log: log)
    let sut = UISplitViewController(style: .doubleColumn)
    sut.setViewController(screen("List"), for: .primary)
    sut.setViewController(detail, for: .secondary)
    let window = visibleWindow(root: sut)
    log.events.removeAll()
    // When the app sets the same detail for the secondary column again, and shows it
    sut.setViewController(detail, for: .secondary)
    sut.show(.secondary)
    // Then nothing moved: the detail heard no containment call
    #expect(!log.events.contains { $0.contains("Move(") })
    #expect(window.path == "List > Detail")
    expectNoDiagnostics(window.host)
  }

  // Apple's reply to FB8640357 (quoted at zhaoxin.pro/technology/15993960076329.html): "This is
  // expected behavior. The secondary column gets this special treatment if the view controller
  // gets set to a non-navigation controller when it already has a nav controller—i.e., it's
  // pushed onto the nav stack"; to replace it, "clear it first by setting its vc to nil".
  @Test("SV3: a second plain secondary is pushed onto the column's stack; nil first replaces it")
  func secondSecondaryIsPushed() throws {
    // Given a column-style split view controller with a detail, shown collapsed
    let sut = UISplitViewController(style: .doubleColumn)
    sut.setViewController(screen("List"), for: .primary)
    sut.setViewController(screen("Detail"), for: .secondary)
    let window = visibleWindow(root: sut)
    // When the app sets another plain controller for the secondary column
    let more = screen("More")
    sut.setViewController(more, for: .secondary)
    // Then it is pushed above the detail, and back leads to the detail
    #expect(window.path == "List > Detail > More")
    #expect(sut.viewController(for: .secondary) === more)
    try window.host.back()
    #expect(window.path == "List > Detail")
    // And a column set to nil first takes a new controller in place of the old
    sut.setViewController(nil, for: .secondary)
    sut.setViewController(screen("Other"), for: .secondary)
    sut.show(.secondary)
    #expect(window.path == "List > Other")
    expectNoDiagnostics(window.host)
  }

  @Test("SV3: before it collapses, a second plain secondary goes on the column's stack too")
  func secondSecondaryBeforeCollapsing() {
    // Given a column-style split view controller with a detail, not shown yet
    let sut = UISplitViewController(style: .doubleColumn)
    sut.setViewController(screen("List"), for: .primary)
    sut.setViewController(screen("Detail"), for: .secondary)
    // When another plain controller is set for the secondary column, then it is shown
    sut.setViewController(screen("More"), for: .secondary)
    let window = visibleWindow(root: sut)
    // Then both are on the stack the collapsed interface shows, the second on top
    #expect(window.path == "List > Detail > More")
    expectNoDiagnostics(window.host)
  }

  @Test("SV3: a compact column's controller is what a collapsed split view controller shows")
  func compactColumnIsShown() throws {
    // Given columns and a tab bar controller for the compact width
    let sut = UISplitViewController(style: .doubleColumn)
    sut.setViewController(screen("List"), for: .primary)
    sut.setViewController(screen("Detail"), for: .secondary)
    let tabs = UITabBarController()
    let first = UINavigationController(rootViewController: screen("Phone list"))
    first.tabBarItem.title = "Phone"
    tabs.viewControllers = [first]
    sut.setViewController(tabs, for: .compact)
    // When it is shown
    let window = visibleWindow(root: sut)
    // Then the tab bar controller shows, as it is
    #expect(window.host.visibleScreen?.title == "Phone list")
    #expect(sut.viewController(for: .compact) === tabs)
    expectNoDiagnostics(window.host)
  }

  @Test(
    "SV3: columns set one by one on a classic split view controller are refused, with a warning")
  func setViewControllerOnClassic() {
    // Given a classic split view controller on screen
    let sut = UISplitViewController()
    sut.viewControllers = [UINavigationController(rootViewController: screen("List"))]
    let window = visibleWindow(root: sut)
    // When a column is set the column style's way
    sut.setViewController(screen("Detail"), for: .secondary)
    // Then nothing changed, and the host says why
    #expect(window.path == "List")
    #expect(sut.viewController(for: .secondary) == nil)
    expectDiagnostic(window.host, .warning, .sv3)
  }

  @Test(
    "L7: a split view controller put in one of its own columns is refused; nothing changes",
    arguments: [UISplitViewController.Style.unspecified, .doubleColumn])
  func splitInItsOwnColumn(style: UISplitViewController.Style) {
    // Given a split view controller on screen, showing its list
    let sut = style == .unspecified ? UISplitViewController() : UISplitViewController(style: style)
    if style == .unspecified {
      sut.viewControllers = [UINavigationController(rootViewController: screen("List"))]
    } else {
      sut.setViewController(screen("List"), for: .primary)
    }
    let window = visibleWindow(root: sut)
    // When it is made a column of itself
    if style == .unspecified {
      sut.viewControllers = [sut]
    } else {
      sut.setViewController(sut, for: .primary)
    }
    // Then it is refused, as UIKit raises, and the list still shows (a cycle would never end)
    expectDiagnostic(window.host, .error, .l7)
    #expect(window.rootViewController === sut)
    #expect(sut.parent == nil)
    #expect(window.path == "List")
  }
}

/// A split view controller's delegate that records what it hears and answers as set.
@MainActor
private final class SplitDelegate: UISplitViewControllerDelegate {
  var discardsSecondary = false
  var handlesShowDetail = false
  var primaryForCollapsing: UIViewController?
  var topColumn: UISplitViewController.Column?
  var heard: [String] = []

  func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool {
    heard.append(
      "collapse(\(secondaryViewController.hostName) onto \(primaryViewController.hostName))")
    return discardsSecondary
  }

  func primaryViewController(forCollapsing splitViewController: UISplitViewController)
    -> UIViewController?
  {
    primaryForCollapsing
  }

  func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool {
    heard.append("showDetail(\(vc.hostName))")
    return handlesShowDetail
  }

  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    topColumn ?? proposedTopColumn
  }

  func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
    heard.append("didCollapse")
  }

  func splitViewController(
    _ svc: UISplitViewController, willShow column: UISplitViewController.Column
  ) {
    heard.append("willShow(\(column))")
  }

  func splitViewController(
    _ svc: UISplitViewController, willHide column: UISplitViewController.Column
  ) {
    heard.append("willHide(\(column))")
  }
}
