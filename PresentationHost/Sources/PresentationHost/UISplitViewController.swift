// A split view controller on an iPhone (rules SV1 to SV4). The host's screen is compact, so a
// split view controller collapses as soon as it appears: it shows one column, and what the
// other columns held goes onto the primary column's navigation stack, as UIKit does.

/// Hears of a split view controller collapsing and showing controllers. Every method is
/// optional in UIKit (U4: here, requirements with defaults).
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
  /// Classic style: whether the delegate took care of the secondary controller as the
  /// interface collapses (true), or the primary is to take it in (false, the default).
  func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool
  /// Classic style: the controller to show once collapsed, or nil for the primary.
  func primaryViewController(forCollapsing splitViewController: UISplitViewController)
    -> UIViewController?
  /// Whether the delegate showed `vc` in the primary position itself.
  func splitViewController(
    _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
  ) -> Bool
  /// Whether the delegate showed `vc` in the secondary position itself.
  func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool
  /// Column style: the column on top once collapsed; UIKit proposes the secondary.
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column
  /// Column style: the interface has collapsed.
  func splitViewControllerDidCollapse(_ svc: UISplitViewController)
  /// Column style: `column` is about to show.
  func splitViewController(
    _ svc: UISplitViewController, willShow column: UISplitViewController.Column)
  /// Column style: `column` is about to hide.
  func splitViewController(
    _ svc: UISplitViewController, willHide column: UISplitViewController.Column)
}

extension UISplitViewControllerDelegate {
  /// Lets the primary take the secondary in.
  public func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool { false }
  /// The primary.
  public func primaryViewController(forCollapsing splitViewController: UISplitViewController)
    -> UIViewController?
  { nil }
  /// Lets the split view controller show it.
  public func splitViewController(
    _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
  ) -> Bool { false }
  /// Lets the split view controller show it.
  public func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool { false }
  /// The proposed column.
  public func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column { proposedTopColumn }
  /// Does nothing.
  public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
  /// Does nothing.
  public func splitViewController(
    _ svc: UISplitViewController, willShow column: UISplitViewController.Column
  ) {}
  /// Does nothing.
  public func splitViewController(
    _ svc: UISplitViewController, willHide column: UISplitViewController.Column
  ) {}
}

