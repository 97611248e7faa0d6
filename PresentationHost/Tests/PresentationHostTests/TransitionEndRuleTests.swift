@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:):
// a transition is done when its animations have completed and `completeTransition` is called;
// the did-callbacks (`viewDidAppear`, `viewDidDisappear`) come after it. So code that waits for
// a screen to be on screen before showing the next (presenting from `viewDidAppear`, the usual
// cure for "whose view is not in the window hierarchy" and "nested push animation") is code
// UIKit runs without a complaint.
@Suite("When a transition has ended")
@MainActor
struct TransitionEndRuleTests {
  @Test(
    "P14: a presented screen may dismiss itself or present from its viewDidAppear",
    arguments: [false, true], ["dismiss", "present"])
  func presentedScreenActsOnAppear(animated: Bool, action: String) {
    // Given a screen that dismisses itself, or presents, once it has appeared
    let root = screen("Root")
    let window = visibleWindow(root: root)
    let sut = ActingOnAppear("Modal")
    sut.onAppear = { modal in
      if action == "dismiss" {
        modal.dismiss(animated: animated)
      } else {
        modal.present(screen("Next"), animated: animated)
      }
    }
    // When it is presented
    root.present(sut, animated: animated)
    // Then what it asked for was done, without a complaint
    #expect(window.path == (action == "dismiss" ? "Root" : "Root | Modal | Next"))
    expectNoDiagnostics(window.host)
  }

  @Test(
    "P14: after a full-screen dismissal, the presenter's viewDidAppear may present again",
    arguments: [false, true])
  func presenterPresentsAgainOnAppear(animated: Bool) {
    // Given a root that covers itself with a full-screen modal
    let sut = ActingOnAppear("Root")
    let window = visibleWindow(root: sut)
    let modal = screen("Modal")
    modal.modalPresentationStyle = .fullScreen
    sut.present(modal, animated: animated)
    var presentedWhenAppearing: UIViewController?
    sut.onAppear = { root in
      presentedWhenAppearing = root.presentedViewController
      root.present(screen("Next"), animated: animated)
    }
    // When the modal is dismissed, and the root presents from its viewDidAppear
    modal.dismiss(animated: animated)
    // Then the dismissal was over (nothing presented) and the new presentation was made
    #expect(presentedWhenAppearing == nil)
    #expect(window.path == "Root | Next")
    expectNoDiagnostics(window.host)
  }

  @Test("P14: a dismissal asked for from the presented screen's viewWillAppear is refused (TX)")
  func dismissDuringThePresentationIsRefused() {
    // Given a screen that dismisses itself before it has appeared
    let root = screen("Root")
    let window = visibleWindow(root: root)
    let sut = DismissingOnWillAppear()
    // When it is presented
    root.present(sut, animated: true)
    // Then it stays, and the host warns as UIKit logs
    #expect(window.path == "Root | Dismissing")
    expectDiagnostic(window.host, .warning, .transition)
  }

  @Test(
    "N16: the arriving screen may push or pop from its viewDidAppear",
    arguments: [false, true], ["push", "pop"])
  func arrivingScreenChangesTheStack(animated: Bool, action: String) {
    // Given a screen that pushes another, or pops, once it has appeared
    let (navigation, window) = visibleStack(root: "Root")
    let sut = ActingOnAppear("Next")
    sut.onAppear = { next in
      if action == "push" {
        next.navigationController?.pushViewController(screen("Third"), animated: animated)
      } else {
        next.navigationController?.popViewController(animated: animated)
      }
    }
    // When it is pushed
    navigation.pushViewController(sut, animated: animated)
    // Then what it asked for was done: a change of its own, not a nested one
    #expect(window.path == (action == "push" ? "Root > Next > Third" : "Root"))
    expectNoDiagnostics(window.host)
  }

