@_spi(HostTesting) import PresentationHost
import Testing

/// Custom transitions: developer.apple.com/documentation/uikit/customizing-the-transition-animations
/// — the animator calls `completeTransition(_:)` when it is done; an interactive transition a
/// person cancels ends with `completeTransition(false)` and leaves things as they were.
@Suite("Custom transitions")
@MainActor
struct TransitionRuleTests {
  /// A card being presented by a window's root through an animator that completes only when
  /// told, and a count of the presentation's completions.
  @MainActor
  private final class ManualPresentation {
    let window = visibleWindow(root: screen("Root"))
    let animator = ManualAnimator()
    let card = screen("Card")
    private(set) var completions = 0
    private let delegate: TransitioningSpy

    init() {
      delegate = TransitioningSpy(animator: animator)
      card.transitioningDelegate = delegate
      window.rootViewController?.present(card, animated: true) { [weak self] in
        self?.completions += 1
      }
    }
  }

  @Test("X1: a custom presentation ends when its animator completes it, and not before")
  func presentationWaitsForTheAnimator() {
    // Given a card being presented with a manual animator
    let sut = ManualPresentation()
    let beforeCompletion = (sut.completions, sut.card.isBeingPresented)
    // When the animator completes
    sut.animator.context?.completeTransition(true)
    // Then the presentation was under way until then, and ended with its completion
    #expect(beforeCompletion == (0, true))
    #expect(sut.completions == 1 && !sut.card.isBeingPresented)
    #expect(sut.window.path == "Root | Card")
    expectNoDiagnostics(sut.window.host)
  }

  @Test("X1: a presentation its animator cancels leaves nothing presented")
  func cancelledPresentation() {
    // Given a card being presented with a manual animator
    let sut = ManualPresentation()
    // When the animator reports it did not complete
    sut.animator.context?.completeTransition(false)
    // Then nothing is presented, and the completion did not run
    #expect(sut.window.path == "Root")
    #expect(sut.completions == 0)
    #expect(sut.card.presentingViewController == nil)
    #expect(sut.animator.endings == [false])
  }

  @Test("X1: animation completions outside a transition run at once")
  func animationsOutsideTransitions() {
    // Given nothing running
    var completions: [String] = []
    // When an animation and a CATransaction end
    UIView.animate(
      withDuration: 0.3, animations: {}, completion: { _ in completions.append("view") })
    CATransaction.begin()
    CATransaction.setCompletionBlock { completions.append("transaction") }
    CATransaction.commit()
    // Then both completions ran
    #expect(completions == ["view", "transaction"])
  }

  @Test("X2: an interactive pop a person cancels puts the stack back as it was")
  func cancelledInteractivePop() {
    // Given a stack whose delegate vends an animator and a percent-driven interaction
    let (navigation, window) = visibleStack(root: "Root")
    navigation.pushViewController(screen("Top"), animated: false)
    let delegate = InteractiveNavigationDelegate()
    navigation.delegate = delegate
    // When a pop starts, a person drags half way, and lets go
    navigation.popViewController(animated: true)
    delegate.interaction.update(0.5)
    let whileDragging = navigation.viewControllers.map(\.hostName)
    delegate.interaction.cancel()
    // Then the top came back, and the stack holds both screens again
    #expect(whileDragging == ["Root"])
    #expect(navigation.viewControllers.map(\.hostName) == ["Root", "Top"])
    #expect(window.path == "Root > Top")
    #expect(navigation.transitionCoordinator == nil)
  }

  // developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:):
  // the handler runs "when the transition changes from interactive to non-interactive"; and
  // isInteractive is "true if the transition is currently interactive", from its start.
  @Test(
    "X4: an interactive pop's coordinator is interactive in viewWillAppear, whose handler hears the release"
  )
  func interactiveFromTheFirstCallbacks() {
    // Given a stack whose delegate vends an animator and a percent-driven interaction, and a
    // screen under the top that watches the coordinator as it appears
    let log = EventLog()
    let under = WatchingCoordinator("Under", log: log)
    let navigation = UINavigationController(rootViewController: under)
    let window = visibleWindow(root: navigation)
    navigation.pushViewController(screen("Top"), animated: false)
    let delegate = InteractiveNavigationDelegate()
    navigation.delegate = delegate
    log.events.removeAll()
    // When a pop starts and a person drags, then lets go past half way
    navigation.popViewController(animated: true)
    delegate.interaction.update(0.7)
    let whileDragging = log.events
    delegate.interaction.finish()
    // Then the coordinator was interactive from viewWillAppear on, and the handler registered
    // there heard the release once, not cancelled
    #expect(whileDragging == ["Under.viewWillAppear interactive"])
    #expect(log.events == whileDragging + ["Under released, cancelled: false"])
    #expect(window.path == "Under")
  }

  @Test("X3: the tab bar delegate's animator runs a tab switch")
  func tabSwitchAnimator() throws {
    // Given two tabs whose delegate vends an animator
    let tabBar = UITabBarController()
    let first = screen("First")
    first.tabBarItem.title = "First"
    let second = screen("Second")
    second.tabBarItem.title = "Second"
    tabBar.viewControllers = [first, second]
    let window = visibleWindow(root: tabBar)
    let delegate = TabAnimatorDelegate()
    tabBar.delegate = delegate
    // When a person taps the second tab
    try window.host.selectTab("Second")
    // Then the animator ran the switch to completion
    #expect(tabBar.selectedViewController === second)
    #expect(delegate.animator.endings == [true])
  }

}

/// An animator that completes only when the test says so.
@MainActor
private final class ManualAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private(set) var context: (any UIViewControllerContextTransitioning)?
  private(set) var endings: [Bool] = []

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.3 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    context = transitionContext
  }

  func animationEnded(_ transitionCompleted: Bool) { endings.append(transitionCompleted) }
}

/// An animator that completes when its animation does.
@MainActor
private final class ImmediateAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private(set) var endings: [Bool] = []

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.3 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    UIView.animate(
      withDuration: 0.3, animations: {},
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }

  func animationEnded(_ transitionCompleted: Bool) { endings.append(transitionCompleted) }
}

@MainActor
private final class TransitioningSpy: NSObject, UIViewControllerTransitioningDelegate {
  let animator: ManualAnimator
  init(animator: ManualAnimator) { self.animator = animator }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

/// A screen that, as it appears, notes whether a person drives the transition and asks to hear
/// when they let go.
@MainActor
private final class WatchingCoordinator: UIViewController {
  let log: EventLog

  init(_ title: String, log: EventLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { fatalError("not built from archives") }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let coordinator = transitionCoordinator else { return }
    let interactive = coordinator.isInteractive ? " interactive" : ""
    log.events.append("\(hostName).viewWillAppear\(interactive)")
    coordinator.notifyWhenInteractionChanges { [log, hostName] context in
      log.events.append("\(hostName) released, cancelled: \(context.isCancelled)")
    }
  }
}

@MainActor
private final class InteractiveNavigationDelegate: NSObject, UINavigationControllerDelegate {
  let animator = ImmediateAnimator()
  let interaction = UIPercentDrivenInteractiveTransition()

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}

@MainActor
private final class TabAnimatorDelegate: NSObject, UITabBarControllerDelegate {
  let animator = ImmediateAnimator()

  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

@Suite("The swipe-down's transition coordinator")
@MainActor
struct SwipeCoordinatorRuleTests {
  // developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:):
  // "You can use this method to set up animations or interaction notifications with the
  // presentationController's transitionCoordinator."
  @Test("P8: during presentationControllerWillDismiss the transition coordinator is set")
  func willDismissHasACoordinator() throws {
    // Given a sheet whose presentation delegate looks for the coordinator in willDismiss
    let window = visibleWindow(root: screen("Root"))
    let sheet = screen("Sheet")
    let sut = CoordinatorLookingDelegate()
    sheet.presentationController?.delegate = sut
    window.rootViewController?.present(sheet, animated: false)
    // When a person swipes it down
    try window.host.swipeDown()
    // Then willDismiss found a coordinator, and could animate alongside the dismissal
    #expect(sut.foundCoordinator == true)
    #expect(sut.alongsideRan == 1)
    #expect(window.path == "Root")
  }
}

@MainActor
private final class CoordinatorLookingDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
  var foundCoordinator: Bool?
  var alongsideRan = 0

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    let coordinator = presentationController.presentedViewController.transitionCoordinator
    foundCoordinator = coordinator != nil
    coordinator?.animate(
      alongsideTransition: { [weak self] _ in self?.alongsideRan += 1 }, completion: nil)
  }
}

