@_spi(HostTesting) import PresentationHost
import Testing

/// The behaviours an audit found the host once got wrong, each checked against Apple's
/// documentation (cited per test) or UIKit's own log lines as reported in public issues.
@Suite("UIKit behaviours: first appearance, nested pushes, coordinators, keys, titles")
@MainActor
struct UIKitBehaviourRuleTests {
  // developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/
  // navigationcontroller(_:willshow:animated:): "Called just before the navigation controller
  // displays a view controller's view", the root's included.
  @Test("N11: a navigation controller's delegate hears willShow and didShow for its root")
  func firstAppearanceReachesDelegate() {
    // Given a navigation controller with a delegate, not yet in a window
    let delegate = NavigationDelegateSpy()
    let navigation = UINavigationController(rootViewController: screen("Root"))
    navigation.delegate = delegate
    // When it first appears in a window
    let window = visibleWindow(root: navigation)
    // Then the delegate heard of its root, once, with nothing it came from
    #expect(delegate.calls == ["willShow(Root)", "didShow(Root) from nil, stack Root"])
    window.isHidden = true
    window.isHidden = false
    #expect(delegate.calls.count == 2)
    expectNoDiagnostics(window.host)
  }

  // UIKit logs "nested push animation can result in corrupted navigation bar" and performs the
  // push (github.com/barrycenter/BAMEasyTable/issues/4, HeroTransitions/Hero/issues/638), once
  // the first ends: made while another transition runs, it is missing from viewControllers when
  // the call returns (Radar 44091459; software-mansion/react-native-screens pull 409).
  @Test("N12: a push while a push is animating is performed once it ends, with UIKit's warning")
  func nestedPushIsPerformed() {
    // Given a push still animating
    let (navigation, window) = visibleStack(root: "Main")
    window.host.holdsTransitions = true
    navigation.pushViewController(screen("Order"), animated: true)
    // When a second push comes before it ends, as a double tap sends it
    navigation.pushViewController(screen("Order 2"), animated: true)
    #expect(navigation.viewControllers.map(\.title) == ["Main", "Order"])
    window.host.completeTransitions()
    // Then both are on the stack once the first ended, and the host says what UIKit logs
    #expect(navigation.viewControllers.map(\.title) == ["Main", "Order", "Order 2"])
    expectDiagnostic(window.host, .warning, .n12)
  }

  @Test("N12: a double tap on an unguarded push button pushes twice, as on iOS")
  func doubleTapPushesTwice() throws {
    // Given a screen whose button pushes a new screen, with no guard against a second tap
    let list = PushingScreen()
    let navigation = UINavigationController(rootViewController: list)
    let window = visibleWindow(root: navigation)
    // When the person double-taps it
    try window.host.doubleTap("Open")
    // Then both taps pushed, the bug a double tap causes on iOS, and UIKit's warning says so
    #expect(window.path == "List > Detail > Detail")
    expectDiagnostic(window.host, .warning, .n12)
    #expect(!window.host.hasPendingTransitions)
  }

  @Test("N12: a single tap while a transition of the screen runs is not delivered")
  func tapDuringTransitionIsIgnored() throws {
    let list = PushingScreen()
    let navigation = UINavigationController(rootViewController: list)
    let window = visibleWindow(root: navigation)
    window.host.holdsTransitions = true
    navigation.pushViewController(screen("Pushed"), animated: true)
    #expect(throws: UserActionError.transitionInProgress) { try window.host.back() }
    window.host.completeTransitions()
    try window.host.back()
    #expect(window.path == "List")
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator: "When a
  // presentation or dismissal is in progress, this method returns the transition coordinator".
  @Test("P10: transitionCoordinator is set in both controllers' callbacks of a presentation")
  func transitionCoordinatorDuringPresentation() throws {
    // Given controllers that read their transition coordinator in their appearance callbacks
    let presenter = CoordinatorReader("Presenter")
    let presented = CoordinatorReader("Sheet")
    presented.modalPresentationStyle = .fullScreen
    let window = visibleWindow(root: presenter)
    // When one presents the other, animated, and dismisses it
    var completed = false
    presenter.present(presented, animated: true) { completed = true }
    presented.dismiss(animated: true)
    // Then each saw a coordinator naming both sides, and none is left afterwards
    #expect(completed)
    #expect(
      presented.seen == [
        "viewWillAppear: Presenter → Sheet", "viewDidAppear: Presenter → Sheet",
        "viewWillDisappear: Sheet → Presenter", "viewDidDisappear: Sheet → Presenter",
      ])
    #expect(presenter.seen.first == "viewWillDisappear: Presenter → Sheet")
    #expect(presenter.seen.last == "viewDidAppear: Sheet → Presenter")
    #expect(presenter.transitionCoordinator == nil)
    // And an unanimated presentation has none
    presenter.seen.removeAll()
    presenter.present(CoordinatorReader("Plain"), animated: false)
    #expect(presenter.seen.isEmpty)
    expectNoDiagnostics(window.host)
  }

