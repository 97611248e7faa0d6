@_spi(HostTesting) import PresentationHost
import Testing

@Suite("Navigation controller rules")
@MainActor
struct NavigationRuleTests {
  @Test("N1: pushing a controller already in the stack is an error and changes nothing")
  func pushingTwiceIsRefused() {
    let root = screen("Root")
    let navigation = UINavigationController(rootViewController: root)
    let window = visibleWindow(root: navigation)
    navigation.pushViewController(root, animated: false)
    #expect(navigation.viewControllers.map(\.hostName) == ["Root"])
    expectDiagnostic(window.host, .error, .n1)
  }

  @Test("N2: pushing a navigation controller is an error")
  func pushingNavigationControllerIsRefused() {
    let (navigation, window) = visibleStack(root: "Root")
    navigation.pushViewController(UINavigationController(), animated: false)
    #expect(navigation.viewControllers.count == 1)
    expectDiagnostic(window.host, .error, .n2)
  }

  @Test("N3: popping the only controller does nothing and returns nil")
  func poppingRootReturnsNil() {
    let (navigation, window) = visibleStack(root: "Root")
    #expect(navigation.popViewController(animated: true) == nil)
    #expect(navigation.viewControllers.count == 1)
    expectNoDiagnostics(window.host)
  }

  @Test("N4: pop to root keeps the root and returns the popped controllers")
  func popToRootReturnsPopped() {
    let (navigation, window) = visibleStack(root: "A")
    navigation.pushViewController(screen("B"), animated: false)
    navigation.pushViewController(screen("C"), animated: false)
    let popped = navigation.popToRootViewController(animated: true)
    #expect(popped?.map(\.hostName) == ["B", "C"])
    #expect(window.path == "A")
    expectNoDiagnostics(window.host)
  }

  @Test("N5: popping to a controller not in the stack is an error")
  func popToUnknownIsRefused() {
    let (navigation, window) = visibleStack(root: "A")
    navigation.pushViewController(screen("B"), animated: false)
    #expect(navigation.popToViewController(screen("Stranger"), animated: false) == nil)
    #expect(window.path == "A > B")
    expectDiagnostic(window.host, .error, .n5)
  }

  @Test("N6: set replaces the stack with the last on top; duplicates are an error")
  func setViewControllersReplacesStack() {
    let (navigation, window) = visibleStack(root: "A")
    let b = screen("B")
    navigation.viewControllers = [screen("X"), b]
    #expect(window.path == "X > B")
    #expect(navigation.topViewController === b)
    navigation.setViewControllers([b, b], animated: true)
    #expect(window.path == "X > B")
    expectDiagnostic(window.host, .error, .n6)
  }

  @Test("N7: top is the last; visible is what the navigation controller presents, else the top")
  func topAndVisible() {
    let (navigation, window) = visibleStack(root: "A")
    let b = screen("B")
    navigation.pushViewController(b, animated: false)
    #expect(navigation.topViewController === b)
    #expect(navigation.visibleViewController === b)
    let modal = screen("Modal")
    b.present(modal, animated: false)
    #expect(navigation.topViewController === b)
    #expect(navigation.visibleViewController === modal)
    expectNoDiagnostics(window.host)
  }

