// Grids: UICollectionView, its cells, layouts, data source and delegate, and
// UICollectionViewController, as an app's grid screens use them (rule C3). The host lays
// nothing out, so a collection view shows its first `UICollectionView.itemsOnScreen` items, as
// its subviews, where a person reads and taps them.

extension IndexPath {
  /// The index path of `item` in `section`, as UIKit makes them for collection views.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The item of a collection view's index path.
  public var item: Int { self[1] }
}

/// How a collection view arranges its items; recorded, never computed.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view this layout arranges. Weak, as in UIKit.
  public internal(set) weak var collectionView: UICollectionView?

  /// Creates a layout.
  public override init() {
    super.init()
  }

  /// Called before each layout of the collection view's items, once the data source has been
  /// read: a subclass works out its items' places here.
  open func prepare() {}

  /// The decoration view classes registered, by kind.
  private var decorationViewClasses: [String: AnyClass] = [:]

  /// Registers the class of the decoration views of `elementKind`; the host shows none.
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationViewClasses[elementKind] = viewClass
  }

  /// The size of everything the layout places; the host computes none.
  open var collectionViewContentSize: CGSize { .zero }

  /// The places of the items in `rect`; the host computes none.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// The place of the item at `indexPath`; the host computes none.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The place of the supplementary view of `elementKind` at `indexPath`; the host computes
  /// none.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// The place of the decoration view of `elementKind` at `indexPath`; the host computes none.
  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// Where an item that appears starts from; nil for where it ends.
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }

  /// Where an item that disappears ends; nil for where it was.
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }

  /// Where scrolling stops, given where it would: there.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  { proposedContentOffset }

  /// Where a flick's scrolling stops, given where it would and its speed: there.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint { proposedContentOffset }

  /// The class of the layout's attributes.
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// The class of the contexts that say what an invalidation covers.
  open class var invalidationContextClass: AnyClass {
    UICollectionViewLayoutInvalidationContext.self
  }

  /// Whether a change of the collection view's bounds needs a new layout.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// What a change of the bounds to `newBounds` invalidates: a context of the layout's class.
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    makeInvalidationContext()
  }

  /// Whether a cell that sized itself needs a new layout; no by default.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool { false }

  /// Marks the layout as out of date, all of it: as `invalidateLayout(with:)` with a context of
  /// the layout's class that invalidates everything, which a subclass's override hears.
  open func invalidateLayout() {
    let context = makeInvalidationContext()
    context.invalidatesEverything = true
    sendInvalidateLayout(with: context)
  }

  /// Marks the layout as out of date, as `context` says: the collection view's next layout
  /// prepares it again. An override must call `super` (L6).
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    reachedInvalidation = true
    collectionView?.layoutIsValid = false
    collectionView?.setNeedsLayout()
  }

  /// Set by UIKit's `invalidateLayout(with:)`: whether the last call reached it.
  private var reachedInvalidation = true

  /// Sends `invalidateLayout(with:)` as UIKit does, warning when an override does not reach
  /// UIKit's implementation: Apple's documentation of the method, "If you override this method,
  /// you must call super at some point in your implementation" (L6).
  func sendInvalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    let outer = reachedInvalidation
    reachedInvalidation = false
    invalidateLayout(with: context)
    if !reachedInvalidation {
      (collectionView?.diagnosticHost ?? HeadlessHost.detached).reportMissingSuper(
        of: "invalidateLayout(with:)", in: HeadlessHost.name(of: self))
    }
    reachedInvalidation = outer
  }

  /// A context of `invalidationContextClass`, or the base class when that is not one.
  func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
    (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)?.init()
      ?? UICollectionViewLayoutInvalidationContext()
  }

  /// The kinds of supplementary view the layout places before `section`'s items and after
  /// them, its headers and footers: none here.
  func supplementaryKinds(around section: Int) -> (before: [String], after: [String]) {
    ([], [])
  }
}