// developer.apple.com/documentation/uikit/uipresentationcontroller: "The only time your app can
// provide a custom presentation controller is when you set the modalPresentationStyle property
// of your view controller custom … You vend your custom presentation controller object through
// your view controller's transitioning delegate." presentationTransitionWillBegin(): subclasses
// "add custom views to the view hierarchy"; presentationTransitionDidEnd(_:), dismissalTransition
// WillBegin(), dismissalTransitionDidEnd(_:) follow (View Controller Programming Guide, "Creating
// Custom Presentations": "During a presentation, UIKit: calls presentationControllerFor
// PresentedViewController…, calls your presentation controller's presentationTransitionWillBegin
// method, performs the presentation, calls presentationTransitionDidEnd"). shouldRemovePresenters
// View: "The default implementation of this method returns false."
@Suite("Custom presentation controllers")
@MainActor
struct PresentationControllerRuleTests {
  @Test("X5: a custom presentation controller hears each phase and places the presented view")
  func customPresentationPhases() throws {
    // Given a half-height card whose transitioning delegate vends a presentation controller
    // that dims what is below and offers a close button beside the card
    let log = EventLog()
    let root = RecordingController("Root", log: log)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = root
    window.makeKeyAndVisible()
    let card = RecordingController("Card", log: log)
    let delegate = HalfHeightDelegate(log: log)
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = delegate
    log.events.removeAll()
    // When the root presents it
    root.present(card, animated: false)
    // Then the presentation controller heard the presentation's phases around the card's
    // appearance, the root stayed on screen, and the card sits where the controller says
    let sut = try #require(card.presentationController as? HalfHeightPresentation)
    #expect(
      log.events == [
        "Card.viewDidLoad", "willBegin", "containerWillLayout", "containerDidLayout",
        "Card.viewWillAppear", "Card.viewDidAppear", "didEnd(true)",
      ])
    let container = try #require(sut.containerView)
    #expect(card.view.superview === container && card.view.window === window)
    let screenBounds = UIScreen.main.bounds
    #expect(
      card.view.frame
        == CGRect(
          x: 0, y: screenBounds.height / 2, width: screenBounds.width,
          height: screenBounds.height / 2))
    #expect(sut.dimming.superview === container && root.viewIfLoaded?.window === window)
    // When a person taps the close button beside the card
    log.events.removeAll()
    try window.host.tap("Close")
    // Then the dismissal's phases came around the card's disappearance, and the container went
    #expect(
      log.events == [
        "dismissalWillBegin", "Card.viewWillDisappear", "Card.viewDidDisappear",
        "dismissalDidEnd(true)",
      ])
    #expect(sut.containerView == nil && card.viewIfLoaded?.window == nil)
    #expect(window.path == "Root")
    expectNoDiagnostics(window.host)
  }

  @Test("X5: a presentation controller that removes the presenter's view takes it off screen")
  func presentationThatRemovesThePresenter() {
    // Given a card whose presentation controller covers the screen and says so
    let log = EventLog()
    let root = RecordingController("Root", log: log)
    let window = visibleWindow(root: root)
    let card = RecordingController("Card", log: log)
    let delegate = HalfHeightDelegate(log: log, removesPresenter: true)
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = delegate
    log.events.removeAll()
    // When the root presents it, then it is dismissed
    root.present(card, animated: false)
    let whilePresented = log.events.filter { $0.hasPrefix("Root.") }
    card.dismiss(animated: false)
    // Then the root disappeared under the card, and appeared again once it went
    #expect(whilePresented == ["Root.viewWillDisappear", "Root.viewDidDisappear"])
    #expect(
      log.events.filter { $0.hasPrefix("Root.") }.suffix(2) == [
        "Root.viewWillAppear", "Root.viewDidAppear",
      ])
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/containerview:
  // "The view that acts as the superview for the views involved in the transition. … The
  // animator object must add the view of the presented view controller to this view": the
  // container is in the window while the animator runs, and so is what it adds.
  @Test("X2: an animator's container is in the window, and so is the view it adds")
  func animatorContainerIsInTheWindow() {
    // Given a stack whose delegate vends an animator that adds the pushed view to the container
    let (navigation, window) = visibleStack(root: "List")
    let delegate = ContainerAddingNavigationDelegate()
    navigation.delegate = delegate
    let form = screen("Form")
    // When the form is pushed
    navigation.pushViewController(form, animated: true)
    // Then, as the animator ran, the container and the form's view were in the window
    #expect(delegate.animator.windowsSeen.count == 2)
    #expect(delegate.animator.windowsSeen.allSatisfy { $0 === window })
    #expect(window.path == "List > Form")
    expectNoDiagnostics(window.host)
  }
}

