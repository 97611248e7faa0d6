// Lists: UIScrollView, UITableView, its cells, data source and delegate, and
// UITableViewController, as an app's list screens use them (rule C2). The host measures
// nothing, so a table shows its first `UITableView.rowsOnScreen` rows from the row it is
// scrolled to; those rows' cells are its subviews, where a person reads and taps them.

/// A view whose content can be larger than itself, moved by the app, and, for a table or a
/// collection view, by a person's scroll (`host.scroll(down:)`); its delegate hears of both.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// Told as the content moves and zooms. Weak, as in UIKit. A table's delegate must be a
  /// `UITableViewDelegate`, a collection view's a `UICollectionViewDelegate` (U4).
  open weak var delegate: (any UIScrollViewDelegate)?
  /// The recognizer of the drags that scroll the content; a person cannot drag on the host
  /// (U4), so it stays `.possible`.
  public private(set) lazy var panGestureRecognizer = UIPanGestureRecognizer()
  /// The recognizer of the pinches that zoom the content: none, as the host zooms nothing.
  open var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }
  /// How quickly scrolling slows after a drag.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// The usual rate.
    public static let normal = Self(rawValue: 0.998)
    /// A quick stop, as a picker's.
    public static let fast = Self(rawValue: 0.99)
  }

  /// How the keyboard goes away when content is dragged.
  public enum KeyboardDismissMode: Int, Sendable {
    case none, onDrag, interactive
  }

  /// How the safe area adjusts the content's insets.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic, scrollableAxes, never, always
  }

  /// The size of the content.
  open var contentSize = CGSize.zero
  /// The point of the content shown at the view's top left; a change tells the delegate
  /// (`scrollViewDidScroll(_:)`).
  open var contentOffset = CGPoint.zero {
    didSet {
      bounds.origin = contentOffset
      if contentOffset != oldValue { delegate?.scrollViewDidScroll(self) }
    }
  }
  /// The scale of the content, between the minimum and maximum zoom scales.
  open var zoomScale: CGFloat = 1
  /// The smallest zoom scale.
  open var minimumZoomScale: CGFloat = 1
  /// The largest zoom scale.
  open var maximumZoomScale: CGFloat = 1
  /// Whether a person is dragging the content: while a person's scroll is under way.
  open var isDragging: Bool { isUserDragging }
  private var isUserDragging = false
  /// Whether the content is moving after a drag: never on the host.
  open var isDecelerating: Bool { false }
  /// Whether a person is touching the content: while a person's scroll is under way.
  open var isTracking: Bool { isUserDragging }

  /// A person scrolls a screen of `perScreen` rows, each `rowHeight` high, down or up from
  /// `first`, the first of `count` shown (C2, C3): no further than the last screen, or the top.
  /// The content moves by the rows' height as `show` shows the rows from the new first. False
  /// when a scroll that way moves nothing.
  func userScrolledRows(
    down: Bool, from first: Int, of count: Int, perScreen: Int, rowHeight: CGFloat,
    show: (Int) -> Void
  ) -> Bool {
    let target =
      down ? min(first + perScreen, max(0, count - perScreen)) : max(0, first - perScreen)
    guard target != first else { return false }
    userDragged(to: CGPoint(x: contentOffset.x, y: CGFloat(target) * rowHeight)) { show(target) }
    return true
  }

  /// A person drags the content to `offset` and lets go (C2, C3): the keyboard goes if the
  /// view dismisses it on drag; the delegate hears the drag begin, the content move while
  /// `move` shows what comes on screen, the drag about to end, then end, without deceleration.
  func userDragged(to offset: CGPoint, move: () -> Void) {
    if keyboardDismissMode != .none { window?.endEditing(true) }
    isUserDragging = true
    delegate?.scrollViewWillBeginDragging(self)
    contentOffset = offset
    move()
    var target = offset
    withUnsafeMutablePointer(to: &target) {
      delegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: $0)
    }
    isUserDragging = false
    delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
  }
  /// A guide to the content's edges, for Auto Layout; the scroll view owns it.
  public private(set) lazy var contentLayoutGuide = ownedLayoutGuide()
  /// A guide to the scroll view's own edges, for Auto Layout; the scroll view owns it.
  public private(set) lazy var frameLayoutGuide = ownedLayoutGuide()

  private func ownedLayoutGuide() -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.owningView = self
    return guide
  }
  /// The space around the content.
  open var contentInset = UIEdgeInsets.zero
  /// How the safe area adjusts the content's insets; recorded.
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  /// The space around the scroll indicators; recorded.
  open var scrollIndicatorInsets = UIEdgeInsets.zero
  /// The space around the vertical scroll indicator; recorded.
  open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
  /// The space around the horizontal scroll indicator; recorded.
  open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
  /// The content's insets with the safe area's: the host's views have no safe area to add
  /// unless their controller gives one (V5), so the content's own.
  open var adjustedContentInset: UIEdgeInsets { contentInset }
  /// Whether a person can scroll.
  open var isScrollEnabled = true
  /// Whether scrolling stops on multiples of the view's size; recorded.
  open var isPagingEnabled = false
  /// Whether scrolling bounces past the content's edge; recorded.
  open var bounces = true
  /// Whether scrolling bounces vertically when the content is short; recorded.
  open var alwaysBounceVertical = false
  /// Whether scrolling bounces horizontally when the content is narrow; recorded.
  open var alwaysBounceHorizontal = false
  /// Whether zooming bounces past the least and greatest scales; recorded.
  open var bouncesZoom = true
  /// Whether a drag that starts along one axis keeps to it; recorded.
  open var isDirectionalLockEnabled = false
  /// Whether a tap on the status bar scrolls the content to its top; recorded, as the host's
  /// device has no status bar to tap (U4).
  open var scrollsToTop = true
  /// Whether a drag cancels the touches of the content's controls; recorded.
  open var canCancelContentTouches = true
  /// Whether touches reach the content only once the view knows a drag is not starting;
  /// recorded.
  open var delaysContentTouches = true
  /// The colour of the scroll indicators; recorded.
  open var indicatorStyle = IndicatorStyle.default

  /// The colour of a scroll view's indicators.
  public enum IndicatorStyle: Int, Sendable {
    case `default`, black, white
  }
  /// Whether the vertical indicator shows; recorded.
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator shows; recorded.
  open var showsHorizontalScrollIndicator = true
  /// How quickly scrolling slows after a drag; recorded.
  open var decelerationRate = DecelerationRate.normal
  /// Whether the scroll indicators' insets follow the safe area; recorded.
  open var automaticallyAdjustsScrollIndicatorInsets = true
  /// How the keyboard goes away when content is dragged; recorded.
  open var keyboardDismissMode = KeyboardDismissMode.none
  /// The pull-to-refresh control.
  open var refreshControl: UIRefreshControl?

  /// Shows the content at `contentOffset`; an animated move ends at once and tells the
  /// delegate it ended (`scrollViewDidEndScrollingAnimation(_:)`), as UIKit does when the
  /// offset changes.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    let moves = contentOffset != self.contentOffset
    self.contentOffset = contentOffset
    if animated && moves { delegate?.scrollViewDidEndScrollingAnimation(self) }
  }

  /// Scrolls the least needed for `rect`, in the content's coordinates, to show.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    // What shows is the bounds less the content insets: a keyboard's height set as the bottom
    // inset leaves the rows above it.
    let inset = adjustedContentInset
    let visible = bounds.inset(by: inset)
    var offset = contentOffset
    if rect.maxX > visible.maxX { offset.x += rect.maxX - visible.maxX }
    if rect.minX < offset.x + inset.left { offset.x = rect.minX - inset.left }
    if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
    if rect.minY < offset.y + inset.top { offset.y = rect.minY - inset.top }
    // It scrolls no further than the content and its insets allow.
    let least = CGPoint(x: 0 - inset.left, y: 0 - inset.top)
    let most = CGPoint(
      x: max(least.x, contentSize.width + inset.right - bounds.width),
      y: max(least.y, contentSize.height + inset.bottom - bounds.height))
    offset.x = min(max(offset.x, least.x), most.x)
    offset.y = min(max(offset.y, least.y), most.y)
    guard offset != contentOffset else { return }
    setContentOffset(offset, animated: animated)
  }

  /// Zooms the content to `scale`, kept between the minimum and maximum zoom scales: the view
  /// the delegate gives to zoom (`viewForZooming(in:)`) is scaled by it, and the delegate hears
  /// of it (`scrollViewDidZoom(_:)`). With no view to zoom, nothing zooms, as in UIKit.
  open func setZoomScale(_ scale: CGFloat, animated: Bool) {
    guard let zoomed = delegate?.viewForZooming(in: self) else { return }
    let kept = min(max(scale, minimumZoomScale), maximumZoomScale)
    guard kept != zoomScale else { return }
    zoomScale = kept
    zoomed.transform = CGAffineTransform(scaleX: kept, y: kept)
    delegate?.scrollViewDidZoom(self)
  }

  /// Zooms so that `rect`, in the zoomed view's coordinates, fills the scroll view as far as
  /// the zoom scales allow, and shows it.
  open func zoom(to rect: CGRect, animated: Bool) {
    guard rect.width > 0, rect.height > 0, bounds.width > 0, bounds.height > 0 else { return }
    setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
    guard delegate?.viewForZooming(in: self) != nil else { return }
    setContentOffset(
      CGPoint(x: rect.minX * zoomScale, y: rect.minY * zoomScale), animated: animated)
  }

  /// Whether a person is pinching the content: never on the host (U4).
  open var isZooming: Bool { false }
  /// Whether the zoom is bouncing back within its scales: never on the host.
  open var isZoomBouncing: Bool { false }
  /// The size of the content shown: the view's bounds.
  open var visibleSize: CGSize { bounds.size }
  /// Whether a hardware keyboard's arrow keys scroll the content (iOS 17); recorded.
  open var allowsKeyboardScrolling = true
  /// Whether a vertical scroll past the content's edge goes on to the scroll view around it
  /// (iOS 17); recorded.
  open var transfersVerticalScrollingToParent = true
  /// Whether a horizontal scroll past the content's edge goes on to the scroll view around it
  /// (iOS 17); recorded.
  open var transfersHorizontalScrollingToParent = true

  /// Flashes the scroll indicators; the host draws none.
  open func flashScrollIndicators() {}

  /// Refuses with an `error` a delegate that is not of the kind UIKit types this view's
  /// `delegate` as: the assignment compiles here, where there is one `delegate`, and not on iOS
  /// (U4).
  func refuseDelegate(unless fits: Bool, of view: String, expecting protocolName: String) {
    guard let delegate, !fits else { return }
    diagnosticHost.report(
      .error, .u4,
      "\(type(of: delegate)) is \(view)'s delegate but not a \(protocolName): it does not "
        + "compile against UIKit")
  }
}

