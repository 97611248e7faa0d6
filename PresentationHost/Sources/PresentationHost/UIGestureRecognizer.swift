/// A gesture a person makes; the host keeps only whether it is enabled and its delegate.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  /// A disabled recognizer recognizes nothing: a disabled back swipe cannot be made.
  open var isEnabled = true
  /// Asked whether the gesture may begin. Weak, as in UIKit.
  open weak var delegate: (any UIGestureRecognizerDelegate)?

  /// Creates a recognizer with no target.
  public override init() {
    super.init()
  }

  /// Creates a recognizer with target–action. Linux has no `#selector` (U4): only one with no
  /// action can be made usefully.
  public init(target: Any?, action: Selector?) {
    super.init()
  }

  /// The view the recognizer is attached to. Weak, as in UIKit.
  open internal(set) weak var view: UIView?

  /// Where a recognizer is in recognizing its gesture.
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    /// A discrete gesture recognized: the same as `ended`.
    public static let recognized = State.ended
  }

  /// Where the recognizer is: possible, as a person cannot make gestures on the host (U4).
  open internal(set) var state = State.possible
  /// Whether touches the gesture recognizes are cancelled in the view.
  open var cancelsTouchesInView = true
  /// Whether touches reach the view only once the gesture has failed.
  open var delaysTouchesBegan = false
  /// How many fingers are down: none on the host.
  open var numberOfTouches: Int { 0 }

  /// Where the gesture is in `view`'s coordinates: the origin, as none is being made.
  open func location(in view: UIView?) -> CGPoint { .zero }

  /// Makes this recognizer wait for `otherGestureRecognizer` to fail; accepted, as a person
  /// cannot make gestures on the host (U4).
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
}

/// Decides whether a gesture may begin (UIKit's `UIGestureRecognizerDelegate`).
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// Asked before the gesture begins; `false` stops it.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// Lets the gesture begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    HeadlessHost.detached.noteDefaultOptional(
      "gestureRecognizerShouldBegin(_:)", of: "UIGestureRecognizerDelegate", delegate: self,
      superclassConforms: _getSuperclass(type(of: self)) is any UIGestureRecognizerDelegate.Type)
    return true
  }
}

@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How many taps make the gesture.
  open var numberOfTapsRequired = 1
  /// How many fingers make the gesture.
  open var numberOfTouchesRequired = 1
}

/// A drag, recognized on a view; a person cannot make one on the host (U4), so it has moved
/// nowhere until the app sets its translation.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers that make the drag.
  open var minimumNumberOfTouches = 1
  /// The most fingers that make the drag.
  open var maximumNumberOfTouches = Int.max
  private var translation = CGPoint.zero

  /// How far the drag has moved, in `view`'s coordinates.
  open func translation(in view: UIView?) -> CGPoint { translation }

  /// Sets how far the drag has moved, as a handler does to measure from here on.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    self.translation = translation
  }

  /// How fast the drag moves, in points a second: still, on the host.
  open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A drag from the edge of the screen, recognized on a view; a person cannot make one on the
/// host (U4).
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges the drag may start from.
  open var edges = UIRectEdge()
}

/// A swipe, recognized on a view; a person cannot make one on the host (U4).
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions of a swipe.
  public struct Direction: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The directions the swipe may go; right by default, as in UIKit.
  open var direction = Direction.right
  /// How many fingers make the swipe.
  open var numberOfTouchesRequired = 1
}

/// A long press, recognized on a view; a person cannot make one on the host (U4).
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long a finger must stay down, in seconds.
  open var minimumPressDuration: TimeInterval = 0.5
  /// How far a finger may move before the press fails, in points.
  open var allowableMovement: CGFloat = 10
  /// How many fingers make the press.
  open var numberOfTouchesRequired = 1
}
