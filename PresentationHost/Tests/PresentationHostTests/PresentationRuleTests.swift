@_spi(HostTesting) import PresentationHost
import Testing

@Suite("Present and dismiss rules")
@MainActor
struct PresentationRuleTests {
  @Test("P1: presenting while already presenting is ignored with a warning and no completion")
  func secondPresentationIsIgnored() {
    let root = screen("Root")
    let window = visibleWindow(root: root)
    root.present(screen("First"), animated: false)
    var completed = false
    root.present(screen("Second"), animated: false) { completed = true }
    #expect(!completed)
    #expect(window.path == "Root | First")
    expectDiagnostic(window.host, .warning, .p1)
  }

  @Test(
    "P2: presenting a presented controller, one with a parent, or itself is an error",
    arguments: ["itself", "presented", "child", "windowRoot"])
  func invalidPresentationsAreRefused(kind: String) {
    let root = screen("Root")
    let child = screen("Child")
    root.addChild(child)
    let window = visibleWindow(root: root)
    let presented = screen("Presented")
    root.present(presented, animated: false)
    let other = screen("Other")
    presented.present(other, animated: false)
    let before = window.path
    switch kind {
    case "itself": other.present(other, animated: false)
    case "presented": other.present(presented, animated: false)
    case "child": other.present(child, animated: false)
    default: other.present(root, animated: false)
    }
    #expect(window.path == before)
    expectDiagnostic(window.host, .error, .p2)
  }

  @Test("P3: a child's presentation is made by the controller that covers the screen")
  func childPresentsThroughAncestor() {
    let inner = screen("Inner")
    let navigation = UINavigationController(rootViewController: inner)
    let tabBar = UITabBarController()
    tabBar.viewControllers = [navigation]
    let window = visibleWindow(root: tabBar)
    let modal = screen("Modal")
    inner.present(modal, animated: true)
    #expect(modal.presentingViewController === tabBar)
    #expect(inner.presentedViewController === modal)
    #expect(navigation.presentedViewController === modal)
    #expect(tabBar.presentedViewController === modal)
    expectNoDiagnostics(window.host)
  }

  @Test(
    "P4: dismiss on a presented controller goes to its presenter; lower in a chain, it dismisses all above"
  )
  func dismissForwardsAndClearsChain() {
    let root = screen("Root")
    let window = visibleWindow(root: root)
    let first = screen("First")
    let second = screen("Second")
    root.present(first, animated: false)
    first.present(second, animated: false)
    #expect(window.path == "Root | First | Second")
    second.dismiss(animated: false)
    #expect(window.path == "Root | First")
    first.present(second, animated: false)
    root.dismiss(animated: true)
    #expect(window.path == "Root")
    #expect(root.presentedViewController == nil)
    expectNoDiagnostics(window.host)
  }