  @Test(
    "N16: after a pop or a back swipe, the screen below may push from its viewDidAppear",
    arguments: ["pop", "swipe"])
  func screenBelowPushesOnAppear(how: String) throws {
    // Given a stack of two, whose root pushes once it appears again
    let sut = ActingOnAppear("Root")
    let navigation = UINavigationController(rootViewController: sut)
    let window = visibleWindow(root: navigation)
    navigation.pushViewController(screen("Next"), animated: true)
    sut.onAppear = { root in
      root.navigationController?.pushViewController(screen("Other"), animated: true)
    }
    // When the top leaves, by a pop or a person's back swipe
    if how == "pop" {
      navigation.popViewController(animated: true)
    } else {
      try window.host.swipeBack()
    }
    // Then the root's push was made
    #expect(window.path == "Root > Other")
    expectNoDiagnostics(window.host)
  }
}

/// A screen that dismisses itself from `viewWillAppear`, while it is being presented.
@MainActor
private final class DismissingOnWillAppear: UIViewController {
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    title = "Dismissing"
    dismiss(animated: animated)
  }
}

@Suite("Chains of completions")
@MainActor
struct CompletionChainTests {
  @Test(
    "P16: 100,000 rounds of present and dismiss, each started by the last one's completion, run to the end"
  )
  func longChainRuns() {
    // Given a window, and a round that presents, then dismisses from the presentation's
    // completion, then starts the next round from the dismissal's
    let root = screen("Root")
    let window = visibleWindow(root: root)
    var rounds = 0
    func round() {
      guard rounds < 100_000 else { return }
      rounds += 1
      root.present(screen("Modal"), animated: false) {
        root.dismiss(animated: false) { round() }
      }
    }
    // When the first round starts
    round()
    // Then every round ran, as on a device, where a completion never runs inside another
    #expect(rounds == 100_000)
    #expect(window.path == "Root")
    expectNoDiagnostics(window.host)
  }
}

@Suite("Held transitions at the end of their window")
@MainActor
struct HeldTransitionEndTests {
  @Test("P17: a host let go mid-presentation ends it: balanced calls, the completion runs once")
  func hostLetGo() {
    // Given a presentation held open in a window that holds the only reference to its host
    let log = EventLog()
    let root = RecordingController("Root", log: log)
    let modal = RecordingController("Modal", log: log)
    modal.modalPresentationStyle = .fullScreen
    var completions = 0
    weak var weakHost: HeadlessHost?
    do {
      let window = visibleWindow(root: root)
      window.host.holdsTransitions = true
      weakHost = window.host
      root.present(modal, animated: true) { completions += 1 }
      log.events.removeAll()
    }
    // When the window, and with it the host, is let go
    // Then the host is gone, and the presentation ended with the did-callbacks it owed
    #expect(weakHost == nil)
    #expect(log.events == ["Modal.viewDidAppear", "Root.viewDidDisappear"])
    #expect(completions == 1)
  }

  @Test("P17: a window scene disconnecting mid-push ends the push before the scene goes")
  func sceneDisconnects() throws {
    // Given a window scene whose stack holds a push open
    let host = HeadlessHost()
    host.holdsTransitions = true
    let scene = try #require(host.connectScene(delegate: StackSceneDelegate()))
    let navigation = try #require(
      scene.windows.first?.rootViewController as? UINavigationController)
    let log = EventLog()
    navigation.pushViewController(RecordingController("Pushed", log: log), animated: true)
    let held = host.hasPendingTransitions
    log.events.removeAll()
    // When the scene disconnects
    host.disconnect(scene)
    // Then the push ended first: the pushed screen got the calls it was owed
    #expect(held && !host.hasPendingTransitions)
    #expect(log.events.prefix(2) == ["Pushed.viewDidAppear", "Pushed.didMove(parent)"])
  }
}

/// A window scene's delegate that shows a stack.
@MainActor
private final class StackSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(rootViewController: screen("Root"))
    window.makeKeyAndVisible()
    self.window = window
  }
}
