/// What kind of change of a navigation stack is under way: a push is told apart, as UIKit
/// performs a push made during another (N12) and nothing else.
enum StackChange {
  /// A push whose delegate's `willShow` and `viewWillAppear` calls are running (N14).
  case pushStarting
  case push
  /// A pop, a pop to a controller, or a stack set anew.
  case other
}

extension UINavigationController {
  func refusal(
    toAdd controllers: [UIViewController], rule: HostRule, allowingNavigation: Bool = false
  ) -> (rule: HostRule, message: String)? {
    for (index, controller) in controllers.enumerated() {
      if controller is UINavigationController, !allowingNavigation {
        return (.n2, "Pushing a navigation controller (\(controller.hostName)) is not supported")
      }
      if controller === self || controller.isAncestor(of: self) {
        return (rule, "Cannot put \(controller.hostName) inside its own stack")
      }
      if controllers[..<index].contains(where: { $0 === controller }) {
        return (
          .n6,
          "All view controllers in a navigation controller must be distinct (\(controller.hostName))"
        )
      }
      if controller.storedPresenting != nil || controller.window != nil {
        return (rule, "\(controller.hostName) is presented or a window's root and cannot be pushed")
      }
    }
    return nil
  }

  /// Every change of the stack goes through here, so the delegate and lifecycle calls come
  /// in one order whatever asked for the change.
  @discardableResult
  func changeStack(
    to newStack: @autoclosure () -> [UIViewController], animated: Bool, kind: StackChange,
    event: @autoclosure () -> String,
    atTop: (added: UIViewController?, removed: UIViewController?)? = nil
  ) -> Bool {
    if let running = runningTransition {
      // UIKit performs a push made while a push is in flight once that one ends, and logs;
      // that is how a double tap pushes a screen twice on iOS (N12). Other changes in flight
      // are not performed.
      guard running == .push && kind == .push, let pushed = atTop?.added else {
        diagnosticHost.report(
          .warning, .transition,
          "\(event()) on \(hostName) while a navigation transition is in progress was ignored")
        return false
      }
      diagnosticHost.report(
        .warning, .n12,
        "nested push animation can result in corrupted navigation bar (\(event()) on \(hostName))"
      )
      queuedPushes.append((pushed, animated))
      return true
    }
    let host = self.host
    recordCall(.operation, self, event())
    // A push or a pop changes the top alone, in place, whatever the stack's depth; any other
    // change replaces the stack, which is kept to be put back if an animator cancels.
    let oldTop = stack.last
    let oldStack: [UIViewController]?
    let replacement: [UIViewController]?
    let removed: [UIViewController]
    let added: [UIViewController]
    if let atTop {
      (oldStack, replacement) = (nil, nil)
      (removed, added) = (atTop.removed.map { [$0] } ?? [], atTop.added.map { [$0] } ?? [])
    } else {
      let (old, new) = (stack, newStack())
      (oldStack, replacement) = (old, new)
      let oldIdentities = Set(old.map(ObjectIdentifier.init))
      let newIdentities = Set(new.map(ObjectIdentifier.init))
      removed = old.filter { !newIdentities.contains(ObjectIdentifier($0)) }
      added = new.filter { !oldIdentities.contains(ObjectIdentifier($0)) }
    }

    for controller in added {
      if controller.parent != nil { controller.removeFromParent() }
      recordCall(.lifecycle, controller, "willMove(toParent: \(hostName))")
      controller.sendWillMove(toParent: self)
    }
    for controller in removed {
      recordCall(.lifecycle, controller, "willMove(toParent: nil)")
      controller.sendWillMove(toParent: nil)
    }
    if let replacement {
      (stack, children) = (replacement, replacement)
    } else {
      replaceTop(removing: removed.first, adding: added.first)
    }
    for controller in added {
      controller.parent = self
      host?.track(controller)
    }
    let newTop = stack.last

    let topChanged = oldTop !== newTop
    // Off screen, or before its window's first layout pass, a change is set up, unanimated (T4).
    let animated = animated && canShowChildren
    // From here until the change ends, another change is one made during it (N12, N14).
    runningTransition = kind
    stackChangeCount &+= 1
    let number = stackChangeCount
    if topChanged {
      activeTransition = HostTransitionCoordinator(
        from: oldTop, to: newTop, animated: animated)
    }
    let transition = activeTransition
    let name = animated && topChanged ? "\(event()) on \(hostName)" : ""
    let start = { [self] in
      startStackChange(
        from: (oldTop, oldStack), to: newTop, removed: removed, added: added,
        animated: animated, kind: kind, transition: transition, number: number, name: name)
    }
    (host ?? .detached).startTransition(animated: animated && topChanged, named: name, start)
    return true
  }

