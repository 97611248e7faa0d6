@_spi(HostTesting) import PresentationHost
import Testing

/// Misuse as a ported app might commit it: the host never hangs and never leaves a controller in
/// two places; it refuses with an `error` where UIKit raises, and warns where UIKit logs.
@Suite("Misuse: cycles, two stacks, changes during a change, presenting from nowhere")
@MainActor
struct MisuseRuleTests {
  // UIKit raises UIViewControllerHierarchyInconsistency for a hierarchy that contradicts itself
  // (reports quoted in github.com/weissi/FRLayeredNavigationController/issues/6 and others).
  @Test("L7: two controllers made children of each other: refused, and nothing hangs")
  func mutualChildrenAreRefused() {
    // Given a child of a parent
    let parent = screen("Parent")
    let child = screen("Child")
    parent.addChild(child)
    let window = visibleWindow(root: parent)
    // When the parent is made a child of its child
    child.addChild(parent)
    // Then it is refused, the hierarchy is as it was, and walking it ends
    expectDiagnostic(window.host, .error, .l7)
    #expect(parent.parent == nil && child.parent === parent)
    #expect(window.path == "Parent")
  }

  @Test("L7: a tab bar controller inside a navigation controller inside itself is refused")
  func tabBarInsideItselfIsRefused() {
    // Given a tab bar controller that is a navigation controller's root, on screen
    let tabBar = UITabBarController()
    let navigation = UINavigationController(rootViewController: tabBar)
    let window = visibleWindow(root: navigation)
    // When that navigation controller is made one of its tabs
    tabBar.viewControllers = [navigation]
    // Then it is refused and nothing changed
    expectDiagnostic(window.host, .error, .l7)
    #expect(tabBar.viewControllers?.isEmpty != false)
    #expect(navigation.parent == nil)
  }

  // developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:): "If the new child
  // view controller is already the child of a container view controller, it is removed from
  // that container before being added."
  @Test("L7: a controller pushed on a second stack leaves the first")
  func pushFromAnotherStackMoves() {
    // Given a controller on top of one stack, and a second stack
    let (first, window) = visibleStack(root: "First")
    let moving = screen("Moving")
    first.pushViewController(moving, animated: false)
    let second = UINavigationController(rootViewController: screen("Second"))
    // When it is pushed on the second stack
    second.pushViewController(moving, animated: false)
    // Then it stands in the second stack only
    #expect(first.viewControllers.map(\.hostName) == ["First"])
    #expect(second.viewControllers.map(\.hostName) == ["Second", "Moving"])
    #expect(moving.parent === second)
    _ = window
  }

  // A controller has one place at a time: in a container, presented, or at a window's root
  // (developer.apple.com/documentation/uikit/uiviewcontroller, "Implementing a Container View
  // Controller"); UIKit raises UIViewControllerHierarchyInconsistency for a second place, as it
  // does for presenting a controller that has a parent (P2).
  @Test(
    "L7: a presented controller, or another window's root, made a child: refused, nothing changes",
    arguments: ["presented", "windowRoot"])
  func secondPlaceIsRefused(kind: String) {
    // Given a container in one window, a modal over it, and a second window with its root
    let container = screen("Container")
    let window = visibleWindow(root: container)
    let modal = screen("Modal")
    container.present(modal, animated: false)
    let otherRoot = screen("OtherRoot")
    let otherWindow = visibleWindow(root: otherRoot)
    // When one of them is made a child of the container
    let sut = kind == "presented" ? modal : otherRoot
    container.addChild(sut)
    // Then it is refused, and both windows show what they showed
    expectDiagnostic(window.host, .error, .l7)
    #expect(sut.parent == nil && container.children.isEmpty)
    #expect(window.path == "Container | Modal" && otherWindow.path == "OtherRoot")
  }