  @Test("P10: work added alongside a transition runs, and its completion when it ends")
  func alongsideTransition() throws {
    let (navigation, window) = visibleStack(root: "Main")
    window.host.holdsTransitions = true
    navigation.pushViewController(screen("Order"), animated: true)
    var events: [String] = []
    let coordinator = try #require(navigation.transitionCoordinator)
    coordinator.animate(
      alongsideTransition: { _ in events.append("alongside") },
      completion: { context in events.append("completion, cancelled: \(context.isCancelled)") })
    #expect(events == ["alongside"])
    window.host.completeTransitions()
    #expect(events == ["alongside", "completion, cancelled: false"])
  }

  // UIKit logs "Attempt to present … whose view is not in the window hierarchy".
  @Test("P11: presenting from a popped screen warns where the app's tests read diagnostics")
  func presentingFromPoppedScreen() {
    // Given a screen that was pushed and popped while a router still holds it
    let (navigation, window) = visibleStack(root: "Main")
    let popped = screen("Order")
    navigation.pushViewController(popped, animated: false)
    navigation.popViewController(animated: false)
    // When it presents something
    popped.present(screen("Login"), animated: true)
    // Then nothing is shown, and the warning is in the window's host
    #expect(window.path == "Main")
    expectDiagnostic(window.host, .warning, .p3)
    #expect(window.host.diagnostics.first?.message.contains("not in the window hierarchy") == true)
  }

  // developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext:
  // with `currentContext`, UIKit walks up to the first controller that defines the context.
  @Test("P3: a currentContext presentation is made by the ancestor that defines the context")
  func presentationContext() {
    // Given a tab whose navigation controller defines the presentation context
    let main = screen("Main")
    let shop = UINavigationController(rootViewController: main)
    shop.definesPresentationContext = true
    let tabBar = UITabBarController()
    tabBar.viewControllers = [shop, screen("Other")]
    let window = visibleWindow(root: tabBar)
    // When Main presents over the current context
    let overlay = screen("Overlay")
    overlay.modalPresentationStyle = .currentContext
    main.present(overlay, animated: false)
    // Then the navigation controller presents it, not the tab bar
    #expect(overlay.presentingViewController === shop)
    #expect(tabBar.presentedViewController == nil)
    #expect(main.presentedViewController === overlay)
    overlay.dismiss(animated: false)
    // And a full-screen one is presented by the tab bar, which covers the screen
    let cover = screen("Cover")
    cover.modalPresentationStyle = .fullScreen
    main.present(cover, animated: false)
    #expect(cover.presentingViewController === tabBar)
    expectNoDiagnostics(window.host)
  }

  // W3: the old root's presentation stays alive until the old root dismisses it.
  @Test("W3: dismissing from the old root after replacing it releases what it presented")
  func dismissFromOldRootReleases() {
    // Given a root presenting a sheet, replaced while the sheet is up
    let oldRoot = screen("Old")
    let window = visibleWindow(root: oldRoot)
    weak var presented: UIViewController?
    do {
      let sheet = screen("Sheet")
      presented = sheet
      oldRoot.present(sheet, animated: false)
    }
    window.rootViewController = screen("New")
    #expect(presented != nil)
    // When the app dismisses from the old root
    var completed = false
    oldRoot.dismiss(animated: true) { completed = true }
    // Then the dismissal completes and the sheet is gone
    #expect(completed)
    #expect(presented == nil)
    #expect(window.host.leaks.map(\.name) == ["Old"])  // held by this test only
  }

