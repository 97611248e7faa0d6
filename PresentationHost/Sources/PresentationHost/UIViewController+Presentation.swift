extension UIViewController {
  /// Presents `viewControllerToPresent` modally; `completion` runs after its `viewDidAppear`.
  ///
  /// A child asks the controller that covers the screen to present for it (P3). Presenting
  /// while something is presented is ignored with a warning, and the completion never runs (P1).
  func performPresent(
    _ viewControllerToPresent: UIViewController,
    animated: Bool,
    completion: (() -> Void)?
  ) {
    let presented = viewControllerToPresent
    if let reason = presentationRefusal(of: presented) {
      diagnosticHost.report(.error, .p2, reason)
      return
    }
    let presenter = presenter(for: presented.modalPresentationStyle)
    if let current = presenter.storedPresented {
      // In flight, the presentation is dropped as UIKit logs it (T3).
      let via = presenter === self ? "" : " (from \(hostName))"
      let event =
        current.isInPresentationTransition
        ? "\(via) while a presentation is in progress"
        : " which is already presenting \(current.hostName)"
      diagnosticHost.report(
        .warning, .p1, "Attempt to present \(presented.hostName) on \(presenter.hostName)\(event)")
      return
    }
    // UIKit asks of the controller the call was made on that its view be in a window: from
    // viewDidLoad, or from viewWillAppear before the view is added, the presentation is refused.
    guard presenter.isInWindowHierarchy, viewIfLoaded?.window != nil, let host else {
      let via = presenter === self ? "" : " (from \(hostName))"
      diagnosticHost.report(
        .warning, .p3,
        "Attempt to present \(presented.hostName) on \(presenter.hostName)\(via) whose view is not in the window hierarchy"
      )
      return
    }
    let style = presented.modalPresentationStyle
    if style == .popover, let popover = presented.popoverPresentationController {
      // On iPhone a popover becomes a sheet, unless its delegate keeps it; one kept must point
      // at something, as UIKit raises (P12).
      let adapted = popover.delegate?.adaptivePresentationStyle(
        for: popover, traitCollection: .phone)
      popover.isKeptAsPopover = adapted == UIModalPresentationStyle.none
      // A popover kept as one is prepared first, where the delegate may say where it points.
      if popover.isKeptAsPopover,
        let delegate = popover.delegate as? any UIPopoverPresentationControllerDelegate
      {
        delegate.prepareForPopoverPresentation(popover)
      }
      if popover.isKeptAsPopover, popover.sourceView == nil, popover.barButtonItem == nil,
        popover.sourceItem == nil
      {
        diagnosticHost.report(
          .error, .p12,
          "UIPopoverPresentationController (\(presented.hostName)) should have a non-nil sourceView or barButtonItem set before the presentation occurs"
        )
        return
      }
    }
    host.record(.operation, presenter.hostName, "present(\(presented.hostName), \(style))")
    // A zoom starts from the screen the presentation was asked from (N19).
    presented.preferredTransition?.begins(from: self, zooming: presented)
    let presentation = presented.presentationController(presentedBy: presenter, from: self)
    presenter.storedPresented = presented
    presented.storedPresenting = presenter
    host.track(presented)
    let visible = presenter.isInVisibleWindow
    presented.isBeingPresented = true
    presented.isInPresentationTransition = true
    // Animator and interaction controller are asked before the appearance callbacks (X4).
    let delegate = animated ? presented.transitioningDelegate : nil
    let animator = delegate?.animationController(
      forPresented: presented, presenting: presenter, source: self)
    let interaction = animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
    let transition = HostTransitionCoordinator(
      from: presenter, to: presented, animated: animated,
      interactive: interaction?.wantsInteractiveStart == true, presentationStyle: style)
    if animated {
      presented.activeTransition = transition
      presenter.activeTransition = transition
    }
    host.startTransition(animated: animated, named: "present(\(presented.hostName))") {
      presented.startPresentation(
        by: presenter, visible: visible, presentation: presentation, animated: animated,
        animator: animator, interaction: interaction, transition: transition,
        completion: completion)
    }
  }

  /// Starts a presentation already made: the will-callbacks, then the animation, whose end
  /// sends the did-callbacks and runs `completion`.
  private func startPresentation(
    by presenter: UIViewController, visible: Bool, presentation: UIPresentationController?,
    animated: Bool, animator: (any UIViewControllerAnimatedTransitioning)?,
    interaction: (any UIViewControllerInteractiveTransitioning)?,
    transition: HostTransitionCoordinator, completion: (() -> Void)?
  ) {
    let presented = self
    let style = modalPresentationStyle
    let hidesPresenter = presentationHidesPresenter
    let host = presenter.diagnosticHost
    if visible { loadViewIfNeeded() }
    presentation?.beginPresentation()
    if visible && hidesPresenter { presenter.beginAppearance(false, animated: animated) }
    if visible { presented.beginAppearance(true, animated: animated) }
    // A held transition must not keep its host alive: a host let go ends what it holds.
    let finish = { [weak host] in
      // From its viewDidAppear on, the presented controller may dismiss itself or present.
      presented.isInPresentationTransition = false
      presented.endAppearance(animated: animated)
      presented.isBeingPresented = false
      if hidesPresenter { presenter.endAppearance(animated: animated) }
      if presented.activeTransition === transition { presented.activeTransition = nil }
      if presenter.activeTransition === transition { presenter.activeTransition = nil }
      transition.finish()
      presentation?.endPresentation(completed: true)
      if let host { host.runCompletion(completion) } else { completion?() }
    }
    guard let animator else {
      return host.finishTransition(animated: animated, named: "present(\(hostName))", finish)
    }
    // A custom presentation (X1): it ends when the animator says; cancelled, nothing happened.
    let context = HostTransitionContext(
      from: presenter, to: presented, animated: true, interactive: interaction != nil,
      presentationStyle: style, animator: animator, host: host,
      containerView: presentation?.containerView ?? TransitionContainerView(in: presented)
    ) { completed in
      guard !completed else { return finish() }
      presented.isInPresentationTransition = false
      UIViewController.runAppearanceBack(
        arrived: presented, left: visible && hidesPresenter ? presenter : nil)
      presented.isBeingPresented = false
      presented.activeTransition = nil
      presenter.activeTransition = nil
      presenter.storedPresented = nil
      presented.storedPresenting = nil
      transition.finish()
      presentation?.endPresentation(completed: false)
    }
    context.coordinator = transition
    context.start(interaction: interaction)
  }

  /// Dismisses what this controller presents, or, if it presents nothing, asks its presenter
  /// to dismiss it (P4), through the presenter's `dismiss(animated:completion:)`, so that an
  /// override there is called. Everything presented above goes too. `completion` runs after the
  /// dismissed controller's `viewDidDisappear`.
  func performDismiss(animated: Bool, completion: (() -> Void)?) {
    if let owner = presentationOwner {
      owner.dismissPresented(animated: animated, by: hostName, completion: completion)
    } else if let presenting = presentingViewController {
      presenting.dismiss(animated: animated, completion: completion)
    } else {
      diagnosticHost.report(
        .warning, .p4, "dismiss called on \(hostName), which presents nothing and is not presented")
    }
  }

  /// The ancestor that owns the presentation shown over this controller.
  var presentationOwner: UIViewController? {
    var current: UIViewController? = self
    while let candidate = current {
      if candidate.storedPresented != nil { return candidate }
      current = candidate.parent
    }
    return nil
  }

  /// The controller that presents for this one: for a presentation over the current context,
  /// the nearest ancestor that defines the presentation context; otherwise, and when none
  /// does, the top of its parent chain, which covers the screen (P3).
  func presenter(for style: UIModalPresentationStyle) -> UIViewController {
    var current = self
    while let parent = current.parent {
      if style.usesPresentationContext && current.definesPresentationContext { return current }
      current = parent
    }
    return current
  }

  func dismissPresented(
    animated: Bool,
    by caller: String,
    willBegin: (() -> Void)? = nil,
    completion: (() -> Void)?
  ) {
    guard let first = storedPresented else { return }
    var chain = [first]
    while let next = chain.last?.storedPresented { chain.append(next) }
    if chain.contains(where: \.isInPresentationTransition) {
      diagnosticHost.report(
        .warning, .transition,
        "Attempt to dismiss from \(caller) while a presentation or dismiss is in progress")
      return
    }
    recordCall(.operation, self, "dismiss(\(first.hostName))")
    first.preferredTransition.map { $0.begins(from: $0.source ?? self, zooming: first) }
    let presentations = chain.map { $0.presentationController }
    let visible = isInVisibleWindow
    let delegate = animated ? first.transitioningDelegate : nil
    let animator = delegate?.animationController(forDismissed: first)
    let interaction = animator.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
    let transition = HostTransitionCoordinator(
      from: first, to: self, animated: animated,
      interactive: interaction?.wantsInteractiveStart == true,
      presentationStyle: first.modalPresentationStyle)
    if animated {
      activeTransition = transition
      for presented in chain { presented.activeTransition = transition }
    }
    for presented in chain {
      presented.isBeingDismissed = true
      presented.isInPresentationTransition = true
    }
    diagnosticHost.startTransition(animated: animated, named: "dismiss(\(first.hostName))") {
      [self] in
      startDismissal(
        of: chain, presentations: presentations, visible: visible, animated: animated,
        animator: animator, interaction: interaction, transition: transition,
        willBegin: willBegin, completion: completion)
    }
  }

  /// Starts a dismissal of `chain`, this controller's presentations, already asked for: the
  /// will-callbacks, then the animation, whose end sends the did-callbacks and runs
  /// `completion`.
  private func startDismissal(
    of chain: [UIViewController], presentations: [UIPresentationController?], visible: Bool,
    animated: Bool, animator: (any UIViewControllerAnimatedTransitioning)?,
    interaction: (any UIViewControllerInteractiveTransitioning)?,
    transition: HostTransitionCoordinator, willBegin: (() -> Void)?, completion: (() -> Void)?
  ) {
    let first = chain[0]
    let hidesPresenter = first.presentationHidesPresenter
    // A swipe's delegate hears willDismiss here, with the transition coordinator set (P8).
    willBegin?()
    for presentation in presentations.reversed() { presentation?.dismissalTransitionWillBegin() }
    for presented in chain.reversed() {
      presented.beginAppearance(false, animated: animated)
    }
    if visible && hidesPresenter { beginAppearance(true, animated: animated) }
    let host = diagnosticHost
    let finish = { [self, weak host] in
      for presented in chain.reversed() {
        presented.isInPresentationTransition = false
        presented.endAppearance(animated: animated)
        presented.isBeingDismissed = false
        presented.activeTransition = nil
      }
      // The presentation is over before the presenter's viewDidAppear, which may present again.
      storedPresented = nil
      for presented in chain {
        presented.storedPresented = nil
        presented.storedPresenting = nil
      }
      if hidesPresenter { endAppearance(animated: animated) }
      if activeTransition === transition { activeTransition = nil }
      host?.releaseOrphanedPresentations(chain)
      transition.finish()
      for presentation in presentations.reversed() { presentation?.endDismissal(completed: true) }
      if let host { host.runCompletion(completion) } else { completion?() }
    }
    guard let animator else {
      return host.finishTransition(animated: animated, named: "dismiss(\(first.hostName))", finish)
    }
    // A custom dismissal (X1): it ends when the animator says; cancelled, the modal stays.
    let context = HostTransitionContext(
      from: first, to: self, animated: true, interactive: interaction != nil,
      presentationStyle: first.modalPresentationStyle, animator: animator, host: host,
      containerView: presentations.first??.containerView ?? TransitionContainerView(in: first)
    ) { [self] completed in
      guard !completed else { return finish() }
      for presented in chain {
        presented.isInPresentationTransition = false
        UIViewController.runAppearanceBack(arrived: nil, left: presented)
        presented.isBeingDismissed = false
        presented.activeTransition = nil
      }
      UIViewController.runAppearanceBack(arrived: visible && hidesPresenter ? self : nil, left: nil)
      activeTransition = nil
      transition.finish()
      for presentation in presentations.reversed() { presentation?.endDismissal(completed: false) }
    }
    context.coordinator = transition
    context.start(interaction: interaction)
  }

  /// The presentation controller of a presentation that begins: for a custom presentation, the
  /// one the transitioning delegate vends (X5); otherwise UIKit's for the style.
  func presentationController(
    presentedBy presenter: UIViewController, from source: UIViewController
  ) -> UIPresentationController? {
    if modalPresentationStyle == .custom,
      let custom = transitioningDelegate?.presentationController(
        forPresented: self, presenting: presenter, source: source)
    {
      if custom.delegate == nil { custom.delegate = storedPresentationController?.delegate }
      storedPresentationController = custom
    }
    return presentationController
  }

  /// Whether presenting this controller takes its presenter off screen: a full-screen style
  /// does, and a custom presentation when its presentation controller says so (X5).
  var presentationHidesPresenter: Bool {
    guard modalPresentationStyle == .custom else { return modalPresentationStyle.hidesPresenter }
    return presentationController?.shouldRemovePresentersView ?? false
  }

  private func presentationRefusal(of presented: UIViewController) -> String? {
    if presented === self {
      return "Application tried to present modally a view controller \(hostName) on itself"
    }
    if presented.storedPresenting != nil {
      return
        "Application tried to present modally a view controller \(presented.hostName) that is already presented"
    }
    if presented.parent != nil {
      return
        "Application tried to present modally a view controller \(presented.hostName) that has a parent"
    }
    if presented.window != nil || presented.isAncestor(of: self) {
      return
        "Application tried to present modally a view controller \(presented.hostName) that is already in the window hierarchy"
    }
    return nil
  }

  /// A person's swipe-down on this presented sheet (P8).
  func dismissBySwipe(cancelled: Bool = false) {
    let controller = presentationController
    let host = diagnosticHost
    let refusesSwipe =
      isModalInPresentation || contentChain.contains { $0.isModalInPresentation }
    if let controller, let delegate = controller.delegate {
      if refusesSwipe || !delegate.presentationControllerShouldDismiss(controller) {
        host.record(
          .delegate, HeadlessHost.name(of: delegate),
          "presentationControllerDidAttemptToDismiss(\(hostName))")
        delegate.presentationControllerDidAttemptToDismiss(controller)
        return
      }
    } else if refusesSwipe {
      return
    }
    guard let presenter = storedPresenting else { return }
    let name = hostName
    let willDismiss = { [weak controller] in
      guard let controller, let delegate = controller.delegate else { return }
      host.record(
        .delegate, HeadlessHost.name(of: delegate), "presentationControllerWillDismiss(\(name))")
      delegate.presentationControllerWillDismiss(controller)
    }
    if cancelled {
      beginAppearanceTransition(false, animated: true)
      willDismiss()
      beginAppearanceTransition(true, animated: true)
      endAppearanceTransition()
      return
    }
    presenter.dismissPresented(animated: true, by: "swipe", willBegin: willDismiss) {
      [weak controller] in
      guard let controller, let delegate = controller.delegate else { return }
      host.record(
        .delegate, HeadlessHost.name(of: delegate), "presentationControllerDidDismiss(\(name))")
      delegate.presentationControllerDidDismiss(controller)
    }
  }

  /// This controller and the controllers on top inside it: a tab's selected one, a stack's top.
  var contentChain: [UIViewController] {
    var chain: [UIViewController] = [self]
    while let next = chain.last?.visibleChild { chain.append(next) }
    return chain
  }
}
