import Foundation
@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/uikit/uiapplication/beginbackgroundtask(withname:expirationhandler:):
// "Each call to this method must be balanced by a matching call to endBackgroundTask(_:). Apps
// running background tasks have a finite amount of time in which to run them. If you don't call
// endBackgroundTask(_:) for each task before time expires, the system kills the app."
@Suite("The application: background tasks and quick actions")
@MainActor
struct ApplicationServiceRuleTests {
  @Test("SC11: a background task runs until it is ended; ending one twice is logged")
  func backgroundTasks() {
    // Given an app that begins two tasks
    let host = HeadlessHost()
    let sut = host.application
    let upload = sut.beginBackgroundTask(withName: "upload")
    let save = sut.beginBackgroundTask(expirationHandler: nil)
    let running = host.runningBackgroundTasks
    // When it ends the first, then ends it again
    sut.endBackgroundTask(upload)
    sut.endBackgroundTask(upload)
    // Then the two had their own identifiers, one still runs, and the second end was logged
    #expect(upload != save && upload != .invalid)
    #expect(running == ["upload", ""] && host.runningBackgroundTasks == [""])
    expectDiagnostic(host, .warning, .sc11)
  }

  @Test("SC11: when time runs out, each handler runs; a task it leaves running is an error")
  func expiration() {
    // Given one task whose handler ends it, and one whose handler does not
    let host = HeadlessHost()
    let sut = host.application
    let log = TaskLog()
    log.tidy = sut.beginBackgroundTask(withName: "tidy") {
      log.ran.append("tidy")
      sut.endBackgroundTask(log.tidy)
    }
    _ = sut.beginBackgroundTask(withName: "sloppy") { log.ran.append("sloppy") }
    // When the background time runs out
    host.expireBackgroundTasks()
    // Then both handlers ran, oldest first, and the task left running was reported
    #expect(log.ran == ["tidy", "sloppy"])
    #expect(host.runningBackgroundTasks.isEmpty)
    expectDiagnostic(host, .error, .sc11)
  }

  @Test("SC12: a quick action reaches a connected scene's delegate, brought to the foreground")
  func quickActionWhileRunning() throws {
    // Given an app offering "compose", its scene in the background
    let host = HeadlessHost()
    let compose = UIApplicationShortcutItem(type: "compose", localizedTitle: "New Message")
    host.application.shortcutItems = [compose]
    let sut = QuickActionSceneDelegate()
    let scene = try #require(host.connectScene(delegate: sut))
    host.moveToBackground(scene)
    sut.calls = []
    // When the person chooses it from the Home Screen
    host.chooseQuickAction(compose)
    // Then the scene came forward around the action, which the delegate handled
    #expect(sut.calls == ["willEnterForeground", "perform compose", "didBecomeActive"])
    #expect(sut.handled == [true])
    expectNoDiagnostics(host)
  }

  @Test("SC12: with no scene, the quick action comes in the new scene's connection options")
  func quickActionAtLaunch() {
    // Given an app offering "search" and no scene, its delegate class registered
    let host = HeadlessHost()
    let search = UIApplicationShortcutItem(type: "search", localizedTitle: "Search")
    host.application.shortcutItems = [search]
    var made: [QuickActionSceneDelegate] = []
    host.register(sceneDelegateClass: QuickActionSceneDelegate.self) {
      let delegate = QuickActionSceneDelegate()
      made.append(delegate)
      return delegate
    }
    let appDelegate = QuickActionAppDelegate()
    host.launch(appDelegate)
    // When the person chooses it, then one the app does not offer
    host.chooseQuickAction(search)
    let diagnosticsBefore = host.diagnostics.count
    host.chooseQuickAction(UIApplicationShortcutItem(type: "other", localizedTitle: "Other"))
    // Then a scene connected with it and was not told again; the other was refused
    #expect(made.count == 1)
    #expect(made.first?.launchShortcut == "search")
    #expect(made.first?.calls.contains("perform search") == false)
    #expect(diagnosticsBefore == 0)
    expectDiagnostic(host, .error, .sc12)
  }
}

// developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate/
// sheetpresentationcontrollerdidchangeselecteddetentidentifier(_:): "The system calls this
// method after a sheet's selectedDetentIdentifier changes in response to user interaction. The
// system doesn't call this after you change selectedDetentIdentifier programmatically";
// selectedDetentIdentifier: "The default value is nil, which means the sheet displays at the
// smallest detent"; custom(identifier:resolver:): return nil to make a detent inactive.
@Suite("Sheets a person resizes")
@MainActor
struct SheetDetentRuleTests {
  @Test("P15: a person drags a sheet between detents and its delegate hears of each change")
  func dragBetweenDetents() throws {
    // Given a sheet with a custom quarter detent, medium and large, and an inactive detent
    let (window, sheet, delegate) = presentSheet()
    let quarter = UISheetPresentationController.Detent.Identifier("quarter")
    let hidden = UISheetPresentationController.Detent.Identifier("hidden")
    sheet.detents = [
      .custom(identifier: quarter) { $0.maximumDetentValue / 4 },
      .custom(identifier: hidden) { _ in nil }, .medium(), .large(),
    ]
    // When the app selects medium, then a person drags to quarter, to quarter again, to large
    sheet.selectedDetentIdentifier = .medium
    try window.host.dragSheet(to: quarter)
    try window.host.dragSheet(to: quarter)
    try window.host.dragSheet(to: .large)
    // Then only the person's two changes were told, and the sheet rests at large
    #expect(
      delegate.changes == [
        "quarter", UISheetPresentationController.Detent.Identifier.large.rawValue,
      ])
    #expect(sheet.selectedDetentIdentifier == .large)
    #expect(
      throws: UserActionError.noSuchDetent(
        "hidden", available: ["quarter", "com.apple.UIKit.medium", "com.apple.UIKit.large"])
    ) {
      try window.host.dragSheet(to: hidden)
    }
    expectNoDiagnostics(window.host)
  }

  @Test("P15: with no detent selected the sheet rests at its smallest, so a drag there is none")
  func restsAtSmallest() throws {
    // Given a sheet with large then medium detents, none selected
    let (window, sheet, delegate) = presentSheet()
    sheet.detents = [.large(), .medium()]
    // When a person drags it to medium
    try window.host.dragSheet(to: .medium)
    // Then nothing changed: it rested there
    #expect(delegate.changes.isEmpty && sheet.selectedDetentIdentifier == nil)
  }

  @Test("P15: a detent's height resolves from the room the sheet has")
  func resolution() {
    // Given a context with 800 points of room
    let context = Room(maximumDetentValue: 800)
    // When the system detents and a custom one resolve
    let heights = [
      UISheetPresentationController.Detent.medium(), .large(),
      .custom { $0.maximumDetentValue - 100 },
    ].map { $0.resolvedValue(in: context) }
    // Then medium is half, large all of it, and the custom one what its resolver says
    #expect(heights == [400, 800, 700])
  }

  private func presentSheet() -> (UIWindow, UISheetPresentationController, DetentLog) {
    let root = screen("List")
    let window = visibleWindow(root: root)
    let content = screen("Filters")
    let sheet = content.sheetPresentationController!
    let delegate = DetentLog()
    sheet.delegate = delegate
    root.present(content, animated: false)
    return (window, sheet, delegate)
  }
}

// developer.apple.com/documentation/uikit/uiviewcontroller/contentunavailableconfiguration:
// "Use this property to configure a content-unavailable view that the view controller manages";
// updateContentUnavailableConfiguration(using:): "Don't call this method directly. Instead, call
// setNeedsUpdateContentUnavailableConfiguration() to tell the system to request an update."
@Suite("Content-unavailable configurations")
@MainActor
struct ContentUnavailableRuleTests {
  @Test("V9: a screen updates its configuration as it first lays out, and a person uses it")
  func emptyState() throws {
    // Given an inbox with no messages, whose configuration offers to compose one
    let sut = InboxController()
    let window = visibleWindow(root: UINavigationController(rootViewController: sut))
    // When it appears, then a person taps the configuration's button
    let shownFirst = window.host.visibleControls.compactMap { ($0 as? UILabel)?.text }
    try window.host.tap("Compose")
    // Then the empty state showed over the screen's own button, and composing removed it
    #expect(sut.updates == 2)
    #expect(shownFirst == ["No Mail", "New messages appear here."])
    #expect(sut.contentUnavailableConfiguration == nil)
    #expect(window.host.visibleButtons.map(\.displayTitle) == ["Refresh"])
    expectNoDiagnostics(window.host)
  }

