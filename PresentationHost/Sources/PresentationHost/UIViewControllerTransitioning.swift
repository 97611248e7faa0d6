// Custom transitions, as UIKit declares them: a transitioning delegate vends an animator (and
// for a person's gesture, an interaction controller); the animator animates in a transition
// context and says when it is done with `completeTransition(_:)`. The host draws nothing:
// animations are applied at once and their completions run when the transition ends; while a
// person drives an interactive transition, they wait for it to finish or be cancelled.

/// Vends the objects that run a custom presentation or dismissal. Every method is optional.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
  /// The animator that presents `presented`, or nil for UIKit's.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The animator that dismisses `dismissed`, or nil for UIKit's.
  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  /// The object a person drives the presentation with, or nil for none.
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  /// The object a person drives the dismissal with, or nil for none.
  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  /// The presentation controller of a custom presentation (`.custom`), or nil for UIKit's.
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }
  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }
}

/// Animates one transition.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  /// How long the animation takes.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  /// Animates, then calls `completeTransition(_:)` on the context.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  /// Called once the transition ended, completed or not. Optional.
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What an animator animates in.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
  /// The view the transition takes place in.
  var containerView: UIView { get }
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether a person drives it.
  var isInteractive: Bool { get }
  /// Whether a person cancelled it.
  var transitionWasCancelled: Bool { get }
  /// The style of a presentation.
  var presentationStyle: UIModalPresentationStyle { get }
  /// A person moved the transition to `percentComplete`.
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// A person let go: the transition finishes.
  func finishInteractiveTransition()
  /// A person let go: the transition goes back.
  func cancelInteractiveTransition()
  /// A person paused the transition.
  func pauseInteractiveTransition()
  /// The animator is done: `didComplete` is false when the transition was cancelled.
  func completeTransition(_ didComplete: Bool)
  /// The controller on either side.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view on either side.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// Where `vc`'s view starts.
  func initialFrame(for vc: UIViewController) -> CGRect
  /// Where `vc`'s view ends.
  func finalFrame(for vc: UIViewController) -> CGRect
}

/// Which side's view to ask a transition context for.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The view of the controller shown before.
  public static let from = UITransitionContextViewKey(rawValue: "from")
  /// The view of the controller shown after.
  public static let to = UITransitionContextViewKey(rawValue: "to")
}

/// Drives a transition with a person's gesture.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
  /// The transition starts, driven by this object.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  /// Whether the transition starts driven by a person (else it animates until taken over).
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  public var wantsInteractiveStart: Bool { true }
}

/// An interaction controller that moves its animator's animations to a percentage a person sets,
/// and finishes or cancels them when the person lets go.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject,
  UIViewControllerInteractiveTransitioning
{
  /// How far the transition is, from 0 to 1.
  open private(set) var percentComplete: CGFloat = 0
  /// How fast the rest of the animation runs once the person lets go.
  open var completionSpeed: CGFloat = 1
  open var wantsInteractiveStart = true
  private var context: HostTransitionContext?

  /// Creates the interaction controller.
  public override init() {
    super.init()
  }

  open func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    guard let context = transitionContext as? HostTransitionContext else { return }
    self.context = context
    context.animator?.animateTransition(using: context)
  }

  /// Moves the transition to `percentComplete`.
  open func update(_ percentComplete: CGFloat) {
    self.percentComplete = min(max(percentComplete, 0), 1)
    context?.updateInteractiveTransition(self.percentComplete)
  }

  /// Finishes the transition: its animations complete.
  open func finish() {
    context?.finishInteractiveTransition()
    context = nil
  }

  /// Cancels the transition: its animations go back, and the animator reports it cancelled.
  open func cancel() {
    context?.cancelInteractiveTransition()
    context = nil
  }

  /// Pauses the transition.
  open func pause() {
    context?.pauseInteractiveTransition()
  }
}

/// The host's transition context: the two sides, and what to do when the animator is done.
@preconcurrency @MainActor
final class HostTransitionContext: NSObject, UIViewControllerContextTransitioning {
  let containerView: UIView
  let isAnimated: Bool
  private(set) var isInteractive: Bool
  private(set) var transitionWasCancelled = false
  let presentationStyle: UIModalPresentationStyle
  /// The animator of this transition, for an interaction controller that drives it.
  private(set) var animator: (any UIViewControllerAnimatedTransitioning)?
  private let from: UIViewController?
  private let destination: UIViewController?
  private var onComplete: ((Bool) -> Void)?
  /// Animation completions waiting for a person to let go.
  private var waitingCompletions: [() -> Void] = []
  private weak var host: HeadlessHost?
  /// The coordinator the transition's controllers see, told when the person lets go (X4).
  weak var coordinator: HostTransitionCoordinator?