/// Where a layout places one item; kept as set.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// The item placed.
  public let indexPath: IndexPath
  /// The item's frame.
  open var frame = CGRect.zero
  /// The item's size.
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }
  /// The item's centre.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  /// The item's bounds.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// The item's opacity.
  open var alpha: CGFloat = 1
  /// The item's place in front of or behind others.
  open var zIndex = 0
  /// Whether the item is hidden.
  open var isHidden = false
  /// The item's transform.
  open var transform = CGAffineTransform.identity
  /// What the attributes place: a cell, a supplementary view or a decoration view.
  public let representedElementCategory: UICollectionView.ElementCategory
  /// The kind of supplementary or decoration view placed; nil for a cell.
  public let representedElementKind: String?

  /// The attributes of the cell of the item at `indexPath`.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
    super.init()
  }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`.
  public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
    super.init()
  }

  /// The attributes of the decoration view of `decorationViewKind` at `indexPath`.
  public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
    super.init()
  }

  private init(copying other: UICollectionViewLayoutAttributes) {
    indexPath = other.indexPath
    representedElementCategory = other.representedElementCategory
    representedElementKind = other.representedElementKind
    super.init()
    frame = other.frame
    alpha = other.alpha
    zIndex = other.zIndex
    isHidden = other.isHidden
    transform = other.transform
  }

  /// A copy with the same values, as a layout's subclass copies attributes before changing them.
  open func copy(with zone: NSZone? = nil) -> Any {
    UICollectionViewLayoutAttributes(copying: self)
  }
}

extension UICollectionViewLayoutAttributes: @preconcurrency NSCopying {}

/// What an invalidation of a layout covers.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
  /// Whether all of the layout is out of date: yes when `invalidateLayout()` or the collection
  /// view's `reloadData()` made the context, not for one the app makes.
  open var invalidateEverything: Bool { invalidatesEverything }
  /// Whether the data source's counts are to be read again: yes when the collection view's
  /// `reloadData()` made the context.
  open var invalidateDataSourceCounts: Bool { invalidatesDataSourceCounts }
  /// Set by UIKit when it makes the context.
  var invalidatesEverything = false
  var invalidatesDataSourceCounts = false
  /// The items whose places are invalidated.
  open private(set) var invalidatedItemIndexPaths: [IndexPath]?
  /// How far the content offset moves; recorded.
  open var contentOffsetAdjustment = CGPoint.zero
  /// How much the content size changes; recorded.
  open var contentSizeAdjustment = CGSize.zero

  /// A context that invalidates everything.
  public required override init() {
    super.init()
  }

  /// Adds the items at `indexPaths` to those invalidated.
  open func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }

  /// Adds supplementary views of `elementKind` to those invalidated; recorded.
  open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath])
  {}

  /// Adds decoration views of `elementKind` to those invalidated; recorded.
  open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {}
}

/// What an invalidation of a flow layout covers: also whether to ask its delegate again.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext
{
  /// Whether the delegate's sizes and spacings are to be asked again.
  open var invalidateFlowLayoutDelegateMetrics = true
  /// Whether the layout's own attributes are to be worked out again.
  open var invalidateFlowLayoutAttributes = true
}

/// Items in rows that wrap, or in a scrolling line.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The size of every item, unless the delegate says otherwise.
  open var itemSize = CGSize(width: 50, height: 50)
  /// The space between lines of items.
  open var minimumLineSpacing: CGFloat = 10
  /// The space between items in a line.
  open var minimumInteritemSpacing: CGFloat = 10
  /// The space around each section.
  open var sectionInset = UIEdgeInsets.zero
  /// Which way the items run.
  open var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// The size items are assumed to have until they size themselves; zero, the default, means
  /// they do not, and `automaticSize` that each cell is asked for its size.
  open var estimatedItemSize = CGSize.zero
  /// The size of each section's header unless the delegate says otherwise; zero, the
  /// default, for none.
  open var headerReferenceSize = CGSize.zero
  /// The size of each section's footer unless the delegate says otherwise; zero, the
  /// default, for none.
  open var footerReferenceSize = CGSize.zero
  /// What `sectionInset` is measured from.
  open var sectionInsetReference = SectionInsetReference.fromContentInset
  /// Whether a section's header stays at the top while its items scroll under it.
  open var sectionHeadersPinToVisibleBounds = false
  /// Whether a section's footer stays at the bottom while its items scroll under it.
  open var sectionFootersPinToVisibleBounds = false

  /// What a flow layout's section insets are measured from.
  public enum SectionInsetReference: Int, Sendable {
    case fromContentInset, fromSafeArea, fromLayoutMargins
  }

  /// A header for a section whose header size, the delegate's or `headerReferenceSize`, is
  /// not zero across the scrolling direction; a footer likewise.
  override func supplementaryKinds(around section: Int) -> (before: [String], after: [String]) {
    guard let collectionView else { return ([], []) }
    let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    let header =
      delegate?.collectionView(
        collectionView, layout: self, referenceSizeForHeaderInSection: section)
      ?? headerReferenceSize
    let footer =
      delegate?.collectionView(
        collectionView, layout: self, referenceSizeForFooterInSection: section)
      ?? footerReferenceSize
    func places(_ size: CGSize) -> Bool {
      scrollDirection == .vertical ? size.height > 0 : size.width > 0
    }
    return (
      places(header) ? [UICollectionView.elementKindSectionHeader] : [],
      places(footer) ? [UICollectionView.elementKindSectionFooter] : []
    )
  }

  /// The estimated item size that makes cells size themselves: a non-zero placeholder.
  nonisolated public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
}

/// Supplies a collection view's sections, items and cells.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// How many items `section` has.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The cell of the item at `indexPath`.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// How many sections there are; 1 by default.
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// The header, footer or other supplementary view of `kind` for `indexPath`, dequeued with
  /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` or a supplementary
  /// registration, for each one the layout places (C3).
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
  /// Whether the item at `indexPath` can be moved; no by default.
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  /// Told that an item moved, to update the data.
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// A plain reusable view, not dequeued: a layout that places a header or footer needs the
  /// data source to make it.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
  /// No item can be moved.
  public func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool { false }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}

/// Told and asked as a person selects a collection view's items.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Asked before an item is selected; false keeps it from being selected.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  /// Told after a person selected an item.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// Told after an item was deselected because another was selected.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  /// Asked before a person deselects an item; false keeps it selected.
  func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool
  /// Asked as a person touches an item: false neither highlights nor selects it.
  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool
  /// Told after an item was highlighted under a person's finger.
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
  /// Told after an item's highlight was cleared as the finger lifted.
  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /// Told after an item's cell left the screen.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// Told before the cell of an item is shown.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// Told before a header, footer or other supplementary view is shown.
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)
  /// Told after a header, footer or other supplementary view left the screen.
  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)
  /// The context menu a long press on items shows; none by default.
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// The context menu a long press on an item shows, as before iOS 16; none by default.
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// Told as an item's context menu shows.
  func collectionView(
    _ collectionView: UICollectionView,
    willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// Told as an item's context menu goes.
  func collectionView(
    _ collectionView: UICollectionView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// Told as a person taps the preview of an item's context menu: the app shows what it
  /// previews, in the animator's completion.
  func collectionView(
    _ collectionView: UICollectionView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)
  /// Asked where a moved item goes while a person drags it (iOS 15); the proposed place by
  /// default. A person cannot drag items here (U4), so it is never asked.
  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
  /// Asked where a moved item goes while a person drags it, before iOS 15; the proposed place
  /// by default.
  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
}

extension UICollectionViewDelegate {
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView,
    willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing: tapping the preview only closes the menu.
  public func collectionView(
    _ collectionView: UICollectionView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}
  /// The proposed place.
  public func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
  /// The proposed place.
  public func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Allows the selection.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// Allows the deselection.
  public func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Highlights every item.
  public func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// No menu.
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// No menu.
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
}

/// Sizes a flow layout's items.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// The size of the item at `indexPath`; the layout's `itemSize` by default.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// The margins around the items of `section`; the layout's `sectionInset` by default.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  /// The space between lines of `section`; the layout's `minimumLineSpacing` by default.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The space between items of a line of `section`; the layout's `minimumInteritemSpacing`
  /// by default.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The size of the header of `section`; the layout's `headerReferenceSize` by default.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// The size of the footer of `section`; the layout's `footerReferenceSize` by default.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// The layout's item size.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }

  /// The layout's section inset.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }

  /// The layout's line spacing.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
  }

  /// The layout's spacing between items.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }

  /// The layout's header size.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }

  /// The layout's footer size.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}

