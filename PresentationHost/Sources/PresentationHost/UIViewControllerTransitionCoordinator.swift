/// Which side of a transition to ask a transition coordinator about.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The controller that was shown before the transition.
  public static let from = UITransitionContextViewControllerKey(rawValue: "from")
  /// The controller that is shown after it.
  public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

/// What a running transition is about.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether a person drives it (the interactive back swipe).
  var isInteractive: Bool { get }
  /// Whether a person cancelled it.
  var isCancelled: Bool { get }
  /// Whether the transition was started by a person and is now finishing on its own.
  var initiallyInteractive: Bool { get }
  /// The style of a presentation transition.
  var presentationStyle: UIModalPresentationStyle { get }
  /// How long the animation takes, in seconds.
  var transitionDuration: TimeInterval { get }
  /// The controller on either side of the transition.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

/// A running transition, to which code can add work that runs alongside it or after it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` alongside the transition and `completion` when it ends; returns whether
  /// they were accepted.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Calls `handler` when a person's interactive transition ends, finished or cancelled.
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// Runs `animation` alongside the transition, with nothing to run when it ends.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}

/// The host's transition coordinator, one per running transition.
@preconcurrency @MainActor
final class HostTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  let isAnimated: Bool
  /// Whether a person drives the transition: from its first appearance callbacks until they let
  /// go (X4).
  var isInteractive: Bool
  private(set) var isCancelled = false
  let initiallyInteractive: Bool
  let presentationStyle: UIModalPresentationStyle
  var transitionDuration: TimeInterval { isAnimated ? 0.35 : 0 }
  private let from: UIViewController?
  private let destination: UIViewController?
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] =
    []

  init(
    from: UIViewController?, to destination: UIViewController?, animated: Bool,
    interactive: Bool = false, presentationStyle: UIModalPresentationStyle = .none
  ) {
    self.from = from
    self.destination = destination
    self.isAnimated = animated
    self.isInteractive = interactive
    self.initiallyInteractive = interactive
    self.presentationStyle = presentationStyle
    super.init()
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from ? from : key == .to ? destination : nil
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animation?(self)
    if let completion { completions.append(completion) }
    return true
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    interactionHandlers.append(handler)
  }

  /// The person let go: `cancelled` tells whether the transition goes back.
  func endInteraction(cancelled: Bool) {
    isCancelled = cancelled
    for handler in interactionHandlers { handler(self) }
    interactionHandlers.removeAll()
    isInteractive = false
  }

  /// The transition ended: runs the completions added with `animate`.
  func finish() {
    for completion in completions { completion(self) }
    completions.removeAll()
  }
}