/// The pull-to-refresh control of a scroll view.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  /// Whether it shows that content is refreshing.
  public private(set) var isRefreshing = false
  /// The text shown under the spinner.
  open var attributedTitle: NSAttributedString?

  /// Shows that content is refreshing.
  open func beginRefreshing() { isRefreshing = true }
  /// Shows that refreshing ended.
  open func endRefreshing() { isRefreshing = false }
}

/// Told as a scroll view scrolls. Every method is optional in UIKit (U4: requirements with
/// defaults here). A person drags nothing on the host, so the dragging calls never come.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// Told after the content moved.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// Told after the content zoomed.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// Told when a person starts dragging the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// Told when a person lifts their finger, with where the content will stop.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// Told when a person stopped dragging the content.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// Told when the content stopped moving after a drag.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// Told when an animated move the app asked for ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// The view that zooms; none by default, so nothing zooms.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// No view zooms.
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
}

extension IndexPath {
  /// The index path of `row` in `section`, as UIKit makes them for tables.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section of a table's index path.
  public var section: Int { self[0] }
  /// The row of a table's index path.
  public var row: Int { self[1] }
}

/// Starts loading the content of rows a person is likely to see next (C2).
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
  /// Told of rows likely to be shown soon.
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
  /// Told that rows told of are no longer likely to be shown. Optional in UIKit (U4: a
  /// requirement with a default here).
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {}
}

/// Supplies a table's sections, rows and cells.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// How many rows `section` has.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell of the row at `indexPath`.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// How many sections the table has; 1 by default.
  func numberOfSections(in tableView: UITableView) -> Int
  /// The title of `section`'s header; none by default.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// Whether the row can be edited (deleted by a swipe); true by default, as in UIKit.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Commits a person's edit of a row (a deletion); does nothing by default.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// The title of `section`'s footer; none by default.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Whether the row can be moved; false by default.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// Moves a row's data as a person moved the row; does nothing by default.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
  /// The titles of the section index along the table's edge; none by default.
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  /// The section an index title leads to; the title's own position by default.
  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int
}

extension UITableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No header title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// Every row can be edited.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// No footer title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// No row can be moved.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// No section index.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// The section at the title's position.
  public func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }
}

/// Told and asked as a person selects a table's rows.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// Asked before a row is selected: the row to select instead, or nil for none.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// Told after a person selected a row.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// Told after a row was deselected because another was selected.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// Asked before a person deselects a row: the row to deselect instead, or nil for none.
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// Asked as a person touches a row: false neither highlights nor selects it.
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// Told after a row was highlighted under a person's finger.
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  /// Told after a row's highlight was cleared as the finger lifted.
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  /// Told after a person tapped the row's detail button.
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  /// The title of the row's delete button; nil for "Delete".
  func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?
  /// Where a row being moved goes instead of the proposed place; the proposed place by default.
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
  /// Told as a person's swipe starts editing the row.
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
  /// Told as the row's swipe editing ends.
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
  /// Told after the row's cell left the screen.
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// The height of the row; the table's `rowHeight` by default.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// The estimated height of the row; the table's `estimatedRowHeight` by default.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  /// Told before the row's cell is shown.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// Told before `section`'s header view is shown.
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  /// Told before `section`'s footer view is shown.
  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  /// The view of `section`'s header; none by default.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// The view of `section`'s footer; none by default.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// The height of `section`'s header.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The height of `section`'s footer.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// What editing the row does; a deletion by default.
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  /// Asked whether a two-finger pan over the row starts selecting several rows (iOS 13); no by
  /// default. A person cannot pan with two fingers here (U4), so it is never asked.
  func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool
  /// Told that a two-finger pan began selecting several rows.
  func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
  /// Told that the two-finger pan ended.
  func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)
  /// Whether the row can take the focus; yes by default, never asked as the host's iPhone has
  /// no focus engine (U4).
  func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool
  /// How far the row's content is indented, in steps of the cell's `indentationWidth`; none by
  /// default, recorded as the host draws no indent.
  func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
  /// Whether moving the focus to the row selects it (iOS 15); the table's setting by default.
  func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath)
    -> Bool
  /// Whether the row's content moves in while the table edits; yes by default, recorded as
  /// the host draws no indent.
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool
  /// The actions a swipe from the trailing edge shows; nil for the default (Delete, when the
  /// row can be edited).
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// The actions a swipe from the leading edge shows; none by default.
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// The context menu a long press on the row shows; none by default.
  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// Told as a row's context menu shows.
  func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// Told as a row's context menu goes.
  func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// Told as a person taps the preview of a row's context menu: the app shows what it
  /// previews, in the animator's completion.
  func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)
}

extension UITableViewDelegate {
  /// Selects the row asked for.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Deselects the row asked for.
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Highlights every row.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { true }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  /// "Delete".
  public func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }
  /// The proposed place.
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// The table's row height.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// The table's estimated row height.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}
  /// No header view.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// No footer view.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  /// The table's automatic height.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { UITableView.automaticDimension }
  /// The table's automatic height.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  { UITableView.automaticDimension }
  /// A deletion.
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  /// No.
  public func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { false }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
  /// Yes.
  public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// None.
  public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  { 0 }
  /// The table's `selectionFollowsFocus`.
  public func tableView(
    _ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath
  ) -> Bool { tableView.selectionFollowsFocus }
  /// Yes.
  public func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { true }
  /// The default actions.
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// No actions.
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// No menu.
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing: tapping the preview only closes the menu.
  public func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}
}

/// An action a person reveals by swiping a table's row.
@preconcurrency @MainActor
public final class UIContextualAction: NSObject {
  /// How the action looks.
  public enum Style: Int, Sendable {
    case normal, destructive
  }

  /// What the action runs: the action, the view shown, and a completion to call with whether
  /// the action was performed.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// How the action looks.
  public let style: Style
  /// What a person reads on the action.
  public var title: String?
  /// The action's image.
  public var image: UIImage?
  /// The action's colour; recorded, never drawn.
  public var backgroundColor: UIColor!
  /// What the action runs.
  public let handler: Handler

  /// Creates an action of `style` titled `title` that runs `handler`.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }

  /// The first action of `configurations`, in order, that a person means by `name`: its title,
  /// or the name of its image when it has no title.
  static func named(_ name: String, in configurations: [UISwipeActionsConfiguration?])
    -> UIContextualAction?
  {
    for configuration in configurations {
      if let action = configuration?.actions.first(where: { $0.isNamed(name) }) { return action }
    }
    return nil
  }

  private func isNamed(_ name: String) -> Bool {
    if let title, !title.isEmpty { return HeadlessHost.names(title, name) }
    return image.map { HeadlessHost.names($0.name, name) } ?? false
  }
}

/// The actions a swipe on a table's row reveals.
@preconcurrency @MainActor
public final class UISwipeActionsConfiguration: NSObject {
  /// The actions, from the edge inwards.
  public let actions: [UIContextualAction]
  /// Whether a full swipe performs the first action.
  public var performsFirstActionWithFullSwipe = true

