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