  // developer.apple.com/documentation/uikit/uiwindow/makekey(): "This method causes the
  // previous key window to resign the key status"; resignKey() is how the window hears of it.
  @Test("W4: a window made key makes the previous key window resign")
  func previousKeyWindowResigns() {
    let host = HeadlessHost()
    let first = KeyRecordingWindow(host: host)
    first.rootViewController = screen("First")
    first.makeKeyAndVisible()
    let second = KeyRecordingWindow(host: host)
    second.rootViewController = screen("Second")
    second.makeKeyAndVisible()
    #expect(!first.isKeyWindow && second.isKeyWindow)
    #expect(first.events == ["becomeKey", "resignKey"])
    #expect(second.events == ["becomeKey"])
    #expect(host.keyWindow === second)
    #expect(host.visibleScreen?.title == "Second")
  }

  // developer.apple.com/documentation/uikit/uiwindow/didbecomekeynotification: "Posted
  // whenever a UIWindow object becomes the key window", didResignKeyNotification "when a
  // UIWindow object resigns its status as main window", didBecomeVisibleNotification and
  // didBecomeHiddenNotification as it is shown and hidden; the object is the window.
  // developer.apple.com/documentation/uikit/uiwindowscene/keywindow (iOS 15): "The key window
  // for the scene."; each scene keeps its own.
  @Test("W4: a window made key in one window scene leaves another scene's key window key")
  func keyWindowPerScene() throws {
    // Given two window scenes, each with a window made key
    let host = HeadlessHost()
    let first = try #require(host.connectScene(delegate: WindowlessSceneDelegate()))
    let second = try #require(host.connectScene(delegate: WindowlessSceneDelegate()))
    let firstWindow = UIWindow(windowScene: first)
    firstWindow.rootViewController = screen("First")
    firstWindow.makeKeyAndVisible()
    let secondWindow = UIWindow(windowScene: second)
    secondWindow.rootViewController = screen("Second")
    let log = EventLog()
    let observer = NotificationCenter.default.addObserver(
      forName: UIWindow.didResignKeyNotification, object: firstWindow, queue: nil
    ) { _ in MainActor.assumeIsolated { log.events.append("first resigned") } }
    defer { NotificationCenter.default.removeObserver(observer) }
    // When the second scene's window is made key, then a second window in the first scene
    secondWindow.makeKeyAndVisible()
    let afterSecond = (firstWindow.isKeyWindow, secondWindow.isKeyWindow)
    let overlay = UIWindow(windowScene: first)
    overlay.rootViewController = screen("Overlay")
    overlay.makeKeyAndVisible()
    // Then each scene kept its own key window until one of its own windows took it
    #expect(afterSecond == (true, true))
    #expect(first.keyWindow === overlay && second.keyWindow === secondWindow)
    #expect(log.events == ["first resigned"])
  }

