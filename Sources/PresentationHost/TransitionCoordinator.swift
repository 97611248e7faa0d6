/// Which side of a transition to ask a `UIViewControllerTransitionCoordinator` about.
public enum UITransitionContextViewControllerKey: Sendable {
  /// The controller that was on top before the transition.
  case from
  /// The controller that is on top after it.
  case to
}

/// What a running transition is about: UIKit's `UIViewControllerTransitionCoordinator`.
@MainActor
public final class UIViewControllerTransitionCoordinator {
  /// Whether the transition is animated.
  public let isAnimated: Bool
  /// Whether a person drives it; the host's transitions never are.
  public let isInteractive = false
  private let from: UIViewController?
  private let destination: UIViewController?

  init(from: UIViewController?, to destination: UIViewController?, animated: Bool) {
    self.from = from
    self.destination = destination
    self.isAnimated = animated
  }

  /// The controller on either side of the transition.
  public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  {
    switch key {
    case .from: from
    case .to: destination
    }
  }
}