/// Items in sections, arranged by a layout.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// How many items a collection view shows at once: an iPhone screen of a grid.
  @_spi(HostTesting) public static let itemsOnScreen = 30

  /// What a layout places: a cell, a supplementary view or a decoration view.
  public enum ElementCategory: UInt, Sendable {
    case cell, supplementaryView, decorationView
  }

  /// Which way a collection view's items run.
  public enum ScrollDirection: Int, Sendable {
    case vertical, horizontal
  }

  /// How the items are arranged.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      layoutIsValid = false
    }
  }
  /// Supplies the items and cells. Weak, as in UIKit.
  open weak var dataSource: (any UICollectionViewDataSource)?
  /// Told and asked as items are selected and the grid scrolls. Weak, as in UIKit. UIKit
  /// types it `UICollectionViewDelegate`; here it is the scroll view's (U4), and anything else
  /// is refused with an `error` as it is set.
  open override var delegate: (any UIScrollViewDelegate)? {
    didSet {
      refuseDelegate(
        unless: delegate is any UICollectionViewDelegate, of: "a collection view",
        expecting: "UICollectionViewDelegate")
    }
  }
  /// The delegate, as the collection view asks it.
  private var collectionDelegate: (any UICollectionViewDelegate)? {
    delegate as? any UICollectionViewDelegate
  }
  /// Whether a person can select items.
  open var allowsSelection = true
  /// Whether the prefetching data source is told of the items about to show.
  open var isPrefetchingEnabled = true
  /// Told of the items a person is likely to see next, to start loading their content. Weak,
  /// as in UIKit.
  open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
  /// Whether the item last focused gets the focus again; recorded, as the host's iPhone has no
  /// focus engine (U4).
  open var remembersLastFocusedIndexPath = false
  /// Whether a cell's change of content sizes it again; recorded.
  open var selfSizingInvalidation = SelfSizingInvalidation.enabled
  /// The view behind the items, such as an empty grid's message: a subview of the collection
  /// view behind all others, as large as its bounds, where a person reads it.
  open var backgroundView: UIView? {
    didSet { replaceBackgroundView(oldValue, with: backgroundView) }
  }

  /// Whether a cell's change of content sizes it again.
  public enum SelfSizingInvalidation: Int, Sendable {
    case disabled, enabled, enabledIncludingConstraints
  }
  /// Whether a person selects several items, each tap adding an item or taking a selected one
  /// away.
  open var allowsMultipleSelection = false
  /// Whether the collection view is in editing mode (iOS 14); a change updates the
  /// configuration of each cell shown.
  open var isEditing = false {
    didSet {
      guard isEditing != oldValue else { return }
      for cell in visibleCells {
        (cell as? UICollectionViewListCell)?.showAccessories()
        cell.setNeedsUpdateConfiguration()
      }
    }
  }
  /// Whether a person can select items while editing; false by default.
  open var allowsSelectionDuringEditing = false
  /// Whether a person can select several items while editing; false by default.
  open var allowsMultipleSelectionDuringEditing = false
  /// Whether moving the focus selects the focused item; recorded, as the host's iPhone has no
  /// focus engine (U4).
  open var selectionFollowsFocus = false
  /// Whether a person can drag items out of the view; recorded (U4: a person cannot drag).
  open var dragInteractionEnabled = false
  /// How quickly items make way for one a person drags; recorded.
  open var reorderingCadence = ReorderingCadence.immediate

  /// How quickly items make way for one a person drags.
  public enum ReorderingCadence: Int, Sendable {
    case immediate, fast, slow
  }
  /// Whether a person can select items now, editing or not.
  private var selectsNow: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
  /// Whether several items can be selected now, editing or not.
  private var selectsSeveral: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }
  /// The selected items.
  public private(set) var indexPathsForSelectedItems: [IndexPath]? = [] {
    didSet {
      for (path, cell) in shown {
        let selected = indexPathsForSelectedItems?.contains(path) ?? false
        if cell.isSelected != selected { cell.isSelected = selected }
      }
    }
  }

  private var reuse = CellReuse<UICollectionViewCell>(capacity: UICollectionView.itemsOnScreen)
  private var itemCounts: [Int] = []
  /// The index, counted over all sections, of the first item shown.
  private var firstShownItem = 0
  /// The changes of the update under way.
  private var pendingUpdate = PendingUpdate()
  private var hasLoadedData = false
  /// Whether the layout was prepared since it was last invalidated.
  var layoutIsValid = false
  private var shown: [(IndexPath, UICollectionViewCell)] = []
  /// The headers, footers and other supplementary views on screen, in the order shown.
  private var shownSupplementaries:
    [(kind: String, indexPath: IndexPath, view: UICollectionReusableView)] = []
  /// The classes of supplementary views, and those that left the screen, kept for reuse, by
  /// kind and reuse identifier (`supplementaryKey(_:_:)`).
  private var supplementaryReuse = CellReuse<UICollectionReusableView>(
    capacity: UICollectionView.itemsOnScreen)
  /// The supplementary views dequeued while the data source is asked for one.
  var dequeuedSupplementaries: [ObjectIdentifier] = []

  /// Creates a collection view arranged by `layout`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// Says that cells of `cellClass` are made for `identifier` (U4: a subclass needs a maker
  /// registered with `UICollectionView.registerMaker(for:_:)`).
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    reuse.register(cellClass, for: identifier)
  }

  /// Says that supplementary views of `elementKind`, headers or footers, are made of
  /// `viewClass` for `identifier` (U4: a subclass needs a maker).
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementaryReuse.register(viewClass, for: Self.supplementaryKey(elementKind, identifier))
  }

  /// The key supplementary views of `elementKind` are registered and kept under for
  /// `identifier`: the same identifier may name views of two kinds.
  private static func supplementaryKey(_ elementKind: String, _ identifier: String) -> String {
    "\(elementKind)\u{0}\(identifier)"
  }

  /// A supplementary view of `elementKind` for `identifier`, made of its registered class. UIKit
  /// raises when nothing is registered; the host refuses with an `error` (C3) and hands a
  /// plain view.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view =
      keptSupplementary(ofKind: elementKind, identifier: identifier)
      ?? makeView(
        of: supplementaryReuse.cellClass(for: Self.supplementaryKey(elementKind, identifier)),
        kind: elementKind,
        identifier: identifier, plain: UICollectionReusableView(frame: .zero))
    dequeuedSupplementaries.append(ObjectIdentifier(view))
    return view
  }

  /// A supplementary view of `elementKind` kept for reuse under `identifier`, prepared for
  /// reuse, or nil.
  func keptSupplementary(ofKind elementKind: String, identifier: String)
    -> UICollectionReusableView?
  {
    guard
      let view = supplementaryReuse.reusedCell(for: Self.supplementaryKey(elementKind, identifier))
    else { return nil }
    view.prepareForReuse()
    return view
  }

  /// A cell for `identifier` for the item at `indexPath`, reused or made. UIKit raises when
  /// nothing is registered for `identifier`; the host refuses with an `error` (C3) and hands a
  /// plain cell.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let cell = reuse.reusedCell(for: identifier) {
      cell.prepareForReuseCheckingSuper(in: diagnosticHost)
      return cell
    }
    return makeView(
      of: reuse.cellClass(for: identifier), kind: "UICollectionElementKindCell",
      identifier: identifier, plain: UICollectionViewCell(frame: .zero))
  }

  /// A new view of `registered`, the class registered for views of `kind` under `identifier`,
  /// with that reuse identifier. UIKit raises when no class is registered; the host refuses with
  /// an `error` (C3), and refuses a subclass it cannot make (U4): `plain` stands in for either.
  private func makeView<View: UICollectionReusableView>(
    of registered: AnyClass?, kind: String, identifier: String, plain: @autoclosure () -> View
  ) -> View {
    guard let registered else {
      diagnosticHost.report(
        .error, .c3,
        "could not dequeue a view of kind \(kind) with identifier \(identifier): register a "
          + "class for it first")
      return plain()
    }
    guard let type = registered as? View.Type, let view = Self.make(type) else {
      diagnosticHost.report(
        .error, .u4,
        "\(registered) is a \(View.self) subclass the host cannot make: register a maker "
          + "with UICollectionView.registerMaker(for:_:)")
      return plain()
    }
    view.reuseIdentifier = identifier
    return view
  }

  /// A cell kept for reuse under `identifier`, prepared for reuse, or nil.
  func reusedCell(for identifier: String) -> UICollectionViewCell? {
    guard let cell = reuse.reusedCell(for: identifier) else { return nil }
    cell.prepareForReuseCheckingSuper(in: diagnosticHost)
    return cell
  }

  /// Asks the data source again for its sections, items and the cells on screen.
  open func reloadData() {
    hasLoadedData = true
    let sections = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
    itemCounts = (0..<sections).map { section in
      max(0, dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0)
    }
    indexPathsForSelectedItems = indexPathsForSelectedItems?.filter(contains)
    let total = itemCounts.reduce(0, +)
    firstShownItem = min(firstShownItem, max(0, total - 1))
    // The host lays nothing out: the content is as tall as its items one above the other, each
    // of a standard row's height, as a person's scrolls move it (C3).
    contentSize = CGSize(
      width: bounds.width, height: CGFloat(total) * UITableView.standardRowHeight)
    // UIKit tells the layout that everything, and the data source's counts, are out of date.
    let invalidation = collectionViewLayout.makeInvalidationContext()
    invalidation.invalidatesEverything = true
    invalidation.invalidatesDataSourceCounts = true
    collectionViewLayout.sendInvalidateLayout(with: invalidation)
    prepareLayout()
    showItems()
  }

  /// Inserts items the data source now has, at their places after the update (C3).
  open func insertItems(at indexPaths: [IndexPath]) {
    update { $0.insertedRows += indexPaths }
  }
  /// Deletes items the data source no longer has, at their places before the update (C3).
  open func deleteItems(at indexPaths: [IndexPath]) {
    update { $0.deletedRows += indexPaths }
  }
  /// Moves an item the data source moved, from its place before the update to its place after.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    update { $0.movedRows.append((indexPath, newIndexPath)) }
  }
  /// Reloads the items at `indexPaths`, which the data source still has as many of (C3).
  open func reloadItems(at indexPaths: [IndexPath]) {
    update { $0.reloadedRows += indexPaths }
  }
  /// Configures the items at `indexPaths` again (iOS 15): their cells are asked for once more,
  /// as a reload does here.
  open func reconfigureItems(at indexPaths: [IndexPath]) {
    reloadItems(at: indexPaths)
  }
  /// The item whose shown cell's frame holds `point`, or nil.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    shown.first { $0.1.frame.contains(point) }?.0
  }
  /// The place the layout gives the item at `indexPath`; the host's layouts give none.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }
  /// The supplementary views of `elementKind` on screen, such as the headers shown.
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    shownSupplementaries.filter { $0.kind == elementKind }.map(\.view)
  }
  /// Where the supplementary views of `elementKind` on screen are.
  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    shownSupplementaries.filter { $0.kind == elementKind }.map(\.indexPath)
  }
  /// The header, footer or other supplementary view of `elementKind` shown for `indexPath`, or
  /// nil when it is not on screen.
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    shownSupplementaries.first { $0.kind == elementKind && $0.indexPath == indexPath }?.view
  }
  /// Inserts sections the data source now has, at their places after the update (C3).
  open func insertSections(_ sections: IndexSet) {
    update { $0.insertedSections.formUnion(sections) }
  }
  /// Deletes sections the data source no longer has, at their places before the update (C3).
  open func deleteSections(_ sections: IndexSet) {
    update { $0.deletedSections.formUnion(sections) }
  }
  /// Moves a section the data source moved, from its place before the update to its place
  /// after (C3).
  open func moveSection(_ section: Int, toSection newSection: Int) {
    update { $0.movedSections.append((section, newSection)) }
  }
  /// Reloads the sections at `sections`, which the data source still has (C3).
  open func reloadSections(_ sections: IndexSet) {
    update { $0.reloadedSections.formUnion(sections) }
  }
  /// Makes the changes in `updates` as one update, checked against the data source at its end
  /// (C3); `completion` hears that it finished.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    pendingUpdate.begin()
    updates?()
    if let update = pendingUpdate.end() { commit(update) }
    completion?(true)
  }

  /// Adds a change to the update under way, or makes it an update of its own.
  private func update(_ change: (inout RowUpdate) -> Void) {
    if let update = pendingUpdate.add(change) { commit(update) }
  }

  /// Reads the data source again and checks that it changed as `update` said, as UIKit does:
  /// a count that does not add up, or an item or a section the collection view does not have,
  /// is refused with an `error` (UIKit raises `NSInternalInconsistencyException`). The
  /// collection view shows the data source either way.
  private func commit(_ update: RowUpdate) {
    let before = hasLoadedData ? itemCounts : nil
    reloadData()
    guard let before, let problem = update.problem(before: before, after: itemCounts, row: "item")
    else { return }
    diagnosticHost.report(.error, .c3, "Invalid update: \(problem)")
  }

  /// Where an item scrolled to stands on screen.
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = Self(rawValue: 1 << 0)
    public static let centeredVertically = Self(rawValue: 1 << 1)
    public static let bottom = Self(rawValue: 1 << 2)
    public static let left = Self(rawValue: 1 << 3)
    public static let centeredHorizontally = Self(rawValue: 1 << 4)
    public static let right = Self(rawValue: 1 << 5)
  }

  /// A person scrolls the collection view a screen of items down, or up (C3): false at the
  /// end it moves toward.
  func userScrolled(down: Bool) -> Bool {
    loadDataIfNeeded()
    return userScrolledRows(
      down: down, from: firstShownItem, of: itemCounts.reduce(0, +),
      perScreen: Self.itemsOnScreen, rowHeight: UITableView.standardRowHeight
    ) { first in
      firstShownItem = first
      showItems()
    }
  }

  /// Scrolls so that the item at `indexPath` is the first shown. An item the collection view
  /// does not have is refused with an `error`, as UIKit raises for it (C3).
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    loadDataIfNeeded()
    guard contains(indexPath) else {
      diagnosticHost.report(
        .error, .c3,
        "scrollToItem: the collection view has no item \(indexPath.item) in section \(indexPath.section)"
      )
      return
    }
    firstShownItem = itemCounts.prefix(indexPath.section).reduce(0, +) + indexPath.item
    showItems()
  }

  /// Selects the item at `indexPath`, with the items selected already when the collection view
  /// selects several, or else in their place; nil deselects every item. The delegate is not
  /// told.
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) {
    guard let indexPath, contains(indexPath) else {
      indexPathsForSelectedItems = []
      return
    }
    let selected = indexPathsForSelectedItems ?? []
    if !selectsSeveral {
      indexPathsForSelectedItems = [indexPath]
    } else if !selected.contains(indexPath) {
      indexPathsForSelectedItems = selected + [indexPath]
    }
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// How many sections there are, as last read.
  open var numberOfSections: Int {
    loadDataIfNeeded()
    return itemCounts.count
  }

  /// How many items `section` has, as last read.
  open func numberOfItems(inSection section: Int) -> Int {
    loadDataIfNeeded()
    return itemCounts.indices.contains(section) ? itemCounts[section] : 0
  }

  /// The cell on screen for the item at `indexPath`, or nil.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    shown.first { $0.0 == indexPath }?.1
  }

  /// The cells on screen, first first.
  open var visibleCells: [UICollectionViewCell] { shown.map(\.1) }
  /// The items on screen, first first.
  open var indexPathsForVisibleItems: [IndexPath] { shown.map(\.0) }

  /// The item of `cell`, if it is on screen.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    shown.first { $0.1 === cell }?.0
  }

  /// Deselects the item at `indexPath`, without telling the delegate.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    indexPathsForSelectedItems?.removeAll { $0 == indexPath }
  }

  /// Lays out the items: the first layout reads the data source, as UIKit does, and a layout
  /// after the layout was invalidated prepares it again.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let backgroundView, backgroundView.frame != bounds { backgroundView.frame = bounds }
    loadDataIfNeeded()
    if !layoutIsValid { prepareLayout() }
  }

  /// Replaces the layout; the new one is prepared at once.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
    if hasLoadedData { prepareLayout() }
  }

  /// Replaces the layout, as `setCollectionViewLayout(_:animated:)`; `completion` hears that
  /// the change finished.
  open func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    setCollectionViewLayout(layout, animated: animated)
    completion?(true)
  }

  /// Gives the layout its chance to work out its items' places (`prepare()`), once the data
  /// source has been read.
  private func prepareLayout() {
    layoutIsValid = true
    collectionViewLayout.prepare()
  }

  /// A person swipes the list item of `cell` from the edge that shows the action named `title`,
  /// and taps it: one its list configuration's `trailingSwipeActionsConfigurationProvider`, or
  /// else its `leadingSwipeActionsConfigurationProvider`, gives for the item. False when the
  /// item offers no such action.
  func userSwiped(_ cell: UICollectionViewCell, choosing title: String) -> Bool {
    guard let item = indexPath(for: cell),
      let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
      layout.sections.indices.contains(item.section),
      let list = layout.sections[item.section]?.listConfiguration,
      let action = UIContextualAction.named(
        title,
        in: [
          list.trailingSwipeActionsConfigurationProvider?(item),
          list.leadingSwipeActionsConfigurationProvider?(item),
        ])
    else { return false }
    action.handler(action, cell) { _ in }
    return true
  }

  /// A person presses and holds the item of `cell` and taps the menu action titled `title`:
  /// the delegate's context menu for the item (iOS 16's, else the one before) is made, and the
  /// enabled action of that title in it or a submenu performed. False when there is none.
  func userLongPressed(_ cell: UICollectionViewCell, choosing title: String) -> Bool {
    contextMenuSession(for: cell)?.choose(title) ?? false
  }

  /// The context menu a person opens on the item of `cell` (iOS 16's, else the one before), as
  /// the delegate makes it and hears of it; nil when it makes none.
  func contextMenuSession(for cell: UICollectionViewCell) -> ContextMenuSession? {
    guard let item = indexPath(for: cell), let delegate = collectionDelegate,
      let configuration = delegate.collectionView(
        self, contextMenuConfigurationForItemsAt: [item], point: .zero)
        ?? delegate.collectionView(self, contextMenuConfigurationForItemAt: item, point: .zero)
    else { return nil }
    return ContextMenuSession(
      configuration: configuration,
      willDisplay: { [unowned self] in
        delegate.collectionView(self, willDisplayContextMenu: $0, animator: $1)
      },
      willEnd: { [unowned self] in
        delegate.collectionView(self, willEndContextMenuInteraction: $0, animator: $1)
      },
      willPerformPreview: { [unowned self] in
        delegate.collectionView(self, willPerformPreviewActionForMenuWith: $0, animator: $1)
      })
  }

  /// A person taps the item of `cell` (C3): it highlights under the finger unless the
  /// delegate says no, and unhighlights as the finger lifts; then the delegate may refuse the
  /// selection; the item is selected, the one selected before deselected, and the delegate
  /// told. Where the collection view selects several, a tap on a selected item deselects it.
  func userSelected(_ cell: UICollectionViewCell) {
    // A header's outline disclosure makes a tap anywhere on it expand or collapse the item,
    // which is not selectable (C4).
    if let listCell = cell as? UICollectionViewListCell, listCell.isOutlineHeader {
      _ = userToggledOutline(of: listCell)
      return
    }
    guard selectsNow, let item = indexPath(for: cell),
      collectionDelegate?.collectionView(self, shouldHighlightItemAt: item) ?? true
    else { return }
    cell.isHighlighted = true
    collectionDelegate?.collectionView(self, didHighlightItemAt: item)
    cell.isHighlighted = false
    collectionDelegate?.collectionView(self, didUnhighlightItemAt: item)
    let selected = indexPathsForSelectedItems ?? []
    if selectsSeveral, selected.contains(item) {
      guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: item) ?? true else {
        return
      }
      indexPathsForSelectedItems = selected.filter { $0 != item }
      collectionDelegate?.collectionView(self, didDeselectItemAt: item)
      return
    }
    guard collectionDelegate?.collectionView(self, shouldSelectItemAt: item) ?? true else {
      return
    }
    if selectsSeveral {
      indexPathsForSelectedItems = selected + [item]
    } else {
      let previous = selected.filter { $0 != item }
      indexPathsForSelectedItems = []
      for deselected in previous {
        collectionDelegate?.collectionView(self, didDeselectItemAt: deselected)
      }
      indexPathsForSelectedItems = [item]
    }
    collectionDelegate?.collectionView(self, didSelectItemAt: item)
  }

  /// A person drags the list item of `cell` by its reorder accessory, while it shows, and
  /// drops it where the item of `target` is (C4); its diffable data source applies the reorder
  /// as its handlers allow. False when the item cannot move there.
  func userReordered(_ cell: UICollectionViewCell, to target: UICollectionViewCell) -> Bool {
    guard let listCell = cell as? UICollectionViewListCell,
      listCell.accessories.contains(where: {
        $0.accessoryType == .reorder && $0.isShown(editing: isEditing)
      }),
      let source = indexPath(for: cell), let destination = indexPath(for: target),
      let reordering = dataSource as? any UserReordering
    else { return false }
    return reordering.userReordered(from: source, to: destination)
  }

  /// A person taps the outline disclosure of `cell` (C4): its action handler runs if it has
  /// one; else the item expands or collapses as the data source allows. False when the cell
  /// shows no outline disclosure, or its item has nothing under it.
  func userToggledOutline(of cell: UICollectionViewListCell) -> Bool {
    guard let disclosure = cell.shownOutlineDisclosure, let indexPath = indexPath(for: cell)
    else { return false }
    if let handler = disclosure.actionHandler {
      handler()
      return true
    }
    guard let source = dataSource as? any OutlineToggling else { return false }
    return source.userToggledOutline(at: indexPath)
  }

  private func loadDataIfNeeded() {
    if !hasLoadedData { reloadData() }
  }

  private func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && itemCounts.indices.contains(indexPath.section) && indexPath.item >= 0
      && indexPath.item < itemCounts[indexPath.section]
  }

  /// Makes the cells of the items on screen, each section's headers before its items and its
  /// footers after them, giving those shown before back to be reused.
  private func showItems() {
    showScreenOfItems()
    prefetchItemsAfterShown()
  }

  /// Tells the prefetching data source, unless prefetching is off, of the screen of items
  /// after those shown: the items a person scrolling on sees next.
  private func prefetchItemsAfterShown() {
    guard isPrefetchingEnabled, let prefetchDataSource, let last = shown.last?.0 else { return }
    let next = indexPaths(after: last, in: itemCounts, limit: Self.itemsOnScreen)
    if !next.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: next) }
  }

  /// Gives the cells and supplementary views shown back to be reused, and shows a screen of
  /// items from the first shown, each section's headers before its items and its footers after.
  private func showScreenOfItems() {
    let leaving = shown
    let leavingSupplementaries = shownSupplementaries
    for (_, cell) in leaving {
      cell.removeFromSuperview()
      reuse.keep(cell, for: cell.reuseIdentifier)
    }
    for (kind, _, view) in leavingSupplementaries {
      view.removeFromSuperview()
      supplementaryReuse.keep(
        view, for: view.reuseIdentifier.map { Self.supplementaryKey(kind, $0) })
    }
    shown = []
    shownSupplementaries = []
    for (path, cell) in leaving {
      collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
    }
    for (kind, path, view) in leavingSupplementaries {
      collectionDelegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: path)
    }
    guard let dataSource else { return }
    var index = 0
    for (section, count) in itemCounts.enumerated() {
      // Sections wholly before the first item shown are skipped; an empty one counts as one
      // place, for its header and footer.
      defer { index += count }
      guard index + max(count, 1) > firstShownItem else { continue }
      let kinds = collectionViewLayout.supplementaryKinds(around: section)
      if index >= firstShownItem, shown.count < Self.itemsOnScreen {
        for kind in kinds.before { showSupplementary(kind, of: section, from: dataSource) }
      }
      for item in max(0, firstShownItem - index)..<count {
        guard shown.count < Self.itemsOnScreen else { return }
        let indexPath = IndexPath(item: item, section: section)
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        guard !shown.contains(where: { $0.1 === cell }) else { continue }
        cell.isSelected = indexPathsForSelectedItems?.contains(indexPath) ?? false
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        addSubview(cell)
        (cell as? UICollectionViewListCell)?.showAccessories()
        shown.append((indexPath, cell))
      }
      guard shown.count < Self.itemsOnScreen else { return }
      for kind in kinds.after { showSupplementary(kind, of: section, from: dataSource) }
    }
  }

  /// Shows the supplementary view of `kind` for `section` the data source makes, sized to the
  /// collection view's width when its frame is empty; the delegate hears of it first. A view
  /// the data source did not dequeue is refused with an `error`, as UIKit raises for it.
  private func showSupplementary(
    _ kind: String, of section: Int, from dataSource: any UICollectionViewDataSource
  ) {
    let indexPath = IndexPath(item: 0, section: section)
    dequeuedSupplementaries.removeAll()
    let view = dataSource.collectionView(
      self, viewForSupplementaryElementOfKind: kind, at: indexPath)
    let dequeued = dequeuedSupplementaries.contains(ObjectIdentifier(view))
    dequeuedSupplementaries.removeAll()
    guard dequeued else {
      return diagnosticHost.report(
        .error, .c3,
        "the view returned from collectionView(_:viewForSupplementaryElementOfKind:at:) for "
          + "\(kind) at [\(section), 0] was not dequeued: the layout places one there, so the "
          + "data source must make it with dequeueReusableSupplementaryView(ofKind:"
          + "withReuseIdentifier:for:) or a supplementary registration")
    }
    guard !shownSupplementaries.contains(where: { $0.view === view }) else { return }
    if view.frame.size == .zero {
      view.frame = CGRect(x: 0, y: 0, width: bounds.width > 0 ? bounds.width : 393, height: 44)
    }
    collectionDelegate?.collectionView(
      self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
    addSubview(view)
    shownSupplementaries.append((kind, indexPath, view))
  }

  /// The makers of `UICollectionReusableView` subclasses, by class (U4).
  private static var cellMakers: [ObjectIdentifier: @MainActor () -> UICollectionReusableView] =
    [:]

  /// Registers how to make cells, headers or footers of `cellClass`: Linux cannot make an
  /// instance of a class without a `required` initializer (U4).
  @_spi(HostTesting)
  public static func registerMaker<Cell: UICollectionReusableView>(
    for cellClass: Cell.Type, _ make: @escaping @MainActor () -> Cell
  ) {
    cellMakers[ObjectIdentifier(cellClass)] = make
  }

  /// A new view of `viewClass`: the base classes are made here, a subclass by the maker a test
  /// registered; nil for a subclass with none (U4).
  static func make<View: UICollectionReusableView>(_ viewClass: View.Type) -> View? {
    let made: UICollectionReusableView? =
      switch ObjectIdentifier(viewClass) {
      case ObjectIdentifier(UICollectionViewListCell.self): UICollectionViewListCell(frame: .zero)
      case ObjectIdentifier(UICollectionViewCell.self): UICollectionViewCell(frame: .zero)
      case ObjectIdentifier(UICollectionReusableView.self): UICollectionReusableView(frame: .zero)
      default: cellMakers[ObjectIdentifier(viewClass)]?()
      }
    return made as? View
  }
}