  /// Creates a configuration of `actions`.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}

/// A list of rows in sections.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// How sections look.
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }

  /// How rows animate in and out; recorded, never animated.
  /// What a table's separator insets count from.
  public enum SeparatorInsetReference: Int, Sendable {
    case fromCellEdges, fromAutomaticInsets
  }

  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// Where a row ends up when the table scrolls to it.
  public enum ScrollPosition: Int, Sendable {
    case none, top, middle, bottom
  }

  /// A row height that fits its content.
  public static let automaticDimension: CGFloat = -1
  /// How many rows a table shows at once: an iPhone screen of 44-point rows.
  @_spi(HostTesting) public static let rowsOnScreen = 20

  /// How sections look.
  public let style: Style
  /// Supplies the rows and cells. Weak, as in UIKit.
  open weak var dataSource: (any UITableViewDataSource)?
  /// Told and asked as rows are selected and the table scrolls. Weak, as in UIKit. UIKit
  /// types it `UITableViewDelegate`; here it is the scroll view's (U4), and anything else is
  /// refused with an `error` as it is set.
  open override var delegate: (any UIScrollViewDelegate)? {
    didSet {
      refuseDelegate(
        unless: delegate is any UITableViewDelegate, of: "a table", expecting: "UITableViewDelegate"
      )
    }
  }
  /// The delegate, as the table asks it.
  var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }
  /// The height of every row, unless the delegate says otherwise.
  open var rowHeight = UITableView.automaticDimension
  /// The estimated height of rows; recorded.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  /// The view behind the rows, such as an empty list's message: a subview of the table behind
  /// all others, as wide and high as the table, where a person reads it.
  open var backgroundView: UIView? {
    didSet { replaceBackgroundView(oldValue, with: backgroundView) }
  }
  /// The height of the empty rows a plain table shows below its last; recorded.
  open var fillerRowHeight = UITableView.automaticDimension
  /// Whether the table brings focus back to the row it last had; recorded.
  open var remembersLastFocusedIndexPath = false
  /// Whether a cell's change of content sizes it again; recorded.
  open var selfSizingInvalidation = UITableView.SelfSizingInvalidation.enabled

  /// Whether a cell's change of content sizes it again.
  public enum SelfSizingInvalidation: Int, Sendable {
    case disabled, enabled, enabledIncludingConstraints
  }

  /// Where the row at `indexPath` lies in the table's content: rows one above another, each of
  /// its height (C2); zero for a row the table does not have.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    loadDataIfNeeded()
    guard contains(indexPath) else { return .zero }
    let index = rowCounts.prefix(indexPath.section).reduce(0, +) + indexPath.row
    return CGRect(
      x: 0, y: CGFloat(index) * measuredRowHeight, width: bounds.width, height: measuredRowHeight)
  }

  /// Where `section`'s rows lie in the table's content, as `rectForRow(at:)` places them; zero
  /// for a section the table does not have.
  open func rect(forSection section: Int) -> CGRect {
    loadDataIfNeeded()
    guard rowCounts.indices.contains(section) else { return .zero }
    let first = rowCounts.prefix(section).reduce(0, +)
    return CGRect(
      x: 0, y: CGFloat(first) * measuredRowHeight, width: bounds.width,
      height: CGFloat(rowCounts[section]) * measuredRowHeight)
  }

  /// Where `section`'s header lies: at the top of its rows, of no height, as the host lays out
  /// no header.
  open func rectForHeader(inSection section: Int) -> CGRect {
    let rows = rect(forSection: section)
    return CGRect(x: rows.minX, y: rows.minY, width: rows.width, height: 0)
  }

  /// Where `section`'s footer lies: at the bottom of its rows, of no height.
  open func rectForFooter(inSection section: Int) -> CGRect {
    let rows = rect(forSection: section)
    return CGRect(x: rows.minX, y: rows.maxY, width: rows.width, height: 0)
  }

  /// Whether the table has changes not yet shown, as while a person drags rows in: never, as
  /// a person drags none here (U4).
  open var hasUncommittedUpdates: Bool { false }
  /// Whether a person is dragging rows out of the table: never here (U4).
  open var hasActiveDrag: Bool { false }
  /// Whether a person is dropping content on the table: never here (U4).
  open var hasActiveDrop: Bool { false }
  /// Whether rows can take the focus (iOS 15); recorded, as the host's iPhone has no focus
  /// engine (U4).
  open var allowsFocus = false
  /// Whether rows can take the focus while the table edits (iOS 15); recorded.
  open var allowsFocusDuringEditing = false

  /// The rows whose places, as `rectForRow(at:)` gives them, meet `rect`, in order; nil when
  /// none does, as UIKit answers.
  open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    loadDataIfNeeded()
    var found: [IndexPath] = []
    for (section, count) in rowCounts.enumerated() {
      for row in 0..<count {
        let indexPath = IndexPath(row: row, section: section)
        if rectForRow(at: indexPath).intersects(rect) { found.append(indexPath) }
      }
    }
    return found.isEmpty ? nil : found
  }

  /// Whether the cells' content keeps inside the safe area; recorded.
  open var insetsContentViewsToSafeArea = true

  /// The row at `point` of the table's content, or nil past its rows (C2).
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    loadDataIfNeeded()
    guard point.y >= 0 else { return nil }
    var index = Int(point.y / measuredRowHeight)
    for (section, count) in rowCounts.enumerated() {
      if index < count { return IndexPath(row: index, section: section) }
      index -= count
    }
    return nil
  }

  /// Scrolls so that the first selected row is the first shown, when a row is selected.
  open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
    guard let selected = indexPathForSelectedRow else { return }
    scrollToRow(at: selected, at: scrollPosition, animated: animated)
  }
  /// The separators between rows; recorded.
  open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
  /// The view above the rows: a subview of the table, as wide as the table, as high as its
  /// frame says.
  open var tableHeaderView: UIView? {
    didSet { replaceEdgeView(oldValue, with: tableHeaderView) }
  }
  /// The view below the rows: a subview of the table, as wide as the table, as high as its
  /// frame says.
  open var tableFooterView: UIView? {
    didSet { replaceEdgeView(oldValue, with: tableFooterView) }
  }

  /// Takes `old`, a header or footer view just replaced, out of the table, and puts `new` in,
  /// as wide as the table.
  private func replaceEdgeView(_ old: UIView?, with new: UIView?) {
    if new != nil { fitEdgeViewsToWidth() }
    exchangeSubview(old, for: new)
  }

  /// Makes the header and footer views as wide as the table, and the background view its size,
  /// as UIKit does at each layout.
  private func fitEdgeViewsToWidth() {
    if let backgroundView, backgroundView.frame != bounds { backgroundView.frame = bounds }
    for view in [tableHeaderView, tableFooterView] {
      guard let view, view.frame.width != bounds.width else { continue }
      view.frame.size.width = bounds.width
    }
  }
  /// Whether a person can select rows while the table is not editing.
  open var allowsSelection = true
  /// Whether a person selects several rows, each tap adding a row or taking a selected one
  /// away, while the table is not editing.
  open var allowsMultipleSelection = false
  /// Whether a person can select rows while the table is editing; false by default.
  open var allowsSelectionDuringEditing = false
  /// Whether a person selects several rows while the table is editing.
  open var allowsMultipleSelectionDuringEditing = false
  /// Whether a person can drag rows out of the table; recorded (U4: a person cannot drag).
  open var dragInteractionEnabled = false
  /// Told of the rows a person is likely to see next, to start loading their content.
  /// Weak, as in UIKit.
  open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
  /// The insets of the separators between rows; recorded.
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  /// The colour of the separators; recorded.
  open var separatorColor: UIColor?
  /// What the separators' insets count from: the cell's edges, or its automatic insets;
  /// recorded.
  open var separatorInsetReference = SeparatorInsetReference.fromCellEdges
  /// Whether moving the focus selects the focused row; recorded, as the host's iPhone has no
  /// focus engine (U4).
  open var selectionFollowsFocus = false
  /// Whether the table asks its prefetching data source for the rows coming on screen (iOS 15).
  open var isPrefetchingEnabled = true
  /// The space above each section's header; recorded.
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
  /// The height of every section header, unless the delegate says otherwise; recorded.
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// The height of every section footer, unless the delegate says otherwise; recorded.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// The estimated height of section headers; recorded.
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// The estimated height of section footers; recorded.
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// The colour of the section index's titles; recorded.
  open var sectionIndexColor: UIColor?
  /// The colour behind the section index; recorded.
  open var sectionIndexBackgroundColor: UIColor?
  /// How many rows the table needs before it shows its section index; recorded.
  open var sectionIndexMinimumDisplayRowCount = 0
  /// Whether the cells' margins follow the readable width; recorded.
  open var cellLayoutMarginsFollowReadableWidth = false
  private var headerFooterClasses: [String: AnyClass] = [:]
  /// Whether the table is in editing mode; recorded.
  open private(set) var isEditing = false

  private var reuse = CellReuse<UITableViewCell>(capacity: UITableView.rowsOnScreen)
  private var rowCounts: [Int] = []
  private var hasLoadedData = false
  /// Whether the data was reloaded out of a window, its rows to show at the next layout.
  private var rowsNeedShowing = false
  /// The changes of the update under way.
  private var pendingUpdate = PendingUpdate()
  /// The index, counted over all sections, of the first row shown.
  private var firstShownRow = 0
  private var shown: [(IndexPath, UITableViewCell)] = []
  private var shownHeaders: [(section: Int, view: UIView)] = []
  private var shownFooters: [(section: Int, view: UIView)] = []
  /// The selected rows, in the order they were selected; their cells, when shown, are
  /// selected.
  private var selectedRows: [IndexPath] = [] {
    didSet {
      guard selectedRows != oldValue else { return }
      for (path, cell) in shown where selectedRows.contains(path) != cell.isSelected {
        cell.setSelected(!cell.isSelected, animated: false)
      }
    }
  }

  /// The selected row: the first of the selected rows, or nil when none is.
  public var indexPathForSelectedRow: IndexPath? { selectedRows.first }
  /// The selected rows, or nil when none is.
  open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

  /// Creates a table of `style`.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// Creates a plain table.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    self.style = .plain
    super.init(coder: coder)
  }

  /// Says that cells of `cellClass` are made for `identifier` (U4: a subclass of
  /// `UITableViewCell` needs a maker registered with `UITableView.registerMaker(for:_:)`).
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    reuse.register(cellClass, for: identifier)
  }

  /// A cell for `identifier`, reused or made, or nil when no class is registered for it.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let cell = reuse.reusedCell(for: identifier) {
      cell.prepareForReuseCheckingSuper(in: diagnosticHost)
      return cell
    }
    guard let cellClass = reuse.cellClass(for: identifier) else { return nil }
    guard let cell = Self.makeCell(of: cellClass, identifier: identifier) else {
      diagnosticHost.report(
        .error, .u4,
        "\(cellClass) is a UITableViewCell subclass the host cannot make: register a maker "
          + "with UITableView.registerMaker(for:_:)")
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    return cell
  }

  /// A cell for `identifier` for the row at `indexPath`. UIKit raises when nothing is
  /// registered for `identifier`; the host refuses with an `error` (C2) and hands a plain cell.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    diagnosticHost.report(
      .error, .c2,
      "unable to dequeue a cell with identifier \(identifier): register a class for it first")
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// Says that header and footer views of `aClass` are made for `identifier` (U4: a subclass
  /// needs a maker registered with `UITableView.registerMaker(forHeaderFooter:_:)`).
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterClasses[identifier] = aClass
  }

  /// A header or footer view for `identifier`, or nil when no class is registered for it.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    guard let viewClass = headerFooterClasses[identifier] else { return nil }
    if viewClass == UITableViewHeaderFooterView.self {
      return UITableViewHeaderFooterView(reuseIdentifier: identifier)
    }
    if let make = Self.headerFooterMakers[ObjectIdentifier(viewClass)] { return make(identifier) }
    diagnosticHost.report(
      .error, .u4,
      "\(viewClass) is a UITableViewHeaderFooterView subclass the host cannot make: register a "
        + "maker with UITableView.registerMaker(forHeaderFooter:_:)")
    return UITableViewHeaderFooterView(reuseIdentifier: identifier)
  }

  /// Asks the data source again for its sections, rows and the cells on screen.
  open func reloadData() {
    hasLoadedData = true
    let sections = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
    rowCounts = (0..<sections).map { section in
      max(0, dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0)
    }
    selectedRows.removeAll { !contains($0) }
    let total = rowCounts.reduce(0, +)
    firstShownRow = min(firstShownRow, max(0, total - 1))
    // The content is as tall as the rows, each of its height (C2).
    contentSize = CGSize(width: bounds.width, height: CGFloat(total) * measuredRowHeight)
    // In a window the rows show at once, as the next layout pass shows them before a person
    // sees the screen; out of one, at the table's next layout, as in UIKit.
    rowsNeedShowing = window == nil
    if !rowsNeedShowing { showRows() }
  }

  /// Reloads the rows at `indexPaths`, which the data source still has as many of (C2).
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update { $0.reloadedRows += indexPaths }
  }
  /// Inserts rows the data source now has, at their places after the update (C2).
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update { $0.insertedRows += indexPaths }
  }
  /// Deletes rows the data source no longer has, at their places before the update (C2).
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update { $0.deletedRows += indexPaths }
  }
  /// Moves a row the data source moved, from its place before the update to its place after.
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    update { $0.movedRows.append((indexPath, newIndexPath)) }
  }
  /// Configures the rows at `indexPaths` again (iOS 15): the data source is asked for their
  /// cells once more, as a reload does here (C2).
  open func reconfigureRows(at indexPaths: [IndexPath]) {
    update { $0.reloadedRows += indexPaths }
  }
  /// Moves a section the data source moved, from its place before the update to its place
  /// after (C2).
  open func moveSection(_ section: Int, toSection newSection: Int) {
    update { $0.movedSections.append((section, newSection)) }
  }
  /// Reads the section index's titles again from the data source; the host shows no index.
  open func reloadSectionIndexTitles() {}
  /// Reloads the sections at `sections`, which the data source still has (C2).
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    update { $0.reloadedSections.formUnion(sections) }
  }
  /// Inserts sections the data source now has, at their places after the update (C2).
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    update { $0.insertedSections.formUnion(sections) }
  }
  /// Deletes sections the data source no longer has, at their places before the update (C2).
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    update { $0.deletedSections.formUnion(sections) }
  }
  /// Makes the changes in `updates` as one update, checked against the data source at its end
  /// (C2); `completion` hears that it finished.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    endUpdates()
    completion?(true)
  }
  /// Starts a group of changes, made as one update at the matching `endUpdates()`.
  open func beginUpdates() {
    pendingUpdate.begin()
  }
  /// Ends a group of changes: at the outermost, the table checks them against the data source
  /// and reads it again (C2). Without a group to end, it reads the data source again.
  open func endUpdates() {
    guard pendingUpdate.isOpen else { return reloadData() }
    if let update = pendingUpdate.end() { commit(update) }
  }

  /// Adds a change to the update under way, or makes it an update of its own.
  private func update(_ change: (inout RowUpdate) -> Void) {
    if let update = pendingUpdate.add(change) { commit(update) }
  }

  /// Reads the data source again and checks that it changed as `update` said, as UIKit does
  /// before it animates: a count that does not add up, or a row or a section the table does not
  /// have, is refused with an `error` (UIKit raises `NSInternalInconsistencyException`). The
  /// table shows the data source either way.
  private func commit(_ update: RowUpdate) {
    let before = hasLoadedData ? rowCounts : nil
    reloadData()
    guard let before, let problem = update.problem(before: before, after: rowCounts) else {
      return
    }
    diagnosticHost.report(.error, .c2, "Invalid update: \(problem)")
  }

  /// How many sections the table has, as it last read them.
  open var numberOfSections: Int {
    loadDataIfNeeded()
    return rowCounts.count
  }

  /// How many rows `section` has, as the table last read them.
  open func numberOfRows(inSection section: Int) -> Int {
    loadDataIfNeeded()
    return rowCounts.indices.contains(section) ? rowCounts[section] : 0
  }

  /// The cell on screen for the row at `indexPath`, or nil when the row is not shown.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    shown.first { $0.0 == indexPath }?.1
  }

  /// The cells on screen, top first.
  open var visibleCells: [UITableViewCell] { shown.map(\.1) }

  /// The rows on screen, top first.
  open var indexPathsForVisibleRows: [IndexPath]? { shown.map(\.0) }

  /// The row of `cell`, if it is on screen.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    shown.first { $0.1 === cell }?.0
  }

  /// Selects the row at `indexPath`, with the rows selected already when the table selects
  /// several, or else in their place; nil deselects every row. The delegate is not told.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath, contains(indexPath) else {
      selectedRows = []
      return
    }
    if !selectsSeveralRows {
      selectedRows = [indexPath]
    } else if !selectedRows.contains(indexPath) {
      selectedRows.append(indexPath)
    }
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the row at `indexPath`, without telling the delegate.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedRows.removeAll { $0 == indexPath }
  }

  /// Whether a person's taps select several rows: as the table selects in its mode.
  private var selectsSeveralRows: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// Whether a person can select rows in the table's mode.
  private var selectsRows: Bool {
    isEditing
      ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
  }

  /// A person scrolls the table a screen of rows down, or up (C2): false at the end it moves
  /// toward.
  func userScrolled(down: Bool) -> Bool {
    loadDataIfNeeded()
    return userScrolledRows(
      down: down, from: firstShownRow, of: rowCounts.reduce(0, +), perScreen: Self.rowsOnScreen,
      rowHeight: measuredRowHeight
    ) { first in
      firstShownRow = first
      showRows()
    }
  }

  /// The height of a row of the standard size, which the host takes for any other.
  static let standardRowHeight: CGFloat = 44

  /// The height of each row: the table's `rowHeight`, or, as the host measures nothing, the
  /// standard height for rows that size themselves.
  private var measuredRowHeight: CGFloat { rowHeight > 0 ? rowHeight : Self.standardRowHeight }

  /// Scrolls so that the row at `indexPath` is the first shown. A row the table does not have
  /// is refused with an `error`, as UIKit raises for it (C2).
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool)
  {
    loadDataIfNeeded()
    guard contains(indexPath) else {
      diagnosticHost.report(
        .error, .c2,
        "scrollToRow: the table has no row \(indexPath.row) in section \(indexPath.section)")
      return
    }
    firstShownRow = rowCounts.prefix(indexPath.section).reduce(0, +) + indexPath.row
    showRows()
  }

  /// Enters or leaves editing mode: each cell shown hears it is about to show or hide its
  /// editing control, is set editing, and hears it did.
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
    let state: UITableViewCell.StateMask = editing ? .showingEditControl : []
    for (_, cell) in shown {
      cell.willTransition(to: state)
      cell.setEditing(editing, animated: animated)
      cell.didTransition(to: state)
    }
  }

  /// Lays out the rows: the first layout reads the data source, as UIKit does.
  open override func layoutSubviews() {
    super.layoutSubviews()
    fitEdgeViewsToWidth()
    if !hasLoadedData || rowsNeedShowing { reloadRowsOnScreen() }
  }

  /// Reads the data source again and shows its rows, as the table's layout does.
  private func reloadRowsOnScreen() {
    reloadData()
    guard rowsNeedShowing else { return }
    // Laid out out of a window: the rows show all the same.
    rowsNeedShowing = false
    showRows()
  }

  /// A person taps the row of `cell` (C2): it highlights under the finger if the delegate
  /// lets it, and unhighlights as the finger lifts; then the delegate may pick another row or
  /// none, and the row is selected, the one selected before deselected, and the delegate told.
  /// Where the table selects several rows, a tap on a selected row deselects it instead.
  func userSelected(_ cell: UITableViewCell) {
    guard selectsRows, let asked = indexPath(for: cell) else { return }
    guard tableDelegate?.tableView(self, shouldHighlightRowAt: asked) ?? true else { return }
    cell.setHighlighted(true, animated: false)
    tableDelegate?.tableView(self, didHighlightRowAt: asked)
    cell.setHighlighted(false, animated: false)
    tableDelegate?.tableView(self, didUnhighlightRowAt: asked)
    if selectsSeveralRows, selectedRows.contains(asked) {
      userDeselected(asked)
      return
    }
    let chosen = tableDelegate.map { $0.tableView(self, willSelectRowAt: asked) } ?? asked
    guard let row = chosen, contains(row) else { return }
    if !selectsSeveralRows {
      for previous in selectedRows where previous != row { userDeselected(previous) }
    }
    if !selectedRows.contains(row) { selectedRows.append(row) }
    tableDelegate?.tableView(self, didSelectRowAt: row)
  }

  /// Deselects `asked`, or the row the delegate picks instead, and tells the delegate.
  private func userDeselected(_ asked: IndexPath) {
    let chosen = tableDelegate.map { $0.tableView(self, willDeselectRowAt: asked) } ?? asked
    guard let row = chosen, selectedRows.contains(row) else { return }
    selectedRows.removeAll { $0 == row }
    tableDelegate?.tableView(self, didDeselectRowAt: row)
  }

  /// A person swipes the row of `cell` from the edge that shows the action named `title`, and
  /// taps it: one of the delegate's trailing swipe actions, or else Delete when the delegate
  /// gives none and the row can be edited and deletes; or one of its leading swipe actions.
  /// False when the row offers no such action.
  func userSwiped(_ cell: UITableViewCell, choosing title: String) -> Bool {
    guard let row = indexPath(for: cell) else { return false }
    let trailing = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: row)
    let leading = tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: row)
    if let action = UIContextualAction.named(title, in: [trailing, leading]) {
      tableDelegate?.tableView(self, willBeginEditingRowAt: row)
      action.handler(action, cell) { _ in }
      tableDelegate?.tableView(self, didEndEditingRowAt: row)
      return true
    }
    // The delegate's trailing actions stand in place of Delete.
    guard trailing == nil else { return false }
    let deleteTitle =
      tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: row) ?? "Delete"
    guard HeadlessHost.names(deleteTitle, title),
      dataSource?.tableView(self, canEditRowAt: row) ?? false,
      (tableDelegate?.tableView(self, editingStyleForRowAt: row) ?? .delete) == .delete
    else { return false }
    tableDelegate?.tableView(self, willBeginEditingRowAt: row)
    dataSource?.tableView(self, commit: .delete, forRowAt: row)
    tableDelegate?.tableView(self, didEndEditingRowAt: row)
    return true
  }

  /// A person taps the detail button of the row of `cell` (C2): the delegate hears
  /// `accessoryButtonTappedForRowWith`, and the row is not selected. False when the row shows
  /// no detail button.
  func userTappedDetailButton(of cell: UITableViewCell) -> Bool {
    guard cell.showsDetailButton, let row = indexPath(for: cell) else { return false }
    tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: row)
    return true
  }

  /// A person drags the row of `cell` by its reorder control and drops it where the row at
  /// `proposed` is (C2): only while the table is editing and the data source lets the row move.
  /// The delegate may send the row elsewhere; the table moves it, then the data source hears
  /// `moveRowAt` and the table shows its rows as the data source now has them. False when the
  /// row cannot move, or the delegate sends it where no row can be.
  func userMoved(_ cell: UITableViewCell, to proposed: IndexPath) -> Bool {
    guard isEditing, let source = indexPath(for: cell), contains(proposed),
      dataSource?.tableView(self, canMoveRowAt: source) ?? false
    else { return false }
    let destination =
      tableDelegate?.tableView(
        self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
    guard destination.count == 2, rowCounts.indices.contains(destination.section),
      destination.row >= 0,
      destination.row
        <= rowCounts[destination.section] - (destination.section == source.section ? 1 : 0)
    else { return false }
    rowCounts[source.section] -= 1
    rowCounts[destination.section] += 1
    selectedRows.removeAll { $0 == source }
    dataSource?.tableView(self, moveRowAt: source, to: destination)
    showRows()
    return true
  }

  /// A person presses and holds the row of `cell` and taps the menu action titled `title`:
  /// the delegate's context menu is made, and the enabled action of that title in it, or in
  /// one of its submenus, performed. False when the row offers no menu or no such action.
  func userLongPressed(_ cell: UITableViewCell, choosing title: String) -> Bool {
    contextMenuSession(for: cell)?.choose(title) ?? false
  }

  /// The context menu a person opens on the row of `cell`, as the delegate makes it and hears
  /// of it; nil when it makes none.
  func contextMenuSession(for cell: UITableViewCell) -> ContextMenuSession? {
    guard let row = indexPath(for: cell), let delegate = tableDelegate,
      let configuration = delegate.tableView(
        self, contextMenuConfigurationForRowAt: row, point: .zero)
    else { return nil }
    return ContextMenuSession(
      configuration: configuration,
      willDisplay: { [unowned self] in
        delegate.tableView(self, willDisplayContextMenu: $0, animator: $1)
      },
      willEnd: { [unowned self] in
        delegate.tableView(self, willEndContextMenuInteraction: $0, animator: $1)
      },
      willPerformPreview: { [unowned self] in
        delegate.tableView(self, willPerformPreviewActionForMenuWith: $0, animator: $1)
      })
  }

  private func loadDataIfNeeded() {
    if !hasLoadedData { reloadData() }
  }

  private func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && rowCounts.indices.contains(indexPath.section) && indexPath.row >= 0
      && indexPath.row < rowCounts[indexPath.section]
  }

  /// Makes the cells of the rows on screen, giving the cells of the rows before back to be
  /// reused.
  private func showRows() {
    let leaving = shown
    for (_, cell) in leaving {
      cell.removeFromSuperview()
      reuse.keep(cell, for: cell.reuseIdentifier)
    }
    shown = []
    for (path, cell) in leaving {
      tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }
    for (_, view) in shownHeaders + shownFooters { view.removeFromSuperview() }
    shownHeaders = []
    shownFooters = []
    guard let dataSource else { return }
    fillScreen(from: dataSource)
    prefetchRowsAfterShown()
  }

  /// Tells the prefetching data source, unless prefetching is off, of the screen of rows after
  /// those shown: the rows a person scrolling down sees next.
  private func prefetchRowsAfterShown() {
    guard isPrefetchingEnabled, let prefetchDataSource, let last = shown.last?.0 else { return }
    let next = indexPaths(after: last, in: rowCounts, limit: Self.rowsOnScreen)
    if !next.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: next) }
  }

  /// Makes the cells, headers and footers of a screen of rows from the first shown.
  private func fillScreen(from dataSource: any UITableViewDataSource) {
    var index = 0
    for (section, count) in rowCounts.enumerated() {
      // Sections wholly before the first row shown are skipped, however long they are; an
      // empty one counts as one place, for its header and footer.
      defer { index += count }
      guard index + max(count, 1) > firstShownRow else { continue }
      if index >= firstShownRow, shown.count < Self.rowsOnScreen {
        showSupplementary(header: true, of: section, with: dataSource)
      }
      for row in max(0, firstShownRow - index)..<count {
        guard shown.count < Self.rowsOnScreen else { return }
        let indexPath = IndexPath(row: row, section: section)
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        // A cell can be handed twice by a data source that keeps its cells: once on screen.
        guard !shown.contains(where: { $0.1 === cell }) else { continue }
        cell.isSelected = selectedRows.contains(indexPath)
        cell.isEditing = isEditing
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        addSubview(cell)
        shown.append((indexPath, cell))
      }
      if shown.count < Self.rowsOnScreen {
        showSupplementary(header: false, of: section, with: dataSource)
      }
    }
  }

  /// Shows `section`'s header or footer, if it has one: the delegate's view, else a plain
  /// header or footer view of the data source's title, sized to the table's width when its
  /// frame is empty, as UIKit places it; the delegate hears of it first.
  private func showSupplementary(
    header: Bool, of section: Int, with dataSource: any UITableViewDataSource
  ) {
    let custom =
      header
      ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
      : tableDelegate?.tableView(self, viewForFooterInSection: section)
    let title =
      header
      ? dataSource.tableView(self, titleForHeaderInSection: section)
      : dataSource.tableView(self, titleForFooterInSection: section)
    guard let view = custom ?? title.map(Self.titleView) else { return }
    if view.frame.size == .zero {
      view.frame = CGRect(x: 0, y: 0, width: bounds.width > 0 ? bounds.width : 393, height: 28)
    }
    if header {
      tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
      shownHeaders.append((section, view))
    } else {
      tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
      shownFooters.append((section, view))
    }
    addSubview(view)
  }

  private static func titleView(_ title: String) -> UIView {
    let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
    view.textLabel?.text = title
    return view
  }

  /// The header view shown for `section`, or nil when the section's header is not on screen
  /// or is not a header-footer view.
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    shownHeaders.first { $0.section == section }?.view as? UITableViewHeaderFooterView
  }

  /// The footer view shown for `section`, or nil when it is not on screen or is not a
  /// header-footer view.
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    shownFooters.first { $0.section == section }?.view as? UITableViewHeaderFooterView
  }

  /// The makers of `UITableViewCell` subclasses, by class (U4).
  private static var cellMakers: [ObjectIdentifier: @MainActor (String) -> UITableViewCell] = [:]

  /// Registers how to make cells of `cellClass`: Linux cannot make an instance of a class
  /// without a `required` initializer (U4).
  @_spi(HostTesting)
  public static func registerMaker<Cell: UITableViewCell>(
    for cellClass: Cell.Type, _ make: @escaping @MainActor (String) -> Cell
  ) {
    cellMakers[ObjectIdentifier(cellClass)] = make
  }

  /// The makers of `UITableViewHeaderFooterView` subclasses, by class (U4).
  private static var headerFooterMakers:
    [ObjectIdentifier: @MainActor (String) -> UITableViewHeaderFooterView] = [:]

  /// Registers how to make header and footer views of `viewClass`: Linux cannot make an
  /// instance of a class without a `required` initializer (U4).
  @_spi(HostTesting)
  public static func registerMaker<View: UITableViewHeaderFooterView>(
    forHeaderFooter viewClass: View.Type, _ make: @escaping @MainActor (String) -> View
  ) {
    headerFooterMakers[ObjectIdentifier(viewClass)] = make
  }

  private static func makeCell(of cellClass: AnyClass, identifier: String) -> UITableViewCell? {
    if cellClass == UITableViewCell.self {
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    return cellMakers[ObjectIdentifier(cellClass)]?(identifier)
  }
}

