extension UIViewController {
  /// Starts an appearance change, forwarded to the children that follow this controller: for
  /// an appearance, `viewWillAppear`, then the view enters the window and `viewIsAppearing`, in
  /// the same layout pass, before any animation (T2).
  func beginAppearance(_ isAppearing: Bool, animated: Bool) {
    announceAppearance(isAppearing, animated: animated)
    if isAppearing { enterWindow(animated: animated) }
  }

  private func announceAppearance(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
      loadViewIfNeeded()
      appearanceState = .appearing
      host?.track(self)
      recordCall(.lifecycle, self, "viewWillAppear")
      callRequiringSuper("viewWillAppear(_:)") { viewWillAppear(animated) }
      willBeginAppearing(animated: animated)
    } else {
      guard appearanceState == .appeared || appearanceState == .appearing else { return }
      appearanceState = .disappearing
      recordCall(.lifecycle, self, "viewWillDisappear")
      callRequiringSuper("viewWillDisappear(_:)") { viewWillDisappear(animated) }
    }
    for child in appearanceChildren {
      child.announceAppearance(isAppearing, animated: animated)
    }
  }

  /// The view of an appearing controller enters the window (V10), and the controller and its
  /// children hear `viewIsAppearing` and lay out.
  private func enterWindow(animated: Bool) {
    guard appearanceState == .appearing, !isAddedToWindow else { return }
    let window = windowOfTree
    view.tellWillMove(toWindow: window)
    isAddedToWindow = true
    view.tellDidMoveToWindow(window != nil)
    recordCall(.lifecycle, self, "viewIsAppearing")
    callRequiringSuper("viewIsAppearing(_:)") { viewIsAppearing(animated) }
    viewWillLayoutSubviews()
    view.layOutTree()
    viewDidLayoutSubviews()
    for child in appearanceChildren { child.enterWindow(animated: animated) }
  }

  /// Ends the appearance change `beginAppearance` started.
  func endAppearance(animated: Bool) {
    switch appearanceState {
    case .appearing:
      enterWindow(animated: animated)
      isAddedToWindow = false
      appearanceState = .appeared
      recordCall(.lifecycle, self, "viewDidAppear")
      callRequiringSuper("viewDidAppear(_:)") { viewDidAppear(animated) }
    case .disappearing:
      // The view leaves the window: a field of it that is editing stops, whatever its delegate
      // says, and the keyboard hides (R2).
      viewIfLoaded?.endEditing(true)
      view.tellWillMove(toWindow: nil)
      isAddedToWindow = false
      appearanceState = .disappeared
      view.tellDidMoveToWindow(false)
      recordCall(.lifecycle, self, "viewDidDisappear")
      callRequiringSuper("viewDidDisappear(_:)") { viewDidDisappear(animated) }
    case .appeared, .disappeared:
      return
    }
    for child in appearanceChildren {
      child.endAppearance(animated: animated)
    }
    if appearanceState == .appeared {
      checkLayoutOnce()
      didEndAppearing(animated: animated)
    }
  }

  /// Swaps which of two controllers is on screen, in UIKit's order: both `will` calls, then both `did`.
  func swapAppearance(
    from leaving: UIViewController?,
    to arriving: UIViewController?,
    visible: Bool,
    animated: Bool
  ) -> (() -> Void) {
    guard visible else { return {} }
    if let arriving { arriving.loadViewIfNeeded() }
    leaving?.beginAppearance(false, animated: animated)
    arriving?.beginAppearance(true, animated: animated)
    return {
      leaving?.endAppearance(animated: animated)
      arriving?.endAppearance(animated: animated)
    }
  }

  /// Runs a cancelled transition's appearance back: `arrived`, which was appearing, disappears,
  /// and `left`, which was disappearing, appears again, each with both calls.
  static func runAppearanceBack(arrived: UIViewController?, left: UIViewController?) {
    arrived?.beginAppearance(false, animated: true)
    arrived?.endAppearance(animated: true)
    left?.beginAppearance(true, animated: true)
    left?.endAppearance(animated: true)
  }
}

extension UIView {
  /// The child controller whose view this is, when its view entering a window makes it appear:
  /// it has not appeared, and its container is on screen and forwards appearance (L10).
  var childAppearingWithView: UIViewController? {
    guard let controller = owningViewController, controller.viewIfLoaded === self,
      controller.appearanceState == .disappeared, let parent = controller.parent,
      parent.shouldAutomaticallyForwardAppearanceMethods,
      parent.appearanceState == .appeared || parent.appearanceState == .appearing
    else { return nil }
    return controller
  }

  /// The controller whose view this is, when its view leaving the window makes it disappear:
  /// it is on screen, and no container forwards its appearance by hand (L10).
  var childDisappearingWithView: UIViewController? {
    guard let controller = owningViewController, controller.viewIfLoaded === self,
      controller.appearanceState == .appeared,
      controller.parent?.shouldAutomaticallyForwardAppearanceMethods ?? true
    else { return nil }
    return controller
  }
}