/// A view a collection view reuses: a cell, a header or a footer.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the view is reused under.
  public internal(set) var reuseIdentifier: String?

  /// Called before the collection view hands the view out again. An override in a cell must
  /// call `super` (L6).
  open func prepareForReuse() {
    reachedPrepareForReuse = true
  }
  /// Whether the last `prepareForReuse()` reached this implementation.
  var reachedPrepareForReuse = false
}

/// An item of a collection view.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView, StateConfiguredCell {
  /// The view that holds the cell's content.
  public let contentView = UIView()
  /// Whether the cell's item is selected; a change updates the cell's configurations.
  open var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
  }
  /// Whether the cell is highlighted, as while a finger is on it; a change updates the cell's
  /// configurations.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
  }
  var configuredContent = ConfiguredContent()

  /// The cell's state, for configuring its content and background.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = (superview as? UICollectionView)?.isEditing ?? false
    return state
  }

  /// What updates a cell's configurations for its state (iOS 15).
  public typealias ConfigurationUpdateHandler =
    @MainActor (UICollectionViewCell, UICellConfigurationState) -> Void

  /// Called after `updateConfiguration(using:)` whenever the cell's state changes; setting it
  /// asks for an update.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// Whether a change of state updates the content configuration with its `updated(for:)`.
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether a change of state updates the background configuration with its `updated(for:)`.
  open var automaticallyUpdatesBackgroundConfiguration = true

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

  /// The attributes the cell asks its layout for, given the layout's: the layout's, as the host
  /// measures nothing.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes { layoutAttributes }
  /// How the cell's background looks, configured as iOS 14 does; recorded.
  open var backgroundConfiguration: UIBackgroundConfiguration?
  /// The content the cell shows, configured as iOS 14 does: a list configuration in the
  /// cell's labels, any other in the view it makes (`makeContentView()`).
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      configuredContent.show(contentConfiguration, in: contentView)
      guard let list = contentConfiguration as? UIListContentConfiguration else { return }
      configuredLabel.text = list.shownText
      if list.secondaryText != nil || secondaryLabel != nil {
        let label = secondaryLabel ?? makeSecondaryLabel()
        label.text = list.shownSecondaryText
      }
    }
  }

  private lazy var configuredLabel: UILabel = {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    contentView.addSubview(label)
    return label
  }()
  private var secondaryLabel: UILabel?

  private func makeSecondaryLabel() -> UILabel {
    _ = configuredLabel
    let label = UILabel(frame: CGRect(x: 0, y: 20, width: 100, height: 20))
    contentView.addSubview(label)
    secondaryLabel = label
    return label
  }

  /// Creates a cell with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame.size == .zero ? CGRect(x: 0, y: 0, width: 100, height: 100) : frame)
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// What a person reads on the item: its labels' texts, depth first; with none, as an image's
  /// item, what a screen reader says of it (its accessibility label).
  @_spi(HostTesting) public var displayedText: String {
    let texts = labelTexts
    return texts.isEmpty ? accessibilityLabel ?? "" : texts.joined(separator: " ")
  }
}

