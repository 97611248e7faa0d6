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