  init(
    from: UIViewController?, to destination: UIViewController?, animated: Bool,
    interactive: Bool, presentationStyle: UIModalPresentationStyle,
    animator: any UIViewControllerAnimatedTransitioning, host: HeadlessHost,
    containerView: UIView, onComplete: @escaping (Bool) -> Void
  ) {
    self.containerView = containerView
    self.from = from
    self.destination = destination
    self.isAnimated = animated
    self.isInteractive = interactive
    self.presentationStyle = presentationStyle
    self.animator = animator
    self.host = host
    self.onComplete = onComplete
    super.init()
  }

  /// Runs the transition: the interaction controller, if a person drives it, else the
  /// animator. Animation completions wait while it is interactive; otherwise they run when the
  /// host finishes transitions (at once, or when it releases held ones).
  func start(interaction: (any UIViewControllerInteractiveTransitioning)?) {
    HostAnimations.running.append(self)
    defer { HostAnimations.running.removeAll { $0 === self } }
    if let interaction, interaction.wantsInteractiveStart {
      interaction.startInteractiveTransition(self)
    } else {
      isInteractive = false
      animator?.animateTransition(using: self)
    }
  }

  /// Where an animation begun during this transition leaves its completion.
  func holdCompletion(_ completion: @escaping () -> Void) {
    if isInteractive {
      waitingCompletions.append(completion)
    } else {
      (host ?? .detached).finishTransition(animated: isAnimated, completion)
    }
  }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {}

  func finishInteractiveTransition() {
    end(cancelled: false)
  }

  func cancelInteractiveTransition() {
    end(cancelled: true)
  }

  func pauseInteractiveTransition() {}

  private func end(cancelled: Bool) {
    guard isInteractive else { return }
    transitionWasCancelled = cancelled
    isInteractive = false
    coordinator?.endInteraction(cancelled: cancelled)
    let completions = waitingCompletions
    waitingCompletions = []
    for completion in completions { completion() }
  }

  func completeTransition(_ didComplete: Bool) {
    guard let onComplete else { return }
    self.onComplete = nil
    let animator = self.animator
    self.animator = nil
    onComplete(didComplete && !transitionWasCancelled)
    animator?.animationEnded(didComplete && !transitionWasCancelled)
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from ? from : key == .to ? destination : nil
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    (key == .from ? from : key == .to ? destination : nil)?.view
  }

  func initialFrame(for vc: UIViewController) -> CGRect { vc.viewIfLoaded?.frame ?? .zero }

  /// Where `vc`'s view ends: for the controller a custom presentation shows, where its
  /// presentation controller places it (X5).
  func finalFrame(for vc: UIViewController) -> CGRect {
    if vc === destination, vc.modalPresentationStyle == .custom,
      let presentation = vc.presentationController, presentation.isActive
    {
      return presentation.frameOfPresentedViewInContainerView
    }
    return vc.viewIfLoaded?.frame ?? .zero
  }
}

/// Animations the app asks for while a custom transition runs: their completions belong to it.
@MainActor
enum HostAnimations {
  /// The custom transitions whose animator is running now, innermost last.
  static var running: [HostTransitionContext] = []

  /// Runs `completion` when the animation it belongs to ends: with the running transition, or
  /// at once.
  static func complete(_ completion: @escaping () -> Void) {
    if let transition = running.last {
      transition.holdCompletion(completion)
    } else {
      completion()
    }
  }
}

extension UIView {
  /// How an animation's progress is spread over its duration.
  public enum AnimationCurve: Int, Sendable {
    case easeInOut, easeIn, easeOut, linear
  }

