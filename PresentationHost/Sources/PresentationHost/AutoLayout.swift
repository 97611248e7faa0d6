// Auto Layout, accepted and never solved: the host computes no layout, so constraints are kept
// as made. This lets real screens, which lay themselves out with anchors and stack views,
// compile and run here unchanged. What the host does keep is which views a constraint ties:
// a view that is neither sized, nor constrained, nor arranged by a stack is invisible on a
// device, and the host says so when its screen appears (rule V2).

/// The priority of a constraint, from 1 to 1000.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// A constraint that must hold.
  public static let required = UILayoutPriority(1000)
  /// The priority of a button's resistance to shrinking.
  public static let defaultHigh = UILayoutPriority(750)
  /// The priority of a button's hugging of its content.
  public static let defaultLow = UILayoutPriority(250)
  /// The priority at which a view is as small as its content lets it be.
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// A priority `rhs` above `lhs`.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// A priority `rhs` below `lhs`.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}

/// A relation between two anchors. Kept, never solved.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  /// Whether the constraint takes part in layout. A constraint whose items have no common
  /// ancestor is refused with an `error` and stays inactive, as UIKit raises (V13).
  open var isActive = false {
    didSet {
      guard isActive != oldValue else { return }
      if isActive, let refusal = refusalToActivate() {
        isActive = false
        return refusal.host.report(.error, .v13, refusal.message)
      }
      let change = isActive ? 1 : -1
      Self.view(placedBy: firstItem)?.activeConstraintCount += change
      Self.view(placedBy: secondItem)?.activeConstraintCount += change
      if isActive {
        install(on: closestCommonAncestor())
      } else {
        install(on: nil)
      }
    }
  }
  /// The view that holds the constraint while it is active, in its `constraints`.
  private weak var holder: UIView?

  /// Moves the constraint into `view`'s `constraints`, out of its holder's.
  func install(on view: UIView?) {
    guard view !== holder else { return }
    holder?.installedConstraints.removeAll { $0 === self }
    view?.installedConstraints.append(self)
    holder = view
  }

  /// The view UIKit adds an activated constraint to: the closest view that holds both its
  /// items (the view its layout guide belongs to standing for a guide), or its one item.
  private func closestCommonAncestor() -> UIView? {
    let first = Self.view(placedBy: firstItem)
    guard let second = Self.view(placedBy: secondItem) else { return first }
    guard let first else { return second }
    var ancestors: Set<ObjectIdentifier> = []
    var current: UIView? = first
    while let view = current {
      ancestors.insert(ObjectIdentifier(view))
      current = view.superview
    }
    current = second
    while let view = current {
      if ancestors.contains(ObjectIdentifier(view)) { return view }
      current = view.superview
    }
    return nil
  }
  /// The first item of the relation: a view or a layout guide.
  open private(set) weak var firstItem: AnyObject?
  /// The second item of the relation, nil for a constant size.
  open private(set) weak var secondItem: AnyObject?
  /// The constant added to the relation.
  open var constant: CGFloat
  /// How much the constraint matters.
  open var priority = UILayoutPriority.required
  /// A name to find the constraint by.
  open var identifier: String?

  init<First, Second>(
    _ first: NSLayoutAnchor<First>, _ second: NSLayoutAnchor<Second>?, constant: CGFloat
  ) {
    self.constant = constant
    firstItem = first.item
    secondItem = second?.item
    super.init()
  }

  /// The attributes a constraint of the older API relates.
  public enum Attribute: Int, Sendable {
    case left = 1
    case right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case notAnAttribute = 0
  }

  /// How the two sides of a constraint relate.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal, greaterThanOrEqual
  }

  /// Creates a constraint of the older API: `item.attribute` relates to `toItem.attribute`,
  /// times `multiplier`, plus `constant`.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.constant = c
    firstItem = view1 as AnyObject
    secondItem = view2.map { $0 as AnyObject }
    super.init()
  }

  /// The view `item` places: the item itself, or the view that owns the layout guide.
  private static func view(placedBy item: AnyObject?) -> UIView? {
    item as? UIView ?? (item as? UILayoutGuide)?.owningView
  }

  /// Why this constraint cannot be activated: its two items, or the views that own them, are in
  /// no one view hierarchy (a guide no view owns is in none). Nil when they are, or when the
  /// constraint has one item.
  private func refusalToActivate() -> (host: HeadlessHost, message: String)? {
    guard let firstItem, let secondItem else { return nil }
    let first = Self.view(placedBy: firstItem)
    let second = Self.view(placedBy: secondItem)
    if let first, let second, first.sharesAncestor(with: second) { return nil }
    let host = first?.window?.host ?? second?.window?.host ?? HeadlessHost.detached
    return (
      host,
      "Unable to activate constraint with anchors of \(HeadlessHost.name(of: firstItem)) and "
        + "\(HeadlessHost.name(of: secondItem)) because they have no common ancestor. Does the "
        + "constraint or its anchors reference items in different view hierarchies? That's illegal."
    )
  }

  /// Activates every constraint in `constraints`.
  public class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates every constraint in `constraints`.
  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// Options of a visual format: how the views it names line up.
  public struct FormatOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    public static let directionLeadingToTrailing = FormatOptions([])
  }

  /// The constraints a visual format describes, as `"H:|-[name]-|"`: here, for each view it
  /// names in brackets, one constraint to the next view named, or to the superview at a `|`,
  /// or to nothing for a size of its own; the host solves nothing, so these record which views
  /// are placed (V2).
  public class func constraints(
    withVisualFormat format: String, options opts: FormatOptions, metrics: [String: Any]?,
    views: [String: Any]
  ) -> [NSLayoutConstraint] {
    let named = visualFormatNames(format).compactMap { views[$0] as? UIView }
    let touchesSuperview = format.contains("|")
    return named.enumerated().map { index, view in
      let partner: UIView? =
        index + 1 < named.count
        ? named[index + 1] : touchesSuperview ? view.superview : nil
      return NSLayoutConstraint(
        item: view, attribute: .notAnAttribute, relatedBy: .equal, toItem: partner,
        attribute: .notAnAttribute, multiplier: 1, constant: 0)
    }
  }

  /// The view names of a visual format, in order: what opens each bracket, up to a `(`.
  private static func visualFormatNames(_ format: String) -> [String] {
    format.split(separator: "[").dropFirst().compactMap { part in
      let name = part.prefix { $0 != "]" && $0 != "(" }
      return name.isEmpty ? nil : String(name)
    }
  }
}