/// Vends a presentation controller that shows the card in the lower half of the screen.
@MainActor
private final class HalfHeightDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let log: EventLog
  let removesPresenter: Bool

  init(log: EventLog, removesPresenter: Bool = false) {
    self.log = log
    self.removesPresenter = removesPresenter
  }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    let controller = HalfHeightPresentation(
      presentedViewController: presented, presenting: presenting)
    controller.log = log
    controller.removesPresenter = removesPresenter
    return controller
  }
}

/// A presentation controller as public code writes one: a dimming view and a close button in
/// the container, the presented view in its lower half.
@MainActor
private final class HalfHeightPresentation: UIPresentationController {
  var log: EventLog?
  var removesPresenter = false
  let dimming = UIView()

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
  }

  override var shouldRemovePresentersView: Bool { removesPresenter }

  override func presentationTransitionWillBegin() {
    super.presentationTransitionWillBegin()
    log?.events.append("willBegin")
    guard let containerView else { return }
    dimming.frame = containerView.bounds
    containerView.insertSubview(dimming, at: 0)
    let close = UIButton(
      primaryAction: UIAction(title: "Close") { [weak self] _ in
        self?.presentedViewController.dismiss(animated: true)
      })
    close.frame = CGRect(x: 16, y: 60, width: 80, height: 44)
    containerView.addSubview(close)
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    super.presentationTransitionDidEnd(completed)
    log?.events.append("didEnd(\(completed))")
  }

  override func dismissalTransitionWillBegin() {
    super.dismissalTransitionWillBegin()
    log?.events.append("dismissalWillBegin")
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    super.dismissalTransitionDidEnd(completed)
    log?.events.append("dismissalDidEnd(\(completed))")
  }

  override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    log?.events.append("containerWillLayout")
  }

  override func containerViewDidLayoutSubviews() {
    super.containerViewDidLayoutSubviews()
    log?.events.append("containerDidLayout")
  }
}

/// Vends an animator that adds the arriving view to the container and completes at once.
@MainActor
private final class ContainerAddingNavigationDelegate: NSObject, UINavigationControllerDelegate {
  let animator = ContainerAddingAnimator()

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    animator
  }
}

@MainActor
private final class ContainerAddingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.3 }

  /// The windows of the container and of the view added to it, as the animator saw them.
  private(set) var windowsSeen: [UIWindow?] = []

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    windowsSeen.append(container.window)
    if let arriving = transitionContext.view(forKey: .to) {
      container.addSubview(arriving)
      windowsSeen.append(arriving.window)
    }
    transitionContext.completeTransition(true)
  }
}