/// A row of a table.
@preconcurrency @MainActor
open class UITableViewCell: UIView, StateConfiguredCell {
  /// The layout of a cell's labels.
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }

  /// The mark at a cell's trailing edge; recorded.
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  /// How a selected cell looks; recorded.
  public enum SelectionStyle: Int, Sendable {
    case none, blue, gray, `default`
  }

  /// The line between rows.
  public enum SeparatorStyle: Int, Sendable {
    case none, singleLine
  }

  /// What editing a row does.
  public enum EditingStyle: Int, Sendable {
    case none, delete, insert
  }

  /// The identifier the cell is reused under.
  public let reuseIdentifier: String?
  /// The cell's layout of labels.
  public let style: CellStyle
  /// The view that holds the cell's content.
  public let contentView = UIView()
  /// The mark at the trailing edge.
  open var accessoryType = AccessoryType.none
  /// How the cell looks when selected.
  open var selectionStyle = SelectionStyle.default
  /// Whether the cell's row is selected: setting it calls `setSelected(_:animated:)`.
  open var isSelected: Bool {
    get { selectedState }
    set { setSelected(newValue, animated: false) }
  }
  /// Whether the cell is highlighted, as while a finger is on it: setting it calls
  /// `setHighlighted(_:animated:)`.
  open var isHighlighted: Bool {
    get { highlightedState }
    set { setHighlighted(newValue, animated: false) }
  }
  /// Whether the cell is in editing mode, as its table is.
  open var isEditing: Bool {
    get { editingState }
    set { setEditing(newValue, animated: false) }
  }
  private var selectedState = false
  private var highlightedState = false
  private var editingState = false
  /// A view at the trailing edge, in place of the accessory type's, while the table is not
  /// editing: a subview of the cell, where a person uses it.
  open var accessoryView: UIView? {
    didSet { replaceAccessory(oldValue) }
  }
  /// The mark at the trailing edge while editing; recorded.
  open var editingAccessoryType = AccessoryType.none
  /// A view at the trailing edge while the table is editing, in place of `accessoryView`: a
  /// subview of the cell then.
  open var editingAccessoryView: UIView? {
    didSet { replaceAccessory(oldValue) }
  }

  /// The accessory view a person sees in the cell's state: the editing one while editing.
  var shownAccessoryView: UIView? { editingState ? editingAccessoryView : accessoryView }

  /// Whether the cell shows a detail (info) button a person taps: its accessory type in its
  /// state has one, and no accessory view stands in its place.
  var showsDetailButton: Bool {
    let type = editingState ? editingAccessoryType : accessoryType
    return shownAccessoryView == nil && (type == .detailButton || type == .detailDisclosureButton)
  }

  /// Takes `old`, an accessory view just replaced, out of the cell unless it is still shown,
  /// then puts the shown accessory view in.
  private func replaceAccessory(_ old: UIView?) {
    exchangeSubview(old, for: shownAccessoryView)
  }
  /// The view behind the cell's content; recorded.
  open var backgroundView: UIView?
  /// The view behind the content while the cell is selected; recorded.
  open var selectedBackgroundView: UIView?
  /// The view behind the content while several rows may be selected; recorded.
  open var multipleSelectionBackgroundView: UIView?
  /// The insets of the separator under the cell; recorded.
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  /// How far the content is indented, in levels; recorded.
  open var indentationLevel = 0
  /// The width of one level of indentation; recorded.
  open var indentationWidth: CGFloat = 10
  /// Whether the content indents while editing; recorded.
  open var shouldIndentWhileEditing = true
  /// Whether the reorder control shows while editing; recorded.
  open var showsReorderControl = false
  /// How the cell looks when it has the focus; recorded.
  open var focusStyle = FocusStyle.default

  /// How a cell looks when it has the focus.
  public enum FocusStyle: Int, Sendable {
    case `default`, custom
  }

  /// Selects or deselects the cell, as its table does when its row is selected. An override
  /// calls `super`.
  open func setSelected(_ selected: Bool, animated: Bool) {
    guard selected != selectedState else { return }
    selectedState = selected
    setNeedsUpdateConfiguration()
  }

  /// Highlights the cell or takes the highlight away. An override calls `super`.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    guard highlighted != highlightedState else { return }
    highlightedState = highlighted
    setNeedsUpdateConfiguration()
  }

  /// What a cell shows while its table edits or a person swipes it.
  public struct StateMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The cell shows its editing control.
    public static let showingEditControl = StateMask(rawValue: 1 << 0)
    /// The cell shows its delete confirmation.
    public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
  }

  /// Told before the cell shows or hides its editing control or delete confirmation. Does
  /// nothing by default.
  open func willTransition(to state: StateMask) {}
  /// Told after the cell showed or hid its editing control or delete confirmation. Does
  /// nothing by default.
  open func didTransition(to state: StateMask) {}
  /// Whether the cell shows its delete confirmation: never here, as a person's swipe taps its
  /// action at once.
  open var showingDeleteConfirmation: Bool { false }
  /// What editing the cell does: its table's delegate's style while the table edits, else
  /// none.
  open var editingStyle: EditingStyle {
    guard let table = superview as? UITableView, table.isEditing,
      let indexPath = table.indexPath(for: self)
    else { return .none }
    guard table.dataSource?.tableView(table, canEditRowAt: indexPath) ?? false else {
      return .none
    }
    return table.tableDelegate?.tableView(table, editingStyleForRowAt: indexPath) ?? .delete
  }

  /// Puts the cell in or out of editing mode, as its table does. An override calls `super`.
  open func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != editingState else { return }
    editingState = editing
    replaceAccessory(editing ? accessoryView : editingAccessoryView)
    setNeedsUpdateConfiguration()
  }

  /// The cell's state, for configuring its content and background.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = selectedState
    state.isHighlighted = highlightedState
    state.isEditing = editingState
    return state
  }

  /// What updates a cell's configurations for its state (iOS 15).
  public typealias ConfigurationUpdateHandler =
    @MainActor (UITableViewCell, UICellConfigurationState)
    -> Void

  /// Called after `updateConfiguration(using:)` whenever the cell's state changes; setting it
  /// asks for an update.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// Whether a change of state updates the content configuration with its `updated(for:)`.
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether a change of state updates the background configuration with its `updated(for:)`.
  open var automaticallyUpdatesBackgroundConfiguration = true
  var configuredContent = ConfiguredContent()

  /// Asks the cell to configure itself for its state: on the host, at once. The
  /// configurations update themselves for the state (unless the cell says not to), then
  /// `updateConfiguration(using:)` runs, then the `configurationUpdateHandler`; a request made
  /// during an update is part of it.
  open func setNeedsUpdateConfiguration() {
    updateConfigurationsForState()
  }

  func runConfigurationUpdateHandler(for state: UICellConfigurationState) {
    configurationUpdateHandler?(self, state)
  }

  /// Configures the cell for `state`, as a subclass does when its state changes; does nothing
  /// by default.
  open func updateConfiguration(using state: UICellConfigurationState) {}
  /// How the cell's background looks, configured as iOS 14 does; recorded.
  open var backgroundConfiguration: UIBackgroundConfiguration?
  /// The content the cell shows, configured as iOS 14 does: a list configuration in the cell's
  /// labels, any other in the view it makes (`makeContentView()`).
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      configuredContent.show(contentConfiguration, in: contentView)
      guard let list = contentConfiguration as? UIListContentConfiguration else { return }
      textLabel?.text = list.shownText
      imageView?.image = list.image
      if let detailTextLabel {
        detailTextLabel.text = list.shownSecondaryText
      } else if list.secondaryText != nil || secondaryLabel != nil {
        // A list configuration shows its secondary text whatever the cell's style.
        let label = secondaryLabel ?? makeSecondaryLabel()
        label.text = list.shownSecondaryText
      }
    }
  }

  /// The label of a list configuration's secondary text, in a cell whose style has no detail
  /// label.
  private var secondaryLabel: UILabel?

  private func makeSecondaryLabel() -> UILabel {
    let label = contentLabel()
    secondaryLabel = label
    return label
  }

  /// The main label.
  public private(set) lazy var textLabel: UILabel? = contentLabel()
  /// The second label, for the styles that have one.
  public private(set) lazy var detailTextLabel: UILabel? =
    style == .default ? nil : contentLabel()
  /// The image at the leading edge.
  public private(set) lazy var imageView: UIImageView? = {
    let imageView = UIImageView(frame: CGRect(x: 16, y: 6, width: 32, height: 32))
    contentView.addSubview(imageView)
    return imageView
  }()

  /// Creates a cell of `style`, reused under `reuseIdentifier`.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// Creates a cell of the default style with `frame`, reused under no identifier, as
  /// `UITableViewCell()` makes one.
  public override init(frame: CGRect) {
    style = .default
    reuseIdentifier = nil
    super.init(frame: frame)
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    style = .default
    reuseIdentifier = nil
    super.init(coder: coder)
  }

  /// Called before the table hands the cell out again; an override must call `super` (L6).
  open func prepareForReuse() {
    reachedPrepareForReuse = true
  }
  /// Whether the last `prepareForReuse()` reached this implementation.
  var reachedPrepareForReuse = false

  /// The configuration a list's row starts from.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }

  /// The background a list's row starts from (iOS 18).
  open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration.listCell()
  }

  /// Whether a person can use the cell's controls while it is dragged; recorded.
  open var userInteractionEnabledWhileDragging = false

  /// What a person reads on the row: its labels' texts, and those of the view its content
  /// configuration made; with none, what a screen reader says of it (its accessibility label).
  @_spi(HostTesting) public var displayedText: String {
    let texts =
      [textLabel?.text, detailTextLabel?.text, secondaryLabel?.text].compactMap { $0 }
      + configuredContent.texts
    return texts.isEmpty ? accessibilityLabel ?? "" : texts.joined(separator: " ")
  }

  private func contentLabel() -> UILabel {
    let label = UILabel(frame: CGRect(x: 16, y: 0, width: 300, height: 44))
    contentView.addSubview(label)
    return label
  }
}

