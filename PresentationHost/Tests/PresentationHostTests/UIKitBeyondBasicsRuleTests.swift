@_spi(HostTesting) import PresentationHost
import Testing

/// UIKit beyond the basics, each as Apple documents it (cited per test).
@Suite("UIKit beyond the basics: alerts, actions, detail, appearance, the back swipe")
@MainActor
struct UIKitBeyondBasicsRuleTests {
  // UIKit raises NSInternalInconsistencyException: "UIAlertController can only have one action
  // with a style of UIAlertActionStyleCancel".
  @Test("A1: a second cancel action is refused with an error")
  func secondCancelIsRefused() {
    // Given an alert with a cancel action
    let sut = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    sut.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    // When a second one is added
    sut.addAction(UIAlertAction(title: "Never mind", style: .cancel))
    // Then it is refused
    #expect(sut.actions.map(\.title) == ["Cancel"])
    #expect(HeadlessHost.detached.diagnostics.last?.rule == .a1)
  }

  // UIKit raises: "Text fields can only be added to an alert controller of style
  // UIAlertControllerStyleAlert".
  @Test("A1: a text field on an action sheet is refused with an error")
  func textFieldOnSheetIsRefused() {
    // Given an action sheet
    let sut = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    // When a text field is added
    sut.addTextField()
    // Then it is refused
    #expect(sut.textFields == nil)
    #expect(HeadlessHost.detached.diagnostics.last?.rule == .a1)
  }

