// Where views are: converting points and rectangles between views, hit-testing and ordering
// subviews, from the frames and bounds the app sets. The host computes no layout, so these
// work from what was set; transforms are not applied.

import Foundation

extension UIView {
  /// The size a view fits in when as small as its content lets it be.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The size a view fits in when as large as its content lets it be.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

  /// `point`, given in this view's coordinates, in `view`'s; in the window's when `view` is
  /// nil.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inWindow = pointInWindow(point)
    return view?.pointFromWindow(inWindow) ?? inWindow
  }

  /// `point`, given in `view`'s coordinates (the window's when `view` is nil), in this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    pointFromWindow(view?.pointInWindow(point) ?? point)
  }

  /// `rect`, given in this view's coordinates, in `view`'s; in the window's when `view` is nil.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// `rect`, given in `view`'s coordinates (the window's when `view` is nil), in this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// Where this view's coordinates start in its superview's: the frame's origin less the
  /// bounds' (a scroll view's bounds move with its content offset).
  var originInSuperview: CGPoint {
    CGPoint(x: frame.minX - bounds.minX, y: frame.minY - bounds.minY)
  }

  /// `point`, in this view's coordinates, in its window's: up through the superviews; a view at
  /// the top that is not a window stands in the window at its frame, as a screen's view does.
  private func pointInWindow(_ point: CGPoint) -> CGPoint {
    var result = point
    var view: UIView = self
    while !(view is UIWindow) {
      let origin = view.originInSuperview
      result = CGPoint(x: result.x + origin.x, y: result.y + origin.y)
      guard let superview = view.superview else { break }
      view = superview
    }
    return result
  }

  /// `point`, in the window's coordinates, in this view's.
  private func pointFromWindow(_ point: CGPoint) -> CGPoint {
    let origin = pointInWindow(.zero)
    return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
  }
}

extension CGRect {
  /// The rectangle with `insets` taken off its edges.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom)
  }
}

/// Distances from each edge.
public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
