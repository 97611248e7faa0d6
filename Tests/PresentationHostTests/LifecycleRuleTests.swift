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
}
