@_spi(HostTesting) import PresentationHost
import Testing

/// What the host checks of a screen beyond what UIKit checks: both mistakes compile and run on a
/// device, and show there only as a bug (a blank screen, a lifecycle that skips UIKit's work).
@Suite("Screen checks: super in lifecycle overrides, views a device could show")
@MainActor
struct ScreenCheckRuleTests {
  // developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:): "If you
  // override this method, you must call super at some point in your implementation." The same
  // sentence stands for viewDidAppear, viewWillDisappear and viewDidDisappear.
  @Test("L6: an appearance override that does not call super is reported")
  func appearanceOverrideWithoutSuperIsReported() {
    // Given a screen whose viewWillAppear forgets super
    let sut = ForgetfulScreen()
    // When it appears
    let window = visibleWindow(root: sut)
    // Then the host names the screen and the method, once for that call
    #expect(sut.appearances == 1)
    expectDiagnostic(window.host, .warning, .l6)
    #expect(window.host.diagnostics.first?.message.contains("viewWillAppear(_:)") == true)
  }

  // UIViewController.h, of willMoveToParentViewController: and didMoveToParentViewController::
  // "If they are overridden, the overrides should ensure to call the super."
  @Test("L6: a didMove(toParent:) override that does not call super is reported")
  func didMoveOverrideWithoutSuperIsReported() {
    // Given a navigation controller on screen
    let (navigation, window) = visibleStack(root: "Root")
    // When a screen whose didMove(toParent:) forgets super is pushed
    let sut = ForgetfulScreen()
    navigation.pushViewController(sut, animated: false)
    // Then the host reports the missing super for didMove, not for the other methods
    let messages = window.host.diagnostics.map(\.message)
    #expect(messages.contains { $0.contains("didMove(toParent:)") })
    #expect(window.host.diagnostics.allSatisfy { $0.rule == .l6 })
  }

  // developer.apple.com/documentation/uikit/uiviewcontroller/didreceivememorywarning(): "this
  // method is called when the system determines that the amount of available memory is low ...
  // If you do [override it], your implementation of this method must call the super
  // implementation at some point"; uiapplicationdelegate/applicationdidreceivememorywarning(_:)
  // and UIApplication.didReceiveMemoryWarningNotification tell the app.
  @Test("L6: a memory warning reaches the app, every controller alive, and checks super")
  func memoryWarning() {
    // Given an image cache's screen under a list, a popped screen the app still holds, and
    // an observer of the notification; the cache's screen forgets super
    let (navigation, window) = visibleStack(root: "Root")
    let log = EventLog()
    let held = MemoryScreen("Held", log: log, callsSuper: true)
    navigation.pushViewController(held, animated: false)
    navigation.popViewController(animated: false)
    let cache = MemoryScreen("Cache", log: log, callsSuper: false)
    navigation.pushViewController(cache, animated: false)
    let observer = NotificationCenter.default.addObserver(
      forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
    ) { _ in MainActor.assumeIsolated { log.events.append("notification") } }
    defer { NotificationCenter.default.removeObserver(observer) }
    let delegate = MemoryAppDelegate(log: log)
    window.host.launch(delegate)
    // When the system warns the app that memory is low
    window.host.receiveMemoryWarning()
    // Then the app delegate heard first, then the notification's observer, then the screen on
    // show and the one still held, and the one that forgot super is named
    #expect(log.events == ["app", "notification", "Cache", "Held"])
    expectDiagnostic(window.host, .warning, .l6)
    #expect(window.host.diagnostics.first?.message.contains("didReceiveMemoryWarning()") == true)
    #expect(window.host.diagnostics.first?.message.contains("Cache") == true)
  }