  @Test("V9: a search's configuration names what the person searched for")
  func searchState() {
    // Given the search configuration
    var state = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection())
    state.searchText = "zebra"
    // When it is updated for a state with search text, and for one without
    let named = UIContentUnavailableConfiguration.search().updated(for: state)
    state.searchText = nil
    let plain = UIContentUnavailableConfiguration.search().updated(for: state)
    // Then the first names the search
    #expect(named.text == "No Results for “zebra”" && plain.text == "No Results")
  }
}

// developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:):
// "registers a closure to run when any of the traits you specify change"; the handler gets the
// previous trait collection.
@Suite("Trait change registration")
@MainActor
struct TraitRegistrationRuleTests {
  @Test("V3: a registered handler runs, with the traits before, each time its trait changes")
  func registeredHandler() {
    // Given a screen that registers for style changes, and for size class changes
    let sut = screen("Settings")
    let window = visibleWindow(root: sut)
    var heard: [String] = []
    sut.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
      (controller: UIViewController, previous: UITraitCollection) in
      heard.append(
        "\(previous.userInterfaceStyle) to \(controller.traitCollection.userInterfaceStyle)")
    }
    let sizes = sut.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
      (_: UIViewController, _: UITraitCollection) in heard.append("size")
    }
    // When the window goes dark through its trait overrides, then the style handler is
    // unregistered and it goes light again
    window.traitOverrides.userInterfaceStyle = .dark
    sut.unregisterForTraitChanges(sizes)
    window.traitOverrides.remove(UITraitUserInterfaceStyle.self)
    // Then the style handler heard both changes and the size one nothing
    #expect(heard == ["light to dark", "dark to light"])
    #expect(!window.traitOverrides.contains(UITraitUserInterfaceStyle.self))
    expectNoDiagnostics(window.host)
  }

  @Test("V3: the current traits are the changed object's while it hears of the change")
  func currentTraits() {
    // Given a view that reads the current traits when told of a change
    let sut = CurrentTraitView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let controller = screen("Paper")
    controller.view.addSubview(sut)
    _ = visibleWindow(root: controller)
    // When the controller goes dark
    controller.overrideUserInterfaceStyle = .dark
    // Then the view read dark, and the current traits are the screen's again
    #expect(sut.seen == [.dark])
    #expect(UITraitCollection.current.userInterfaceStyle == .light)
    UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
      #expect(UITraitCollection.current.userInterfaceStyle == .dark)
    }
  }
}

@Suite("Buttons, bar buttons, fonts and styled text")
@MainActor
struct ModernControlRuleTests {
  // developer.apple.com/documentation/uikit/uicalendarselectionsingledate: "A selection object
  // that tracks a single date"; uicalendarselectionsingledatedelegate/dateselection(_:canselectdate:):
  // "Asks the delegate whether a date is selectable"; uicalendarselectionmultidate: "tracks
  // multiple dates", with didSelectDate and didDeselectDate; uicalendarview/availabledaterange:
  // "The range of dates that the calendar view displays and allows for selection".
  @Test("C7: a calendar selects as its behaviour says, asking its delegate, within its range")
  func calendarSelection() throws {
    // Given a booking calendar for March 2026 that refuses the 7th, and a calendar of days off
    let gregorian = Calendar(identifier: .gregorian)
    let start = try #require(gregorian.date(from: DateComponents(year: 2026, month: 3, day: 1)))
    let end = try #require(gregorian.date(from: DateComponents(year: 2026, month: 3, day: 31)))
    let log = CalendarLog()
    let booking = UICalendarView()
    booking.accessibilityIdentifier = "booking"
    booking.calendar = gregorian
    booking.availableDateRange = DateInterval(start: start, end: end)
    let single = UICalendarSelectionSingleDate(delegate: log)
    booking.selectionBehavior = single
    let daysOff = UICalendarView()
    daysOff.accessibilityIdentifier = "daysOff"
    daysOff.calendar = gregorian
    let multi = UICalendarSelectionMultiDate(delegate: log)
    daysOff.selectionBehavior = multi
    let screen = UIViewController()
    screen.view.addSubview(stacked([booking, daysOff]))
    let window = visibleWindow(root: screen)
    func day(_ number: Int) -> DateComponents {
      DateComponents(year: 2026, month: 3, day: number)
    }
    // When a person taps the 7th, then the 9th in the booking calendar, tries April 2nd, and
    // taps the 2nd, the 3rd and the 2nd again among the days off
    try window.host.tapDate(day(7), in: "booking")
    try window.host.tapDate(day(9), in: "booking")
    let outOfRange = #expect(throws: UserActionError.self) {
      try window.host.tapDate(DateComponents(year: 2026, month: 4, day: 2), in: "booking")
    }
    for number in [2, 3, 2] { try window.host.tapDate(day(number), in: "daysOff") }
    // Then the refused 7th changed nothing and the 9th was booked; April was not offered; the
    // 2nd was taken off again, leaving the 3rd
    #expect(outOfRange == .controlDisabled("booking"))
    #expect(single.selectedDate == day(9))
    #expect(multi.selectedDates == [day(3)])
    #expect(log.events == ["can 7", "can 9", "select 9", "select 2", "select 3", "deselect 2"])
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uieditmenuinteraction/presenteditmenu(with:):
  // "Presents an edit menu"; uieditmenuinteractiondelegate/editmenuinteraction(_:menufor:suggestedactions:):
  // "Asks the delegate for the menu to display"; dismissmenu(): "Dismisses the currently
  // presented edit menu", as choosing an action does.
  @Test("C8: an edit menu the app presents is its delegate's; a person's choice closes it")
  func editMenu() throws {
    // Given a note whose view presents an edit menu with Define in it
    let note = EditMenuNote()
    let window = visibleWindow(root: note)
    // When the app presents the menu, and a person taps Define
    note.presentMenu()
    let shown = note.interaction.presentedMenu?.children.map(\.title)
    try window.host.tapEditMenuAction("Define")
    // Then the delegate made the menu and heard it show; the choice dismissed it before the
    // action ran, and no menu remains to choose from
    #expect(shown == ["Define"])
    #expect(note.log == ["menu", "present", "dismiss", "define"])
    #expect(note.interaction.presentedMenu == nil)
    #expect(throws: UserActionError.self) { try window.host.tapEditMenuAction("Define") }
  }

