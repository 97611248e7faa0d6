/// A rectangle on screen that holds subviews. Screens declare their labels, fields and buttons
/// as subviews of their controller's `view`. No layout is computed: frames keep what is set.
@preconcurrency @MainActor
open class UIView: UIResponder {
  /// The identifier tests and the console use to find the view.
  open var accessibilityIdentifier: String?
  /// Whether the view is in a window, as the window calls last told it (V10).
  var isInWindow = false
  /// The gesture recognizers attached to the view.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { rarelySet?.gestureRecognizers }
    set { rarelySetStorage.gestureRecognizers = newValue }
  }
  /// A hidden view is neither shown nor usable, and neither are its subviews.
  open var isHidden = false
  /// The view's frame in its superview; kept as set, never computed. Its size is the bounds'.
  open var frame: CGRect {
    didSet {
      if bounds.size != frame.size { bounds.size = frame.size }
      rarelySet?.layer?.frame = frame
    }
  }
  /// The view's own coordinate space; kept as set. A new size resizes the frame around its
  /// centre.
  open var bounds: CGRect {
    didSet {
      rarelySet?.layer?.bounds = bounds
      guard frame.size != bounds.size else { return }
      frame = CGRect(
        x: frame.midX - bounds.width / 2, y: frame.midY - bounds.height / 2, width: bounds.width,
        height: bounds.height)
    }
  }
  /// The centre of the view's frame, in its superview's coordinates. Setting it moves the
  /// frame and keeps its size (Apple: "Changing this property updates the origin of the
  /// rectangle in the frame property accordingly").
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  /// The view's opacity, from 0 to 1; recorded, never drawn.
  open var alpha: CGFloat = 1
  /// How the view is scaled, turned and moved around its centre; recorded, never drawn.
  open var transform: CGAffineTransform {
    get { rarelySet?.transform ?? .identity }
    set { rarelySetStorage.transform = newValue }
  }
  /// The background colour; recorded, never drawn.
  open var backgroundColor: UIColor? {
    get { rarelySet?.backgroundColor }
    set { rarelySetStorage.backgroundColor = newValue }
  }
  /// The tint colour: the one set on this view, else its superview's, else the system's
  /// (`UIColor.tintColor`). Recorded, never drawn.
  open var tintColor: UIColor! {
    get { rarelySet?.tintColor ?? superview?.tintColor ?? .tintColor }
    set { rarelySetStorage.tintColor = newValue }
  }

  /// The layout guides the app added to this view (`addLayoutGuide(_:)`), which it holds.
  var addedLayoutGuides: [UILayoutGuide] {
    get { rarelySet?.layoutGuides ?? [] }
    set { rarelySetStorage.layoutGuides = newValue }
  }

  /// A number the app can use to find the view.
  open var tag: Int {
    get { rarelySet?.tag ?? 0 }
    set { rarelySetStorage.tag = newValue }
  }
  /// Whether the view, and the views in it, react to touches: yes, unless the class says no
  /// (a label or an image view, as UIKit's).
  open var isUserInteractionEnabled = true
  /// Whether views of this class react to touches when made.
  var takesTouchesWhenMade: Bool { true }
  /// Accepted for Auto Layout code; the host computes no layout.
  open var translatesAutoresizingMaskIntoConstraints = true
  /// The views inside this one, in the order they were added.
  public private(set) var subviews: [UIView] = []
  /// The view this one is inside. Weak, as in UIKit.
  public private(set) weak var superview: UIView?
  weak var owningViewController: UIViewController?
  /// The view's own anchors, and its safe area and margins (the host tells them apart only as
  /// far as knowing which view a constraint places).
  lazy var layoutAnchors: UILayoutGuide = {
    let guide = UILayoutGuide()
    guide.owningView = self
    guide.anchorsAreTheView = true
    return guide
  }()
  /// Whether the view's margins take in its superview's; recorded.
  open var preservesSuperviewLayoutMargins: Bool {
    get { rarelySet?.preservesSuperviewLayoutMargins ?? false }
    set { rarelySetStorage.preservesSuperviewLayoutMargins = newValue }
  }
  /// Whether the view's margins take in the safe area; recorded.
  open var insetsLayoutMarginsFromSafeArea: Bool {
    get { rarelySet?.insetsLayoutMarginsFromSafeArea ?? true }
    set { rarelySetStorage.insetsLayoutMarginsFromSafeArea = newValue }
  }
  /// How many active constraints place this view.
  var activeConstraintCount = 0
  /// The constraints this view holds (`constraints`), as a screen's root view holds the
  /// constraints that place its content.
  var installedConstraints: [NSLayoutConstraint] {
    get { rarelySet?.installedConstraints ?? [] }
    set { rarelySetStorage.installedConstraints = newValue }
  }
  /// Whether UIKit keeps this view the size of its superview, as it does an effect view's
  /// content view: placed, for rule V2.
  var fillsSuperview: Bool {
    get { rarelySet?.fillsSuperview ?? false }
    set { rarelySetStorage.fillsSuperview = newValue }
  }
  /// Whether UIKit gives this view its size, so that V2 takes it as placed: one that fills its
  /// superview, or an image view made with its image.
  var isSizedByUIKit: Bool { fillsSuperview }
  /// The space the view keeps around its content; a change calls `layoutMarginsDidChange()`,
  /// then, for a controller's root view, the controller's `viewLayoutMarginsDidChange()`.
  open var layoutMargins: UIEdgeInsets {
    get { rarelySet?.layoutMargins ?? .zero }
    set {
      let oldValue = layoutMargins
      rarelySetStorage.layoutMargins = newValue
      guard layoutMargins != oldValue else { return }
      layoutMarginsDidChange()
      if let controller = owningViewController, controller.viewIfLoaded === self {
        controller.viewLayoutMarginsDidChange()
      }
    }
  }
  /// Called when the view's layout margins changed. Does nothing by default.
  open func layoutMarginsDidChange() {}
  /// How the view shows its content; recorded, never drawn.
  open var contentMode: ContentMode {
    get { rarelySet?.contentMode ?? .scaleToFill }
    set { rarelySetStorage.contentMode = newValue }
  }
  /// How the view resizes with its superview; recorded, as the host computes no layout.
  open var autoresizingMask: AutoresizingMask {
    get { rarelySet?.autoresizingMask ?? [] }
    set { rarelySetStorage.autoresizingMask = newValue }
  }
  /// Light or dark for this view and its subviews: kept, as a declared value that changes no
  /// trait (V3).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { rarelySet?.overrideUserInterfaceStyle ?? .unspecified }
    set { rarelySetStorage.overrideUserInterfaceStyle = newValue }
  }
  /// The margins, following the reading direction.
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { rarelySet?.directionalLayoutMargins ?? .zero }
    set { rarelySetStorage.directionalLayoutMargins = newValue }
  }
  /// The layer behind the view, of the class's `layerClass`, made when first asked for; it
  /// keeps the view's frame and bounds.
  open var layer: CALayer {
    if let layer = rarelySet?.layer { return layer }
    let layerType = Self.layerClass as? CALayer.Type ?? CALayer.self
    let made = layerType.init()
    made.frame = frame
    made.bounds = bounds
    rarelySetStorage.layer = made
    return made
  }
  /// The settings few views change, made when one is first set, so that most views pay one
  /// reference for them.
  private var rarelySet: RarelySetViewProperties?
  private var rarelySetStorage: RarelySetViewProperties {
    if let rarelySet { return rarelySet }
    let made = RarelySetViewProperties()
    rarelySet = made
    return made
  }
  /// The class of the layer behind views of this class: a subclass returns its own, such as
  /// `CAGradientLayer`, and its `layer` is one.
  open class var layerClass: AnyClass { CALayer.self }
  /// Whether subviews are clipped to the view's bounds: the layer's `masksToBounds`.
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// Creates a view with `frame`. It takes what the app set on its class's appearance proxy.
  public init(frame: CGRect) {
    self.frame = frame
    self.bounds = CGRect(origin: .zero, size: frame.size)
    super.init()
    if !takesTouchesWhenMade { isUserInteractionEnabled = false }
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    self.frame = .zero
    self.bounds = .zero
    super.init()
    if !takesTouchesWhenMade { isUserInteractionEnabled = false }
  }

  /// Creates a view with a zero frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// A view's next responder is its controller if it is a controller's root view, else its
  /// superview.
  open override var next: UIResponder? { owningViewController ?? superview }

  /// Adds `view` on top of the other subviews, moving it from its old superview.
  open func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` among the subviews, moving it from its old superview. The view
  /// is told before and after it moves (`willMove(toSuperview:)`, `didMoveToSuperview()`, and
  /// the window calls when its window changes), and this view after it gained it
  /// (`didAddSubview(_:)`), in UIKit's order (V10).
  open func insertSubview(_ view: UIView, at index: Int) {
    guard !isDescendant(of: view) else {
      // A view inside itself would have no top: UIKit raises "Can't add self as subview".
      return diagnosticHost.report(
        .error, .v10,
        "Can't add self as subview: \(type(of: view)) is this view or one it is inside of")
    }
    if view.superview !== self { view.removeFromSuperview() }
    let position = min(max(index, 0), subviews.count)
    if view.superview === self {
      subviews.removeAll { $0 === view }
      subviews.insert(view, at: min(position, subviews.count))
      return
    }
    view.willMove(toSuperview: self)
    let entersWindow = isInWindow && !view.isInWindow
    let appearingChild = entersWindow ? view.childAppearingWithView : nil
    appearingChild?.beginAppearance(true, animated: false)
    if entersWindow { view.tellWillMove(toWindow: window) }
    subviews.insert(view, at: position)
    view.superview = self
    didAddSubview(view)
    view.didMoveToSuperview()
    if entersWindow { view.tellDidMoveToWindow(true) }
    appearingChild?.endAppearance(animated: false)
  }

  /// Removes this view from its superview, telling its superview before
  /// (`willRemoveSubview(_:)`) and itself before and after it moves (V10).
  open func removeFromSuperview() {
    guard let superview else { return }
    let leavesWindow = isInWindow
    let disappearingChild = leavesWindow ? childDisappearingWithView : nil
    disappearingChild?.beginAppearance(false, animated: false)
    // A responder leaving the window resigns, whatever it would answer (R2).
    if leavesWindow { endEditing(true) }
    superview.willRemoveSubview(self)
    willMove(toSuperview: nil)
    if leavesWindow { tellWillMove(toWindow: nil) }
    deactivateConstraintsReachingIn(from: superview)
    superview.subviews.removeAll { $0 === self }
    (superview as? UIStackView)?.arrangedSubviews.removeAll { $0 === self }
    self.superview = nil
    didMoveToSuperview()
    if leavesWindow { tellDidMoveToWindow(false) }
    disappearingChild?.endAppearance(animated: false)
  }

  /// Deactivates the constraints that views outside this one hold and that name this view or
  /// a view in it, as UIKit does when the view leaves its superview: Apple's documentation of
  /// `removeFromSuperview()`, "Calling this method removes any constraints that refer to the
  /// view you are removing, or that refer to any view in the subtree of the view you are
  /// removing".
  private func deactivateConstraintsReachingIn(from superview: UIView) {
    var current: UIView? = superview
    while let holder = current {
      for constraint in holder.installedConstraints
      where names(constraint.firstItem) || names(constraint.secondItem) {
        constraint.isActive = false
      }
      current = holder.superview
    }
  }

  /// Whether `item`, a view or a layout guide, is or belongs to this view or a view in it.
  private func names(_ item: AnyObject?) -> Bool {
    var view = item as? UIView ?? (item as? UILayoutGuide)?.owningView
    while let candidate = view {
      if candidate === self { return true }
      view = candidate.superview
    }
    return false
  }

  /// Told before the view moves to `newSuperview`, or out of its superview (nil). Does
  /// nothing by default.
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Told after the view moved to another superview, or out of one. Does nothing by default.
  open func didMoveToSuperview() {}
  /// Told before the view moves to `newWindow`, or out of its window (nil). Does nothing by
  /// default.
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Told after the view moved into a window, or out of one. Does nothing by default.
  open func didMoveToWindow() {}
  /// Told after `subview` was added to this view. Does nothing by default.
  open func didAddSubview(_ subview: UIView) {}
  /// Told before `subview` is removed from this view. Does nothing by default.
  open func willRemoveSubview(_ subview: UIView) {}

  /// Tells this view and those inside it, whose window is about to change, that they move to
  /// `newWindow`.
  func tellWillMove(toWindow newWindow: UIWindow?) {
    let entering = newWindow != nil
    guard isInWindow != entering else { return }
    willMove(toWindow: newWindow)
    for subview in subviews { subview.tellWillMove(toWindow: newWindow) }
  }

  /// Marks this view and those inside it as in a window (`entered`) or not, and tells those
  /// whose window changed that it did.
  func tellDidMoveToWindow(_ entered: Bool) {
    guard isInWindow != entered else { return }
    isInWindow = entered
    didMoveToWindow()
    for subview in subviews { subview.tellDidMoveToWindow(entered) }
  }

  /// Whether `view` is this view or inside it.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The window the view is in: for a controller's view, from the layout pass where it appears
  /// until it has disappeared, as UIKit adds and removes it (nil in `viewWillAppear`); a root's,
  /// from the moment its window shows, as UIKit adds it then (T4).
  open var window: UIWindow? {
    if let window = self as? UIWindow { return window }
    if let superview { return superview.window }
    guard let controller = owningViewController,
      controller.appearanceState == .appeared || controller.appearanceState == .disappearing
        || controller.isAddedToWindow || controller.window?.isHidden == false
    else { return nil }
    return controller.windowOfTree
  }

  /// Accepted; the host computes no layout.
  open func setNeedsLayout() {}
  /// Accepted; the host computes no layout.
  open func layoutIfNeeded() {}
  /// Brings the view's traits up to date at once (iOS 17). The host works out a view's traits
  /// each time they are read, so they are always up to date.
  open func updateTraitsIfNeeded() {}
  /// Called when the view's safe area changed: on the host, when its controller's
  /// `additionalSafeAreaInsets` changed.
  open func safeAreaInsetsDidChange() {}
  /// Called when the view lays out its subviews: on the host, each time its screen appears;
  /// the host places nothing.
  open func layoutSubviews() {}

  /// The host that hears of this view's misuse: its window's, or the detached one.
  var diagnosticHost: HeadlessHost { window?.host ?? HeadlessHost.detached }

  /// Attaches `gestureRecognizer` to this view.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer` from this view.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizers?.removeAll { $0 === gestureRecognizer }
    if gestureRecognizer.view === self { gestureRecognizer.view = nil }
  }

  /// Runs `layoutSubviews` on this view, then on its subviews, depth first: the host's layout
  /// pass, which places nothing.
  func layOutTree() {
    layoutSubviews()
    for subview in subviews { subview.layOutTree() }
  }

  /// The size the view needs for its content: none of its own, as the host measures nothing.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The size that fits `size`: the view's own, as the host measures nothing.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits` its bounds.
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame.size = size
    bounds.size = size
  }

  /// Whether `point`, in this view's coordinates, is inside its bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// The deepest visible, interactive view under `point` (in this view's coordinates), front
  /// first, as UIKit finds the view a touch lands on: none when this view is hidden, not
  /// interactive, nearly transparent, or not under the point.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard takesTouchesItself, self.point(inside: point, with: event) else { return nil }
    for subview in subviews.reversed() {
      let inSubview = CGPoint(
        x: point.x - subview.originInSuperview.x, y: point.y - subview.originInSuperview.y)
      if let hit = subview.hitTest(inSubview, with: event) { return hit }
    }
    return self
  }

  /// Inserts `view` just behind `siblingSubview`, or at the back when it is not a subview.
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    guard view !== siblingSubview else { return }
    view.removeFromSuperview()
    insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? 0)
  }

  /// Inserts `view` just in front of `siblingSubview`, or at the front when it is not a
  /// subview.
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    guard view !== siblingSubview else { return }
    view.removeFromSuperview()
    insertSubview(
      view, at: subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count)
  }

  /// Called after the view is loaded from a nib: never on the host, which has none (U4).
  open func awakeFromNib() {}

  /// Marks the view as needing to be drawn again; the host draws nothing.
  open func setNeedsDisplay() {}

  /// Marks part of the view as needing to be drawn again; the host draws nothing.
  open func setNeedsDisplay(_ rect: CGRect) {}

  /// Draws the view's content in `rect`; views that draw override it. The host draws nothing,
  /// so never calls it (U4).
  open func draw(_ rect: CGRect) {}

  /// Tells Auto Layout the view's `intrinsicContentSize` changed; the host solves no
  /// constraints, so nothing moves.
  open func invalidateIntrinsicContentSize() {}

  /// The size that fits `targetSize` with Auto Layout: the view's own, as the host solves no
  /// constraints.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { bounds.size }

  /// The size that fits `targetSize` at the priorities given: the view's own, as the host
  /// solves no constraints.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize { bounds.size }

  /// Moves `view`, a subview, in front of its siblings.
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Moves `view`, a subview, behind its siblings.
  open func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  /// This view or the first subview, depth first, whose `tag` is `tag`.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Sets how much the view resists growing beyond its content on `axis`; accepted, as the
  /// host solves no layout.
  open func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {}

  /// Sets how much the view resists shrinking below its content on `axis`; accepted.
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {}

  /// The insets of the area the bars and the screen's edges leave: for a controller's view, the
  /// controller's `additionalSafeAreaInsets`; none for other views, as the host's views are not
  /// placed on a screen (V5).
  open var safeAreaInsets: UIEdgeInsets {
    owningViewController?.additionalSafeAreaInsets ?? .zero
  }

  /// Called when the traits changed; on the host they never do (V3).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The traits of the screen: an iPhone's, portrait, light (V3).
  open var traitCollection: UITraitCollection { .phone(.light) }

  /// The value for a dimension a view has no intrinsic size in.
  public static let noIntrinsicMetric: CGFloat = -1

  /// How a view resizes with its superview.
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = Self(rawValue: 1 << 0)
    public static let flexibleWidth = Self(rawValue: 1 << 1)
    public static let flexibleRightMargin = Self(rawValue: 1 << 2)
    public static let flexibleTopMargin = Self(rawValue: 1 << 3)
    public static let flexibleHeight = Self(rawValue: 1 << 4)
    public static let flexibleBottomMargin = Self(rawValue: 1 << 5)
  }

  /// Makes the first responder, when it is this view or one of its subviews, resign. With
  /// `force`, it resigns even if it would refuse. Returns whether it resigned.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    guard let window, let responder = window.firstResponder as? UIView,
      self === window || responder.isDescendant(of: self)
    else { return true }
    guard force else { return responder.resignFirstResponder() }
    if let field = responder as? UITextField {
      field.endEditingSession()
    } else {
      window.firstResponder = nil
    }
    return true
  }
}