  @Test("L6: overrides that call super record nothing")
  func overridesCallingSuperRecordNothing() {
    // Given a screen whose lifecycle overrides all call super
    let (navigation, window) = visibleStack(root: "Root")
    let sut = RecordingController("Dutiful", log: EventLog())
    // When it is pushed and popped
    navigation.pushViewController(sut, animated: false)
    navigation.popViewController(animated: false)
    // Then each override ran (viewDidLoad, four calls on the way in, four on the way out), and
    // nothing is reported
    #expect(sut.log.events.count == 9)
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uiviewcontroller/setediting(_:animated:):
  // "Subclasses that use an edit-done button must override this method to change their view to
  // an editable state ... This method should invoke super's implementation before updating its
  // view"; isediting: "Clicking either button toggles the state of this property".
  @Test("L6: an edit button whose screen's setEditing forgets super stays Edit, and is reported")
  func setEditingWithoutSuperIsReported() throws {
    // Given two lists with the edit button in their bars, one whose setEditing forgets super
    let (navigation, window) = visibleStack(root: "Root")
    let dutiful = EditingScreen(callsSuper: true)
    navigation.pushViewController(dutiful, animated: false)
    // When a person taps Edit on each
    try window.host.tap("Edit")
    let afterDutiful = window.host.diagnostics
    let sut = EditingScreen(callsSuper: false)
    navigation.pushViewController(sut, animated: false)
    try window.host.tap("Edit")
    // Then the first is editing and shows Done; the other heard the tap but, as on a device,
    // is not editing and still shows Edit, and the host names the method it skipped
    #expect(afterDutiful.isEmpty)
    #expect(dutiful.isEditing && dutiful.editButtonItem.title == "Done")
    #expect(sut.requests == [true])
    #expect(!sut.isEditing && sut.editButtonItem.title == "Edit")
    expectDiagnostic(window.host, .warning, .l6)
    #expect(window.host.diagnostics.first?.message.contains("setEditing(_:animated:)") == true)
  }

  @Test("V2: a label with no frame, no constraint and no stack view is reported, once")
  func unplacedLabelIsReported() {
    // Given a screen that adds a label and never places it
    let sut = LabelScreen(layout: .none)
    // When it appears, disappears and appears again
    let window = visibleWindow(root: sut)
    window.isHidden = true
    window.isHidden = false
    // Then the host names the label, once: on a device it is invisible
    expectDiagnostic(window.host, .warning, .v2)
    #expect(window.host.diagnostics.first?.message.contains("UILabel \"greeting\"") == true)
  }

  // developer.apple.com/documentation/uikit/uiview/sizetofit(): "Resizes and moves the receiver
  // view so it just encloses its subviews" (a label: its text); NSString.boundingRect(with:
  // options:attributes:context:) "Calculates and returns the bounding rect for the receiver
  // drawn using the given options and display characteristics".
  @Test(
    "V2: a label placed by constraints, a stack view or a frame records nothing",
    arguments: [LabelScreen.Layout.constraints, .stackView, .frame, .sizedToFit])
  func placedLabelRecordsNothing(layout: LabelScreen.Layout) {
    // Given a screen that places its label one of the ways a device shows it
    let sut = LabelScreen(layout: layout)
    // When it appears
    let window = visibleWindow(root: sut)
    // Then nothing is reported
    expectNoDiagnostics(window.host)
  }

  @Test("V2: a deactivated constraint no longer places its view")
  func deactivatedConstraintPlacesNothing() {
    // Given a label whose only constraints were activated, then deactivated
    let sut = LabelScreen(layout: .deactivatedConstraints)
    // When its screen appears
    let window = visibleWindow(root: sut)
    // Then the label is reported as unplaced
    expectDiagnostic(window.host, .warning, .v2)
  }
}

/// A screen whose viewWillAppear and didMove(toParent:) forget to call super.
@MainActor
private final class ForgetfulScreen: UIViewController {
  private(set) var appearances = 0

  override func viewWillAppear(_ animated: Bool) {
    appearances += 1
  }

  override func didMove(toParent parent: UIViewController?) {
    title = parent == nil ? nil : "Forgetful"
  }
}

/// A screen with one label, placed as `layout` says.
@MainActor
final class LabelScreen: UIViewController {
  /// How the label is placed.
  enum Layout: Sendable, CustomTestStringConvertible {
    case none, constraints, stackView, frame, deactivatedConstraints, sizedToFit

    var testDescription: String { "\(self)" }
  }

  private let layout: Layout

  init(layout: Layout) {
    self.layout = layout
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("not built from archives")
  }

  override func loadView() {
    let root = UIView()
    let label = UILabel()
    label.accessibilityIdentifier = "greeting"
    label.text = "Hello"
    switch layout {
    case .none:
      root.addSubview(label)
    case .frame:
      label.frame = CGRect(x: 20, y: 80, width: 200, height: 24)
      root.addSubview(label)
    case .sizedToFit:
      label.sizeToFit()
      label.frame.origin = CGPoint(x: 20, y: 80)
      root.addSubview(label)
    case .constraints, .deactivatedConstraints:
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
      let constraints = [
        label.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
        label.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      ]
      NSLayoutConstraint.activate(constraints)
      if layout == .deactivatedConstraints { NSLayoutConstraint.deactivate(constraints) }
    case .stackView:
      let stack = UIStackView(arrangedSubviews: [label])
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        stack.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      ])
    }
    view = root
  }
}

/// A screen that frees a cache when memory is low, and logs it.
@MainActor
private final class MemoryScreen: UIViewController {
  private let log: EventLog
  private let callsSuper: Bool

  init(_ title: String, log: EventLog, callsSuper: Bool) {
    self.log = log
    self.callsSuper = callsSuper
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { nil }

  override func didReceiveMemoryWarning() {
    if callsSuper { super.didReceiveMemoryWarning() }
    log.events.append(title ?? "")
  }
}

/// An app delegate that logs a memory warning.
@MainActor
private final class MemoryAppDelegate: UIResponder, UIApplicationDelegate {
  private let log: EventLog

  init(log: EventLog) {
    self.log = log
  }

  func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
    log.events.append("app")
  }
}

/// A list with the edit button in its bar, whose `setEditing(_:animated:)` override may forget
/// `super`; it keeps what it was asked.
private final class EditingScreen: UIViewController {
  private let callsSuper: Bool
  var requests: [Bool] = []

  init(callsSuper: Bool) {
    self.callsSuper = callsSuper
    super.init(nibName: nil, bundle: nil)
    title = callsSuper ? "Dutiful" : "Forgetful"
    navigationItem.rightBarButtonItem = editButtonItem
  }

  required init?(coder: NSCoder) { nil }

  override func setEditing(_ editing: Bool, animated: Bool) {
    if callsSuper { super.setEditing(editing, animated: animated) }
    requests.append(editing)
  }
}