  @Test("C7: a button that changes selection as its primary action toggles before its action")
  func selectionAsPrimaryAction() throws {
    // Given a "Follow" button that toggles its selection and logs it in its action
    var seen: [Bool] = []
    let sut = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
    sut.setTitle("Follow", for: .normal)
    sut.changesSelectionAsPrimaryAction = true
    sut.addAction(
      UIAction { [unowned sut] _ in seen.append(sut.isSelected) }, for: .primaryActionTriggered)
    let screen = screen("Profile")
    screen.view.addSubview(sut)
    let window = visibleWindow(root: screen)
    // When a person taps it twice
    try window.host.tap("Follow")
    try window.host.tap("Follow")
    // Then it was selected for the first action and not for the second
    #expect(seen == [true, false])
  }

  // developer.apple.com/documentation/uikit/uibarbuttonitem/changesselectionasprimaryaction:
  // "When a button has this property set to true, the button changes to a toggle button where
  // tapping it changes it between selected and unselected."
  @Test("C7: a bar button that changes selection as its primary action toggles before it")
  func barButtonSelectionAsPrimaryAction() throws {
    // Given a "Favorite" bar button that toggles its selection and logs it in its action
    var seen: [Bool] = []
    let sut = UIBarButtonItem(title: "Favorite")
    sut.primaryAction = UIAction(title: "Favorite") { [unowned sut] _ in seen.append(sut.isSelected)
    }
    sut.changesSelectionAsPrimaryAction = true
    let controller = screen("Photo")
    controller.navigationItem.rightBarButtonItem = sut
    let window = visibleWindow(root: UINavigationController(rootViewController: controller))
    // When a person taps it twice
    try window.host.tap("Favorite")
    try window.host.tap("Favorite")
    // Then it was selected for the first action and not for the second
    #expect(seen == [true, false])
  }

