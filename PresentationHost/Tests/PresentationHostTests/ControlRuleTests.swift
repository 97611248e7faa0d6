@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/uikit/uicontrol/ishighlighted: "UIControl automatically sets
// and clears this state when a touch enters and exits during tracking and when there is a touch
// up"; UIControl.Event.touchDown: "A touch-down event in the control"; touchDownRepeat: "A
// repeated touch-down event in the control; for this event the value of the UITouch tapCount
// method is greater than one".
// developer.apple.com/documentation/uikit/uibutton/setneedsupdateconfiguration(): "The system
// calls this method automatically when the button's state changes"; configurationUpdateHandler:
// "A closure that executes when the button state changes", called after updateConfiguration().
@Suite("Controls a person uses: taps")
@MainActor
struct ControlRuleTests {
  @Test("C7: a tap highlights the button as the finger goes down and clears it as it lifts")
  func tapHighlights() throws {
    // Given a button that logs its highlight and the events it sends
    let sut = LoggingButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    sut.setTitle("Save", for: .normal)
    for (event, name) in [
      (UIControl.Event.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
      (.primaryActionTriggered, "primary"),
    ] {
      sut.addAction(
        UIAction { [unowned sut] _ in sut.log.append("\(name) highlighted=\(sut.isHighlighted)") },
        for: event)
    }
    let (window, _) = host(sut)
    // When a person taps it
    try window.host.tap("Save")
    // Then it was highlighted for the touch down and cleared before the touch up's actions
    #expect(
      sut.log.filter { $0 != "updateConfiguration" } == [
        "isHighlighted true", "touchDown highlighted=true", "isHighlighted false",
        "touchUpInside highlighted=false", "primary highlighted=false",
      ])
    expectNoDiagnostics(window.host)
  }

  @Test("C7: the second touch of a double tap is a repeated touch down")
  func doubleTapRepeats() throws {
    // Given a button that counts its touch downs and repeated touch downs
    let sut = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    sut.setTitle("Like", for: .normal)
    var events: [String] = []
    sut.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
    sut.addAction(UIAction { _ in events.append("repeat") }, for: .touchDownRepeat)
    let (window, _) = host(sut)
    // When a person double-taps it
    try window.host.doubleTap("Like")
    // Then the second touch down is also a repeat
    #expect(events == ["down", "down", "repeat"])
  }

  /// `views` on a screen of their own, in a window made key and visible.
  private func host(_ views: UIView...) -> (UIWindow, UIViewController) {
    let screen = screen("Controls")
    for view in views { screen.view.addSubview(view) }
    return (visibleWindow(root: screen), screen)
  }
}

/// A button that logs its highlight and its configuration updates.
@MainActor
private final class LoggingButton: UIButton {
  var log: [String] = []

  override var isHighlighted: Bool {
    didSet { log.append("isHighlighted \(isHighlighted)") }
  }
}