  @Test("N14: a push from the delegate's willShow is not performed, with a warning")
  func pushFromWillShowIsIgnored() {
    // Given a navigation delegate that pushes whenever it hears willShow
    let (navigation, window) = visibleStack(root: "Root")
    let delegate = PushingDelegate()
    navigation.delegate = delegate
    // When a screen is pushed
    navigation.pushViewController(screen("Pushed"), animated: false)
    // Then only that screen was pushed, and the nested change was ignored with a warning
    #expect(window.path == "Root > Pushed")
    expectDiagnostic(window.host, .warning, .transition)
    #expect(delegate.pushes == 1)
  }

  @Test("N14: a pop from a screen's viewWillAppear is not performed, with a warning")
  func popFromViewWillAppearIsIgnored() {
    // Given a screen that pops its stack when it is about to appear
    let (navigation, window) = visibleStack(root: "Root")
    // When it is pushed
    navigation.pushViewController(PoppingScreen(), animated: false)
    // Then it is on top, appeared once, and its pop was ignored with a warning
    #expect(window.path == "Root > Popping")
    expectDiagnostic(window.host, .warning, .transition)
  }

  // UIKit logs "Attempt to present … on … (from …) whose view is not in the window hierarchy"
  // (stackoverflow.com/questions/11862883).
  @Test("P3: a present from viewDidLoad or viewWillAppear is refused with UIKit's warning")
  func presentBeforeTheViewIsInAWindow() {
    for moment in [PresentingScreen.Moment.viewDidLoad, .viewWillAppear] {
      // Given a screen that presents from `moment`
      let (navigation, window) = visibleStack(root: "Root")
      // When it is pushed
      navigation.pushViewController(PresentingScreen(moment), animated: false)
      // Then nothing was presented, and UIKit's warning was recorded
      #expect(window.path == "Root > Presenting", "\(moment)")
      expectDiagnostic(window.host, .warning, .p3)
    }
  }

  @Test("P3: misuse by a controller in no window is recorded on the detached host")
  func misuseWithNoWindowIsReadable() {
    // Given a controller that was never shown
    let sut = screen("Alone")
    let before = HeadlessHost.detached.diagnostics.count
    // When it presents
    sut.present(screen("Sheet"), animated: false)
    // Then the warning is on the host every controller in no window reports to
    #expect(HeadlessHost.detached.diagnostics.count == before + 1)
    #expect(HeadlessHost.detached.diagnostics.last?.rule == .p3)
    #expect(sut.presentedViewController == nil)
  }

  @Test("P4: dismiss with nothing to dismiss warns, and its completion does not run")
  func dismissWithNothingPresented() {
    // Given a screen on screen that presents nothing and is not presented
    let window = visibleWindow(root: screen("Root"))
    var completions = 0
    // When it is asked to dismiss
    window.rootViewController?.dismiss(animated: false) { completions += 1 }
    // Then UIKit's warning is recorded and the completion, which has nothing to follow, is dropped
    expectDiagnostic(window.host, .warning, .p4)
    #expect(completions == 0)
  }
}

@MainActor
private final class PushingDelegate: NSObject, UINavigationControllerDelegate {
  private(set) var pushes = 0

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    guard viewController.title == "Pushed" else { return }
    pushes += 1
    navigationController.pushViewController(screen("Again"), animated: false)
  }
}

@MainActor
private final class PoppingScreen: UIViewController {
  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Popping"
  }

  required init?(coder: NSCoder) {
    fatalError("not built from archives")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.popViewController(animated: false)
  }
}

@MainActor
private final class PresentingScreen: UIViewController {
  enum Moment { case viewDidLoad, viewWillAppear }
  private let moment: Moment

  init(_ moment: Moment) {
    self.moment = moment
    super.init(nibName: nil, bundle: nil)
    title = "Presenting"
  }

  required init?(coder: NSCoder) {
    fatalError("not built from archives")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    if moment == .viewDidLoad { present(screen("Sheet"), animated: false) }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if moment == .viewWillAppear { present(screen("Sheet"), animated: false) }
  }
}