  // developer.apple.com/documentation/uikit/uisegmentedcontrol/segmentindex(identifiedby:):
  // "Returns the index of the segment with the action that has the specified identifier";
  // uimenu/selectedelements: "The list of currently selected elements"; uicontrol/tooltip sets
  // the control's toolTipInteraction.
  @Test("C7: segments are found by their action, a menu's choices by their state, tips kept")
  func segmentsMenusAndTips() {
    // Given a segmented control of two actions and a sort menu with one option on
    let byName = UIAction(title: "Name", identifier: .init("name")) { _ in }
    let byDate = UIAction(title: "Date", identifier: .init("date")) { _ in }
    let sut = UISegmentedControl(frame: .zero, actions: [byName, byDate])
    let menu = UIMenu(
      options: .singleSelection,
      children: [
        UIAction(title: "Ascending", state: .on) { _ in },
        UIMenu(title: "More", children: [UIAction(title: "Newest", state: .on) { _ in }]),
        UIAction(title: "Descending") { _ in },
      ])
    let button = UIButton(type: .system)
    // When the app finds a segment, sets a width, and gives the button a tip
    let index = sut.segmentIndex(identifiedBy: .init("date"))
    sut.setWidth(80, forSegmentAt: index)
    button.toolTip = "Sort the list"
    // Then the segment is found by its action, its width kept, the menu's choices are those on
    // in it and its submenu, and the tip has its interaction
    #expect(
      index == 1 && sut.segmentIndex(identifiedBy: .init("size")) == UISegmentedControl.noSegment)
    #expect(sut.widthForSegment(at: 1) == 80 && sut.widthForSegment(at: 0) == 0)
    #expect(
      menu.selectedElements.compactMap { ($0 as? UIAction)?.title } == ["Ascending", "Newest"])
    #expect(button.toolTipInteraction?.defaultToolTip == "Sort the list")
  }

  @Test("V8: a hidden bar button is neither seen nor tapped")
  func hiddenBarButton() {
    // Given a screen with a hidden "Edit" bar button and a shown "Add" one
    let sut = screen("Notes")
    let edit = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in })
    edit.isHidden = true
    sut.navigationItem.rightBarButtonItems = [edit, UIBarButtonItem(title: "Add")]
    let window = visibleWindow(root: UINavigationController(rootViewController: sut))
    // When a person looks, then tries to tap "Edit"
    let seen = window.host.visibleBarButtonItems.compactMap(\.title)
    // Then only "Add" is there
    #expect(seen == ["Add"])
    #expect(throws: UserActionError.self) { try window.host.tap("Edit") }
  }

  @Test("V4: an image keeps how it is drawn and the edges a resizable copy keeps fixed")
  func images() throws {
    // Given a symbol and an asset
    let star = try #require(UIImage(systemName: "star"))
    let bubble = try #require(UIImage(named: "bubble", in: .main, compatibleWith: nil))
    // When the symbol is made original-coloured and the asset resizable
    let original = star.withTintColor(.systemYellow, renderingMode: .alwaysOriginal)
    let caps = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    let stretched = bubble.resizableImage(withCapInsets: caps, resizingMode: .stretch)
    // Then the copies say so, and the originals are unchanged
    #expect(original.renderingMode == .alwaysOriginal && original.isSymbolImage)
    #expect(star.renderingMode == .automatic)
    #expect(stretched.capInsets == caps && stretched.resizingMode == .stretch)
    #expect(!stretched.isSymbolImage && bubble.capInsets == .zero)
  }

  @Test("V4: fonts keep their traits, and styled text keeps UIKit's attributes")
  func fontsAndStyledText() {
    // Given styled text in a bold font, and an italic font's descriptor made bold
    var text = AttributedString("Total")
    text.font = .boldSystemFont(ofSize: 17)
    text.foregroundColor = .systemRed
    let descriptor = UIFont.italicSystemFont(ofSize: 13).fontDescriptor
    // When it is bridged and the descriptor becomes a font
    let bridged = NSAttributedString(text)
    let bold = UIFont(descriptor: descriptor.withSymbolicTraits(.traitBold)!, size: 0)
    // Then the attributes and traits are kept
    let font = bridged.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
    #expect(
      bridged.string == "Total" && font?.fontDescriptor.symbolicTraits.contains(.traitBold) == true)
    #expect(
      bridged.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor == .systemRed)
    #expect(descriptor.symbolicTraits == .traitItalic)
    #expect(bold.pointSize == 13 && bold.fontDescriptor.symbolicTraits == .traitBold)
  }
}

/// What background tasks' handlers did, and the task one of them ends.
@MainActor
private final class TaskLog {
  var ran: [String] = []
  var tidy = UIBackgroundTaskIdentifier.invalid
}

/// A context with a given room, for resolving detents.
private struct Room: UISheetPresentationControllerDetentResolutionContext {
  let maximumDetentValue: CGFloat
  var containerTraitCollection: UITraitCollection { UITraitCollection() }
}

