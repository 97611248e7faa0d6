@_spi(HostTesting) import PresentationHost
import Testing

@Suite("Ownership rules")
@MainActor
struct OwnershipRuleTests {
  @Test("O1: containers hold their controllers strongly; parents and delegates are weak")
  func strongDownWeakUp() {
    weak var weakNavigation: UINavigationController?
    weak var weakTop: UIViewController?
    let tabBar = UITabBarController()
    do {
      let navigation = UINavigationController(rootViewController: screen("Root"))
      let top = screen("Top")
      navigation.pushViewController(top, animated: false)
      tabBar.viewControllers = [navigation]
      weakNavigation = navigation
      weakTop = top
    }
    #expect(weakNavigation != nil && weakTop != nil)
    #expect(weakTop?.parent === weakNavigation)
    tabBar.viewControllers = []
    #expect(weakNavigation == nil && weakTop == nil)
  }

  @Test("O1: a controller that leaves the hierarchy while app code holds it is listed as a leak")
  func heldControllerIsLeak() {
    let (navigation, window) = visibleStack(root: "Root")
    let pushed = screen("Pushed")
    navigation.pushViewController(pushed, animated: false)
    #expect(window.host.leaks.isEmpty)
    navigation.popViewController(animated: false)
    #expect(window.host.leaks.map(\.name) == ["Pushed"])
  }

  @Test("O1: a tracked object outliving its owner screen is a leak; one released with it is not")
  func trackedObjectsFollowTheirOwner() {
    let (navigation, window) = visibleStack(root: "Root")
    let survivor = Token()
    do {
      let pushed = HoldingController()
      pushed.title = "Pushed"
      let released = Token()
      pushed.held = released
      navigation.pushViewController(pushed, animated: false)
      window.host.track(survivor, name: "Survivor", owner: pushed)
      window.host.track(released, name: "Released", owner: pushed)
    }
    #expect(window.host.leaks.isEmpty)
    navigation.popViewController(animated: false)
    #expect(window.host.leaks.map(\.name) == ["Survivor"])
  }
}

@MainActor
private final class Token {}

@MainActor
private final class HoldingController: UIViewController {
  var held: AnyObject?
}

@Suite("Completion watch")
@MainActor
struct CompletionWatchTests {
  // developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate(): "When you remove
  // the display link from all run loop mode, the system releases it. The display link also
  // releases the target"; remove(from:forMode:): "The run loop releases the display link if
  // it's no longer associated with any run modes". Until then the display link holds its
  // target, the retain cycle that keeps an animating screen alive.
  @Test("O1: a screen its display link holds leaks until it invalidates it, as on a device")
  func displayLinkHoldsItsTarget() {
    // Given two animating screens pushed in turn, each scheduling a display link on the main
    // run loop: the first invalidates it as it disappears, the second forgets to
    let (navigation, window) = visibleStack(root: "Root")
    weak var careful: AnimatingScreen?
    weak var forgetful: AnimatingScreen?
    do {
      let screen = AnimatingScreen(title: "Careful", invalidates: true)
      careful = screen
      navigation.pushViewController(screen, animated: false)
    }
    navigation.popViewController(animated: false)
    let leaksAfterCareful = window.host.leaks.map(\.name)
    do {
      let screen = AnimatingScreen(title: "Forgetful", invalidates: false)
      forgetful = screen
      navigation.pushViewController(screen, animated: false)
    }
    // When the second is popped
    navigation.popViewController(animated: false)
    // Then the first went, and the second is kept alive by its display link: a leak, until
    // the link is invalidated
    #expect(careful == nil && leaksAfterCareful.isEmpty)
    #expect(window.host.leaks.map(\.name) == ["Forgetful"])
    forgetful?.link?.invalidate()
    #expect(forgetful == nil && window.host.leaks.isEmpty)
  }

  @Test("A watched completion that never ran is listed once its screen leaves; one that ran is not")
  func droppedCompletions() {
    // Given two completions handed out for a pushed screen, one of which runs
    let (navigation, window) = visibleStack(root: "Root")
    let pushed = screen("Pushed")
    let ran = CompletionStatus()
    let dropped = CompletionStatus()
    window.host.watch(ran, name: "ran", owner: pushed)
    window.host.watch(dropped, name: "dropped", owner: pushed)
    navigation.pushViewController(pushed, animated: false)
    #expect(window.host.droppedCompletions.isEmpty)
    ran.callCount += 1
    // When the screen leaves
    navigation.popViewController(animated: false)
    // Then only the one that never ran is listed
    #expect(window.host.droppedCompletions == ["dropped"])
    #expect(window.host.repeatedCompletions.isEmpty)
  }

  @Test("A watched completion that ran twice is listed as repeated")
  func repeatedCompletions() {
    let window = visibleWindow(root: screen("Root"))
    let status = CompletionStatus()
    window.host.watch(status, name: "twice", owner: screen("Gone"))
    status.callCount += 1
    #expect(window.host.repeatedCompletions.isEmpty)
    status.callCount += 1
    #expect(window.host.repeatedCompletions == ["twice"])
  }
}

/// A screen that animates with a display link on the main run loop, as a progress ring does.
@MainActor
private final class AnimatingScreen: UIViewController {
  private(set) var link: CADisplayLink?
  private let invalidates: Bool

  init(title: String, invalidates: Bool) {
    self.invalidates = invalidates
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    let link = CADisplayLink(target: self, selector: Selector("step"))
    link.add(to: .main, forMode: .common)
    self.link = link
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    if invalidates { link?.invalidate() }
  }
}