  @Test(
    "P5: the present completion follows viewDidAppear; the dismiss completion follows viewDidDisappear"
  )
  func completionsFollowLifecycle() {
    let log = EventLog()
    let root = screen("Root")
    let window = visibleWindow(root: root)
    root.present(RecordingController("Modal", log: log), animated: true) {
      log.events.append("present completion")
    }
    root.dismiss(animated: true) { log.events.append("dismiss completion") }
    #expect(
      log.events == [
        "Modal.viewDidLoad", "Modal.viewWillAppear", "Modal.viewDidAppear", "present completion",
        "Modal.viewWillDisappear", "Modal.viewDidDisappear", "dismiss completion",
      ])
    expectNoDiagnostics(window.host)
  }

  @Test("P6: isBeingPresented and friends are true only during the matching callbacks")
  func flagsDuringCallbacks() {
    let log = EventLog()
    let (navigation, window) = visibleStack(root: "Root")
    let pushed = RecordingController("Pushed", log: log)
    navigation.pushViewController(pushed, animated: true)
    #expect(pushed.flagsDuringCallbacks["viewWillAppear"] == ["isMovingToParent"])
    #expect(pushed.flagsDuringCallbacks["viewDidAppear"] == ["isMovingToParent"])
    #expect(!pushed.isMovingToParent)
    navigation.popViewController(animated: true)
    #expect(pushed.flagsDuringCallbacks["viewWillDisappear"] == ["isMovingFromParent"])
    #expect(pushed.flagsDuringCallbacks["viewDidDisappear"] == ["isMovingFromParent"])
    let modal = RecordingController("Modal", log: log)
    navigation.present(modal, animated: true)
    #expect(modal.flagsDuringCallbacks["viewWillAppear"] == ["isBeingPresented"])
    #expect(!modal.isBeingPresented)
    modal.dismiss(animated: true)
    #expect(modal.flagsDuringCallbacks["viewDidDisappear"] == ["isBeingDismissed"])
    #expect(!modal.isBeingDismissed)
    expectNoDiagnostics(window.host)
  }

  @Test(
    "P7: full screen hides the presenter; sheets and over-full-screen do not",
    arguments: [UIModalPresentationStyle.fullScreen, .automatic, .pageSheet, .overFullScreen])
  func styleDecidesPresenterAppearance(style: UIModalPresentationStyle) {
    let log = EventLog()
    let root = RecordingController("Root", log: log)
    let window = visibleWindow(root: root)
    let modal = RecordingController("Modal", log: log)
    modal.modalPresentationStyle = style
    log.events.removeAll()
    root.present(modal, animated: false)
    root.dismiss(animated: false)
    let presenterEvents = log.events.filter { $0.hasPrefix("Root.") }
    if style == .fullScreen {
      #expect(
        presenterEvents == [
          "Root.viewWillDisappear", "Root.viewDidDisappear", "Root.viewWillAppear",
          "Root.viewDidAppear",
        ])
    } else {
      #expect(presenterEvents.isEmpty)
    }
    #expect(UIViewController().modalPresentationStyle == .automatic)
    expectNoDiagnostics(window.host)
  }

  @Test("P8: a swipe-down dismisses a sheet without app code and tells the presentation delegate")
  func swipeDownDismissesSheet() throws {
    let root = screen("Root")
    let window = visibleWindow(root: root)
    let sheet = screen("Sheet")
    let delegate = PresentationDelegateSpy()
    sheet.presentationController?.delegate = delegate
    root.present(sheet, animated: true)
    try window.host.swipeDown()
    #expect(window.path == "Root")
    #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/
  // presentationcontrollerwilldismiss(_:): called before a person's dismissal, to set up
  // "interaction notifications with the presentationController's transitionCoordinator": the
  // interaction may end cancelled, and presentationControllerDidDismiss(_:) is "after a
  // presentation is dismissed", which a sheet let go half-way never is.
  @Test("P18: a swipe-down let go half-way tells willDismiss and no more; the sheet stays")
  func swipeDownLetGo() throws {
    // Given a sheet over a root, its delegate a spy, its lifecycle logged
    let root = screen("Root")
    let window = visibleWindow(root: root)
    let log = EventLog()
    let sheet = RecordingController("Sheet", log: log)
    let delegate = PresentationDelegateSpy()
    sheet.presentationController?.delegate = delegate
    root.present(sheet, animated: true)
    log.events.removeAll()
    // When a person swipes it down and lets go half-way
    try window.host.swipeDown(cancelled: true)
    // Then the delegate heard it would go, and nothing after; the sheet disappeared and came
    // back; it is still presented
    #expect(delegate.calls == ["shouldDismiss", "willDismiss"])
    #expect(
      log.events == ["Sheet.viewWillDisappear", "Sheet.viewWillAppear", "Sheet.viewDidAppear"])
    #expect(window.path == "Root | Sheet")
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uiviewcontroller/activepresentationcontroller: "The
  // presentation controller that's managing the current view controller" (iOS 16), found from
  // a screen inside a presented container, as presentationController is.
  @Test("P8: a screen inside a presented stack reaches the presentation it is in")
  func activePresentationController() throws {
    // Given a root, and a form at the root of a navigation controller, not yet presented
    let root = screen("Root")
    let window = visibleWindow(root: root)
    let sut = screen("Form")
    let navigation = UINavigationController(rootViewController: sut)
    let before = sut.activePresentationController
    // When the navigation controller is presented, the form becomes the presentation's delegate
    // through it, and a person swipes the sheet down
    root.present(navigation, animated: false)
    let delegate = PresentationDelegateSpy()
    sut.activePresentationController?.delegate = delegate
    try window.host.swipeDown()
    // Then it had none before, the presentation's was the container's, and its delegate heard
    // the swipe
    #expect(before == nil && root.activePresentationController == nil)
    #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    expectNoDiagnostics(window.host)
  }

  @Test(
    "P8: a controller that is modal in presentation, or a full-screen one, cannot be swiped down")
  func swipeDownRefused() {
    let root = screen("Root")
    let window = visibleWindow(root: root)
    let sheet = screen("Sheet")
    sheet.isModalInPresentation = true
    let delegate = PresentationDelegateSpy()
    sheet.presentationController?.delegate = delegate
    root.present(sheet, animated: false)
    #expect(throws: Never.self) { try window.host.swipeDown() }
    #expect(window.path == "Root | Sheet")
    #expect(delegate.calls == ["didAttemptToDismiss"])
    root.dismiss(animated: false)
    let cover = screen("Cover")
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: false)
    #expect(throws: UserActionError.notSwipeable("Cover")) { try window.host.swipeDown() }
    #expect(window.path == "Root | Cover")
  }

  @Test("P9: the presented controller is held strongly until its dismissal completes")
  func presentedHeldUntilDismissed() {
    let root = screen("Root")
    let window = visibleWindow(root: root)
    window.host.holdsTransitions = true
    weak var weakModal: UIViewController?
    do {
      let modal = screen("Modal")
      weakModal = modal
      root.present(modal, animated: false)
    }
    #expect(weakModal != nil)
    root.dismiss(animated: true)
    #expect(weakModal != nil)
    window.host.completeTransitions()
    #expect(weakModal == nil)
    expectNoDiagnostics(window.host)
  }

  @Test("S1: show pushes inside a navigation controller and presents otherwise")
  func showPushesOrPresents() {
    let inner = screen("Inner")
    let navigation = UINavigationController(rootViewController: inner)
    let window = visibleWindow(root: navigation)
    inner.show(screen("Pushed"), sender: nil)
    #expect(window.path == "Inner > Pushed")
    let lone = screen("Lone")
    navigation.present(lone, animated: false)
    lone.show(screen("Shown"), sender: nil)
    #expect(window.path == "Inner > Pushed | Lone | Shown")
    expectNoDiagnostics(window.host)
  }
}