  // developer.apple.com/documentation/uikit/uialertaction/isenabled: the action's button is
  // enabled or not as the property says, also while the alert is shown (a Save button enabled
  // once a text field holds something).
  @Test("A1: an action enabled while its alert is shown can be tapped")
  func actionEnabledWhileShown() throws {
    // Given an alert shown with a disabled Save action
    let window = visibleWindow(root: screen("Root"))
    var saved = 0
    let save = UIAlertAction(title: "Save", style: .default) { _ in saved += 1 }
    save.isEnabled = false
    let sut = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
    sut.addAction(save)
    window.rootViewController?.present(sut, animated: false)
    // When the action is enabled while the alert is on screen, and Save is tapped
    save.isEnabled = true
    try window.host.tap("Save")
    // Then the tap went through
    #expect(saved == 1)
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uialertcontroller/message: "Descriptive text
  // that provides more details about the reason for the alert"; an alert made with a nil
  // message shows its title alone, and one whose message the app changes while it is shown
  // (a progress note) shows the new text.
  @Test("A1: an alert shows the title and message it has, also when they change on screen")
  func alertTexts() {
    // Given an alert shown with a title and no message
    let window = visibleWindow(root: screen("Root"))
    let sut = UIAlertController(title: "Sent", message: nil, preferredStyle: .alert)
    sut.addAction(UIAlertAction(title: "OK", style: .default))
    window.rootViewController?.present(sut, animated: false)
    let before = labelTexts(window)
    // When the app gives it a message, then takes its title away
    sut.message = "Check your inbox."
    let withMessage = labelTexts(window)
    sut.title = nil
    // Then a person read the title alone, then both, then the message alone
    #expect(before == ["Sent"])
    #expect(withMessage == ["Sent", "Check your inbox."])
    #expect(labelTexts(window) == ["Check your inbox."])
    expectNoDiagnostics(window.host)
  }

  /// The texts of the labels a person sees in `window`.
  private func labelTexts(_ window: UIWindow) -> [String] {
    window.host.visibleControls.compactMap { ($0 as? UILabel)?.text }
  }

  // developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:): "Actions are uniqued
  // based on their identifier, and subsequent actions with the same identifier replace
  // previously added actions."
  @Test("C1: an action added with the identifier of one already there replaces it")
  func actionsAreUniqueByIdentifier() {
    // Given a button with an action identified as "refresh"
    let sut = UIButton(type: .system)
    var calls: [String] = []
    let identifier = UIAction.Identifier("refresh")
    sut.addAction(
      UIAction(identifier: identifier) { _ in calls.append("old") }, for: .touchUpInside)
    // When another action with that identifier is added, and the button sends its actions
    sut.addAction(
      UIAction(identifier: identifier) { _ in calls.append("new") }, for: .touchUpInside)
    sut.sendActions(for: .touchUpInside)
    sut.removeAction(identifiedBy: identifier, for: .touchUpInside)
    sut.sendActions(for: .touchUpInside)
    // Then only the new one ran, once, and removing it by identifier removed it
    #expect(calls == ["new"])
  }

  // developer.apple.com/documentation/uikit/uiviewcontroller/showdetailviewcontroller(_:sender:):
  // UIKit finds the controller that overrides the method above the sender (a split view
  // controller); with none, the window's root presents the controller modally.
  @Test("S2: showDetailViewController with no split view controller presents modally")
  func showDetailWithoutSplitPresents() {
    // Given a screen in a navigation controller, with no split view controller
    let (navigation, window) = visibleStack(root: "List")
    // When it shows a detail
    navigation.topViewController?.showDetailViewController(screen("Detail"), sender: nil)
    // Then the detail is presented, not pushed
    #expect(window.path == "List | Detail")
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:): called after
  // viewWillAppear, once the view is added to the hierarchy "and the superview lays out the view
  // controller's view", before viewDidAppear; viewWillLayoutSubviews and viewDidLayoutSubviews
  // then bracket the view's own layout of its subviews.
  @Test("L8: viewIsAppearing, then the view's layout, between viewWillAppear and viewDidAppear")
  func viewIsAppearingOrder() {
    // Given a screen that notes its appearance calls and whether its view has a window
    let (navigation, window) = visibleStack(root: "Root")
    let sut = AppearingScreen()
    // When it is pushed
    navigation.pushViewController(sut, animated: false)
    // Then viewIsAppearing came in between, when the view was in the window already
    #expect(
      sut.calls == [
        "viewWillAppear(window: false)", "viewIsAppearing(window: true)",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear(window: true)",
      ])
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:):
  // a custom container that does not forward appearance automatically tells its children.
  @Test("L9: a custom container forwards appearance itself with begin/endAppearanceTransition")
  func customContainerForwardsAppearance() {
    // Given a container that does not forward appearance automatically, with a child
    let sut = ManualContainer()
    let child = RecordingController("Child", log: EventLog())
    sut.addChild(child)
    child.didMove(toParent: sut)
    // When the container appears, then tells its child
    let window = visibleWindow(root: sut)
    let heardAutomatically = child.log.events.filter { $0.contains("Appear") }
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    // Then the child heard nothing on its own, and both calls when it was told
    #expect(heardAutomatically.isEmpty)
    #expect(
      child.log.events.filter { $0.contains("Appear") } == [
        "Child.viewWillAppear", "Child.viewDidAppear",
      ])
    expectNoDiagnostics(window.host)
  }

  // UIKit's interactive pop gesture has UIKit's own delegate, which does not begin the swipe
  // while the navigation bar is hidden or the top item's left items replace the back button
  // (leftItemsSupplementBackButton false); an app that sets its own delegate decides.
  @Test(
    "N13: no back swipe with a hidden bar or custom left items, unless the app's delegate allows it"
  )
  func backSwipeNeedsTheBackButton() throws {
    for setUp in ["hidden bar", "left item", "left item beside back", "hidden bar, app delegate"] {
      // Given a pushed screen, set up as `setUp` says
      let (navigation, window) = visibleStack(root: "Root")
      let top = screen("Top")
      navigation.pushViewController(top, animated: false)
      let delegate = AllowingGestureDelegate()
      if setUp.hasPrefix("hidden bar") { navigation.setNavigationBarHidden(true, animated: false) }
      if setUp.hasPrefix("left item") {
        top.navigationItem.leftBarButtonItem = UIBarButtonItem(
          systemItem: .close, primaryAction: UIAction { _ in })
      }
      if setUp == "left item beside back" {
        top.navigationItem.leftItemsSupplementBackButton = true
      }
      if setUp.hasSuffix("app delegate") {
        navigation.interactivePopGestureRecognizer?.delegate = delegate
      }
      // When a person swipes back
      let swiped = (try? window.host.swipeBack()) != nil
      // Then only the screens that keep a back button, or whose app delegate allows it, go back
      let expected = setUp == "left item beside back" || setUp.hasSuffix("app delegate")
      #expect(swiped == expected, "\(setUp)")
      #expect(window.path == (expected ? "Root" : "Root > Top"), "\(setUp)")
    }
  }
}

@MainActor
private final class AppearingScreen: UIViewController {
  var calls: [String] = []

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    calls.append("viewWillAppear(window: \(view.window != nil))")
  }

  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    calls.append("viewIsAppearing(window: \(view.window != nil))")
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    calls.append("viewWillLayoutSubviews")
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    calls.append("viewDidLayoutSubviews")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    calls.append("viewDidAppear(window: \(view.window != nil))")
  }
}

@MainActor
private final class ManualContainer: UIViewController {
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

@MainActor
private final class AllowingGestureDelegate: NSObject, UIGestureRecognizerDelegate {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  @Test(
    "U1: an NSIndexPath made of a row and a section gives them back, inside an autorelease pool")
  func indexPathInPool() {
    // Given an index path UIKit code makes for row 2 of section 1
    let sut = NSIndexPath(row: 2, section: 1)
    // When it is read inside an autorelease pool, then it holds them as UIKit's does
    #expect(autoreleasepool { (sut.row, sut.section, sut.length) } == (2, 1, 2))
  }
}