/// Logs the detents a sheet's delegate hears of.
@MainActor
private final class DetentLog: NSObject, UISheetPresentationControllerDelegate {
  private(set) var changes: [String] = []

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    changes.append(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "none")
  }
}

/// An inbox that shows an empty state until a message is composed, and counts its updates.
@MainActor
private final class InboxController: UIViewController {
  private(set) var updates = 0
  private var messages: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let refresh = UIButton(frame: CGRect(x: 0, y: 100, width: 100, height: 44))
    refresh.setTitle("Refresh", for: .normal)
    view.addSubview(refresh)
  }

  override func updateContentUnavailableConfiguration(
    using state: UIContentUnavailableConfigurationState
  ) {
    updates += 1
    guard messages.isEmpty else {
      contentUnavailableConfiguration = nil
      return
    }
    var configuration = UIContentUnavailableConfiguration.empty()
    configuration.text = "No Mail"
    configuration.secondaryText = "New messages appear here."
    configuration.button.title = "Compose"
    configuration.buttonProperties.primaryAction = UIAction { [weak self] _ in
      self?.messages.append("Draft")
      self?.setNeedsUpdateContentUnavailableConfiguration()
    }
    contentUnavailableConfiguration = configuration
  }
}

/// A view that logs the current traits' style each time it hears of a trait change.
@MainActor
private final class CurrentTraitView: UIView {
  private(set) var seen: [UIUserInterfaceStyle] = []

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    seen.append(UITraitCollection.current.userInterfaceStyle)
  }
}

/// A scene delegate that logs its life cycle and the quick actions it performs.
@MainActor
private final class QuickActionSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var calls: [String] = []
  var handled: [Bool] = []
  var launchShortcut: String?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    launchShortcut = connectionOptions.shortcutItem?.type
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = screen("Home")
    window.makeKeyAndVisible()
    self.window = window
  }

  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    calls.append("perform \(shortcutItem.type)")
    handled.append(true)
    completionHandler(true)
  }

  func sceneWillEnterForeground(_ scene: UIScene) { calls.append("willEnterForeground") }
  func sceneDidBecomeActive(_ scene: UIScene) { calls.append("didBecomeActive") }
}

/// An app delegate whose scenes get `QuickActionSceneDelegate`.
@MainActor
private final class QuickActionAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, configurationForConnecting session: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: "Default", sessionRole: session.role)
    configuration.delegateClass = QuickActionSceneDelegate.self
    return configuration
  }
}

/// A vertical stack of `views`, placed at the top of the screen.
@MainActor
private func stacked(_ views: [UIView]) -> UIStackView {
  let stack = UIStackView(arrangedSubviews: views)
  stack.axis = .vertical
  stack.frame = CGRect(x: 0, y: 100, width: 390, height: 600)
  return stack
}

/// The delegate of a booking calendar that refuses the 7th, and of a calendar of days off; it
/// logs what it is asked and told.
@MainActor
private final class CalendarLog: NSObject, UICalendarSelectionSingleDateDelegate,
  UICalendarSelectionMultiDateDelegate
{
  private(set) var events: [String] = []

  func dateSelection(
    _ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?
  ) -> Bool {
    events.append("can \(dateComponents?.day ?? 0)")
    return dateComponents?.day != 7
  }

  func dateSelection(
    _ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?
  ) {
    events.append("select \(dateComponents?.day ?? 0)")
  }

  func multiDateSelection(
    _ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents
  ) {
    events.append("select \(dateComponents.day ?? 0)")
  }

  func multiDateSelection(
    _ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents
  ) {
    events.append("deselect \(dateComponents.day ?? 0)")
  }
}

/// A note whose view presents an edit menu with a Define action; it logs what its interaction's
/// delegate is asked and told.
@MainActor
private final class EditMenuNote: UIViewController, UIEditMenuInteractionDelegate {
  private(set) var log: [String] = []
  private(set) lazy var interaction = UIEditMenuInteraction(delegate: self)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addInteraction(interaction)
  }

  func presentMenu() {
    interaction.presentEditMenu(
      with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 200)))
  }

  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu? {
    log.append("menu")
    return UIMenu(
      children: suggestedActions + [
        UIAction(title: "Define") { [weak self] _ in self?.log.append("define") }
      ])
  }

  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
    animator: (any UIEditMenuInteractionAnimating)?
  ) {
    log.append("present")
  }

  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
    animator: (any UIEditMenuInteractionAnimating)?
  ) {
    log.append("dismiss")
  }
}