@MainActor
final class PresentationDelegateSpy: NSObject, UIAdaptivePresentationControllerDelegate {
  var calls: [String] = []

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    calls.append("shouldDismiss")
    return true
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    calls.append("willDismiss")
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    calls.append("didDismiss")
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    calls.append("didAttemptToDismiss")
  }

  // developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:):
  // "If you call this method on the presented view controller itself, UIKit asks the presenting
  // view controller to handle the dismissal."
  @Test("P4: a presented controller that dismisses itself goes through its presenter's override")
  func selfDismissalAsksThePresenter() {
    // Given a presenter that overrides dismiss, and the modal it presents
    let presenter = CountingDismissals()
    let window = visibleWindow(root: presenter)
    let modal = screen("Modal")
    presenter.present(modal, animated: false)
    // When the modal dismisses itself
    var completed = false
    modal.dismiss(animated: false) { completed = true }
    // Then the presenter's override was asked, and, calling super, dismissed the modal
    #expect(presenter.dismissals == 1)
    #expect(completed)
    #expect(window.path == "Presenter")
    expectNoDiagnostics(window.host)
  }
}

/// A presenter that counts the dismissals it is asked for.
@MainActor
private final class CountingDismissals: UIViewController {
  var dismissals = 0

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Presenter"
  }

  required init?(coder: NSCoder) { fatalError("not built from archives") }

  override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    dismissals += 1
    super.dismiss(animated: flag, completion: completion)
  }
}
