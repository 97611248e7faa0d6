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
@Suite("Controls a person uses: taps, switches, segments, sliders, steppers")
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

  // developer.apple.com/documentation/uikit/uiview/hittest(_:with:): "This method ignores view
  // objects that are hidden, that have disabled user interactions, or have an alpha level less
  // than 0.01"; uiimageview/isuserinteractionenabled: "New image view objects are configured to
  // disregard user events by default", and UILabel "changes the default value of this property
  // to false". A view that takes no touches takes none for the views in it.
  @Test("C7: a tap reaches a control only if it and the views it is in take touches and show")
  func touchesNeedInteractiveAncestors() throws {
    // Given a play button laid on a thumbnail image view, a Save button in a form the app
    // disabled while it saves, a faded-out Undo button, and a Help button on the plain view
    let log = Log()
    let screen = UIViewController()
    func button(_ title: String) -> UIButton {
      let made = UIButton(
        configuration: .plain(),
        primaryAction: UIAction(title: title) { _ in
          log.lines.append(title)
        })
      made.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
      return made
    }
    let thumbnail = UIImageView(image: UIImage(systemName: "photo"))
    thumbnail.addSubview(button("Play"))
    let form = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
    form.addSubview(button("Save"))
    form.isUserInteractionEnabled = false
    let undo = button("Undo")
    undo.alpha = 0
    [thumbnail, form, undo, button("Help")].forEach(screen.view.addSubview)
    let window = visibleWindow(root: screen)
    // When a person taps each, then the app lets the thumbnail take touches and taps Play again
    var refused: [String] = []
    for name in ["Play", "Save"] {
      do throws(UserActionError) {
        try window.host.tap(name)
      } catch {
        refused.append(error == .ignoresTouches(name) ? name : "\(error)")
      }
    }
    let faded = window.host.visibleButtons.map(\.displayTitle)
    try window.host.tap("Help")
    thumbnail.isUserInteractionEnabled = true
    try window.host.tap("Play")
    // Then Play and Save were refused as taking no touches, Undo was not seen, and only Help
    // and the second Play ran
    #expect(refused == ["Play", "Save"])
    #expect(faded == ["Play", "Save", "Help"])
    #expect(log.lines == ["Help", "Play"])
    #expect(!UILabel().isUserInteractionEnabled && UIView().isUserInteractionEnabled)
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

  @Test("C7: each change of a button's state updates its configuration, then runs the handler")
  func configurationUpdates() throws {
    // Given a configured button whose subclass and handler log each update
    let sut = LoggingButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    sut.configuration = .filled()
    sut.configuration?.title = "Pay"
    sut.configurationUpdateHandler = { button in
      (button as? LoggingButton)?.log.append("handler highlighted=\(button.isHighlighted)")
      button.configuration?.showsActivityIndicator = button.isHighlighted
    }
    let afterSettingHandler = sut.log
    sut.log = []
    let (window, _) = host(sut)
    // When a person taps it, then the app disables it, twice
    try window.host.tap("Pay")
    sut.isEnabled = false
    sut.isEnabled = false
    // Then setting the handler asked for one update, and each change of state one more, the
    // subclass's before the handler; setting the same state again asked for none
    #expect(afterSettingHandler == ["updateConfiguration", "handler highlighted=false"])
    #expect(
      sut.log.filter { !$0.hasPrefix("isHighlighted") } == [
        "updateConfiguration", "handler highlighted=true", "updateConfiguration",
        "handler highlighted=false", "updateConfiguration", "handler highlighted=false",
      ])
    #expect(sut.configuration?.showsActivityIndicator == false)
  }

  @Test("C7: a handler that asks for an update while updating makes no second update")
  func reentrantUpdate() {
    // Given a button whose handler asks for another update each time it runs
    let sut = UIButton(configuration: .plain())
    var runs = 0
    // When the handler is set
    sut.configurationUpdateHandler = { button in
      runs += 1
      button.setNeedsUpdateConfiguration()
    }
    // Then it ran once, and the request it made was part of that update
    #expect(runs == 1)
  }

  @Test("C7: a person flips a switch; a disabled or unknown one is refused")
  func toggleSwitch() throws {
    // Given a switch named "Notifications", and a disabled one
    let sut = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
    sut.accessibilityIdentifier = "Notifications"
    var changes: [Bool] = []
    sut.addAction(UIAction { [unowned sut] _ in changes.append(sut.isOn) }, for: .valueChanged)
    let locked = UISwitch(frame: CGRect(x: 0, y: 40, width: 51, height: 31))
    locked.accessibilityLabel = "Location"
    locked.isEnabled = false
    let (window, _) = host(sut, locked)
    // When a person flips it twice, then tries the disabled one and one that is not there
    try window.host.toggle("Notifications")
    try window.host.toggle("Notifications")
    // Then it turned on, then off, telling the app each time; the others change nothing
    #expect(changes == [true, false])
    #expect(throws: UserActionError.controlDisabled("Location")) {
      try window.host.toggle("Location")
    }
    #expect(!locked.isOn)
    #expect(
      throws: UserActionError.noSuchControl(
        "Wi-Fi", kind: "switch", available: ["Notifications", "Location"])
    ) { try window.host.toggle("Wi-Fi") }
    #expect(
      UserActionError.noSuchControl("Wi-Fi", kind: "switch", available: ["A"]).description
        == "No switch \"Wi-Fi\" on this screen; those there: A.")
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uisegmentedcontrol/settitle(_:forsegmentat:):
  // "It must be a number between 0 and the number of segments (numberOfSegments) minus 1";
  // UIKit raises an NSRangeException for an index past them (openradar 14692011: "the
  // application crashes due to an NSRangeException exception"), and
  // titleForSegmentAtIndex: raises one for noSegment (-1).
  @Test("C7: a segment that is not there is refused with an error, and nothing changes")
  func segmentOutOfRange() {
    // Given a control of two segments, none selected, on screen
    let sut = UISegmentedControl(items: ["Day", "Week"])
    sut.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
    let (window, _) = host(sut)
    // When the app titles segment 5, and reads the title of the selected segment, none
    sut.setTitle("Month", forSegmentAt: 5)
    let selectedTitle = sut.titleForSegment(at: sut.selectedSegmentIndex)
    // Then each call is refused with an error, and the segments are as they were
    #expect(selectedTitle == nil)
    #expect(
      window.host.diagnostics.map(\.description) == [
        "error C7: -[UISegmentedControl setTitle:forSegmentAtIndex:]: index 5 beyond bounds [0 .. 1]",
        "error C7: -[UISegmentedControl titleForSegmentAtIndex:]: index -1 beyond bounds [0 .. 1]",
      ])
    #expect((0..<sut.numberOfSegments).map { sut.titleForSegment(at: $0) } == ["Day", "Week"])
  }

  @Test("C7: no name names a control that has none; the control is left as it was")
  func emptyNameNamesNothing() throws {
    // Given a slider and a switch with neither identifier nor accessibility label
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    slider.value = 0.2
    let toggle = UISwitch(frame: CGRect(x: 0, y: 40, width: 51, height: 31))
    let (window, _) = host(slider, toggle)
    // When a person is asked to slide and flip the controls named ""
    // Then each is refused as no such control, and neither moved
    #expect(throws: UserActionError.noSuchControl("", kind: "slider", available: ["?"])) {
      try window.host.slide("", to: 0.9)
    }
    #expect(throws: UserActionError.noSuchControl("", kind: "switch", available: ["?"])) {
      try window.host.toggle("")
    }
    #expect(slider.value == 0.2)
    #expect(!toggle.isOn)
    expectNoDiagnostics(window.host)
  }

  @Test("C7: a person selects a segment; the segment's action runs, then the control's")
  func selectSegment() throws {
    // Given a segmented control made of actions, with "Week" selected
    var events: [String] = []
    let sut = UISegmentedControl(
      frame: CGRect(x: 0, y: 0, width: 200, height: 32),
      actions: ["Day", "Week", "Month"].map { title in
        UIAction(title: title) { _ in events.append("action \(title)") }
      })
    sut.selectedSegmentIndex = 1
    sut.addAction(
      UIAction { [unowned sut] _ in events.append("changed \(sut.selectedSegmentIndex)") },
      for: .valueChanged)
    sut.setEnabled(false, forSegmentAt: 0)
    let (window, _) = host(sut)
    // When a person taps "Month", then "Month" again, then the disabled "Day"
    try window.host.selectSegment("Month")
    try window.host.selectSegment("Month")
    // Then "Month" is selected and told once; the disabled segment is refused
    #expect(sut.selectedSegmentIndex == 2)
    #expect(events == ["action Month", "changed 2"])
    #expect(throws: UserActionError.controlDisabled("Day")) {
      try window.host.selectSegment("Day")
    }
    #expect(throws: UserActionError.noSuchSegment("Year", available: ["Day", "Week", "Month"])) {
      try window.host.selectSegment("Year")
    }
    #expect(sut.selectedSegmentIndex == 2)
  }

  @Test("C7: a momentary segmented control is selected while it tells the app, then is not")
  func momentarySegment() throws {
    // Given a momentary control that reads its selection when it changes
    let sut = UISegmentedControl(items: ["Bold", "Italic"])
    sut.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
    sut.isMomentary = true
    var seen: [Int] = []
    sut.addAction(
      UIAction { [unowned sut] _ in seen.append(sut.selectedSegmentIndex) }, for: .valueChanged)
    let (window, _) = host(sut)
    // When a person taps "Italic" twice
    try window.host.selectSegment("Italic")
    try window.host.selectSegment("Italic")
    // Then each tap was told with "Italic" selected, and none is selected after
    #expect(seen == [1, 1])
    #expect(sut.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test("C7: a person drags a slider within its range; a stepper steps and stops at its ends")
  func sliderAndStepper() throws {
    // Given a volume slider from 0 to 10 at 5, and a stepper from 0 to 3 at 3
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    slider.accessibilityIdentifier = "Volume"
    slider.maximumValue = 10
    slider.value = 5
    var values: [Float] = []
    slider.addAction(
      UIAction { [unowned slider] _ in values.append(slider.value) }, for: .valueChanged)
    let stepper = UIStepper(frame: CGRect(x: 0, y: 40, width: 94, height: 32))
    stepper.accessibilityIdentifier = "Guests"
    stepper.maximumValue = 3
    stepper.value = 3
    var steps: [Double] = []
    stepper.addAction(
      UIAction { [unowned stepper] _ in steps.append(stepper.value) }, for: .valueChanged)
    let (window, _) = host(slider, stepper)
    // When a person drags the slider past its end, to where it is, and to no number
    try window.host.slide("Volume", to: 25)
    try window.host.slide("Volume", to: 10)
    try window.host.slide("Volume", to: .nan)
    // And taps the stepper's plus at its maximum, then minus, then plus with wrapping on
    #expect(throws: UserActionError.controlDisabled("Guests +")) {
      try window.host.step("Guests", up: true)
    }
    try window.host.step("Guests", up: false)
    stepper.wraps = true
    stepper.value = 3
    try window.host.step("Guests", up: true)
    // Then the slider stopped at 10 and told the app once; the stepper went down, then round
    #expect(values == [10])
    #expect(steps == [2, 0])
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uidatepicker/minimumdate: "the user can't select an
  // earlier date"; maximumDate likewise; "If the minimum date value is greater than the maximum
  // date value, both properties are ignored". minuteInterval: "The interval at which the date
  // picker should display minutes". UIDatePicker "sends a valueChanged event when the user
  // finishes rotating one of the wheels". UIResponder.inputView: a field may edit with a date
  // picker in place of the keyboard.
  @Test("C7: a person turns a date picker within its bounds and interval, or the keyboard's")
  func datePickers() throws {
    // Given a booking time picker of quarter hours between 9:00 and 17:00 on one day, and a
    // birthday field that edits with a date picker in place of the keyboard
    let day = Date(timeIntervalSinceReferenceDate: 799_977_600)
    let sut = UIDatePicker()
    sut.accessibilityIdentifier = "Time"
    sut.frame = CGRect(x: 0, y: 0, width: 320, height: 216)
    sut.datePickerMode = .dateAndTime
    sut.minuteInterval = 15
    sut.minimumDate = day.addingTimeInterval(9 * 3600)
    sut.maximumDate = day.addingTimeInterval(17 * 3600)
    sut.date = day.addingTimeInterval(12 * 3600)
    var picked: [TimeInterval] = []
    sut.addAction(
      UIAction { _ in picked.append(sut.date.timeIntervalSince(day) / 60) }, for: .valueChanged)
    let birthday = UIDatePicker()
    birthday.accessibilityIdentifier = "Birthday"
    birthday.datePickerMode = .date
    let field = UITextField(frame: CGRect(x: 0, y: 240, width: 320, height: 44))
    field.accessibilityIdentifier = "birthday"
    field.inputView = birthday
    let (window, _) = host(sut, field)
    // When a person turns the time to 10:37, to 7:00, and to 12:00 again, then edits the
    // birthday
    try window.host.pickDate(day.addingTimeInterval(10 * 3600 + 37 * 60), in: "Time")
    try window.host.pickDate(day.addingTimeInterval(7 * 3600), in: "Time")
    try window.host.pickDate(day.addingTimeInterval(9 * 3600), in: "Time")
    try window.host.type("", into: "birthday")
    try window.host.pickDate(day, in: "Birthday")
    // Then the time landed on 10:30, then on 9:00, the earliest allowed, and not again when
    // it was there; the keyboard's picker took the birthday
    #expect(picked == [630, 540])
    #expect(birthday.date == day)
    expectNoDiagnostics(window.host)
  }

  /// `views` on a screen of their own, in a window made key and visible.
  private func host(_ views: UIView...) -> (UIWindow, UIViewController) {
    let screen = screen("Controls")
    for view in views { screen.view.addSubview(view) }
    return (visibleWindow(root: screen), screen)
  }
}