@_spi(HostTesting)
extension UIView {
  /// The labels, fields and buttons in this view and its subviews, depth first, hidden ones
  /// and all but transparent ones (an alpha below 0.01) left out.
  public var controls: [UIView] {
    var found: [UIView] = []
    collectControls(into: &found)
    return found
  }

  /// The controls a person finds in this view, itself included: itself when a person reads or
  /// uses it (then a field's overlay views' controls), or else the `controls` in it.
  var controlsIncludingSelf: [UIView] {
    var found: [UIView] = []
    collect(into: &found)
    return found
  }

  private func collectControls(into found: inout [UIView]) {
    for view in subviews where view.isSeen { view.collect(into: &found) }
  }

  private func collect(into found: inout [UIView]) {
    guard isControl else { return collectControls(into: &found) }
    found.append(self)
  }

  /// Whether a person sees the view, in as much as it decides: not hidden, and not all but
  /// transparent (an alpha of 0.01 or more).
  var isSeen: Bool { !isHidden && alpha >= 0.01 }

  /// Whether the view itself lets a touch reach it and the views in it, as UIKit's hit-testing
  /// asks: seen, and `isUserInteractionEnabled`.
  var takesTouchesItself: Bool { isSeen && isUserInteractionEnabled }

  /// The texts of the labels among the `controls`, in order.
  var labelTexts: [String] { controls.compactMap { ($0 as? UILabel)?.text } }