extension UIView {
  /// Adds `layoutGuide` to this view's guides, which makes this view its owner; a guide moves
  /// from the view that had it.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    layoutGuide.owningView = self
    addedLayoutGuides.append(layoutGuide)
  }

  /// Removes `layoutGuide` from this view's guides, if it is one.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView === self else { return }
    addedLayoutGuides.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
  }

  /// The guides added to this view.
  public var layoutGuides: [UILayoutGuide] { addedLayoutGuides }

  /// Whether this view and `other` are in one view hierarchy: one of them, or a view both are
  /// inside.
  func sharesAncestor(with other: UIView) -> Bool {
    outermostView === other.outermostView
  }

  /// The view this one is inside, with no superview of its own: this view when it has none.
  private var outermostView: UIView {
    var view = self
    while let superview = view.superview { view = superview }
    return view
  }

  /// Activates `constraint` and adds it to this view's `constraints`, as the API before
  /// anchors did.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = true
    if constraint.isActive { constraint.install(on: self) }
  }

  /// Activates `constraints` and adds them to this view's `constraints`, as the API before
  /// anchors did.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// The constraints this view holds: those activated whose items it is the closest view to
  /// hold, and those added to it.
  public var constraints: [NSLayoutConstraint] { installedConstraints }

  /// The constraints that place this view, for debugging: the active ones that name it, held
  /// by it or a view it is in. The host keeps no constraint's attributes, so those of both axes
  /// come, whichever `axis` is asked for.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint]
  {
    var found: [NSLayoutConstraint] = []
    var current: UIView? = self
    while let view = current {
      found += view.installedConstraints.filter { $0.firstItem === self || $0.secondItem === self }
      current = view.superview
    }
    return found
  }

  /// Whether the constraints leave the view's place open: the host solves none, so it cannot
  /// tell, and answers false.
  public var hasAmbiguousLayout: Bool { false }

  /// Moves an ambiguously placed view to another place its constraints allow; the host solves
  /// no constraints, so nothing moves.
  public func exerciseAmbiguityInLayout() {}

  /// Deactivates `constraint`.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = false
  }

  /// Deactivates `constraints`.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(constraints)
  }
}

/// An edge, centre or size of a view or layout guide, to make constraints from.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// The view or layout guide this anchor belongs to.
  weak var item: AnyObject?

  init(item: AnyObject?) {
    self.item = item
    super.init()
  }

  /// A constraint that this anchor equals `anchor`, plus `c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  { NSLayoutConstraint(self, anchor, constant: c) }
  /// A constraint that this anchor is at least `anchor`, plus `c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
  ) -> NSLayoutConstraint { NSLayoutConstraint(self, anchor, constant: c) }
  /// A constraint that this anchor is at most `anchor`, plus `c`.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
  ) -> NSLayoutConstraint { NSLayoutConstraint(self, anchor, constant: c) }
}