/// A cell of a list in a collection view: its content, accessories and background, as iOS 14
/// configures them.
// In the same file as its superclass: the Swift 6.3 compiler named the superclass's
// `configurationUpdateHandler` accessors differently in another file, which then did not link.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// The accessories at the cell's edges: a custom view, and a label accessory's label, is a
  /// subview of the cell while it shows (as the list edits or not), where a person uses or
  /// reads it; the others are kept as set.
  open var accessories: [UICellAccessory] = [] {
    didSet { showAccessories() }
  }
  /// The views of the accessories that show: custom views and label accessories' labels.
  private(set) var shownAccessoryViews: [UIView] = []

  /// The outline disclosure the cell shows, as its list edits or not, unless it is hidden.
  var shownOutlineDisclosure: UICellAccessory? {
    let editing = (superview as? UICollectionView)?.isEditing ?? false
    return accessories.first {
      $0.accessoryType == .outlineDisclosure && $0.isShown(editing: editing)
        && $0.outlineOptions?.isHidden != true
    }
  }

  /// Whether the cell is an outline's header: its disclosure has the header style, or the
  /// automatic style and the cell's content is configured as a header.
  var isOutlineHeader: Bool {
    guard let disclosure = shownOutlineDisclosure else { return false }
    switch disclosure.outlineOptions?.style ?? .automatic {
    case .header: return true
    case .cell: return false
    case .automatic: return (contentConfiguration as? UIListContentConfiguration)?.isHeader ?? false
    }
  }
  /// The labels of the label accessories, in their order.
  private var accessoryLabels: [UILabel] = []

  /// Whether the cell sizes `view` as it lays out the accessories, as UIKit does: a label
  /// accessory's label always, an accessory's custom view unless the accessory
  /// `maintainsFixedSize`.
  func sizesAccessoryView(_ view: UIView) -> Bool {
    if accessoryLabels.contains(where: { $0 === view }) { return true }
    return accessories.contains { accessory in
      guard let configuration = accessory.customViewConfiguration else { return false }
      return configuration.customView === view && !configuration.maintainsFixedSize
    }
  }

  /// Puts in the cell the custom views of the accessories that show, as its list edits or not,
  /// and takes out the others.
  func showAccessories() {
    let editing = (superview as? UICollectionView)?.isEditing ?? false
    var labels = accessoryLabels.makeIterator()
    var made: [UILabel] = []
    let showing = accessories.compactMap { accessory -> UIView? in
      if let label = accessory.label {
        // Each label accessory keeps its label, shown or not, from one configuration to the next.
        let view = labels.next() ?? UILabel()
        made.append(view)
        view.text = label.text
        view.font = label.options.font ?? view.font
        view.textColor = label.options.tintColor ?? view.textColor
        return accessory.isShown(editing: editing) ? view : nil
      }
      return accessory.isShown(editing: editing)
        ? accessory.customViewConfiguration?.customView : nil
    }
    accessoryLabels = made
    for view in shownAccessoryViews
    where view.superview === self && !showing.contains(where: { $0 === view }) {
      view.removeFromSuperview()
    }
    for view in showing where view.superview !== self { addSubview(view) }
    shownAccessoryViews = showing
  }
  /// How far the cell's content is indented, in levels.
  open var indentationLevel = 0
  /// How far one level indents, in points; recorded.
  open var indentationWidth: CGFloat = 10
  /// Whether the leading accessories are indented with the content; recorded.
  open var indentsAccessories = true

  /// The configuration a list row starts from.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }

  /// The background a list's row starts from (iOS 18).
  open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration.listCell()
  }
}