  /// Options of an animation; accepted and recorded.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
  }

  /// Applies `animations` at once; `completion` runs when the animation ends: at once, or with
  /// the custom transition it belongs to (finished: true).
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animating(for: duration, animations)
    guard let completion else { return }
    HostAnimations.complete { completion(true) }
  }

  /// Applies `animations` at once.
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animating(for: duration, animations)
  }

  /// The durations of the animation blocks running, innermost last.
  private static var animationDurations: [TimeInterval] = []
  private static var animationsDisabled = false

  /// Runs `animations` as the block of an animation of `duration`: inside, it is the inherited
  /// duration, unless animations are off.
  private static func animating(for duration: TimeInterval, _ animations: () -> Void) {
    animationDurations.append(animationsDisabled ? 0 : duration)
    defer { animationDurations.removeLast() }
    animations()
  }

  /// Whether changes made in animation blocks animate: true unless the app turned animations
  /// off (`setAnimationsEnabled(_:)`) or `performWithoutAnimation(_:)` is running.
  public class var areAnimationsEnabled: Bool { !animationsDisabled }

  /// Turns animations on or off; the host applies every change at once either way.
  public class func setAnimationsEnabled(_ enabled: Bool) {
    animationsDisabled = !enabled
  }

  /// The duration of the animation whose block is running: 0 outside one, or while animations
  /// are off.
  public class var inheritedAnimationDuration: TimeInterval { animationDurations.last ?? 0 }

  /// Applies `animations` at once, as a spring would end; `completion` as `animate` says.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: delay, options: options, animations: animations,
      completion: completion)
  }

  /// Applies `animations` at once, as a spring of `duration` and `bounce` would end (iOS 17);
  /// `completion` as `animate` says.
  public class func animate(
    springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
    initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: delay, options: options, animations: animations,
      completion: completion)
  }

  /// Runs `actionsWithoutAnimation` with animations off, even inside an animation block.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let wasDisabled = animationsDisabled
    animationsDisabled = true
    animationDurations.append(0)
    defer {
      animationDurations.removeLast()
      animationsDisabled = wasDisabled
    }
    actionsWithoutAnimation()
  }

  /// Options of a keyframe animation; accepted and recorded.
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let calculationModeLinear = KeyframeAnimationOptions([])
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
  }

  /// The keyframes `addKeyframe` adds while a keyframe animation's block runs, innermost last.
  private static var keyframeGroups: [[(start: Double, animations: () -> Void)]] = []

  /// Runs `animations`, which adds keyframes, then applies the keyframes at once in the order
  /// of their start times (the order added among equal ones); `completion` as `animate` says.
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    keyframeGroups.append([])
    animations()
    let keyframes = keyframeGroups.removeLast().enumerated().sorted {
      ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
    }
    for keyframe in keyframes { keyframe.element.animations() }
    guard let completion else { return }
    HostAnimations.complete { completion(true) }
  }

  /// Adds a keyframe to the keyframe animation whose block is running; outside one, its
  /// animations are applied at once.
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    guard !keyframeGroups.isEmpty else { return animations() }
    keyframeGroups[keyframeGroups.count - 1].append((frameStartTime, animations))
  }

  /// Replaces `fromView` with `toView` in its superview, as a transition between two views:
  /// with `.showHideTransitionViews`, hides one and shows the other instead; `completion` as
  /// `animate` says.
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    if options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
    } else if let superview = fromView.superview {
      superview.insertSubview(toView, aboveSubview: fromView)
      fromView.removeFromSuperview()
    }
    guard let completion else { return }
    HostAnimations.complete { completion(true) }
  }

  /// Applies `animations` to `view` at once; `completion` as `animate` says.
  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    guard let completion else { return }
    HostAnimations.complete { completion(true) }
  }
}

/// Groups layer changes; its completion block runs when the group's animations end.
@preconcurrency @MainActor
public final class CATransaction {
  /// An open group: the block to run when its animations end, and the duration it gives
  /// animations added without one.
  private struct Group {
    var completion: (() -> Void)?
    var duration: TimeInterval
  }

  /// The open groups, innermost last.
  private static var groups: [Group] = []
  /// The implicit group's duration, for animations added outside any group.
  private static var implicitDuration: TimeInterval = 0.25

  /// Starts a group, with its enclosing group's duration.
  public class func begin() {
    groups.append(Group(completion: nil, duration: animationDuration()))
  }

  /// Ends the group: its completion block runs when its animations end (at once, or with the
  /// custom transition it belongs to).
  public class func commit() {
    guard let group = groups.popLast(), let block = group.completion else { return }
    HostAnimations.complete(block)
  }

  /// The block to run when the current group's animations end.
  public class func setCompletionBlock(_ block: (() -> Void)?) {
    guard !groups.isEmpty else {
      // Outside a group the block belongs to the implicit one, which ends at once.
      if let block { HostAnimations.complete(block) }
      return
    }
    groups[groups.count - 1].completion = block
  }

  /// The duration the current group gives animations added without one: 0.25 s unless set,
  /// a new group starting with its enclosing group's.
  public class func animationDuration() -> TimeInterval {
    groups.last?.duration ?? implicitDuration
  }

  /// Sets the duration the current group gives animations added without one.
  public class func setAnimationDuration(_ duration: TimeInterval) {
    if groups.isEmpty {
      implicitDuration = duration
    } else {
      groups[groups.count - 1].duration = duration
    }
  }

  /// Accepted; the host animates nothing.
  public class func setDisableActions(_ flag: Bool) {}
}
