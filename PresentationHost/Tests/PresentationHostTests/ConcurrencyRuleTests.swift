@_spi(HostTesting) import PresentationHost
import Testing

/// The async forms Swift makes of UIKit's completion handlers (SE-0297): they resume when the
/// completion would run.
@Suite("Async forms of UIKit's completion handlers")
@MainActor
struct ConcurrencyRuleTests {
  // developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:):
  // "completion: The block to execute after the presentation finishes"; Swift imports it as
  // `func present(_:animated:) async` (SE-0297, "Concurrency Interoperability with
  // Objective-C"), which resumes when that block would run.
  @Test("P5: await present resumes after viewDidAppear, and await dismiss after viewDidDisappear")
  func presentAndDismiss() async {
    // Given a screen on show, and a sheet that logs its appearance
    let log = EventLog()
    let root = RecordingController("Root", log: log)
    let window = visibleWindow(root: root)
    let sut = RecordingController("Sheet", log: log)
    log.events.removeAll()
    // When the app awaits presenting the sheet, then awaits dismissing it
    await root.present(sut, animated: true)
    log.events.append("presented")
    await sut.dismiss(animated: true)
    log.events.append("dismissed")
    // Then each resumed once the sheet had appeared, then disappeared
    #expect(
      log.events == [
        "Sheet.viewDidLoad", "Sheet.viewWillAppear", "Sheet.viewDidAppear", "presented",
        "Sheet.viewWillDisappear", "Sheet.viewDidDisappear", "dismissed",
      ])
    #expect(root.presentedViewController == nil)
    expectNoDiagnostics(window.host)
  }

  // The same: the awaiting code resumes when the held transition ends, not when it is asked.
  @Test("P5: await present waits for a held transition to end")
  func presentWaitsForHeldTransition() async {
    // Given a screen on show, whose host holds animated transitions open
    let root = screen("Root")
    let window = visibleWindow(root: root)
    window.host.holdsTransitions = true
    let sut = screen("Sheet")
    let log = EventLog()
    // When the app awaits presenting a sheet, and the transition is released later
    let presenting = Task { @MainActor in
      await root.present(sut, animated: true)
      log.events.append("resumed")
    }
    for _ in 0..<100 where !sut.isBeingPresented { await Task.yield() }
    let whileHeld = log.events
    window.host.completeTransitions()
    await presenting.value
    // Then the app waited while the transition was held, and went on once it ended
    #expect(whileHeld.isEmpty)
    #expect(log.events == ["resumed"])
    #expect(root.presentedViewController === sut)
  }

  // P1 and P4: UIKit ignores a presentation over one already shown, and a dismissal from a
  // screen that presents nothing and is not presented, and never runs their completions; code
  // awaiting them on iOS would wait for ever. The host reports the misuse and resumes it.
  @Test("P1: an await present UIKit ignores, or an await dismiss of nothing, resumes at once")
  func refusedCallsResume() async {
    // Given a screen presenting a sheet
    let root = screen("Root")
    let window = visibleWindow(root: root)
    await root.present(screen("Sheet"), animated: false)
    // When the app awaits presenting another over it from the root, and the root, once alone,
    // awaits a dismissal
    await root.present(screen("Other"), animated: true)
    let afterRefusal = root.presentedViewController?.title
    await root.dismiss(animated: false)
    await root.dismiss(animated: true)
    // Then both refused calls resumed, warned as UIKit logs them, and changed nothing
    #expect(afterRefusal == "Sheet")
    #expect(root.presentedViewController == nil)
    #expect(window.host.diagnostics.map(\.rule) == [.p1, .p4])
    #expect(window.host.diagnostics.allSatisfy { $0.severity == .warning })
  }

}
