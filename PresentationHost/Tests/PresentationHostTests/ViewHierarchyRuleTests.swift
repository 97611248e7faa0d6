import Foundation
@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/uikit/uiview/didmovetowindow(): "Tells the view that its
// window object changed"; willMove(toSuperview:), didMoveToSuperview(), didAddSubview(_:),
// willRemoveSubview(_:); UIAppearance: "Use the UIAppearance protocol to get the appearance
// proxy for a class. You can customize the appearance of instances of a class by sending
// appearance modification messages to the class's appearance proxy."
@Suite("Views moving in and out of windows, and appearance proxies")
@MainActor
struct ViewHierarchyRuleTests {
  @Test("V10: a view is told as it moves between superviews, in UIKit's order")
  func superviewCalls() {
    // Given two containers and a view that log what they are told
    let log = HierarchyLog()
    let first = LoggingView("first", log: log)
    let second = LoggingView("second", log: log)
    let sut = LoggingView("badge", log: log)
    // When the view is added to the first, moved to the second, then removed
    first.addSubview(sut)
    second.addSubview(sut)
    sut.removeFromSuperview()
    // Then each move was told before and after, and each container of its gain or loss
    #expect(
      log.events == [
        "badge willMove(toSuperview: first)", "first didAddSubview(badge)",
        "badge didMoveToSuperview", "first willRemoveSubview(badge)",
        "badge willMove(toSuperview: nil)", "badge didMoveToSuperview",
        "badge willMove(toSuperview: second)", "second didAddSubview(badge)",
        "badge didMoveToSuperview", "second willRemoveSubview(badge)",
        "badge willMove(toSuperview: nil)", "badge didMoveToSuperview",
      ])
  }

  @Test("V10: a view added to itself or to a view inside it is refused, as UIKit raises")
  func cycleRefused() {
    // Given a card holding a badge, on a screen in a window
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    card.addSubview(badge)
    let screen = screen("Card")
    screen.view.addSubview(card)
    let window = visibleWindow(root: screen)
    // When the app adds the card to itself, then to its own badge
    card.addSubview(card)
    badge.addSubview(card)
    // Then both were refused, and the card stays where it was
    #expect(window.host.diagnostics.map(\.rule) == [.v10, .v10])
    #expect(card.superview === screen.view && badge.subviews.isEmpty)
  }

  @Test("V10: a screen's views enter the window before viewIsAppearing and leave it as it goes")
  func windowCalls() throws {
    // Given a screen with a logging view, pushed onto a navigation stack
    let log = HierarchyLog()
    let screen = LoggingScreen(log: log)
    let (navigation, window) = visibleStack(root: "Start")
    // When the screen is pushed, a view is added to it while on screen, then it is popped
    navigation.pushViewController(screen, animated: false)
    screen.view.subviews.first?.addSubview(LoggingView("late", log: log))
    navigation.popViewController(animated: false)
    // Then the views moved into the window between viewWillAppear and viewIsAppearing, the late
    // one as it was added, and out before viewDidDisappear
    #expect(
      log.events.filter { !$0.contains("Superview") && !$0.contains("Subview") } == [
        "viewWillAppear", "card willMove(toWindow: window)", "card didMoveToWindow (in window)",
        "viewIsAppearing", "viewDidAppear", "late willMove(toWindow: window)",
        "late didMoveToWindow (in window)", "viewWillDisappear", "card willMove(toWindow: nil)",
        "late willMove(toWindow: nil)", "card didMoveToWindow (out)", "late didMoveToWindow (out)",
        "viewDidDisappear",
      ])
    expectNoDiagnostics(window.host)
  }

  @Test("D1: a scene stays upright; a request for landscape is refused through its handler")
  func geometryRequest() throws {
    // Given a connected scene
    let host = HeadlessHost()
    let scene = try #require(
      host.connectScene(delegate: RootSceneDelegate(root: UIViewController())))
    var errors: [String] = []
    // When the app asks for landscape, then for all orientations
    scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) {
      errors.append(($0 as NSError).domain)
    }
    scene.requestGeometryUpdate(.iOS(interfaceOrientations: .all)) { _ in errors.append("all") }
    // Then the first was refused, the second satisfied upright, and the scene is upright
    #expect(errors == ["UISceneErrorDomain"])
    #expect(scene.interfaceOrientation == .portrait)
    #expect(scene.effectiveGeometry.interfaceOrientation == .portrait)
  }

  @Test("T7: tabs declared as UITabs make their controllers, and a person's tap asks about them")
  func declaredTabs() throws {
    // Given a tab bar controller of two declared tabs, whose delegate refuses Library
    var made: [String] = []
    let sut = UITabBarController()
    let delegate = TabLog()
    sut.delegate = delegate
    sut.tabs = [
      UITab(title: "Home", image: nil, identifier: "home") { _ in
        made.append("home")
        return UIViewController()
      },
      UITab(title: "Library", image: nil, identifier: "library") { _ in
        made.append("library")
        return UIViewController()
      },
      UISearchTab { _ in UIViewController() },
    ]
    let window = visibleWindow(root: sut)
    // When a person taps Search, then Library
    try window.host.selectTab("Search")
    try window.host.selectTab("Library")
    // Then each controller was made once, Search was selected and told with the tab before,
    // and Library was refused
    #expect(made == ["home", "library"])
    #expect(sut.selectedTab?.identifier == "com.apple.UIKit.UISearchTab")
    #expect(delegate.events == ["should Search", "did Search from home", "should Library"])
    #expect(sut.tab(forIdentifier: "library")?.title == "Library")
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uitabbarcontroller/init(tabs:) (iOS 18): "Creates a
  // tab bar controller with the tabs you specify."
  @Test("T7: a tab bar controller made with its tabs shows the first, its badge on its item")
  func madeWithTabs() {
    // Given a tab with a badge and another
    let inbox = UITab(title: "Inbox", image: UIImage(systemName: "tray"), identifier: "inbox") {
      _ in UIViewController()
    }
    inbox.badgeValue = "3"
    let sent = UITab(title: "Sent", image: nil, identifier: "sent") { _ in UIViewController() }
    // When a tab bar controller is made with them and shown
    let sut = UITabBarController(tabs: [inbox, sent])
    let window = visibleWindow(root: sut)
    // Then the first is selected, and its controller's item carries the tab's badge
    #expect(sut.selectedTab === inbox)
    #expect(sut.viewControllers?.count == 2)
    #expect(sut.selectedViewController?.tabBarItem.badgeValue == "3")
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uitabgroup: "A tab that contains a collection of
  // tabs"; in the compact tab bar a group shows as one tab. UITabBarController.tab(forIdentifier:)
  // "Returns the tab for the specified identifier", searching the tabs and their groups.
  @Test("T7: a tab group is one tab on an iPhone's bar, and its children are found by identifier")
  func tabGroups() throws {
    // Given Home and a Library group of Books and Films
    let home = UITab(title: "Home", image: nil, identifier: "home") { _ in screen("Home") }
    let books = UITab(title: "Books", image: nil, identifier: "books") { _ in screen("Books") }
    let films = UITab(title: "Films", image: nil, identifier: "films") { _ in screen("Films") }
    let library = UITabGroup(
      title: "Library", image: nil, identifier: "library", children: [books, films]
    ) { _ in screen("Shelves") }
    let sut = UITabBarController(tabs: [home, library])
    sut.mode = .tabSidebar
    let window = visibleWindow(root: sut)
    // When a person taps Library
    try window.host.selectTab("Library")
    // Then the bar showed two tabs, the group's own screen is on, and its children are found
    #expect(window.host.tabTitles == ["Home", "Library"])
    #expect(sut.selectedTab === library && window.host.visibleScreen?.hostName == "Shelves")
    #expect(sut.tab(forIdentifier: "films") === films)
    #expect(sut.tab(forIdentifier: "music") == nil)
    expectNoDiagnostics(window.host)
  }
}

/// What views, screens and scope delegates were told, in order.
@MainActor
private final class HierarchyLog {
  var events: [String] = []
}

/// A view that logs its moves between superviews and windows.
@MainActor
private final class LoggingView: UIView {
  let name: String
  let log: HierarchyLog

  init(_ name: String, log: HierarchyLog) {
    self.name = name
    self.log = log
    super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  required init?(coder: NSCoder) {
    fatalError("not built from archives")
  }

  override func willMove(toSuperview newSuperview: UIView?) {
    super.willMove(toSuperview: newSuperview)
    log.events.append(
      "\(name) willMove(toSuperview: \((newSuperview as? LoggingView)?.name ?? "nil"))")
  }

  override func didMoveToSuperview() {
    super.didMoveToSuperview()
    log.events.append("\(name) didMoveToSuperview")
  }

  override func willMove(toWindow newWindow: UIWindow?) {
    super.willMove(toWindow: newWindow)
    log.events.append("\(name) willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    log.events.append("\(name) didMoveToWindow (\(window == nil ? "out" : "in window"))")
  }

  override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    log.events.append("\(name) didAddSubview(\((subview as? LoggingView)?.name ?? "?"))")
  }

  override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    log.events.append("\(name) willRemoveSubview(\((subview as? LoggingView)?.name ?? "?"))")
  }
}

/// A screen with one logging view, that logs its appearance.
@MainActor
private final class LoggingScreen: UIViewController {
  let log: HierarchyLog

  init(log: HierarchyLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("not built from archives")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(LoggingView("card", log: log))
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.events.append("viewWillAppear")
  }

  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    log.events.append("viewIsAppearing")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.events.append("viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.events.append("viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.events.append("viewDidDisappear")
  }
}

/// Logs what a tab bar controller's delegate hears of declared tabs; refuses Library.
@MainActor
private final class TabLog: NSObject, UITabBarControllerDelegate {
  private(set) var events: [String] = []

  func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
    -> Bool
  {
    events.append("should \(tab.title)")
    return tab.identifier != "library"
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?
  ) {
    events.append("did \(selectedTab.title) from \(previousTab?.identifier ?? "none")")
  }
}
