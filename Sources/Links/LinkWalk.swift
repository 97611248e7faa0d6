#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Takes a walk's steps one at a time, each once the transition the step before started has
/// ended: a link's or a restoration's screens, as a person's taps would show them.
///
/// UIKit does not end a transition inside the call that asks for it. A push or a present starts
/// at the layout pass that ends the run-loop turn and ends with its animation; until then UIKit
/// refuses a second change of the same container (a push while one runs logs "nested push
/// animation", and is performed late) and a present from a screen that has not appeared ("whose
/// view is not in the window hierarchy"). So each step waits for the end of the transition its
/// screen takes part in, through the screen's `transitionCoordinator`, as RouteComposer and
/// XCoordinator chain their steps. A step that starts no transition lets the next one run at
/// once.
///
/// One walk runs at a time. A walk asked for while one runs waits for it to end, and only the
/// newest waits: a link opened during a walk is where the app ends. A step that presents waits
/// for the window's root to have appeared (`windowDidAppear()`): at a cold start or a
/// restoration the stacks are set up before the window's first layout, and a screen pushed
/// then is in no window until it. So does a walk's arrival: it has arrived once the window
/// shows where it went.
@MainActor
public final class LinkWalk {
  /// One step: what a person's tap would do, from `screen`, whose transition the next step
  /// waits for; `presents` when it presents a screen.
  public struct Step {
    let screen: UIViewController?
    let presents: Bool
    let perform: () -> Void

    /// A step that does `perform` from `screen`.
    public init(
      from screen: UIViewController?, presents: Bool = false, _ perform: @escaping () -> Void
    ) {
      self.screen = screen
      self.presents = presents
      self.perform = perform
    }
  }

  /// Reads the next step from what UIKit shows now; nil when the walk has arrived, or cannot go
  /// on.
  public typealias NextStep = () -> Step?

  private var isWalking = false
  private var hasWindowAppeared = false
  private var waiting: (next: NextStep, arrived: () -> Void)?
  /// What waits for the window's root to appear: a step that presents, or the arrival of a walk
  /// that set the stacks up before.
  private var waitingForWindow: (() -> Void)?

  /// Creates a walk that has no steps yet.
  public init() {}

  /// Walks: takes the step `next` reads, waits for the transition it started, reads the next,
  /// and so on until `next` has none; then calls `arrived`. While another walk runs, this one
  /// waits for it, and replaces any walk already waiting.
  public func start(_ next: @escaping NextStep, arrived: @escaping () -> Void = {}) {
    guard !isWalking else {
      waiting = (next, arrived)
      return
    }
    isWalking = true
    take(next, arrived)
  }

  /// The window's root has appeared, its tabs' top screens with it: a step that presents may
  /// be taken. The root calls it from its `viewDidAppear(_:)`.
  public func windowDidAppear() {
    hasWindowAppeared = true
    let resume = waitingForWindow
    waitingForWindow = nil
    resume?()
  }

  private func take(_ next: @escaping NextStep, _ arrived: @escaping () -> Void) {
    guard let step = next() else { return arrive(arrived) }
    take(step, then: next, arrived)
  }

  private func take(
    _ step: Step, then next: @escaping NextStep, _ arrived: @escaping () -> Void
  ) {
    guard hasWindowAppeared || !step.presents else {
      waitingForWindow = { [weak self] in self?.take(step, then: next, arrived) }
      return
    }
    step.perform()
    guard let screen = step.screen else { return take(next, arrived) }
    screen.afterTransition { [weak self] in self?.take(next, arrived) }
  }

  /// The walk has arrived, once the window shows where it went.
  private func arrive(_ arrived: @escaping () -> Void) {
    guard hasWindowAppeared else {
      waitingForWindow = { [weak self] in self?.arrive(arrived) }
      return
    }
    arrived()
    isWalking = false
    guard let (next, arrived) = waiting else { return }
    waiting = nil
    start(next, arrived: arrived)
  }
}

extension UIViewController {
  /// Runs `body` once the transition this controller takes part in has ended, through its
  /// transition coordinator, after what was added to it before; at once when none runs.
  public func afterTransition(_ body: @escaping () -> Void) {
    guard let transition = transitionCoordinator else { return body() }
    transition.animate(alongsideTransition: nil) { _ in body() }
  }
}