/// A section's header or footer in a table.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The identifier the view is reused under.
  public let reuseIdentifier: String?
  /// The view that holds the header's content.
  public let contentView = UIView()
  /// The content the view shows, configured as iOS 14 does: a list configuration in the
  /// view's labels, any other in the view it makes (`makeContentView()`).
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      configuredContent.show(contentConfiguration, in: contentView)
      guard let list = contentConfiguration as? UIListContentConfiguration else { return }
      textLabel?.text = list.shownText
      detailTextLabel?.text = list.shownSecondaryText
    }
  }
  private var configuredContent = ConfiguredContent()
  /// The main label.
  public private(set) lazy var textLabel: UILabel? = contentLabel()
  /// The second label.
  public private(set) lazy var detailTextLabel: UILabel? = contentLabel()

  /// A header or footer reused under `reuseIdentifier`.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 393, height: 28))
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(coder: coder)
  }

  /// Called before the table hands the view out again. Does nothing by default.
  open func prepareForReuse() {}

  /// The configuration a header starts from.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }

  private func contentLabel() -> UILabel {
    let label = UILabel(frame: CGRect(x: 16, y: 0, width: 300, height: 28))
    contentView.addSubview(label)
    return label
  }
}

/// Content a cell shows: it makes the view that shows it, and updates itself for the cell's
/// state.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
  /// A new view that shows this configuration.
  func makeContentView() -> any UIView & UIContentView
  /// This configuration as it should look in `state`.
  func updated(for state: any UIConfigurationState) -> Self
}

