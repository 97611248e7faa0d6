/// Which side of a transition to ask a `TransitionCoordinator` about.
public enum TransitionContextViewControllerKey: Sendable {
  /// The controller that was on top before the transition.
  case from
  /// The controller that is on top after it.
  case to
}

/// What a running transition is about: UIKit's `UIViewControllerTransitionCoordinator`.
@MainActor
public final class TransitionCoordinator {
  /// Whether the transition is animated.
  public let isAnimated: Bool
  /// Whether a person drives it; the host's transitions never are.
  public let isInteractive = false
  private let from: ViewController?
  private let destination: ViewController?

  init(from: ViewController?, to destination: ViewController?, animated: Bool) {
    self.from = from
    self.destination = destination
    self.isAnimated = animated
  }

  /// The controller on either side of the transition.
  public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
    switch key {
    case .from: from
    case .to: destination
    }
  }
}
