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

  // UITableViewCell.h declares prepareForReuse NS_REQUIRES_SUPER;
  // developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse(): "if
  // your subclass descends from UICollectionViewCell or another intermediate class, call super".
  @Test(
    "L6: a reused cell whose prepareForReuse does not call super is reported; one that does is not")
  func prepareForReuseWithoutSuperIsReported() {
    // Given two long tables on screen, one of cells that forget super, one of cells that call it
    UITableView.registerMaker(for: ForgetfulCell.self) {
      ForgetfulCell(style: .default, reuseIdentifier: $0)
    }
    UITableView.registerMaker(for: DutifulCell.self) {
      DutifulCell(style: .default, reuseIdentifier: $0)
    }
    let forgetful = ReusingRows(cellClass: ForgetfulCell.self)
    let dutiful = ReusingRows(cellClass: DutifulCell.self)
    let screen = UIViewController()
    let tables = [forgetful, dutiful].map { rows in
      let table = UITableView(frame: UIScreen.main.bounds, style: .plain)
      table.register(rows.cellClass, forCellReuseIdentifier: "Row")
      table.dataSource = rows
      screen.view.addSubview(table)
      return table
    }
    let window = visibleWindow(root: screen)
    let beforeReuse = window.host.diagnostics.count
    // When each scrolls, so that its cells are reused for the rows further down
    for table in tables {
      table.scrollToRow(at: IndexPath(row: 60, section: 0), at: .top, animated: false)
    }
    // Then the forgetful cells were reported, naming the method, and the dutiful ones were not
    #expect(beforeReuse == 0)
    #expect(forgetful.prepared > 0 && dutiful.prepared > 0)
    let messages = window.host.diagnostics.map(\.message)
    #expect(messages.count == forgetful.prepared)
    #expect(messages.allSatisfy { $0.hasPrefix("ForgetfulCell overrides prepareForReuse()") })
    #expect(window.host.diagnostics.allSatisfy { $0.rule == .l6 && $0.severity == .warning })
  }

  @Test("L6: a reused collection view cell whose prepareForReuse does not call super is reported")
  func collectionCellPrepareForReuseWithoutSuperIsReported() {
    // Given a long grid of cells that forget super, on screen
    UICollectionView.registerMaker(for: ForgetfulGridCell.self) { ForgetfulGridCell(frame: .zero) }
    let items = ReusingItems()
    let sut = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    sut.register(ForgetfulGridCell.self, forCellWithReuseIdentifier: "Item")
    sut.dataSource = items
    let screen = UIViewController()
    screen.view.addSubview(sut)
    let window = visibleWindow(root: screen)
    let beforeReuse = window.host.diagnostics.count
    // When it scrolls, so that its cells are reused for the items further down
    sut.scrollToItem(at: IndexPath(item: 150, section: 0), at: .top, animated: false)
    // Then each reuse was reported, naming the cell and the method
    #expect(beforeReuse == 0)
    #expect(ForgetfulGridCell.prepared > 0)
    #expect(window.host.diagnostics.count == ForgetfulGridCell.prepared)
    #expect(
      window.host.diagnostics.allSatisfy {
        $0.rule == .l6 && $0.message.hasPrefix("ForgetfulGridCell overrides prepareForReuse()")
      })
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

  // developer.apple.com/documentation/uikit/uiviewcontroller/updateviewconstraints():
  // "Important: Call [super updateViewConstraints] as the final step in your implementation."
  @Test("L6: an updateViewConstraints override that does not call super is reported")
  func updateViewConstraintsWithoutSuperIsReported() {
    // Given a screen whose view asks to update its constraints, and whose
    // updateViewConstraints forgets super
    let sut = ConstraintForgetfulScreen()
    // When it appears
    let window = visibleWindow(root: sut)
    // Then its override ran, and the host names the screen and the method
    #expect(sut.updates == 1)
    expectDiagnostic(window.host, .warning, .l6)
    #expect(
      window.host.diagnostics.first?.message.hasPrefix(
        "ConstraintForgetfulScreen overrides updateViewConstraints()") == true)
  }

  // developer.apple.com/documentation/uikit/uiimageview/init(image:): "This method adjusts the
  // frame of the receiver to match the size of the specified image"; setting `image` later does
  // not ("Setting the image property does not change the size of a UIImageView").
  // UIActivityIndicatorView.init(style:): "UIActivityIndicatorView sizes the returned instance
  // according to the specified style"; hidesWhenStopped: "If the value of this property is true
  // (the default), the receiver sets its isHidden property to true when receiver is not
  // animating". A segmented control made with its items is as large as they need.
  @Test("V2: an image view, a spinner or a segmented control made with its content is sized")
  func viewsSizedByUIKit() {
    // Given a screen with a star made with its image, a spinner made with its style (hidden
    // until it spins, then spinning), periods made with their titles, and a heart given its
    // image afterwards, none placed
    let sut = screen("Rating")
    let star = UIImageView(image: UIImage(systemName: "star"))
    let spinner = UIActivityIndicatorView(style: .large)
    let hiddenWhileStopped = spinner.isHidden
    spinner.startAnimating()
    let period = UISegmentedControl(items: ["Day", "Week", "Month"])
    let heart = UIImageView()
    heart.accessibilityIdentifier = "heart"
    heart.image = UIImage(systemName: "heart")
    sut.view.addSubview(star)
    sut.view.addSubview(spinner)
    sut.view.addSubview(period)
    sut.view.addSubview(heart)
    // When it appears
    let window = visibleWindow(root: sut)
    // Then only the heart is reported: the others show at their own sizes on a device
    #expect(spinner.frame.size == CGSize(width: 37, height: 37))
    #expect(hiddenWhileStopped && !spinner.isHidden)
    #expect(period.frame.width > 0 && period.frame.height == 32)
    expectDiagnostic(window.host, .warning, .v2)
    #expect(window.host.diagnostics.first?.message.contains("UIImageView \"heart\"") == true)
    #expect(window.host.diagnostics.first?.message.contains("UIImageView,") == false)
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
    "V2: a label placed by constraints, the keyboard's guide, a stack view or a frame records nothing",
    arguments: [
      LabelScreen.Layout.constraints, .keyboardGuide, .stackView, .frame, .sizedToFit,
      .sizedByItsText,
    ])
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
    case none, constraints, keyboardGuide, stackView, frame, deactivatedConstraints
    case sizedToFit, sizedByItsText

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
    case .sizedByItsText:
      let width: CGFloat = 200
      let rect = (label.text ?? "").boundingRect(
        with: CGSize(width: width, height: .greatestFiniteMagnitude),
        options: .usesLineFragmentOrigin, attributes: [.font: label.font as Any], context: nil)
      label.frame = CGRect(origin: CGPoint(x: 20, y: 80), size: rect.size)
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
    case .keyboardGuide:
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
      NSLayoutConstraint.activate([
        label.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -8),
        label.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
      ])
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