/// What table and collection view cells share as they configure themselves for their state.
@MainActor
protocol StateConfiguredCell: AnyObject {
  var contentConfiguration: (any UIContentConfiguration)? { get set }
  var backgroundConfiguration: UIBackgroundConfiguration? { get set }
  var automaticallyUpdatesContentConfiguration: Bool { get }
  var automaticallyUpdatesBackgroundConfiguration: Bool { get }
  var configurationState: UICellConfigurationState { get }
  var configuredContent: ConfiguredContent { get set }
  func updateConfiguration(using state: UICellConfigurationState)
  func runConfigurationUpdateHandler(for state: UICellConfigurationState)
}

extension StateConfiguredCell {
  /// The configurations update themselves for the cell's state (unless the cell says not to),
  /// then `updateConfiguration(using:)` runs, then the cell's handler; a request made during
  /// an update is part of it (C9).
  func updateConfigurationsForState() {
    guard !configuredContent.isUpdating else { return }
    configuredContent.isUpdating = true
    defer { configuredContent.isUpdating = false }
    let state = configurationState
    if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
      contentConfiguration = content.updated(for: state)
    }
    if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
      backgroundConfiguration = background.updated(for: state)
    }
    updateConfiguration(using: state)
    runConfigurationUpdateHandler(for: state)
  }
}

