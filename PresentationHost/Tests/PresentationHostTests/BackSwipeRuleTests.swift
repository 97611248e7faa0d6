@_spi(HostTesting) import PresentationHost
import Testing

// N13: the interactive back swipe. UINavigationController.interactivePopGestureRecognizer and
// UIViewControllerTransitionCoordinatorContext.isCancelled / isInteractive in Apple's UIKit
// documentation; the callbacks of a cancelled swipe as reported in "View controller lifecycle
// when swiping-to-pop from UINavigationController in iOS 7" (Stack Overflow 18927878).
@Suite("N13: the interactive back swipe")
@MainActor
struct BackSwipeRuleTests {
  private func stack() -> (UIWindow, UINavigationController, EventLog, NavigationDelegateSpy) {
    let log = EventLog()
    let navigation = UINavigationController(
      rootViewController: RecordingController("Main", log: log))
    let delegate = NavigationDelegateSpy()
    let window = visibleWindow(root: navigation)
    navigation.pushViewController(RecordingController("Order", log: log), animated: false)
    navigation.delegate = delegate
    log.events.removeAll()
    return (window, navigation, log, delegate)
  }

  @Test("N13: while the swipe is held, both will-callbacks ran and the coordinator is interactive")
  func swipeBegins() throws {
    let (window, navigation, log, delegate) = stack()
    try window.host.beginBackSwipe()
    #expect(
      log.events == ["Order.willMove(nil)", "Order.viewWillDisappear", "Main.viewWillAppear"])
    #expect(delegate.calls == ["willShow(Main)"])
    #expect(navigation.viewControllers.count == 2)
    let coordinator = try #require(navigation.transitionCoordinator)
    #expect(coordinator.isInteractive && !coordinator.isCancelled)
    #expect(coordinator.viewController(forKey: .from)?.title == "Order")
  }

  @Test("N13: a cancelled swipe changes nothing; the callbacks run back; no didShow")
  func swipeCancelled() throws {
    // Given a swipe held half way, watched by a coordinator's interaction handler
    let (window, navigation, log, delegate) = stack()
    try window.host.beginBackSwipe()
    var reported: (interactive: Bool, cancelled: Bool)?
    navigation.transitionCoordinator?.notifyWhenInteractionChanges { context in
      reported = (context.isInteractive, context.isCancelled)
    }
    log.events.removeAll()
    // When the person lets go before half way
    try window.host.endBackSwipe(cancelled: true)
    // Then the stack is unchanged and Order appears again
    #expect(window.path == "Main > Order")
    #expect(
      log.events == [
        "Main.viewWillDisappear", "Order.viewWillAppear", "Main.viewDidDisappear",
        "Order.viewDidAppear",
      ])
    #expect(delegate.calls == ["willShow(Main)"])
    #expect(reported?.interactive == true && reported?.cancelled == true)
    #expect(navigation.transitionCoordinator == nil)
    expectNoDiagnostics(window.host)
  }

  @Test("N13: a completed swipe ends as a pop, and the delegate can tell Order left")
  func swipeCompleted() throws {
    let (window, _, log, delegate) = stack()
    try window.host.swipeBack()
    #expect(window.path == "Main")
    #expect(
      log.events == [
        "Order.willMove(nil)", "Order.viewWillDisappear", "Main.viewWillAppear",
        "Order.viewDidDisappear", "Main.viewDidAppear", "Order.didMove(nil)",
      ])
    #expect(delegate.calls == ["willShow(Main)", "didShow(Main) from Order, stack Main"])
    #expect(window.host.leaks.isEmpty)
    expectNoDiagnostics(window.host)
  }

  @Test("N13: a disabled gesture, a hidden back button or a root screen cannot be swiped back")
  func swipeRefused() throws {
    let (window, navigation, _, _) = stack()
    navigation.interactivePopGestureRecognizer?.isEnabled = false
    #expect(throws: UserActionError.noBackSwipe) { try window.host.swipeBack() }
    navigation.interactivePopGestureRecognizer?.isEnabled = true
    navigation.topViewController?.navigationItem.hidesBackButton = true
    #expect(throws: UserActionError.noBackSwipe) { try window.host.swipeBack() }
    navigation.topViewController?.navigationItem.hidesBackButton = false
    try window.host.swipeBack()
    #expect(throws: UserActionError.noBackSwipe) { try window.host.swipeBack() }
    #expect(throws: UserActionError.noBackSwipeInProgress) {
      try window.host.endBackSwipe(cancelled: false)
    }
    expectNoDiagnostics(window.host)
  }
}