/// Rows of registered cells of one class, counting the cells prepared for reuse.
@MainActor
private final class ReusingRows: NSObject, UITableViewDataSource {
  let cellClass: CountingCell.Type
  var prepared: Int { CountingCell.prepared[ObjectIdentifier(cellClass), default: 0] }

  init(cellClass: CountingCell.Type) {
    self.cellClass = cellClass
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}

/// A cell that counts, per class, how often it is prepared for reuse.
@MainActor
private class CountingCell: UITableViewCell {
  static var prepared: [ObjectIdentifier: Int] = [:]

  func countPreparation() {
    Self.prepared[ObjectIdentifier(type(of: self)), default: 0] += 1
  }
}

/// A cell whose prepareForReuse forgets super.
@MainActor
private final class ForgetfulCell: CountingCell {
  override func prepareForReuse() {
    countPreparation()
  }
}

/// A cell whose prepareForReuse calls super.
@MainActor
private final class DutifulCell: CountingCell {
  override func prepareForReuse() {
    super.prepareForReuse()
    countPreparation()
  }
}

/// Items of registered grid cells.
@MainActor
private final class ReusingItems: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 200 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
  }
}

/// A grid cell whose prepareForReuse forgets super, counting how often it is prepared.
@MainActor
private final class ForgetfulGridCell: UICollectionViewCell {
  static var prepared = 0

  override func prepareForReuse() {
    Self.prepared += 1
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

/// A screen whose view asks to update its constraints, and whose `updateViewConstraints()`
/// forgets `super`.
private final class ConstraintForgetfulScreen: UIViewController {
  var updates = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.setNeedsUpdateConstraints()
  }

  override func updateViewConstraints() {
    updates += 1
  }
}