/// A container of columns: a primary list and a secondary detail, and, in the column style, a
/// supplementary column and a controller for the compact width. On the host's iPhone it
/// collapses when it first appears (SV1).
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
  /// Classic (`unspecified`: `viewControllers` sets the columns), or columns set one by one.
  public enum Style: Int, Sendable {
    case unspecified, doubleColumn, tripleColumn
  }

  /// The columns of the column style.
  public enum Column: Int, Sendable {
    case primary, supplementary, secondary, compact
  }

  /// How the columns share a regular width; recorded, as an iPhone shows one column.
  public enum DisplayMode: Int, Sendable {
    case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary,
      twoOverSecondary, twoDisplaceSecondary

    public static let primaryHidden = DisplayMode.secondaryOnly
    public static let allVisible = DisplayMode.oneBesideSecondary
    public static let primaryOverlay = DisplayMode.oneOverSecondary
  }

  /// How the secondary column makes room for the others when they show beside it.
  public enum SplitBehavior: Int, Sendable {
    case automatic, tile, overlay, displace
  }

  /// The style the split view controller was made with.
  public let style: Style
  /// Hears of collapsing and showing. Weak, as in UIKit.
  open weak var delegate: (any UISplitViewControllerDelegate)?
  /// Recorded.
  open var preferredDisplayMode = DisplayMode.automatic
  /// Recorded; an iPhone shows one column, so the behaviour never applies.
  open var preferredSplitBehavior = SplitBehavior.automatic
  /// Recorded.
  open var presentsWithGesture = true
  /// When the button that changes the display mode shows; recorded.
  open var displayModeButtonVisibility = DisplayModeButtonVisibility.automatic

  /// When the button that changes the display mode shows.
  public enum DisplayModeButtonVisibility: Int, Sendable {
    case automatic, never, always
  }
  /// Recorded.
  open var showsSecondaryOnlyButton = false

  /// The button that changes the display mode; an iPhone shows none, so it does nothing.
  open private(set) lazy var displayModeButtonItem = UIBarButtonItem(systemItem: .flexibleSpace)
  /// Whether the split view controller shows one column: true from its first appearance on,
  /// as an iPhone's width is compact (SV1).
  public private(set) var isCollapsed = false
  /// The secondary only once collapsed, as one column shows; before, the preferred mode.
  open var displayMode: DisplayMode { isCollapsed ? .secondaryOnly : preferredDisplayMode }

  /// The controllers the app gave each column (column style).
  private var columnControllers: [Column: UIViewController] = [:]
  /// What each column shows: the controller, wrapped in a navigation controller unless it is
  /// one (the compact column's is shown as it is).
  private var columnContainers: [Column: UIViewController] = [:]
  /// Collapsed, how many controllers at the bottom of the primary's stack are its own.
  private var primaryColumnCount = 1

  /// Creates a classic split view controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .unspecified
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a split view controller whose columns are set one by one.
  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    style = .unspecified
    super.init(coder: coder)
  }

  /// The columns, primary first; once collapsed, the one controller shown (SV1).
  open var viewControllers: [UIViewController] {
    get { children }
    set {
      guard !refusesCycle(newValue) else { return }
      setColumns(newValue)
      if isCollapsed { collapse() }
    }
  }

  /// Column style: makes `vc` the controller of `column`, wrapped in a navigation controller
  /// unless it is one or the column is the compact one (SV3).
  open func setViewController(_ vc: UIViewController?, for column: Column) {
    guard style != .unspecified else {
      diagnosticHost.report(
        .warning, .sv3,
        "setViewController(_:for:) is for column-style split view controllers (\(hostName) is classic)"
      )
      return
    }
    guard !refusesCycle(vc.map { [$0] } ?? []) else { return }
    // The column's controller again: nothing to change, no containment calls (SV3).
    guard vc == nil || columnControllers[column] !== vc else { return }
    // A plain controller for a secondary column that has a navigation controller is pushed
    // onto it, where it shows: on the primary's stack once collapsed there (SV3).
    if column == .secondary, let vc, !(vc is UINavigationController),
      let navigation = columnContainers[.secondary] as? UINavigationController
    {
      columnControllers[column] = vc
      let onPrimary = isCollapsed && navigation.viewControllers.isEmpty
      let stack = onPrimary ? columnContainers[.primary] as? UINavigationController : navigation
      stack?.pushViewController(vc, animated: false)
      return
    }
    columnControllers[column] = vc
    columnContainers[column] =
      column == .compact || vc is UINavigationController
      ? vc : vc.map { UINavigationController(rootViewController: $0) }
    if !isCollapsed {
      let order: [Column] = [.primary, .supplementary, .secondary]
      setColumns(order.compactMap { columnContainers[$0] })
    } else if let shown = columnContainers[.compact] ?? columnContainers[.primary],
      column == .compact || column == .primary
    {
      // Collapsed, a new compact or primary controller is shown at once; a new secondary
      // waits for show(.secondary).
      setColumns([shown])
      primaryColumnCount = (shown as? UINavigationController)?.viewControllers.count ?? 1
    }
  }

  /// Column style: the controller the app gave `column`.
  open func viewController(for column: Column) -> UIViewController? {
    columnControllers[column]
  }

  /// Column style: shows `column`. Collapsed, the secondary (or supplementary) goes onto the
  /// primary's stack, and the primary is shown by going back to its own controllers (SV3). The
  /// delegate hears nothing: `willShow` is for the system's moves, not the app's.
  open func show(_ column: Column) {
    guard isCollapsed, column != .compact,
      let primary = columnContainers[.primary] as? UINavigationController
    else { return }
    let own = primaryColumnStack(primary)
    let content = column == .primary ? [] : columnContent(column)
    guard own + content != primary.viewControllers else { return }
    primary.setViewControllers(own + content, animated: true)
  }

  /// Column style: hides `column`; collapsed, hiding the supplementary shows the primary. UIKit
  /// does not support hiding the secondary: the host changes nothing and warns (SV3). The
  /// delegate hears nothing: `willHide` is for the system's moves, not the app's.
  open func hide(_ column: Column) {
    guard column != .secondary else {
      return diagnosticHost.report(
        .warning, .sv3, "hide(.secondary) is not supported; show(.primary) goes back to the primary"
      )
    }
    guard isCollapsed, column != .primary, column != .compact,
      let primary = columnContainers[.primary] as? UINavigationController
    else { return }
    let own = primaryColumnStack(primary)
    guard own.count < primary.viewControllers.count, let last = own.last else { return }
    primary.popToViewController(last, animated: true)
  }

  /// Shows `vc` in the primary position; collapsed, the primary shows it (SV2).
  open override func show(_ vc: UIViewController, sender: Any?) {
    recordCall(.operation, self, "show(\(vc.hostName))")
    // The classic delegate methods apply to classic split view controllers only.
    if style == .unspecified, delegate?.splitViewController(self, show: vc, sender: sender) == true
    {
      return
    }
    if isCollapsed, let shown = children.first {
      shown.show(vc, sender: sender)
    } else {
      var columns = children
      if columns.isEmpty { columns.append(vc) } else { columns[0] = vc }
      setColumns(columns)
    }
  }

  /// Shows `vc` in the secondary position. Collapsed, it calls `show(_:sender:)` on the
  /// primary, which pushes it (SV2); else `vc` becomes the secondary column.
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    recordCall(.operation, self, "showDetailViewController(\(vc.hostName))")
    if style == .unspecified,
      delegate?.splitViewController(self, showDetail: vc, sender: sender) == true
    {
      return
    }
    if style != .unspecified {
      setViewController(vc, for: .secondary)
      show(.secondary)
    } else if isCollapsed, let shown = children.first {
      shown.show(vc, sender: sender)
    } else {
      var columns = children
      if columns.count > 1 { columns[1] = vc } else { columns.append(vc) }
      setColumns(columns)
    }
  }

  override func willBeginAppearing(animated: Bool) {
    // The host shows one screen at a time, as an iPhone does: the interface collapses whatever
    // size class the controller's traits give (V3).
    if !isCollapsed { collapse() }
  }

  override var appearanceChildren: [UIViewController] {
    isCollapsed ? Array(children.prefix(1)) : children
  }
  override var visibleChild: UIViewController? { isCollapsed ? children.first : nil }

  /// Refuses, as UIKit raises, a column that is this split view controller or holds it (L7).
  private func refusesCycle(_ columns: [UIViewController]) -> Bool {
    guard let cycle = columns.first(where: { $0 === self || $0.isAncestor(of: self) }) else {
      return false
    }
    diagnosticHost.report(
      .error, .l7, "Cannot put \(cycle.hostName) in a column of itself or of its own descendant")
    return true
  }

  /// Makes `columns` the children, in order, with the containment calls.
  private func setColumns(_ columns: [UIViewController]) {
    for old in children where !columns.contains(where: { $0 === old }) {
      old.sendWillMove(toParent: nil)
      old.removeFromParent()
    }
    for column in columns where column.parent !== self {
      addChild(column)
      if column.parent === self { column.sendDidMove(toParent: self) }
    }
    // A column refused as a child (the split view controller itself, one of its ancestors:
    // L7) stays out.
    children = columns.filter { $0.parent === self }
  }

  /// The interface collapses to one column (SV1, SV3).
  private func collapse() {
    isCollapsed = true
    if style == .unspecified {
      collapseClassic()
    } else {
      collapseColumns()
    }
    UIViewController.showDetailTargetDidChange(by: self)
  }

  /// Classic: the delegate may name the controller to show and take care of the secondary;
  /// else the primary takes it in (a navigation controller pushes it).
  private func collapseClassic() {
    guard let primary = children.first else { return }
    let shown = delegate?.primaryViewController(forCollapsing: self) ?? primary
    if children.count > 1 {
      let secondary = children[1]
      let handled =
        delegate?.splitViewController(self, collapseSecondary: secondary, onto: shown) ?? false
      if !handled { shown.collapseSecondaryViewController(secondary, for: self) }
    }
    setColumns([shown])
  }

  /// Column style: the compact column's controller if there is one; else the primary's stack,
  /// with the top column's controllers on it (the secondary, unless the delegate says otherwise).
  private func collapseColumns() {
    if let compact = columnContainers[.compact] {
      setColumns([compact])
    } else if let primary = columnContainers[.primary] {
      let proposed: Column = columnContainers[.secondary] == nil ? .primary : .secondary
      let top =
        delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed)
        ?? proposed
      setColumns([primary])
      if let navigation = primary as? UINavigationController {
        primaryColumnCount = navigation.viewControllers.count
        if top != .primary {
          navigation.setViewControllers(
            navigation.viewControllers + columnContent(top), animated: false)
        }
      }
    }
    delegate?.splitViewControllerDidCollapse(self)
  }

  /// What `column` shows: the controllers of its navigation controller, or its controller. A
  /// navigation controller whose controllers went onto the primary's stack has none left.
  private func columnContent(_ column: Column) -> [UIViewController] {
    guard let container = columnContainers[column] else { return [] }
    guard let navigation = container as? UINavigationController else { return [container] }
    guard navigation.viewControllers.isEmpty,
      let primary = columnContainers[.primary] as? UINavigationController
    else { return navigation.viewControllers }
    // Its controllers went onto the primary's stack already: they stay; gone back from, the
    // column shows its controller again.
    let onPrimary = Array(primary.viewControllers.dropFirst(primaryColumnCount))
    return onPrimary.isEmpty ? columnControllers[column].map { [$0] } ?? [] : onPrimary
  }

  /// The primary column's own controllers at the bottom of the primary's stack, the first
  /// `primaryColumnCount` of them.
  private func primaryColumnStack(_ primary: UINavigationController) -> [UIViewController] {
    Array(primary.viewControllers.prefix(max(primaryColumnCount, 1)))
  }
}

extension UIViewController {
  /// Posts `showDetailTargetDidChangeNotification`, as a split view controller does when it
  /// collapses.
  static func showDetailTargetDidChange(by controller: UIViewController) {
    NotificationCenter.default.post(
      name: UIViewController.showDetailTargetDidChangeNotification, object: controller)
  }

  /// Posted when a split view controller collapses or expands.
  nonisolated public static let showDetailTargetDidChangeNotification = Notification.Name(
    "UIViewControllerShowDetailTargetDidChangeNotification")
}
