/// A row or a column of views, which it keeps as subviews in order; the host solves no layout.
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// The views the stack arranges, in order. A view removed from its superview leaves them,
  /// as in UIKit.
  public internal(set) var arrangedSubviews: [UIView] = []
  /// Whether the views are in a row or a column.
  open var axis = NSLayoutConstraint.Axis.horizontal
  /// The space between views.
  open var spacing: CGFloat = 0
  /// How the views are sized along the axis.
  open var distribution = Distribution.fill
  /// How the views are placed across the axis.
  open var alignment = Alignment.fill

  /// How a stack sizes its views along its axis.
  public enum Distribution: Int, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// How a stack places its views across its axis.
  public enum Alignment: Int, Sendable {
    case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
  }

  /// Creates a stack that arranges `views`.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Whether the views are placed inside the stack's margins, not its edges; recorded.
  open var isLayoutMarginsRelativeArrangement = false
  /// Whether the space between views is measured from their text's baselines; recorded.
  open var isBaselineRelativeArrangement = false
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  /// The spacing that asks for the system's default after a view.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// The spacing that asks for the system's standard space after a view.
  public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

  /// Adds `view` at the end of the arranged views, moving it there if it was arranged already.
  open func addArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    if view.superview === self {
      bringSubviewToFront(view)
    } else {
      addSubview(view)
    }
    arrangedSubviews.append(view)
  }

  /// Inserts `view` among the arranged views at `stackIndex`. UIKit raises for an index past
  /// the end; the host refuses it with an `error` (V7) and changes nothing.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    guard (0...arrangedSubviews.count).contains(stackIndex) else {
      diagnosticHost.report(
        .error, .v7,
        "insertArrangedSubview(_:at:) at \(stackIndex), past the \(arrangedSubviews.count) "
          + "arranged views: UIKit raises")
      return
    }
    if view.superview !== self { addSubview(view) }
    arrangedSubviews.insert(view, at: stackIndex)
  }

  /// Removes `view` from the arranged views; it stays a subview, as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
  }

  /// Sets the space after `arrangedSubview`, in place of `spacing`.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
  }

  /// The space after `arrangedSubview`: its custom spacing, or `spacingUseDefault` when it has
  /// none.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else {
      return UIStackView.spacingUseDefault
    }
    return customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }
}