  /// Starts a change of the stack, already made: the will-callbacks, then the animation,
  /// whose end sends the did-callbacks and `didShow` and performs a push queued behind it.
  private func startStackChange(
    from old: (top: UIViewController?, stack: [UIViewController]?), to newTop: UIViewController?,
    removed: [UIViewController], added: [UIViewController], animated: Bool, kind: StackChange,
    transition: HostTransitionCoordinator?, number: Int, name: String
  ) {
    let (oldTop, oldStack) = old
    let topChanged = oldTop !== newTop
    let host = self.host
    // While its will-callbacks run, another change is one made as it starts (N14).
    if runningTransition == kind { runningTransition = kind == .push ? .pushStarting : kind }
    if topChanged {
      if let newTop, let delegate {
        host?.record(
          .delegate, HeadlessHost.name(of: delegate),
          "willShow(\(newTop.hostName), in: \(hostName))")
        delegate.navigationController(self, willShow: newTop, animated: animated)
      }
    }
    let leaving = topChanged ? oldTop : nil
    let arriving = topChanged ? newTop : nil
    let leavingPopped = removed.contains { $0 === leaving }
    let arrivingPushed = added.contains { $0 === arriving }
    // Animator and interaction controller are asked before the appearance callbacks (X4).
    let animator =
      animated
      ? leaving.flatMap { from in
        arriving.flatMap { to in
          delegate?.navigationController(
            self, animationControllerFor: arrivingPushed ? .push : .pop, from: from, to: to)
        }
      } : nil
    let interaction = animator.flatMap {
      delegate?.navigationController(self, interactionControllerFor: $0)
    }
    transition?.isInteractive = interaction?.wantsInteractiveStart == true
    if leavingPopped { leaving?.isMovingFromParent = true }
    if arrivingPushed { arriving?.isMovingToParent = true }
    // A zoom asks for its source view as it starts, pushed and popped (N19).
    if arrivingPushed, let arriving {
      arriving.preferredTransition?.begins(from: leaving, zooming: arriving)
    }
    if leavingPopped, let leaving {
      leaving.preferredTransition?.begins(from: arriving, zooming: leaving)
    }
    let endAppearance = swapAppearance(
      from: leaving, to: arriving, visible: canShowChildren, animated: animated)
    if runningTransition == .pushStarting { runningTransition = kind }
    let finish = { [self] in
      // The change has ended for the screens once their did-callbacks run: a change asked for
      // from there (from viewDidAppear, say) is a change of its own, not a nested one (N16).
      if stackChangeCount == number { runningTransition = nil }
      endAppearance()
      if leavingPopped { leaving?.isMovingFromParent = false }
      if arrivingPushed { arriving?.isMovingToParent = false }
      for controller in removed where controller.parent === self {
        controller.parent = nil
        recordCall(.lifecycle, controller, "didMove(toParent: nil)")
        controller.sendDidMove(toParent: nil)
      }
      for controller in added {
        recordCall(.lifecycle, controller, "didMove(toParent: \(hostName))")
        controller.sendDidMove(toParent: self)
      }
      didFinishStackChange(removed: removed)
      // A change overtaken by one made from its did-callbacks reports nothing more: the newer
      // one does (N16). A presentation made from there overtakes nothing.
      let isLatest = stackChangeCount == number
      if isLatest { runningTransition = nil }
      if topChanged && isLatest, let newTop, let delegate {
        // In didShow the coordinator is this change's, whatever began since (N8, RT5).
        let later = activeTransition
        activeTransition = transition
        recordDelegateCall(delegate, "didShow(\(newTop.hostName), in: \(hostName))")
        delegate.navigationController(self, didShow: newTop, animated: animated)
        activeTransition = later
      }
      if activeTransition === transition { activeTransition = nil }
      transition?.finish()
      performQueuedPushes()
    }
    let transitionHost = host ?? HeadlessHost.detached
    guard topChanged, let leaving, let arriving, let animator else {
      transitionHost.finishTransition(animated: animated && topChanged, named: name, finish)
      return
    }
    // The delegate's animator runs the change (X2); cancelled, the stack is as it was.
    let context = HostTransitionContext(
      from: leaving, to: arriving, animated: true, interactive: interaction != nil,
      presentationStyle: .none, animator: animator, host: transitionHost,
      containerView: TransitionContainerView(in: self)
    ) { [self] completed in
      guard !completed else { return finish() }
      if let oldStack {
        (stack, children) = (oldStack, oldStack)
      } else {
        replaceTop(removing: added.first, adding: removed.first)
      }
      for controller in added { controller.parent = nil }
      UIViewController.runAppearanceBack(arrived: arriving, left: leaving)
      if leavingPopped { leaving.isMovingFromParent = false }
      if arrivingPushed { arriving.isMovingToParent = false }
      if activeTransition === transition {
        runningTransition = nil
        activeTransition = nil
      }
      transition?.finish()
      performQueuedPushes()
    }
    context.coordinator = transition
    context.start(interaction: interaction)
  }

  /// Performs the pushes asked for while the change that just ended was in flight (N12).
  private func performQueuedPushes() {
    let queued = queuedPushes
    queuedPushes = []
    for (controller, animated) in queued { pushViewController(controller, animated: animated) }
  }

  /// Takes `removing` off the top of the stack and puts `adding` on it, in place.
  private func replaceTop(removing: UIViewController?, adding: UIViewController?) {
    if let removing {
      stack.removeLast()
      children.removeAll { $0 === removing }
    }
    if let adding {
      stack.append(adding)
      children.append(adding)
    }
  }
}