  @Test("W4: windows post as they become key, resign, show and hide")
  func windowNotifications() {
    // Given two windows of one host, and an observer of the windows' notifications
    let host = HeadlessHost()
    let first = UIWindow(host: host)
    let second = UIWindow(host: host)
    let names: [(Notification.Name, String)] = [
      (UIWindow.didBecomeKeyNotification, "key"), (UIWindow.didResignKeyNotification, "resign"),
      (UIWindow.didBecomeVisibleNotification, "visible"),
      (UIWindow.didBecomeHiddenNotification, "hidden"),
    ]
    let sut = NotificationLog(names, first: first)
    // When the first is made key and visible, then the second, then the first is hidden
    first.makeKeyAndVisible()
    second.makeKeyAndVisible()
    first.isHidden = true
    // Then each heard its own, in order
    #expect(
      sut.events == [
        "key first", "visible first", "resign first", "key second", "visible second",
        "hidden first",
      ])
  }

  // developer.apple.com/documentation/uikit/uiviewcontroller/title: setting it also sets the
  // navigation item's title and the tab bar item's title.
  @Test("V1: a controller's title sets its navigation item's and tab bar item's titles")
  func titleSetsItems() {
    let controller = UIViewController()
    controller.title = "Orders"
    #expect(controller.navigationItem.title == "Orders")
    #expect(controller.tabBarItem.title == "Orders")
    controller.tabBarItem.title = "Shop"
    #expect(controller.title == "Orders")
  }

  @Test("U4: a delegate default run for a subclass is recorded for reading, not reported")
  func inheritedConformanceIsRecorded() {
    // Given a base class that conforms without implementing shouldDismiss, and a subclass
    // that implements it, as a toolbox does
    let delegate = ToolboxSheetCoordinator()
    let sheet = UINavigationController(rootViewController: screen("Sheet"))
    let window = visibleWindow(root: screen("Root"))
    sheet.presentationController?.delegate = delegate
    window.rootViewController?.present(sheet, animated: false)
    // When the person swipes the sheet down
    try? window.host.swipeDown()
    // Then on iOS the subclass would keep the sheet; here its method is never called. The host
    // cannot tell this subclass from one that implements nothing, which is correct: it records
    // which defaults ran, and reports nothing
    #expect(delegate.askedToDismiss == 0)
    expectNoDiagnostics(window.host)
    #expect(
      window.host.defaultsRunForInheritedConformances.contains(
        "ToolboxSheetCoordinator: UIAdaptivePresentationControllerDelegate.presentationControllerShouldDismiss(_:)"
      ))
  }

  @Test("U4: a final conforming class that relies on defaults is not reported")
  func finalConformanceIsQuiet() {
    let delegate = PresentationDelegateSpy()
    let window = visibleWindow(root: screen("Root"))
    let sheet = screen("Sheet")
    sheet.presentationController?.delegate = delegate
    window.rootViewController?.present(sheet, animated: false)
    try? window.host.swipeDown()
    #expect(window.path == "Root")
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uistoryboard/init(name:bundle:): "raises an
  // exception" when "the specified storyboard file" is not found;
  // instantiateviewcontroller(withidentifier:): "If the specified identifier does not exist
  // (or is nil) in the storyboard file, this method raises an exception";
  // instantiateinitialviewcontroller(): "nil if no initial view controller is designated";
  // nsobject/awakefromnib(): "Prepares the receiver for service after it has been loaded from
  // an Interface Builder archive".
  @Test("U4: a storyboard no test registered, or a Storyboard ID it lacks, is refused")
  func storyboardMisuse() {
    // Given a launched app and a storyboard registered with one scene and no initial one
    let host = HeadlessHost()
    host.launch(PlainAppDelegate())
    UIStoryboard.registerScene(AwakeningScreen.self, identifier: "Plain", in: "Settings")
    let settings = UIStoryboard(name: "Settings", bundle: nil)
    let registered = host.diagnostics.isEmpty
    // When the app opens a storyboard the host has no scenes for, and asks Settings for a
    // Storyboard ID it lacks and for its initial controller
    let missing = UIStoryboard(name: "Onboarding", bundle: nil)
    let fromMissing = missing.instantiateViewController(withIdentifier: "Welcome")
    let sut = settings.instantiateViewController(withIdentifier: "Advanced")
    let initial = settings.instantiateInitialViewController()
    let plain = settings.instantiateViewController(withIdentifier: "Plain")
    // Then each of the three raising calls is refused with an error naming what is missing, a
    // plain controller from no storyboard stands in, and the registered scene is made and told
    // it was loaded
    #expect(registered)
    #expect(host.diagnostics.map(\.severity) == [.error, .error, .error])
    #expect(host.diagnostics.allSatisfy { $0.rule == .u4 })
    #expect(host.diagnostics[0].message.contains("'Onboarding'"))
    #expect(host.diagnostics[2].message.contains("identifier 'Advanced'"))
    #expect(fromMissing.storyboard == nil && sut.storyboard == nil)
    #expect(initial == nil)
    #expect(plain.storyboard === settings)
    #expect((plain as? AwakeningScreen)?.awoke == true)
  }
}

