// Core Animation's explicit animations, which UIKit screens add to their views' layers: basic,
// keyframe, spring, group and transition animations, their timing, and their delegate. The host
// draws nothing and has no clock, so an animation added to a layer ends at once, as a view
// animation does (or with the custom transition it belongs to); one that repeats forever runs
// until it is removed. What the delegate hears, and what the layer keeps, follow Core
// Animation's documentation.

/// Told as an animation starts and stops. Its methods are optional in Core Animation; here
/// they are requirements with defaults (U4).
@preconcurrency @MainActor
public protocol CAAnimationDelegate: NSObjectProtocol {
  /// Tells the delegate the animation has started.
  func animationDidStart(_ anim: CAAnimation)
  /// Tells the delegate the animation has ended: `flag` is true if it reached the end of its
  /// duration without being removed.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Does nothing.
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Does nothing.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The name of one of Core Animation's timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let linear = Self(rawValue: "linear")
  public static let easeIn = Self(rawValue: "easeIn")
  public static let easeOut = Self(rawValue: "easeOut")
  public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")
  public static let `default` = Self(rawValue: "default")
}

/// The pacing of an animation: a named curve or a cubic Bézier curve; recorded.
public final class CAMediaTimingFunction: NSObject, Sendable {
  /// The curve's name, if it is one of the named ones.
  public let name: CAMediaTimingFunctionName?
  /// The curve's two control points, if it was made from them.
  public let controlPoints: [Float]

  /// The named curve.
  public init(name: CAMediaTimingFunctionName) {
    self.name = name
    controlPoints = []
    super.init()
  }

  /// A cubic Bézier curve from (0, 0) to (1, 1) through the two control points.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    name = nil
    controlPoints = [c1x, c1y, c2x, c2y]
    super.init()
  }
}

/// What an animation's values show outside its active duration.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let forwards = Self(rawValue: "forwards")
  public static let backwards = Self(rawValue: "backwards")
  public static let both = Self(rawValue: "both")
  public static let removed = Self(rawValue: "removed")
}

/// How a keyframe animation computes the values between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let linear = Self(rawValue: "linear")
  public static let discrete = Self(rawValue: "discrete")
  public static let paced = Self(rawValue: "paced")
  public static let cubic = Self(rawValue: "cubic")
  public static let cubicPaced = Self(rawValue: "cubicPaced")
}

/// An animation of a layer; abstract, as in Core Animation.
@preconcurrency @MainActor
open class CAAnimation: NSObject {
  /// How long one run of the animation lasts, in seconds; zero or less takes the
  /// transaction's duration, or 0.25 s, when the animation is added.
  open var duration: TimeInterval = 0
  /// When the animation starts, in the layer's time.
  open var beginTime: TimeInterval = 0
  /// How many times the animation runs; `.infinity` repeats it until it is removed.
  open var repeatCount: Float = 0
  /// How long the animation repeats, in seconds; `.infinity` until it is removed.
  open var repeatDuration: TimeInterval = 0
  /// Whether each run plays backwards after it plays forwards.
  open var autoreverses = false
  /// How fast the animation runs, relative to its layer.
  open var speed: Float = 1
  /// Where in its duration the animation starts.
  open var timeOffset: TimeInterval = 0
  /// What the animation shows outside its active duration.
  open var fillMode = CAMediaTimingFillMode.removed
  /// The animation's pacing; nil, the default, for linear.
  open var timingFunction: CAMediaTimingFunction?
  /// Whether the layer drops the animation once it has ended; true by default.
  open var isRemovedOnCompletion = true
  /// Told as the animation starts and stops. Strong, as Core Animation retains its delegate:
  /// an animation that stays on a layer keeps its delegate alive.
  open var delegate: (any CAAnimationDelegate)?

  /// An animation with Core Animation's defaults.
  public required override init() {
    super.init()
  }

  /// Whether the animation runs until it is removed.
  var repeatsForever: Bool { repeatCount == .infinity || repeatDuration == .infinity }

  /// A copy of the animation, of its own class, as a layer keeps one: later changes to this
  /// object do not reach it.
  func copied() -> Self {
    let copy = Self()
    copy.takeValues(of: self)
    return copy
  }

