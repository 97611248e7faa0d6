// The gesture recognizers UIKit offers; declared, and kept as set.

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

/// A pinch, recognized on a view; a person cannot make one on the host (U4), so its scale
/// stays 1 until the app sets it.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// The scale of the pinch, relative to where it began.
  open var scale: CGFloat = 1
  /// How fast the scale changes, a second.
  open var velocity: CGFloat { 0 }
}

/// A turn of two fingers, recognized on a view; a person cannot make one on the host (U4).
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// The turn in radians, relative to where it began.
  open var rotation: CGFloat = 0
  /// How fast the turn changes, in radians a second.
  open var velocity: CGFloat { 0 }
}