// developer.apple.com/documentation/uikit/uicontrol/showsmenuasprimaryaction: "A Boolean value
// that determines whether the control shows its menu as its primary action"; UIButton.menu: the
// button shows it on a long press otherwise. UIContextMenuInteractionDelegate
// contextMenuInteraction(_:configurationForMenuAtLocation:): "Returns the configuration for
// the menu", asked when the interaction begins.
@Suite("Menus a person opens: buttons, bar buttons and context menu interactions")
@MainActor
struct MenuRuleTests {
  @Test("C8: a tap on a button whose menu is its primary action opens the menu, not the action")
  func menuAsPrimaryAction() throws {
    // Given a "Sort" button whose menu is its primary action
    var events: [String] = []
    let sut = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
    sut.setTitle("Sort", for: .normal)
    sut.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
    sut.addAction(UIAction { _ in events.append("menu opened") }, for: .menuActionTriggered)
    sut.menu = UIMenu(children: [
      UIAction(title: "By name") { _ in events.append("by name") },
      UIAction(title: "By date", attributes: .disabled) { _ in events.append("by date") },
      UIMenu(title: "More", children: [UIAction(title: "By size") { _ in events.append("size") }]),
    ])
    sut.showsMenuAsPrimaryAction = true
    let window = visibleWindow(root: screen(with: sut))
    // When a person taps it without choosing, then chooses "By size" in the submenu
    #expect(throws: UserActionError.opensMenu("Sort", choices: ["By name", "By size"])) {
      try window.host.tap("Sort")
    }
    try window.host.tap("Sort", choosing: "By size")
    // Then only the menu opened and the chosen action ran; a disabled one cannot be chosen
    #expect(events == ["menu opened", "size"])
    #expect(
      throws: UserActionError.noSuchMenuItem(
        "By date", menu: "Sort", available: ["By name", "By size"])
    ) { try window.host.tap("Sort", choosing: "By date") }
    expectNoDiagnostics(window.host)
  }

  @Test("C8: a long press opens a button's or a bar button's menu; a tap still sends the action")
  func longPressButtonMenus() throws {
    // Given a "Reply" button with a menu, and a bar button with a menu and no action
    var events: [String] = []
    let reply = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
    reply.setTitle("Reply", for: .normal)
    reply.addAction(UIAction { _ in events.append("reply") }, for: .primaryActionTriggered)
    reply.menu = UIMenu(children: [UIAction(title: "Reply All") { _ in events.append("all") }])
    let screen = screen(with: reply)
    screen.navigationItem.rightBarButtonItem = UIBarButtonItem(
      image: UIImage(systemName: "ellipsis"),
      menu: UIMenu(children: [UIAction(title: "Archive") { _ in events.append("archive") }]))
    screen.navigationItem.rightBarButtonItem?.accessibilityLabel = "More"
    let window = visibleWindow(root: UINavigationController(rootViewController: screen))
    // When a person taps Reply, presses and holds it, and chooses in the bar button's menu
    try window.host.tap("Reply")
    try window.host.longPress("Reply", choosing: "Reply All")
    #expect(throws: UserActionError.opensMenu("More", choices: ["Archive"])) {
      try window.host.tap("More")
    }
    try window.host.tap("More", choosing: "Archive")
    // Then the tap sent the action, and each menu ran the chosen one
    #expect(events == ["reply", "all", "archive"])
    expectNoDiagnostics(window.host)
  }

  @Test("C8: a long press on a view asks its interaction's delegate for the menu at its centre")
  func contextMenuInteraction() throws {
    // Given a photo with a context menu interaction whose delegate logs where it was pressed
    let photo = UIImageView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    photo.accessibilityIdentifier = "photo"
    photo.isUserInteractionEnabled = true
    let delegate = MenuMaker()
    let sut = UIContextMenuInteraction(delegate: delegate)
    photo.addInteraction(sut)
    let window = visibleWindow(root: screen(with: photo))
    // When a person presses and holds it and chooses "Save", then asks for what is not there
    try window.host.longPress("photo", choosing: "Save")
    // Then the delegate made the menu for the view's centre and "Save" ran
    #expect(delegate.events == ["menu at (100.0, 50.0)", "save"])
    #expect(
      throws: UserActionError.noSuchMenuItem("Print", menu: "photo", available: ["Save"])
    ) { try window.host.longPress("photo", choosing: "Print") }
    #expect(throws: UserActionError.noMenu("banner")) {
      try window.host.longPress("banner", choosing: "Save")
    }
    expectNoDiagnostics(window.host)
  }

  @Test("C8: an interaction belongs to one view at a time, and is told as it moves")
  func interactionMoves() {
    // Given an interaction added to one view
    let sut = UIContextMenuInteraction(delegate: MenuMaker())
    let first = UIView()
    let second = UIView()
    first.addInteraction(sut)
    // When it is added to another, then removed from it
    second.addInteraction(sut)
    let afterMove = (first.interactions.count, second.interactions.count, sut.view === second)
    second.removeInteraction(sut)
    // Then it left the first view for the second, then has no view
    #expect(afterMove == (0, 1, true))
    #expect(second.interactions.isEmpty && sut.view == nil)
  }

  private func screen(with view: UIView) -> UIViewController {
    let screen = PresentationHostTests.screen("Menus")
    screen.view.addSubview(view)
    return screen
  }
}

/// A button that logs its highlight and its configuration updates.
@MainActor
private final class LoggingButton: UIButton {
  var log: [String] = []

  override var isHighlighted: Bool {
    didSet { log.append("isHighlighted \(isHighlighted)") }
  }

  override func updateConfiguration() {
    super.updateConfiguration()
    log.append("updateConfiguration")
  }
}

/// Makes a menu with a "Save" action, logging where it was asked for and what ran.
@MainActor
private final class MenuMaker: NSObject, UIContextMenuInteractionDelegate {
  private(set) var events: [String] = []

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    events.append("menu at (\(location.x), \(location.y))")
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      UIMenu(children: [UIAction(title: "Save") { [weak self] _ in self?.events.append("save") }])
    }
  }
}