/// Records, for each appearance callback, the transition coordinator's two controllers.
@MainActor
private final class CoordinatorReader: RecordingController {
  var seen: [String] = []

  init(_ name: String) {
    super.init(name, log: EventLog())
  }

  required init?(coder: NSCoder) {
    fatalError("not built from archives")
  }

  override func note(_ event: String) {
    super.note(event)
    guard event.hasPrefix("viewWill") || event.hasPrefix("viewDid"), event != "viewDidLoad",
      let coordinator = transitionCoordinator
    else { return }
    let from = coordinator.viewController(forKey: .from)?.title ?? "nil"
    let to = coordinator.viewController(forKey: .to)?.title ?? "nil"
    seen.append("\(event): \(from) → \(to)")
  }
}

/// A screen with one button that pushes a Detail screen, unguarded.
@MainActor
private final class PushingScreen: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "List"
    let open = UIButton(
      primaryAction: UIAction(title: "Open") { [weak self] _ in
        let detail = UIViewController()
        detail.title = "Detail"
        self?.navigationController?.pushViewController(detail, animated: true)
      })
    open.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
    view.addSubview(open)
  }
}

@MainActor
private final class KeyRecordingWindow: UIWindow {
  var events: [String] = []

  override func becomeKey() { events.append("becomeKey") }
  override func resignKey() { events.append("resignKey") }
}

/// A toolbox's base class: conforms, implements only didDismiss.
@MainActor
private class ToolboxCoordinator: NSObject, UIAdaptivePresentationControllerDelegate {
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

/// The app's subclass: wants to keep the sheet.
@MainActor
private final class ToolboxSheetCoordinator: ToolboxCoordinator {
  var askedToDismiss = 0

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    askedToDismiss += 1
    return false
  }
}

// developer.apple.com/documentation/uikit/uiview/frame: setting the frame "changes the size in
// the bounds rectangle accordingly"; uiview/bounds: "Changing the size portion of the bounds
// rectangle grows or shrinks the view relative to its center point. Changing the size also
// changes the size of the rectangle in the frame property to match."
@Suite("A view's geometry")
@MainActor
struct ViewGeometryTests {
  @Test("A view's frame and bounds share their size; new bounds resize it around its centre")
  func frameAndBoundsShareTheirSize() {
    // Given a view 100 by 40 at (10, 20)
    let sut = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
    // When its frame grows, then its bounds shrink
    sut.frame = CGRect(x: 10, y: 20, width: 200, height: 80)
    let boundsAfterFrame = sut.bounds
    sut.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
    // Then the bounds followed the frame, and the frame shrank around its centre
    #expect(boundsAfterFrame == CGRect(x: 0, y: 0, width: 200, height: 80))
    #expect(sut.frame == CGRect(x: 60, y: 40, width: 100, height: 40))
  }
}

// Linux has no Objective-C runtime, so no #selector: target–action is documented as a Linux
// difference in PresentationHost/HOST_RULES.md (U4). A bar button made with no action compiles as on iOS;
// one made with a named selector cannot be performed.
@Suite("Target–action on Linux")
@MainActor
struct TargetActionTests {
  @Test(
    "U4: a bar button with no action is inert; one with a named selector is refused when tapped")
  func targetActionIsRefused() throws {
    // Given a screen with two bar buttons made with target–action
    let sut = screen("Inbox")
    sut.navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Plain", style: .plain, target: nil, action: nil)
    sut.navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .add, target: sut, action: Selector("addItem"))
    let window = visibleWindow(root: UINavigationController(rootViewController: sut))
    // When a person taps the one with no action, then the one with a selector
    try window.host.tap("Plain")
    let afterPlain = window.host.diagnostics
    try window.host.tap("Add")
    // Then only the second was refused, as the host cannot call a selector
    #expect(afterPlain.isEmpty)
    expectDiagnostic(window.host, .error, .u4)
  }
}

// developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:): "Attaches a gesture
// recognizer to the view"; a recognizer belongs to one view (UIGestureRecognizer.view).
@Suite("Gesture recognizers on views")
@MainActor
struct GestureRecognizerTests {
  @Test("A recognizer belongs to the view it was last added to")
  func recognizerBelongsToOneView() {
    // Given two views and a tap recognizer added to the first
    let first = UIView()
    let second = UIView()
    let sut = UITapGestureRecognizer()
    first.addGestureRecognizer(sut)
    // When it is added to the second
    second.addGestureRecognizer(sut)
    // Then it left the first, and belongs to the second
    #expect(first.gestureRecognizers?.isEmpty == true)
    #expect(second.gestureRecognizers?.first === sut)
    #expect(sut.view === second)
  }
}

@Suite("Segues on a host without storyboards")
@MainActor
struct SegueRuleTests {
  // developer.apple.com/documentation/uikit/uiviewcontroller/performsegue(withidentifier:sender:):
  // "If the specified identifier isn't found, this method throws an exception."
  @Test("U4: performing a segue is refused, as a controller of the host has none")
  func performSegueIsRefused() {
    // Given a screen on a window
    let sut = screen("Home")
    let window = visibleWindow(root: sut)
    // When it performs a segue
    sut.performSegue(withIdentifier: "showDetail", sender: nil)
    // Then it is refused with an error naming the segue, and nothing is shown
    expectDiagnostic(window.host, .error, .u4)
    #expect(window.host.diagnostics.first?.message.contains("showDetail") == true)
    #expect(window.path == "Home")
  }
}

// developer.apple.com/documentation/foundation/timer/scheduledtimer(withtimeinterval:repeats:block:):
// "Creates a timer and schedules it on the current run loop in the default mode". On an iPhone
// the main run loop runs between events; a test on Linux runs the main actor on a thread whose
// run loop no one runs, so time passes for timers only when the test lets it.
@Suite("Time that passes")
@MainActor
struct TimePassingTests {
  @Test("U4: a timer the app schedules fires as the host lets time pass, and stops when told")
  func timersFireAsTimePasses() {
    // Given a screen that counts down from 3 with a repeating timer, stopping it at 0
    let sut = CountdownScreen()
    let window = visibleWindow(root: sut)
    let before = sut.remaining
    // When time that is not a number passes, then half a second
    window.host.wait(for: .nan)
    let afterNothing = sut.remaining
    window.host.wait(for: 0.5)
    // Then the count went down only once time passed, to 0, and the timer stopped
    #expect(before == 3 && afterNothing == 3)
    #expect(sut.remaining == 0)
    #expect(sut.timer?.isValid == false)
    expectNoDiagnostics(window.host)
  }
}

/// A screen that counts down from 3, a tick every hundredth of a second.
@MainActor
private final class CountdownScreen: UIViewController {
  private(set) var remaining = 3
  private(set) var timer: Timer?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Countdown"
    timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { [weak self] timer in
      let done = MainActor.assumeIsolated { self?.tick() ?? true }
      if done { timer.invalidate() }
    }
  }

  /// Counts one down; true once the count is over.
  private func tick() -> Bool {
    remaining -= 1
    return remaining == 0
  }
}

/// The notifications of `names` posted, each with whether its object is `first`.
@MainActor
private final class NotificationLog {
  private(set) var events: [String] = []
  private var observers: [any NSObjectProtocol] = []

  init(_ names: [(Notification.Name, String)], first: AnyObject) {
    let firstIdentifier = ObjectIdentifier(first)
    for (name, event) in names {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
          [weak self] notification in
          let object = (notification.object as AnyObject?).map(ObjectIdentifier.init)
          let line = "\(event) \(object == firstIdentifier ? "first" : "second")"
          MainActor.assumeIsolated { self?.events.append(line) }
        })
    }
  }
}

/// An app delegate that does nothing but launch.
private final class PlainAppDelegate: UIResponder, UIApplicationDelegate {}

/// A screen that notes that it was loaded from a storyboard.
private final class AwakeningScreen: UIViewController {
  private(set) var awoke = false

  override func awakeFromNib() {
    super.awakeFromNib()
    awoke = true
  }
}

/// A window scene's delegate that makes no window of its own.
@MainActor
private final class WindowlessSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
}