  /// Takes `other`'s settings; each subclass adds its own.
  func takeValues(of other: CAAnimation) {
    duration = other.duration
    beginTime = other.beginTime
    repeatCount = other.repeatCount
    repeatDuration = other.repeatDuration
    autoreverses = other.autoreverses
    speed = other.speed
    timeOffset = other.timeOffset
    fillMode = other.fillMode
    timingFunction = other.timingFunction
    isRemovedOnCompletion = other.isRemovedOnCompletion
    delegate = other.delegate
  }
}

/// An animation of one of a layer's properties, named by its key path.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
  /// The key path of the property animated, such as "opacity" or "transform.scale".
  open var keyPath: String?
  /// Whether the animation's values are added to the property's current value.
  open var isAdditive = false
  /// Whether each repetition starts where the previous one ended.
  open var isCumulative = false

  /// An animation of the property at `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  override func takeValues(of other: CAAnimation) {
    super.takeValues(of: other)
    guard let other = other as? CAPropertyAnimation else { return }
    keyPath = other.keyPath
    isAdditive = other.isAdditive
    isCumulative = other.isCumulative
  }
}

/// An animation of a property from one value to another.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
  /// The value the animation starts from.
  open var fromValue: Any?
  /// The value the animation ends at.
  open var toValue: Any?
  /// The value the animation adds to its start.
  open var byValue: Any?

  override func takeValues(of other: CAAnimation) {
    super.takeValues(of: other)
    guard let other = other as? CABasicAnimation else { return }
    fromValue = other.fromValue
    toValue = other.toValue
    byValue = other.byValue
  }
}

/// A basic animation that moves as a spring.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
  /// The mass of the object on the spring.
  open var mass: CGFloat = 1
  /// The spring's stiffness.
  open var stiffness: CGFloat = 100
  /// How much the spring's motion is damped.
  open var damping: CGFloat = 10
  /// The object's speed as the animation starts.
  open var initialVelocity: CGFloat = 0
  /// How long the spring takes to come to rest; the host computes none.
  open var settlingDuration: TimeInterval { duration }

  override func takeValues(of other: CAAnimation) {
    super.takeValues(of: other)
    guard let other = other as? CASpringAnimation else { return }
    mass = other.mass
    stiffness = other.stiffness
    damping = other.damping
    initialVelocity = other.initialVelocity
  }
}

/// An animation of a property through a list of values, or along a path.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The values the property takes, in order.
  open var values: [Any]?
  /// The times, from 0 to 1, at which each value is reached.
  open var keyTimes: [NSNumber]?
  /// The path a point property follows.
  open var path: CGPath?
  /// The pacing between each pair of keyframes.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How the values between keyframes are computed.
  open var calculationMode = CAAnimationCalculationMode.linear

  override func takeValues(of other: CAAnimation) {
    super.takeValues(of: other)
    guard let other = other as? CAKeyframeAnimation else { return }
    values = other.values
    keyTimes = other.keyTimes
    path = other.path
    timingFunctions = other.timingFunctions
    calculationMode = other.calculationMode
  }
}

/// Several animations run together on one layer.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
  /// The animations of the group.
  open var animations: [CAAnimation]?

  override func takeValues(of other: CAAnimation) {
    super.takeValues(of: other)
    animations = (other as? CAAnimationGroup)?.animations
  }
}

/// A transition of a layer's content, such as a fade or a push.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
  /// The kind of transition.
  open var type = CATransitionType.fade
  /// Which way a push, move-in or reveal goes.
  open var subtype: CATransitionSubtype?

  override func takeValues(of other: CAAnimation) {
    super.takeValues(of: other)
    guard let other = other as? CATransition else { return }
    type = other.type
    subtype = other.subtype
  }
}

/// The kinds of a layer transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let fade = Self(rawValue: "fade")
  public static let moveIn = Self(rawValue: "moveIn")
  public static let push = Self(rawValue: "push")
  public static let reveal = Self(rawValue: "reveal")
}

/// The directions of a layer transition.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let fromRight = Self(rawValue: "fromRight")
  public static let fromLeft = Self(rawValue: "fromLeft")
  public static let fromTop = Self(rawValue: "fromTop")
  public static let fromBottom = Self(rawValue: "fromBottom")
}

/// The key a layer keeps a transition animation under.
public let kCATransition = "transition"