/// The content view a cell shows for a configuration of the app's own kind, and whether the
/// cell is updating its configurations.
struct ConfiguredContent {
  private(set) var view: (any UIView & UIContentView)?
  var isUpdating = false

  /// Shows `configuration` in `contentView`, as a cell does when its `contentConfiguration` is
  /// set: the content view it showed takes it if it showed a configuration of the same kind,
  /// else the configuration's own `makeContentView()` replaces it. A list configuration shows
  /// in the cell's own labels, and nil shows nothing.
  @MainActor
  mutating func show(_ configuration: (any UIContentConfiguration)?, in contentView: UIView) {
    guard let configuration, !(configuration is UIListContentConfiguration) else {
      view?.removeFromSuperview()
      view = nil
      return
    }
    if let view,
      ObjectIdentifier(type(of: view.configuration)) == ObjectIdentifier(type(of: configuration))
    {
      view.configuration = configuration
      return
    }
    view?.removeFromSuperview()
    let made = configuration.makeContentView()
    made.frame = contentView.bounds
    made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(made)
    view = made
  }

  /// What a person reads in the content view: its labels' texts, depth first.
  @MainActor var texts: [String] {
    view?.labelTexts ?? []
  }
}

/// A list row's content: text, secondary text and image.
public struct UIListContentConfiguration: UIContentConfiguration, Sendable {
  /// The main text.
  public var text: String?
  /// The text under or beside it.
  public var secondaryText: String?
  /// The image at the leading edge.
  public var image: UIImage?
  /// The main text with its attributes; setting it sets `text` to its characters.
  public var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }
  /// How the main text looks; recorded.
  public var textProperties = TextProperties()
  /// How the secondary text looks; recorded.
  public var secondaryTextProperties = TextProperties()
  /// How the image looks; recorded.
  public var imageProperties = ImageProperties()
  /// The secondary text with its attributes; setting it sets `secondaryText` to its
  /// characters.
  public var secondaryAttributedText: NSAttributedString? {
    get { secondaryText.map { NSAttributedString(string: $0) } }
    set { secondaryText = newValue?.string }
  }
  /// The space between the image and the text.
  public var imageToTextPadding: CGFloat = 0
  /// The space between the text and the secondary text, one above the other; recorded.
  public var textToSecondaryTextVerticalPadding: CGFloat = 0
  /// The space between the text and the secondary text, side by side; recorded.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 0
  /// Whether the text and the secondary text stand side by side when they fit; recorded.
  public var prefersSideBySideTextAndSecondaryText = false
  /// The axes on which the content keeps its superview's layout margins; recorded.
  public var axesPreservingSuperviewLayoutMargins = UIAxis.both
  /// The margins around the content, following the reading direction.
  public var directionalLayoutMargins = NSDirectionalEdgeInsets.zero

  /// How a text of a list row looks; recorded, never drawn.
  public struct TextProperties: Sendable {
    /// The font.
    public var font = UIFont.preferredFont(forTextStyle: .body)
    /// The colour.
    public var color = UIColor.label
    /// How many lines the text may use; 0 is as many as needed.
    public var numberOfLines = 0
    /// How the text lines up.
    public var alignment = TextAlignment.natural
    /// How text that does not fit is cut.
    public var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// Whether the font follows the person's text size; recorded.
    public var adjustsFontForContentSizeCategory = true
    /// Whether the font shrinks to fit the width; recorded.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font shrinks to; recorded.
    public var minimumScaleFactor: CGFloat = 0
    /// Whether letters tighten before the text is cut; recorded.
    public var allowsDefaultTighteningForTruncation = true
    /// Whether the whole text shows over a truncated one as the pointer rests on it; recorded.
    public var showsExpansionTextWhenTruncated = false
    /// The case the text is shown in: as given, or capitalised, lower or upper case.
    public var transform = TextTransform.none
    /// How the colour is changed before it is used; recorded.
    public var colorTransformer: UIConfigurationColorTransformer?

    /// The colour the text shows: its own, through its transformer.
    public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

    /// How a list row's text lines up.
    public enum TextAlignment: Int, Sendable { case natural, center, justified }

    /// The case a list row's text is shown in.
    public enum TextTransform: Int, Sendable { case none, capitalized, lowercase, uppercase }

    /// `text` in the case the properties show it in.
    func shown(_ text: String) -> String {
      switch transform {
      case .none: text
      case .capitalized: text.capitalized
      case .lowercase: text.lowercased()
      case .uppercase: text.uppercased()
      }
    }
  }

  /// How the image of a list row looks; recorded, never drawn.
  public struct ImageProperties: Sendable {
    /// The tint of a template image, or nil for the cell's.
    public var tintColor: UIColor?
    /// The largest size the image is shown at; zero for no limit.
    public var maximumSize = CGSize.zero
    /// The radius of the image's corners.
    public var cornerRadius: CGFloat = 0
    /// The room the layout keeps for the image, whatever its size; zero for none.
    public var reservedLayoutSize = CGSize.zero
    /// The symbol configuration of a symbol image; recorded.
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// Whether the image keeps its colours when a person inverts the screen's; recorded.
    public var accessibilityIgnoresInvertColors = false

    /// A reserved size of this asks for the system's standard size.
    public static let standardDimension: CGFloat = -.greatestFiniteMagnitude
  }

  /// The text as a person reads it, in the case its properties show it in.
  var shownText: String? { text.map(textProperties.shown) }
  /// The secondary text as a person reads it.
  var shownSecondaryText: String? { secondaryText.map(secondaryTextProperties.shown) }

  /// Whether the content is a section header's: an outline disclosure of automatic style
  /// makes such a cell a header, which a tap expands or collapses (C4).
  var isHeader = false

  /// A row's content with nothing set.
  public init() {}

  private init(isHeader: Bool) {
    self.isHeader = isHeader
  }

  /// The content of a plain cell.
  public static func cell() -> Self { Self() }
  /// The content of a cell with a subtitle.
  public static func subtitleCell() -> Self { Self() }
  /// The content of a cell with a value.
  public static func valueCell() -> Self { Self() }
  /// The content of a sidebar's row.
  public static func sidebarCell() -> Self { Self() }
  /// The content of a sidebar's row with a subtitle.
  public static func sidebarSubtitleCell() -> Self { Self() }
  /// The content of a sidebar's row beside the main content.
  public static func accompaniedSidebarCell() -> Self { Self() }
  /// The content of a sidebar's section header.
  public static func sidebarHeader() -> Self { Self(isHeader: true) }
  /// The content of a list's section header.
  public static func header() -> Self { Self(isHeader: true) }
  /// The content of a list's section footer.
  public static func footer() -> Self { Self() }
  /// The content of a plain list's section header.
  public static func plainHeader() -> Self { Self(isHeader: true) }
  /// The content of a grouped list's section header.
  public static func groupedHeader() -> Self { Self(isHeader: true) }
  /// The content of an inset grouped list's prominent section header.
  public static func prominentInsetGroupedHeader() -> Self { Self(isHeader: true) }
  /// The content of an inset grouped list's extra prominent section header (iOS 15).
  public static func extraProminentInsetGroupedHeader() -> Self { Self(isHeader: true) }

  /// A view that shows this content.
  public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// This content for `state`; the host draws no state of its own, so it is unchanged.
  public func updated(for state: any UIConfigurationState) -> Self { self }
}

/// Shows a list configuration: its text, its secondary text and its image.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  private let textLabel = UILabel()
  private let secondaryTextLabel = UILabel()
  private let imageView = UIImageView()

  /// The configuration shown; a configuration of another kind is ignored.
  open var configuration: any UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? UIListContentConfiguration else { return }
      listConfiguration = list
    }
  }

  private var listConfiguration: UIListContentConfiguration {
    didSet { show() }
  }

  /// A view that shows `configuration`.
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
    imageView.frame = CGRect(x: 16, y: 6, width: 32, height: 32)
    textLabel.frame = CGRect(x: 56, y: 2, width: 300, height: 22)
    secondaryTextLabel.frame = CGRect(x: 56, y: 22, width: 300, height: 20)
    show()
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    listConfiguration = UIListContentConfiguration()
    super.init(coder: coder)
  }

  private func show() {
    for (view, shown) in [
      (imageView, listConfiguration.image != nil), (textLabel, listConfiguration.text != nil),
      (secondaryTextLabel, listConfiguration.secondaryText != nil),
    ] as [(UIView, Bool)] {
      if shown, view.superview == nil { addSubview(view) }
      if !shown { view.removeFromSuperview() }
    }
    imageView.image = listConfiguration.image
    textLabel.text = listConfiguration.shownText
    secondaryTextLabel.text = listConfiguration.shownSecondaryText
  }
}