  @Test(
    "N8: the delegate sees willShow before and didShow after every change, with the left controller",
    arguments: ["push", "pop", "popTo", "set", "back"])
  func delegateSeesEveryChange(change: String) throws {
    let a = screen("A")
    let navigation = UINavigationController(rootViewController: a)
    let window = visibleWindow(root: navigation)
    navigation.pushViewController(screen("B"), animated: false)
    let delegate = NavigationDelegateSpy()
    navigation.delegate = delegate
    switch change {
    case "push": navigation.pushViewController(screen("C"), animated: true)
    case "pop": navigation.popViewController(animated: true)
    case "popTo": navigation.popToViewController(a, animated: false)
    case "set": navigation.setViewControllers([a, screen("D")], animated: true)
    default: try window.host.back()
    }
    let shown = navigation.topViewController?.hostName ?? ""
    #expect(
      delegate.calls == ["willShow(\(shown))", "didShow(\(shown)) from B, stack \(window.path)"])
    expectNoDiagnostics(window.host)
  }

  @Test("N8: the navigation delegate is weak")
  func delegateIsWeak() {
    let navigation = UINavigationController(rootViewController: screen("A"))
    weak var weakDelegate: NavigationDelegateSpy?
    do {
      let delegate = NavigationDelegateSpy()
      weakDelegate = delegate
      navigation.delegate = delegate
    }
    #expect(weakDelegate == nil)
    #expect(navigation.delegate == nil)
  }

  @Test(
    "N9: navigationController and tabBarController are the nearest ancestors, never across a modal")
  func ancestorsStopAtPresentation() {
    let inner = screen("Inner")
    let navigation = UINavigationController(rootViewController: inner)
    let tabBar = UITabBarController()
    tabBar.viewControllers = [navigation]
    let window = visibleWindow(root: tabBar)
    #expect(inner.navigationController === navigation)
    #expect(inner.tabBarController === tabBar)
    let modal = screen("Modal")
    inner.present(modal, animated: false)
    #expect(modal.navigationController == nil)
    #expect(modal.tabBarController == nil)
    expectNoDiagnostics(window.host)
  }

  @Test(
    "N10: the back button pops like popViewController and is seen only through delegate and lifecycle"
  )
  func backButtonPops() throws {
    let log = EventLog()
    let navigation = UINavigationController(rootViewController: RecordingController("A", log: log))
    let window = visibleWindow(root: navigation)
    navigation.pushViewController(RecordingController("B", log: log), animated: false)
    log.events.removeAll()
    let delegate = NavigationDelegateSpy()
    navigation.delegate = delegate
    try window.host.back()
    #expect(window.path == "A")
    #expect(
      log.events == [
        "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear",
        "A.viewDidAppear", "B.didMove(nil)",
      ])
    #expect(delegate.calls.count == 2)
    #expect(throws: UserActionError.noBackButton) { try window.host.back() }
  }

  // developer.apple.com/documentation/uikit/uinavigationitem/backaction (iOS 16): "If a back
  // button already appears in the navigation bar, setting this property replaces its action
  // without modifying its appearance."
  @Test("N10: a back action on the top screen's item replaces what the back button does")
  func backActionReplacesThePop() throws {
    // Given an editor pushed over a list, whose back action asks before it leaves
    let list = screen("List")
    let navigation = UINavigationController(rootViewController: list)
    let window = visibleWindow(root: navigation)
    let sut = screen("Editor")
    navigation.pushViewController(sut, animated: false)
    var asked = 0
    sut.navigationItem.backAction = UIAction(title: "Back") { [weak sut] _ in
      asked += 1
      if asked == 2 { sut?.navigationController?.popViewController(animated: true) }
    }
    // When a person taps back once, then again
    try window.host.back()
    let pathAfterFirstTap = window.path
    try window.host.back()
    // Then the first tap ran the action and stayed; the second's action popped
    #expect(pathAfterFirstTap == "List > Editor")
    #expect(asked == 2)
    #expect(window.path == "List")
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uinavigationitem/backbuttontitle: "the title to use
  // for the back button when this item is the next-to-topmost item"; by default the back button
  // shows the previous item's title; backButtonDisplayMode .minimal "Display only the back
  // button's icon without any text". A screen reader calls it Back.
  @Test("N10: a person taps the back button by the title it shows, or by Back")
  func backButtonByItsTitle() throws {
    // Given Inbox, Message and Reply pushed in turn, Message's back button titled Mail
    let inbox = screen("Inbox")
    let navigation = UINavigationController(rootViewController: inbox)
    let window = visibleWindow(root: navigation)
    let message = screen("Message")
    message.navigationItem.backButtonTitle = "Mail"
    navigation.pushViewController(message, animated: false)
    navigation.pushViewController(screen("Reply"), animated: false)
    // When a person taps Mail, then Inbox, then looks for a back button at the root
    try window.host.tap("Mail")
    let afterMail = window.path
    try window.host.tap("Inbox")
    // Then each tap went back one screen, and the root has none
    #expect(afterMail == "Inbox > Message")
    #expect(window.path == "Inbox")
    #expect(throws: UserActionError.self) { try window.host.tap("Back") }
    // And with the minimal back button, only Back names it
    inbox.navigationItem.backButtonDisplayMode = .minimal
    navigation.pushViewController(message, animated: false)
    #expect(throws: UserActionError.self) { try window.host.tap("Inbox") }
    try window.host.tap("Back")
    #expect(window.path == "Inbox")
    expectNoDiagnostics(window.host)
  }
}

@MainActor
final class NavigationDelegateSpy: NSObject, UINavigationControllerDelegate {
  var calls: [String] = []

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    calls.append("willShow(\(viewController.hostName))")
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    let from = navigationController.transitionCoordinator?.viewController(forKey: .from)
    let stack = navigationController.viewControllers.map(\.hostName).joined(separator: " > ")
    calls.append(
      "didShow(\(viewController.hostName)) from \(from?.hostName ?? "nil"), stack \(stack)")
  }
}

// developer.apple.com/documentation/uikit/uinavigationcontroller/istoolbarhidden: "The default
// value of this property is true"; uinavigationcontroller/toolbar: "The toolbar also obeys the
// hidesBottomBarWhenPushed property of the currently visible view controller"; each controller
// supplies its own items (setToolbarItems(_:animated:)).
@Suite("The navigation toolbar")
@MainActor
struct ToolbarRuleTests {
  @Test("N15: a shown toolbar holds the top screen's items, which a person can tap")
  func toolbarItemsAreTappable() throws {
    // Given a stack whose root has a Compose item in its toolbar, the toolbar still hidden
    var composed = 0
    let root = screen("Mail")
    root.setToolbarItems(
      [
        .flexibleSpace(),
        UIBarButtonItem(systemItem: .compose, primaryAction: UIAction { _ in composed += 1 }),
      ],
      animated: false)
    let navigation = UINavigationController(rootViewController: root)
    let window = visibleWindow(root: navigation)
    // When a person looks for Compose, then the app shows the toolbar and the person taps it
    let whileHidden = window.host.visibleBarButtonItems.compactMap(\.title)
    navigation.setToolbarHidden(false, animated: false)
    let shown = window.host.visibleBarButtonItems.compactMap(\.title)
    try window.host.tap("Compose")
    // Then Compose was out of reach while hidden, and ran once shown, the only button seen
    // (the flexible space before it places it and is no button)
    #expect(navigation.isToolbarHidden == false)
    #expect(!whileHidden.contains("Compose"))
    #expect(shown == ["Compose"])
    #expect(composed == 1)
    // And a screen pushed that hides the bottom bar takes the toolbar away
    let reading = screen("Message")
    reading.hidesBottomBarWhenPushed = true
    reading.setToolbarItems([UIBarButtonItem(systemItem: .reply)], animated: false)
    navigation.pushViewController(reading, animated: false)
    #expect(throws: UserActionError.self) { try window.host.tap("Reply") }
    expectNoDiagnostics(window.host)
  }
}
