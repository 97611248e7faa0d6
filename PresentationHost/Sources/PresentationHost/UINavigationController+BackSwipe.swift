/// A person's interactive back swipe, under way: who leaves, who arrives, and its coordinator.
@MainActor
struct InteractivePop {
  let leaving: UIViewController
  let arriving: UIViewController
  let transition: HostTransitionCoordinator
}

extension UINavigationController {
  /// Whether a person could start a back swipe now: something to go back to, the gesture
  /// enabled and allowed by its delegate, the back button not hidden, nothing animating. With
  /// UIKit's own delegate, the swipe is off while the navigation bar is hidden or the top item
  /// replaces the back button with its own left items (N13); a delegate of the app's decides.
  var canBeginInteractivePop: Bool {
    guard stack.count > 1, runningTransition == nil, interactivePop == nil,
      let top = stack.last, !top.navigationItem.hidesBackButton,
      let gesture = interactivePopGestureRecognizer, gesture.isEnabled
    else { return false }
    if let delegate = gesture.delegate { return delegate.gestureRecognizerShouldBegin(gesture) }
    let item = top.navigationItem
    let replacesBack =
      !(item.leftBarButtonItems ?? []).isEmpty && !item.leftItemsSupplementBackButton
    return !isNavigationBarHidden && !replacesBack
  }

  /// The swipe starts (N13): the top will leave and the one below will appear, the delegate
  /// hears `willShow`, and the transition coordinator is interactive. The stack is unchanged
  /// until the swipe ends.
  func beginInteractivePop() {
    guard canBeginInteractivePop, let top = stack.last else { return }
    let below = stack[stack.count - 2]
    let transition = HostTransitionCoordinator(
      from: top, to: below, animated: true, interactive: true)
    activeTransition = transition
    runningTransition = .other
    interactivePop = InteractivePop(leaving: top, arriving: below, transition: transition)
    recordCall(.operation, self, "pop (back swipe began)")
    recordCall(.lifecycle, top, "willMove(toParent: nil)")
    top.sendWillMove(toParent: nil)
    if let delegate {
      recordDelegateCall(delegate, "willShow(\(below.hostName), in: \(hostName))")
      delegate.navigationController(self, willShow: below, animated: true)
    }
    top.isMovingFromParent = true
    _ = swapAppearance(from: top, to: below, visible: canShowChildren, animated: true)
  }

  /// The person lets go. Completed, the swipe ends as a pop (didMove, didShow). Cancelled, the
  /// stack is unchanged, the delegate hears no `didShow`, the coordinator reports `isCancelled`,
  /// and the appearance callbacks run back (N13).
  func endInteractivePop(cancelled: Bool) {
    guard let swipe = interactivePop else { return }
    interactivePop = nil
    let (top, below, transition) = (swipe.leaving, swipe.arriving, swipe.transition)
    transition.endInteraction(cancelled: cancelled)
    if cancelled {
      recordCall(.operation, self, "pop (back swipe cancelled)")
      let endAppearance = swapAppearance(
        from: below, to: top, visible: canShowChildren, animated: true)
      runningTransition = nil
      endAppearance()
      top.isMovingFromParent = false
      if activeTransition === transition { activeTransition = nil }
      transition.finish()
      return
    }
    recordCall(.operation, self, "pop (back swipe finished)")
    stack.removeLast()
    children = stack
    // The swipe has ended: a change asked for from the did-callbacks on is a change of its own.
    runningTransition = nil
    top.endAppearance(animated: true)
    below.endAppearance(animated: true)
    top.isMovingFromParent = false
    top.parent = nil
    recordCall(.lifecycle, top, "didMove(toParent: nil)")
    top.sendDidMove(toParent: nil)
    didFinishStackChange(removed: [top])
    if let delegate {
      recordDelegateCall(delegate, "didShow(\(below.hostName), in: \(hostName))")
      delegate.navigationController(self, didShow: below, animated: true)
    }
    if activeTransition === transition { activeTransition = nil }
    transition.finish()
  }
}