/// A screen that is a table: it is the table's data source and delegate.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// How the table's sections look.
  public let style: UITableView.Style
  /// Whether the selected row is deselected when the screen appears again.
  open var clearsSelectionOnViewWillAppear = true

  /// The table's refresh control: setting it sets the table's (`host.pullToRefresh()`).
  open var refreshControl: UIRefreshControl? {
    get { tableView.refreshControl }
    set { tableView.refreshControl = newValue }
  }

  /// Creates a table screen of `style`.
  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a plain table screen.
  public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.init(style: .plain)
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    self.style = .plain
    super.init(coder: coder)
  }

  /// The table: the screen's view.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Makes the table, with this screen as its data source and delegate.
  open override func loadView() {
    let table = UITableView(frame: UIScreen.main.bounds, style: style)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// Turns editing on or off for the screen and its table.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView?.setEditing(editing, animated: animated)
  }

  /// Deselects the selected row when `clearsSelectionOnViewWillAppear`. An override must call
  /// `super` (rule L6).
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if clearsSelectionOnViewWillAppear, let selected = tableView?.indexPathForSelectedRow {
      tableView?.deselectRow(at: selected, animated: animated)
    }
  }

  /// One section.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No rows.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  /// A plain cell; a subclass that has rows overrides this.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  /// No header title.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// Every row can be edited.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// Selects the row asked for.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Deselects the row asked for.
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Highlights every row.
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  /// "Delete".
  open func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }
  /// The proposed place.
  open func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  /// Does nothing.
  open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// The table's row height.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// No view zooms.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// No footer title.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// No row can be moved.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// No section index.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// The section at the title's position.
  open func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }
  /// The table's estimated row height.
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// No header view.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}
  /// No footer view.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  /// The table's automatic height.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    UITableView.automaticDimension
  }
  /// The table's automatic height.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    UITableView.automaticDimension
  }
  /// A deletion.
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  /// No.
  open func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { false }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
  /// Yes.
  open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// None.
  open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  { 0 }
  /// The table's `selectionFollowsFocus`.
  open func tableView(
    _ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath
  ) -> Bool { tableView.selectionFollowsFocus }
  /// Yes.
  open func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { true }
  /// The default actions.
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// No actions.
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// No menu.
  open func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing: tapping the preview only closes the menu.
  open func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}
}

/// The state a view's configurations are updated for: its traits, and more for a cell.
public protocol UIConfigurationState {
  /// The traits of the view.
  var traitCollection: UITraitCollection { get set }
}

/// A cell's state: selected, highlighted, editing, and its traits, for configuring it.
public struct UICellConfigurationState: UIConfigurationState {
  /// The cell's traits.
  public var traitCollection: UITraitCollection
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false
  /// Whether the cell is in editing mode.
  public var isEditing = false
  /// Whether the cell is disabled.
  public var isDisabled = false
  /// Whether the cell has the focus.
  public var isFocused = false
  /// Whether the cell is swiped open.
  public var isSwiped = false
  /// Whether the cell is expanded, in an outline.
  public var isExpanded = false
  /// Whether the cell is pinned, as a section header in a list; recorded.
  public var isPinned = false
  private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  /// The state of a cell with `traitCollection`, in none of the states.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }

  /// The app's own state under `key`, as a cell subclass adds it to its `configurationState`.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { customStates[key] }
    set { customStates[key] = newValue }
  }
}

/// A view's state its configurations are updated for, beyond a cell's (iOS 14).
public struct UIViewConfigurationState: UIConfigurationState {
  /// The view's traits.
  public var traitCollection: UITraitCollection
  /// Whether the view is disabled.
  public var isDisabled = false
  /// Whether the view is highlighted.
  public var isHighlighted = false
  /// Whether the view is selected.
  public var isSelected = false
  /// Whether the view has the focus.
  public var isFocused = false
  /// Whether the view is pinned; recorded.
  public var isPinned = false
  private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  /// The state of a view with `traitCollection`, in none of the states.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }

  /// The app's own state under `key`.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { customStates[key] }
    set { customStates[key] = newValue }
  }
}

/// The name of a state of the app's own in a configuration state, as a cell subclass adds one
/// (iOS 14): `extension UIConfigurationStateCustomKey { static let isArchived = … }`.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A key named `rawValue`.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }
}

/// An update under way: its changes, and how many groups of them wait for their end.
struct PendingUpdate {
  private var changes = RowUpdate()
  private var depth = 0

  /// Whether a group of changes waits for its end.
  var isOpen: Bool { depth > 0 }

  /// Opens a group of changes.
  mutating func begin() {
    depth += 1
  }

  /// Adds `change`: the whole update, to make now, when no group is open.
  mutating func add(_ change: (inout RowUpdate) -> Void) -> RowUpdate? {
    change(&changes)
    return isOpen ? nil : take()
  }

  /// Closes a group: the whole update, to make now, when it was the outermost.
  mutating func end() -> RowUpdate? {
    guard isOpen else { return nil }
    depth -= 1
    return isOpen ? nil : take()
  }

  private mutating func take() -> RowUpdate {
    defer { changes = RowUpdate() }
    return changes
  }
}

/// The rows and sections an update of a table or a collection view inserts, deletes, moves and
/// reloads: deletions and reloads at their places before the update, insertions and the places
/// moved to after it.
struct RowUpdate {
  var insertedRows: [IndexPath] = []
  var deletedRows: [IndexPath] = []
  var movedRows: [(from: IndexPath, to: IndexPath)] = []
  var reloadedRows: [IndexPath] = []
  var insertedSections = IndexSet()
  var deletedSections = IndexSet()
  var reloadedSections = IndexSet()
  var movedSections: [(from: Int, to: Int)] = []

  /// What UIKit would raise for this update, given the rows of each section before and after
  /// it; nil when it adds up.
  func problem(before: [Int], after: [Int], row: String = "row") -> String? {
    let sectionsExpected = before.count + insertedSections.count - deletedSections.count
    guard after.count == sectionsExpected else {
      return
        "invalid number of sections. The number of sections contained after the update (\(after.count)) must be equal to the number of sections contained before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
    }
    for section in deletedSections.union(reloadedSections) where !before.indices.contains(section) {
      return
        "attempt to delete or reload section \(section), but there are only \(before.count) sections before the update"
    }
    for (from, to) in movedSections
    where !before.indices.contains(from) || !after.indices.contains(to) {
      return
        "attempt to move section \(from) to section \(to), but there are \(before.count) sections before the update and \(after.count) after it"
    }
    for path in deletedRows + movedRows.map(\.from) + reloadedRows
    where !before.indices.contains(path.section) || !(0..<before[path.section]).contains(path.item)
    {
      return
        "attempt to delete, move or reload \(row) \(path.item) from section \(path.section), which contains \(before.indices.contains(path.section) ? before[path.section] : 0) \(row)s before the update"
    }
    for path in insertedRows + movedRows.map(\.to)
    where !after.indices.contains(path.section) || !(0..<after[path.section]).contains(path.item) {
      return
        "attempt to insert or move \(row) \(path.item) into section \(path.section), which contains \(after.indices.contains(path.section) ? after[path.section] : 0) \(row)s after the update"
    }
    // Each section kept goes to its place after the update: past the deleted sections before
    // it, and around the inserted ones.
    // A moved section goes to its new place, and the others keep their order around it.
    let movedFrom = Set(movedSections.map(\.from))
    let movedTo = Set(movedSections.map(\.to))
    let kept = before.indices.filter { !deletedSections.contains($0) && !movedFrom.contains($0) }
    let newPlaces = after.indices.filter { !insertedSections.contains($0) && !movedTo.contains($0) }
    for (old, new) in Array(zip(kept, newPlaces)) + movedSections {
      let inserted = insertedRows.count { $0.section == new }
      let deleted = deletedRows.count { $0.section == old }
      let movedIn = movedRows.count { $0.to.section == new }
      let movedOut = movedRows.count { $0.from.section == old }
      guard after[new] == before[old] + inserted - deleted + movedIn - movedOut else {
        return
          "invalid number of \(row)s in section \(new). The number of \(row)s contained in an existing section after the update (\(after[new])) must be equal to the number of \(row)s contained in that section before the update (\(before[old])), plus or minus the number of \(row)s inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(row)s moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
      }
    }
    return nil
  }
}

/// The axes of a layout: horizontal, vertical, both or neither.
public struct UIAxis: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let horizontal = UIAxis(rawValue: 1 << 0)
  public static let vertical = UIAxis(rawValue: 1 << 1)
  public static let both: UIAxis = [.horizontal, .vertical]
}

extension UIView {
  /// Takes `old`, a subview just replaced by `new`, out of this view, and puts `new` in: in
  /// front, or behind all the other subviews when `behind`. A cell's accessory, a field's
  /// overlay view, a table's header and a background view are replaced so.
  func exchangeSubview(_ old: UIView?, for new: UIView?, behind: Bool = false) {
    if let old, old !== new, old.superview === self { old.removeFromSuperview() }
    guard let new else { return }
    if behind {
      if new.superview !== self || subviews.first !== new { insertSubview(new, at: 0) }
    } else if new.superview !== self {
      addSubview(new)
    }
  }
}

extension UIScrollView {
  /// Takes `old`, a background view just replaced, out of the scroll view, and puts `new`
  /// behind all its other subviews, as large as its bounds (a table's and a collection view's
  /// `backgroundView`).
  func replaceBackgroundView(_ old: UIView?, with new: UIView?) {
    exchangeSubview(old, for: new, behind: true)
    new?.frame = bounds
  }
}
