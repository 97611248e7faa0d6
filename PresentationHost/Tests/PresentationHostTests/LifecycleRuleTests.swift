@_spi(HostTesting) import PresentationHost
import Testing

@Suite("Lifecycle rules")
@MainActor
struct LifecycleRuleTests {
  @Test("L1: the view loads lazily, once, and isViewLoaded never loads it")
  func viewLoadsLazily() {
    let log = EventLog()
    let controller = RecordingController("Lazy", log: log)
    #expect(!controller.isViewLoaded)
    #expect(log.events.isEmpty)
    _ = controller.view
    _ = controller.view
    #expect(controller.isViewLoaded)
    #expect(log.events == ["Lazy.viewDidLoad"])
  }

  @Test("L2: push calls lifecycle methods in UIKit's order")
  func pushOrder() {
    let log = EventLog()
    let navigation = UINavigationController(rootViewController: RecordingController("A", log: log))
    let window = visibleWindow(root: navigation)
    log.events.removeAll()
    navigation.pushViewController(RecordingController("B", log: log), animated: true)
    #expect(
      log.events == [
        "B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
        "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)",
      ])
    expectNoDiagnostics(window.host)
  }

  @Test("L3: pop calls lifecycle methods in UIKit's order, then the popped controller is released")
  func popOrder() {
    let log = EventLog()
    let navigation = UINavigationController(rootViewController: RecordingController("A", log: log))
    let window = visibleWindow(root: navigation)
    weak var weakB: UIViewController?
    do {
      let b = RecordingController("B", log: log)
      weakB = b
      navigation.pushViewController(b, animated: false)
    }
    log.events.removeAll()
    navigation.popViewController(animated: true)
    #expect(
      log.events == [
        "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear",
        "A.viewDidAppear", "B.didMove(nil)",
      ])
    #expect(weakB == nil)
    expectNoDiagnostics(window.host)
  }

  @Test(
    "L4: full-screen present calls lifecycle methods in UIKit's order; a sheet only the presented's"
  )
  func presentOrder() {
    let log = EventLog()
    let root = RecordingController("A", log: log)
    let window = visibleWindow(root: root)
    log.events.removeAll()
    let cover = RecordingController("B", log: log)
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: true) { log.events.append("completion") }
    #expect(
      log.events == [
        "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear",
        "A.viewDidDisappear", "completion",
      ])
    root.dismiss(animated: false)
    log.events.removeAll()
    root.present(RecordingController("Sheet", log: log), animated: true)
    #expect(log.events == ["Sheet.viewDidLoad", "Sheet.viewWillAppear", "Sheet.viewDidAppear"])
    expectNoDiagnostics(window.host)
  }

  @Test(
    "L5: addChild calls only willMove; removeFromParent only didMove; children exclude presented")
  func containmentCalls() {
    let log = EventLog()
    let parent = RecordingController("Parent", log: log)
    let window = visibleWindow(root: parent)
    let child = RecordingController("Child", log: log)
    log.events.removeAll()
    parent.addChild(child)
    #expect(log.events == ["Child.willMove(parent)"])
    child.removeFromParent()
    #expect(log.events == ["Child.willMove(parent)", "Child.didMove(nil)"])
    parent.present(screen("Modal"), animated: false)
    #expect(parent.children.isEmpty)
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods:
  // appearance-related containment callbacks are forwarded to child view controllers by default;
  // UIKit sends them as a child's root view enters or leaves the window. The usual container adds
  // a child with addChild, addSubview, didMove(toParent:), and removes it with
  // willMove(toParent: nil), removeFromSuperview, removeFromParent
  // (developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller).
  @Test(
    "L10: a child's view entering or leaving a container on screen makes it appear or disappear")
  func childAppearsWithItsView() {
    // Given a container on screen
    let log = EventLog()
    let sut = RecordingController("Parent", log: log)
    let window = visibleWindow(root: sut)
    let child = RecordingController("Child", log: log)
    log.events.removeAll()
    // When it adds a child and its view, then removes them
    sut.addChild(child)
    sut.view.addSubview(child.view)
    child.didMove(toParent: sut)
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    // Then the child appeared as its view entered the window, and disappeared as it left
    #expect(
      log.events == [
        "Child.willMove(parent)", "Child.viewDidLoad", "Child.viewWillAppear",
        "Child.viewDidAppear", "Child.didMove(parent)", "Child.willMove(nil)",
        "Child.viewWillDisappear", "Child.viewDidDisappear", "Child.didMove(nil)",
      ])
    expectNoDiagnostics(window.host)
  }

  @Test("L10: a child added off screen, or to a container that forwards by hand, waits")
  func childViewOffScreenWaits() {
    // Given a container not yet in a window, and one on screen that forwards appearance itself
    let log = EventLog()
    let offScreen = RecordingController("OffScreen", log: log)
    let manual = ManualForwardingContainer("Manual", log: log)
    let window = visibleWindow(root: manual)
    let early = RecordingController("Early", log: log)
    let handled = RecordingController("Handled", log: log)
    log.events.removeAll()
    // When each adds a child and its view
    offScreen.addChild(early)
    offScreen.view.addSubview(early.view)
    manual.addChild(handled)
    manual.view.addSubview(handled.view)
    // Then neither child appears until its container says so: the first with its container
    #expect(!log.events.contains { $0.hasSuffix("viewWillAppear") })
    let other = visibleWindow(root: offScreen)
    #expect(
      log.events.suffix(4) == [
        "OffScreen.viewWillAppear", "Early.viewWillAppear", "OffScreen.viewDidAppear",
        "Early.viewDidAppear",
      ])
    expectNoDiagnostics(window.host)
    expectNoDiagnostics(other.host)
  }

  // developer.apple.com/documentation/uikit/uiviewcontroller/transition(from:to:duration:options:animations:completion:):
  // "This method adds the second view controller's view to the view hierarchy and then performs
  // the animations defined in your animations block. After the animation completes, it removes
  // the first view controller's view from the view hierarchy"; both "must be children of the
  // same parent view controller".
  @Test("L5: transition(from:to:) swaps two children's views and appearance; others are refused")
  func containmentTransition() {
    // Given a container on screen showing its first child, with a second child added
    let log = EventLog()
    let parent = RecordingController("Parent", log: log)
    let first = RecordingController("First", log: log)
    parent.addChild(first)
    parent.view.addSubview(first.view)
    first.didMove(toParent: parent)
    let window = visibleWindow(root: parent)
    let second = RecordingController("Second", log: log)
    parent.addChild(second)
    log.events.removeAll()
    // When the container transitions from the first to the second, then tries one with a
    // controller that is not its child
    var completed = false
    first.willMove(toParent: nil)
    parent.transition(from: first, to: second, duration: 0.25, animations: nil) { finished in
      first.removeFromParent()
      second.didMove(toParent: parent)
      completed = finished
    }
    let stranger = screen("Stranger")
    parent.transition(from: second, to: stranger, duration: 0, animations: nil)
    // Then the second's view took the first's place, the appearance calls came in UIKit's
    // order, the completion ran, and the stranger was refused
    #expect(second.view.superview === parent.view && first.viewIfLoaded?.superview == nil)
    #expect(
      log.events == [
        "First.willMove(nil)", "Second.viewDidLoad", "First.viewWillDisappear",
        "Second.viewWillAppear", "First.viewDidDisappear", "Second.viewDidAppear",
        "First.didMove(nil)", "Second.didMove(parent)",
      ])
    #expect(completed && parent.children == [second])
    expectDiagnostic(window.host, .error, .l5)
  }
}

/// A container that forwards its children's appearance itself (L9), and so not automatically.
@MainActor
private final class ManualForwardingContainer: RecordingController {
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}