/// A screen that is a collection view: it is the collection view's data source and delegate.
/// Starts loading the content of items a person is likely to see next (C3).
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
  /// Told of items likely to be shown soon.
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
  /// Told that items told of are no longer likely to be shown. Optional in UIKit (U4: a
  /// requirement with a default here).
  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}

@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  /// The layout the collection view is made with.
  public let collectionViewLayout: UICollectionViewLayout
  /// Whether the selected items are deselected when the screen appears again.
  open var clearsSelectionOnViewWillAppear = true

  /// Creates a collection screen arranged by `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The collection view: the screen's view.
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// Makes the collection view, with this screen as its data source and delegate.
  open override func loadView() {
    let collection = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: collectionViewLayout)
    collection.dataSource = self
    collection.delegate = self
    view = collection
  }

  /// Deselects the selected items when `clearsSelectionOnViewWillAppear`. An override must
  /// call `super` (rule L6).
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let collectionView else { return }
    for item in collectionView.indexPathsForSelectedItems ?? [] {
      collectionView.deselectItem(at: item, animated: animated)
    }
  }

  /// One section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// No items.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }
  /// A plain cell; a subclass that has items overrides this.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    UICollectionViewCell(frame: .zero)
  }
  /// A plain reusable view; a subclass with headers or footers overrides this.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }
  /// No item can be moved, unless a subclass says so.
  open func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool { false }
  /// Does nothing; a subclass whose items move updates its data.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// Whether a long press drags items to move them; recorded, as a person cannot drag items
  /// of a collection view here (U4).
  open var installsStandardGestureForInteractiveMovement = true
  /// Whether pushing another collection screen animates between the two layouts; recorded.
  open var useLayoutToLayoutNavigationTransitions = false
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView,
    willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing: tapping the preview only closes the menu.
  open func collectionView(
    _ collectionView: UICollectionView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}
  /// The proposed place.
  open func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
  /// The proposed place.
  open func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
  /// Allows the selection.
  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// Allows the deselection.
  open func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Highlights every item.
  open func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// No menu.
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// No menu.
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
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
}
