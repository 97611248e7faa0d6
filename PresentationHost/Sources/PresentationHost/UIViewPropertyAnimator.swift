// Property animators, as interactive and interruptible animations use them. The host animates
// nothing: an animator's animations are applied when it runs to its end, its completions run
// then, and its states follow UIKit's (inactive, active, running or paused, stopped), with the
// calls UIKit calls programmer errors refused (AN1).

/// Where an animation ended.
public enum UIViewAnimatingPosition: Int, Sendable {
  case end, start, current
}

/// Where an animator is in its life.
public enum UIViewAnimatingState: Int, Sendable {
  case inactive, active, stopped
}

/// How an animation's progress is spread over its duration.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSObjectProtocol {}

/// A timing curve of a cubic Bézier, or one of UIKit's curves.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  /// The curve, when it is one of UIKit's.
  public let animationCurve: UIView.AnimationCurve

  /// The curve's first control point, of a cubic Bézier curve from (0, 0) to (1, 1).
  public let controlPoint1: CGPoint
  /// The curve's second control point.
  public let controlPoint2: CGPoint

  /// The ease-in-ease-out curve.
  public override convenience init() {
    self.init(animationCurve: .easeInOut)
  }

  /// One of UIKit's curves, with its control points.
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    (controlPoint1, controlPoint2) =
      switch curve {
      case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
      case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
      case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
      default: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
      }
    super.init()
  }

  /// A curve of the app's own, by its two control points.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    super.init()
  }
}

/// A timing curve of a spring.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  /// How much the spring is damped, from 0 to 1.
  public let dampingRatio: CGFloat
  /// The speed the animated views start at, relative to the distance they go.
  public let initialVelocity: CGVector

  /// A critically damped spring, as UIKit's default is.
  public override convenience init() {
    self.init(dampingRatio: 1)
  }

  /// A spring damped by `ratio`.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: .zero)
  }

  /// A spring damped by `ratio`, starting at `velocity`.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    dampingRatio = ratio
    initialVelocity = velocity
    super.init()
  }

  /// A spring of a mass on a spring of `stiffness`, damped by `damping`, starting at
  /// `velocity`: its damping ratio is `damping / (2 * sqrt(stiffness * mass))`.
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
    initialVelocity = velocity
    super.init()
  }

  /// A spring that settles in about `duration`, bouncing by `bounce` (iOS 17): a bounce of 0
  /// is critically damped (a damping ratio of 1), above 0 it overshoots (`1 - bounce`), below 0
  /// it is overdamped (`1 / (1 + bounce)`).
  public init(
    duration: TimeInterval, bounce: CGFloat = 0, initialVelocity velocity: CGVector = .zero
  ) {
    dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    initialVelocity = velocity
    super.init()
  }
}

/// Animates changes to views, and lets them be paused, scrubbed, reversed and stopped.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
  /// How long the animations take.
  public let duration: TimeInterval
  /// Where the animator is in its life.
  public private(set) var state = UIViewAnimatingState.inactive
  /// Whether the animations are running: true only while active and not paused.
  public private(set) var isRunning = false
  /// How far along the animations are, from 0 to 1; setting it pauses an inactive animator.
  open var fractionComplete: CGFloat = 0 {
    didSet {
      if state == .inactive { state = .active }
    }
  }
  /// Whether the animations run backwards, to their start.
  open var isReversed = false
  /// Whether the animations can be paused and stopped.
  open var isInterruptible = true
  /// Whether the animator stays active once its animations end.
  open var pausesOnCompletion = false
  /// Whether `fractionComplete` moves the animations along a straight line while they are
  /// paused, rather than along their curve; true by default.
  open var scrubsLinearly = true
  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []

  /// An animator of `duration` along `curve`, with `animations`.
  public init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.duration = duration
    super.init()
    if let animations { self.animations.append(animations) }
  }

  /// An animator of `duration` that springs, damped by `ratio`, with `animations`.
  public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil)
  {
    self.duration = duration
    super.init()
    if let animations { self.animations.append(animations) }
  }

  /// An animator of `duration` timed by `parameters`.
  public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    self.duration = duration
    super.init()
  }

  /// An animator that starts at once, after `delay`.
  public static func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(
      duration: duration, curve: .easeInOut, animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// Adds animations; while the animator runs, they are applied at once.
  open func addAnimations(_ animation: @escaping () -> Void) {
    if isRunning {
      animation()
    } else {
      animations.append(animation)
    }
  }

  /// Adds animations to begin `delayFactor` of the way in; applied as `addAnimations` says.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds a block to run when the animations end, with where they ended.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Runs the animations to their end: on the host, they are applied at once and the
  /// completions run when the animation ends. A stopped animator cannot start (AN1).
  open func startAnimation() {
    guard state != .stopped else {
      refuse("startAnimation() on a stopped animator: finish it with finishAnimation(at:) first")
      return
    }
    state = .active
    isRunning = true
    let pending = animations
    animations = []
    if !isReversed {
      for animation in pending { animation() }
    }
    HostAnimations.complete { [self] in
      guard isRunning else { return }
      isRunning = false
      fractionComplete = 1
      guard !pausesOnCompletion else { return }
      end(at: isReversed ? .start : .end)
    }
  }

  /// Runs the animations after `delay`; the host waits for nothing.
  open func startAnimation(afterDelay delay: TimeInterval) {
    startAnimation()
  }

  /// Pauses the animations: an inactive animator becomes active, paused.
  open func pauseAnimation() {
    guard state != .stopped else {
      refuse("pauseAnimation() on a stopped animator")
      return
    }
    state = .active
    isRunning = false
  }

  /// Runs paused animations to their end, as `startAnimation()` does.
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    startAnimation()
  }

  /// Stops the animations where they are. Without finishing, the animator is inactive and no
  /// completion runs; else it is stopped until `finishAnimation(at:)`.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    isRunning = false
    if withoutFinishing {
      animations = []
      completions = []
      state = .inactive
    } else {
      state = .stopped
    }
  }

  /// Ends a stopped animator at `finalPosition` and runs its completions: at the end, the
  /// animations not yet applied are. UIKit calls it a programmer error on an animator that is
  /// not stopped (AN1).
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else {
      refuse("finishAnimation(at:) on an animator that is not stopped: call stopAnimation(false)")
      return
    }
    let pending = animations
    animations = []
    if finalPosition == .end {
      for animation in pending { animation() }
    }
    end(at: finalPosition)
  }

  private func end(at position: UIViewAnimatingPosition) {
    state = .inactive
    let ending = completions
    completions = []
    for completion in ending { completion(position) }
  }

  private func refuse(_ message: String) {
    HeadlessHost.detached.report(.error, .an1, "UIViewPropertyAnimator: \(message)")
  }
}