/// The system's spacing between two views, in points: the standard space (8), as the host's
/// text is of the default size.
private let systemSpacing: CGFloat = 8

/// A horizontal anchor: leading, trailing, left, right, centre X.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// A constraint that this anchor is `multiplier` times the system's spacing after `anchor`
  /// (iOS 11).
  open func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { NSLayoutConstraint(self, anchor, constant: systemSpacing * multiplier) }
  /// A constraint that this anchor is at least `multiplier` times the system's spacing after
  /// `anchor`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { NSLayoutConstraint(self, anchor, constant: systemSpacing * multiplier) }
  /// A constraint that this anchor is at most `multiplier` times the system's spacing after
  /// `anchor`.
  open func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { NSLayoutConstraint(self, anchor, constant: systemSpacing * multiplier) }
}

/// A vertical anchor: top, bottom, centre Y, baselines.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// A constraint that this anchor is `multiplier` times the system's spacing below `anchor`
  /// (iOS 11).
  open func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { NSLayoutConstraint(self, anchor, constant: systemSpacing * multiplier) }
  /// A constraint that this anchor is at least `multiplier` times the system's spacing below
  /// `anchor`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { NSLayoutConstraint(self, anchor, constant: systemSpacing * multiplier) }
  /// A constraint that this anchor is at most `multiplier` times the system's spacing below
  /// `anchor`.
  open func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { NSLayoutConstraint(self, anchor, constant: systemSpacing * multiplier) }
}

/// A width or height.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A constraint that this dimension equals `c`.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(self, nil as NSLayoutDimension?, constant: c)
  }
  /// A constraint that this dimension is at least `c`.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(self, nil as NSLayoutDimension?, constant: c)
  }
  /// A constraint that this dimension is at most `c`.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(self, nil as NSLayoutDimension?, constant: c)
  }
  /// A constraint that this dimension is `m` times `anchor`, plus `c`.
  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint { NSLayoutConstraint(self, anchor, constant: c) }
  /// A constraint that this dimension is at least `m` times `anchor`, plus `c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint { NSLayoutConstraint(self, anchor, constant: c) }
  /// A constraint that this dimension is at most `m` times `anchor`, plus `c`.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint { NSLayoutConstraint(self, anchor, constant: c) }
}

/// A rectangle that takes part in layout without being a view: the safe area, the margins.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
  // Made each time they are asked for: a constraint keeps the items its anchors place, not
  // the anchors, so a guide pays nothing for the anchors it is not asked for.
  /// The guide's leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: anchorItem) }
  /// The guide's trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: anchorItem) }
  /// The guide's left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: anchorItem) }
  /// The guide's right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: anchorItem) }
  /// The guide's horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: anchorItem) }
  /// The guide's top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: anchorItem) }
  /// The guide's bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: anchorItem) }
  /// The guide's vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: anchorItem) }
  /// The guide's width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: anchorItem) }
  /// The guide's height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: anchorItem) }
  /// The view the guide belongs to: the one it was added to (`addLayoutGuide(_:)`).
  public internal(set) weak var owningView: UIView?
  /// A name to find the guide by when debugging.
  open var identifier = ""
  /// The guide's rectangle in its owning view: the view's bounds less its safe area for the
  /// view's own guides, as the host solves no layout; a guide of the app's own has none.
  open var layoutFrame: CGRect {
    guard anchorsAreTheView, let owningView else { return .zero }
    return owningView.bounds.inset(by: owningView.safeAreaInsets)
  }
  /// Whether the guide's anchors stand for its owning view itself (its edges), not for an area
  /// inside it.
  var anchorsAreTheView = false

  /// What this guide's anchors place: the view they stand for, or the guide.
  private var anchorItem: AnyObject {
    anchorsAreTheView ? owningView ?? self : self
  }
}

extension UIView {
  /// The view's leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
  /// The view's trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
  /// The view's left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
  /// The view's right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
  /// The view's horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
  /// The view's top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
  /// The view's bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
  /// The view's vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
  /// The view's width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self) }
  /// The view's height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self) }
  /// The part of the view not covered by bars.
  public var safeAreaLayoutGuide: UILayoutGuide { layoutAnchors }
  /// The view's margins.
  public var layoutMarginsGuide: UILayoutGuide { layoutAnchors }
  /// The view's margins narrowed to a width that reads well.
  public var readableContentGuide: UILayoutGuide { layoutAnchors }
}

extension NSLayoutConstraint {
  /// A row or a column.
  public enum Axis: Int, Sendable {
    case horizontal, vertical
  }
}