/// The animations a layer holds, each under its key or none, oldest first.
@MainActor
struct LayerAnimations {
  /// An animation the layer holds, and whether it is still running.
  struct Entry {
    let key: String?
    let animation: CAAnimation
    var isRunning = true
  }

  private(set) var entries: [Entry] = []

  /// The animation under `key`, if any.
  func animation(forKey key: String) -> CAAnimation? {
    entries.first { $0.key == key }?.animation
  }

  /// The keys of the animations that have one, oldest first, or nil when none has.
  var keys: [String]? {
    let keys = entries.compactMap(\.key)
    return keys.isEmpty ? nil : keys
  }

  mutating func append(_ animation: CAAnimation, forKey key: String?) {
    entries.append(Entry(key: key, animation: animation))
  }

  /// Takes out the entries `matches` picks, returning the animations of those still running.
  mutating func remove(where matches: (Entry) -> Bool) -> [CAAnimation] {
    let running = entries.filter { matches($0) && $0.isRunning }.map(\.animation)
    entries.removeAll(where: matches)
    return running
  }

  /// Marks `animation` as ended, dropping it when it is removed on completion. False when the
  /// layer no longer runs it (it was removed or replaced, and has stopped already).
  mutating func end(_ animation: CAAnimation) -> Bool {
    guard let index = entries.firstIndex(where: { $0.animation === animation && $0.isRunning })
    else { return false }
    if animation.isRemovedOnCompletion {
      entries.remove(at: index)
    } else {
      entries[index].isRunning = false
    }
    return true
  }
}

/// The range of frame rates a display link or an animation asks for.
public struct CAFrameRateRange: Hashable, Sendable {
  /// The lowest rate, in frames a second.
  public var minimum: Float
  /// The highest rate.
  public var maximum: Float
  /// The rate wanted within the range; 0 for the system's choice.
  public var preferred: Float?

  /// A range from `minimum` to `maximum`, with `preferred` wanted.
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  /// The system's choice.
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// A timer tied to the display's refresh, as an app's own animation or a game loop keeps one.
/// The host has no display, and Linux cannot call the selector (U4), so it never fires; what it
/// holds is as on iOS: it holds its target until it is invalidated, and a run loop it is added
/// to holds it until it is taken off every mode, so a screen that schedules one and never
/// invalidates it stays alive, and is reported as a leak (O1).
open class CADisplayLink: NSObject {
  /// What is told at each frame, until the display link is invalidated.
  private var target: Any?
  /// The run loop modes it is scheduled in.
  private var modes: Set<String> = []
  /// Whether frames are not told.
  open var isPaused = false
  /// The rates of frames wanted.
  open var preferredFrameRateRange = CAFrameRateRange.default
  /// The rate of frames wanted, before iOS 15; 0 for the display's.
  open var preferredFramesPerSecond = 0
  /// How many frames pass between calls, before iOS 10; 1 calls at each.
  open var frameInterval = 1
  /// When the last frame showed: never, here.
  open var timestamp: Double { 0 }
  /// When the next frame shows: never, here.
  open var targetTimestamp: Double { 0 }
  /// The time between frames at the display's rate, 60 a second.
  open var duration: Double { 1.0 / 60 }

  /// The display links scheduled on a run loop, which holds them, as a run loop does.
  nonisolated(unsafe) private static var scheduled: [ObjectIdentifier: CADisplayLink] = [:]
  private static let lock = NSLock()

  /// A display link that would tell `target` `selector` at each frame, which the host cannot
  /// call; it holds `target`.
  public init(target: Any, selector: Selector) {
    self.target = target
    super.init()
  }

  /// Schedules the display link on `runloop` in `mode`: the run loop holds it.
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard target != nil else { return }
    Self.lock.withLock {
      modes.insert(mode.rawValue)
      Self.scheduled[ObjectIdentifier(self)] = self
    }
  }

  /// Takes the display link off `runloop` in `mode`; the run loop lets it go once it is in no
  /// mode.
  open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
    Self.lock.withLock {
      modes.remove(mode.rawValue)
      if modes.isEmpty { Self.scheduled[ObjectIdentifier(self)] = nil }
    }
  }

  /// Takes the display link off every run loop mode, and lets its target go.
  open func invalidate() {
    target = nil
    Self.lock.withLock {
      modes.removeAll()
      Self.scheduled[ObjectIdentifier(self)] = nil
    }
  }
}