  /// Whether a person's touch reaches this view: it and every view it is in take touches
  /// (`isUserInteractionEnabled`) and can be seen (not hidden, an alpha of 0.01 or more), as
  /// UIKit's hit-testing requires.
  var takesTouches: Bool {
    var view: UIView? = self
    while let current = view {
      guard current.takesTouchesItself else { return false }
      view = current.superview
    }
    return true
  }

  /// Whether a person reads or uses this view as one of the `controls`.
  var isControl: Bool { self is UILabel || self is UITextField || self is UIButton }
}

extension UIView {
  /// How a view shows its content when its size differs from the content's.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }
}

/// The settings of a view that few views change.
private final class RarelySetViewProperties {
  var gestureRecognizers: [UIGestureRecognizer]?
  var transform = CGAffineTransform.identity
  var backgroundColor: UIColor?
  var tintColor: UIColor?
  var layoutGuides: [UILayoutGuide] = []
  var tag = 0
  var preservesSuperviewLayoutMargins = false
  var insetsLayoutMarginsFromSafeArea = true
  var installedConstraints: [NSLayoutConstraint] = []
  var fillsSuperview = false
  var layoutMargins = UIEdgeInsets.zero
  var contentMode = UIView.ContentMode.scaleToFill
  var autoresizingMask = UIView.AutoresizingMask()
  var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
  var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
  var layer: CALayer?
}
