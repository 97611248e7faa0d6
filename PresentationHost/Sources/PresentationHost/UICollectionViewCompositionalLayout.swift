// Compositional layouts: sizes, items, groups and sections, as UIKit code builds them. The
// host computes no frames, so a layout keeps what it is built from; a layout built from a
// section provider asks it for each section whenever the collection view is laid out, as UIKit
// does, so a provider's mistakes show on the host too.

/// One dimension of a layout size: a fraction of the container, a fixed length, or an
/// estimate.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
  private enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }

  private let kind: Kind
  /// The fraction or length.
  public let dimension: CGFloat

  private init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
    super.init()
  }

  /// A fraction of the container's width.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
  }

  /// A fraction of the container's height.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
  }

  /// A fixed length in points.
  public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.absolute, absoluteDimension)
  }

  /// A first guess in points, which the content's own size replaces.
  public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.estimated, estimatedDimension)
  }

  /// Whether the dimension is a fraction of the container's width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether the dimension is a fraction of the container's height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether the dimension is a fixed length.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether the dimension is an estimate.
  public var isEstimated: Bool { kind == .estimated }
}

/// A width and a height.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject {
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension

  /// A size of `width` by `height`.
  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
    super.init()
  }
}

/// The space between the items of a group: fixed, or at least a length.
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
  /// The length.
  public let spacing: CGFloat
  /// Whether the space is exactly `spacing`.
  public let isFixedSpacing: Bool
  /// Whether the space is at least `spacing`, and grows to fill the group.
  public var isFlexibleSpacing: Bool { !isFixedSpacing }

  private init(spacing: CGFloat, isFixedSpacing: Bool) {
    self.spacing = spacing
    self.isFixedSpacing = isFixedSpacing
    super.init()
  }

  /// Exactly `fixedSpacing` points.
  public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: fixedSpacing, isFixedSpacing: true)
  }

  /// At least `flexibleSpacing` points.
  public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: flexibleSpacing, isFixedSpacing: false)
  }
}

/// The space a group keeps around one of its items, edge by edge; an edge with none keeps none.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject {
  /// The space before the item's leading edge.
  public let leading: NSCollectionLayoutSpacing?
  /// The space above the item.
  public let top: NSCollectionLayoutSpacing?
  /// The space after the item's trailing edge.
  public let trailing: NSCollectionLayoutSpacing?
  /// The space below the item.
  public let bottom: NSCollectionLayoutSpacing?

  /// The spaces on each edge.
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
    super.init()
  }
}

/// Where a supplementary item is pinned: to which edges of its container or of itself, and how
/// far off them.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor: NSObject {
  /// The edges it is pinned to; a corner is two.
  public let edges: NSDirectionalRectEdge
  /// How far off the edges, in points or in fractions of the size.
  public let offset: CGPoint
  /// Whether `offset` is in points.
  public let isAbsoluteOffset: Bool
  /// Whether `offset` is in fractions of the size.
  public var isFractionalOffset: Bool { !isAbsoluteOffset && offset != .zero }

  /// Pinned to `edges`, with no offset.
  public convenience init(edges: NSDirectionalRectEdge) {
    self.init(edges: edges, absoluteOffset: .zero)
  }

  /// Pinned to `edges`, `absoluteOffset` points off them.
  public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.edges = edges
    offset = absoluteOffset
    isAbsoluteOffset = true
    super.init()
  }

  /// Pinned to `edges`, off them by `fractionalOffset` of the size (a badge half outside its
  /// item's corner is `CGPoint(x: 0.3, y: -0.3)`).
  public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.edges = edges
    offset = fractionalOffset
    isAbsoluteOffset = false
    super.init()
  }
}

/// Where in its container a section's content is inset from.
public enum UIContentInsetsReference: Int, Sendable {
  /// The system's choice.
  case automatic
  /// The container's edges.
  case none
  /// The safe area.
  case safeArea
  /// The layout margins.
  case layoutMargins
  /// The readable content guide.
  case readableContent
}

/// One item of a layout: its size and the insets around its content.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
  /// The item's size.
  public let layoutSize: NSCollectionLayoutSize
  /// The views attached to the item, such as badges.
  public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  /// The space between the item's edges and its content.
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// The space its group keeps around it; none when nil.
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

  /// An item of `layoutSize` with `supplementaryItems` attached.
  public init(
    layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
    super.init()
  }

  /// An item of `layoutSize`.
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }
}

/// Items in a row, a column, or repeated.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// Which way a group's items run.
  public enum Axis: Sendable { case horizontal, vertical }

  /// Which way the items run.
  public let axis: Axis
  /// The items, in order.
  public let subitems: [NSCollectionLayoutItem]
  /// How many times the only item repeats, or nil when the group lists its items.
  public let repeatCount: Int?
  /// The space between the items.
  open var interItemSpacing: NSCollectionLayoutSpacing?

  init(
    layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem],
    repeatCount: Int?
  ) {
    self.axis = axis
    self.subitems = subitems
    self.repeatCount = repeatCount
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// `subitems` in a row, repeated until the row is full.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, axis: .horizontal, subitems: subitems, repeatCount: nil)
  }

  /// `subitem` `count` times in a row.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], repeatCount: count)
  }

  /// `subitem` `count` times in a row; iOS 16 renamed it
  /// `horizontal(layoutSize:repeatingSubitem:count:)`.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }

  /// `subitems` in a column, repeated until the column is full.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, axis: .vertical, subitems: subitems, repeatCount: nil)
  }

  /// `subitem` `count` times in a column.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, axis: .vertical, subitems: [subitem], repeatCount: count)
  }

  /// `subitem` `count` times in a column; iOS 16 renamed it
  /// `vertical(layoutSize:repeatingSubitem:count:)`.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }
}

/// Where a supplementary view sits against its container.
public enum NSRectAlignment: Int, Sendable {
  case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

  /// The edges of the container it sits against.
  var edges: NSDirectionalRectEdge {
    switch self {
    case .none: []
    case .top: .top
    case .topLeading: [.top, .leading]
    case .leading: .leading
    case .bottomLeading: [.bottom, .leading]
    case .bottom: .bottom
    case .bottomTrailing: [.bottom, .trailing]
    case .trailing: .trailing
    case .topTrailing: [.top, .trailing]
    }
  }
}

/// A view attached to an item, such as a badge.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The kind of the view, which the data source is asked for.
  public let elementKind: String
  /// Where the view is pinned on the item it is attached to.
  public let containerAnchor: NSCollectionLayoutAnchor
  /// Which point of the view is pinned there; nil for the point the container anchor names.
  public let itemAnchor: NSCollectionLayoutAnchor?
  /// Its place in front of or behind the item's content.
  open var zIndex = 0

  init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    anchors: (container: NSCollectionLayoutAnchor, item: NSCollectionLayoutAnchor?)
  ) {
    self.elementKind = elementKind
    containerAnchor = anchors.container
    itemAnchor = anchors.item
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// A view of `elementKind`, sized `layoutSize`, pinned at `containerAnchor` of its item.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(layoutSize: layoutSize, elementKind: elementKind, anchors: (containerAnchor, nil))
  }

  /// A view of `elementKind`, sized `layoutSize`, its `itemAnchor` pinned at `containerAnchor`
  /// of its item.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, anchors: (containerAnchor, itemAnchor))
  }
}

/// A header or footer of a section or of the whole layout.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// Where the view sits: `.top` for a header, `.bottom` for a footer.
  public let alignment: NSRectAlignment
  /// Whether the view stays on screen while its section scrolls under it.
  open var pinToVisibleBounds = false

  /// A view of `elementKind`, sized `layoutSize`, at `alignment`.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.alignment = alignment
    super.init(
      layoutSize: layoutSize, elementKind: elementKind,
      anchors: (NSCollectionLayoutAnchor(edges: alignment.edges), nil))
  }
}

/// How a section scrolls across the collection view's own direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// What a section provider is told about the collection view it lays out.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
  /// The space the sections fill.
  var container: any NSCollectionLayoutContainer { get }
  /// The collection view's traits.
  var traitCollection: UITraitCollection { get }
}

/// The space a layout fills.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
  /// The size of the space.
  var contentSize: CGSize { get }
  /// The size of the space inside its insets.
  var effectiveContentSize: CGSize { get }
  /// The space's insets.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The space's insets, with the collection view's own.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment the host gives a section provider: the collection view's size and traits.
final class CollectionLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment,
  NSCollectionLayoutContainer
{
  let contentSize: CGSize
  let traitCollection: UITraitCollection
  var container: any NSCollectionLayoutContainer { self }
  var effectiveContentSize: CGSize { contentSize }
  var contentInsets: NSDirectionalEdgeInsets { .zero }
  var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }

  init(_ collectionView: UICollectionView) {
    contentSize = collectionView.bounds.size
    traitCollection = collectionView.traitCollection
    super.init()
  }
}

/// An item on screen as a section's items move: where it is and how it looks.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
  /// The item's opacity.
  var alpha: CGFloat { get set }
  /// The item's place in front of or behind others.
  var zIndex: Int { get set }
  /// Whether the item is hidden.
  var isHidden: Bool { get set }
  /// The item's center.
  var center: CGPoint { get set }
  /// The item's transform.
  var transform: CGAffineTransform { get set }
  /// The item's frame.
  var frame: CGRect { get }
  /// The item's bounds.
  var bounds: CGRect { get }
  /// The item's index path.
  var indexPath: IndexPath { get }
}

/// What a section's visible-items handler is called with: the items on screen, the section's
/// scroll offset, and the layout's environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
  @MainActor (
    [any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment
  ) -> Void

/// The groups of one section, with its insets, spacing and headers.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
  /// The group the section repeats for its items.
  public let group: NSCollectionLayoutGroup?
  /// The list configuration the section was made from, for a list section.
  public let listConfiguration: UICollectionLayoutListConfiguration?
  /// The space around the section's content.
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// What the section's content insets are measured from.
  open var contentInsetsReference = UIContentInsetsReference.automatic
  /// What the section's headers' and footers' insets are measured from (iOS 16).
  open var supplementaryContentInsetsReference = UIContentInsetsReference.automatic
  /// The space between its groups.
  open var interGroupSpacing: CGFloat = 0
  /// How the section scrolls across the collection view's direction.
  open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  /// The section's headers and footers.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// The views behind the section, such as its background.
  open var decorationItems: [NSCollectionLayoutDecorationItem] = []
  /// Whether the headers and footers are inset as the section's content is.
  open var supplementariesFollowContentInsets = true
  /// Called as the section's visible items move, before each layout pass; kept and never
  /// called, as the host lays nothing out (U4).
  open var visibleItemsInvalidationHandler:
    NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

  /// A section that repeats `group` for its items.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
    listConfiguration = nil
    super.init()
  }

  private init(list configuration: UICollectionLayoutListConfiguration) {
    group = nil
    listConfiguration = configuration
    super.init()
  }

  /// A section laid out as a list, in `layoutEnvironment`.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    NSCollectionLayoutSection(list: configuration)
  }
}

/// How a list in a collection view looks and what its rows offer.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
  /// The look of a list.
  public enum Appearance: Int, Sendable {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain
  }

  /// Where a list's headers or footers come from.
  public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
  /// Where a list's footers come from.
  public enum FooterMode: Int, Sendable { case none, supplementary }
  /// The actions offered when a row is swiped, for the row's item.
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

  /// The list's look.
  public let appearance: Appearance
  /// Whether rows have separators.
  public var showsSeparators = true
  /// The list's background colour, or nil for the appearance's.
  public var backgroundColor: UIColor?
  /// Where each section's header comes from.
  public var headerMode = HeaderMode.none
  /// Where each section's footer comes from.
  public var footerMode = FooterMode.none
  /// The actions offered when a row is swiped from its leading edge.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The actions offered when a row is swiped from its trailing edge.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The space above each section's header; nil for the system's (iOS 15).
  public var headerTopPadding: CGFloat?
  /// How the rows' separators look (iOS 14.5).
  public var separatorConfiguration: UIListSeparatorConfiguration
  /// What changes the separators of the row at an index path, from the list's; kept, as the
  /// host draws no separators.
  public var itemSeparatorHandler: ItemSeparatorHandler?
  /// Gives the separators of a row, from the list's configuration.
  public typealias ItemSeparatorHandler =
    (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

  /// A list that looks like `appearance`.
  public init(appearance: Appearance) {
    self.appearance = appearance
    separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
  }
}

/// Options for a whole compositional layout.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// Which way the sections run.
  open var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// The space between sections.
  open var interSectionSpacing: CGFloat = 0
  /// The layout's own headers and footers.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// What the sections' content insets are measured from.
  open var contentInsetsReference = UIContentInsetsReference.automatic
}

/// What a compositional layout asks for each section's layout.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout composed of sections, each of groups of items.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
  /// Options for the whole layout.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration
  /// The sections as the provider gave them at the last layout; the host computes no frames.
  public private(set) var sections: [NSCollectionLayoutSection?] = []

  /// A list section's header and footer when its configuration makes them supplementary
  /// views, then the section's own headers and footers, by the edge each is aligned to.
  override func supplementaryKinds(around section: Int) -> (before: [String], after: [String]) {
    guard sections.indices.contains(section), let layoutSection = sections[section] else {
      return ([], [])
    }
    var before: [String] = []
    var after: [String] = []
    if let list = layoutSection.listConfiguration {
      if list.headerMode == .supplementary {
        before.append(UICollectionView.elementKindSectionHeader)
      }
      if list.footerMode == .supplementary {
        after.append(UICollectionView.elementKindSectionFooter)
      }
    }
    for item in layoutSection.boundarySupplementaryItems {
      let trails = item.alignment.edges.contains(.bottom) || item.alignment == .trailing
      if trails {
        if !after.contains(item.elementKind) { after.append(item.elementKind) }
      } else if !before.contains(item.elementKind) {
        before.append(item.elementKind)
      }
    }
    return (before, after)
  }

  /// A layout of every section like `section`.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout of every section like `section`, with `configuration`.
  public init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    sectionProvider = { _, _ in section }
    self.configuration = configuration
    super.init()
  }

  /// A layout that asks `sectionProvider` for each section's layout.
  public convenience init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider
  ) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout that asks `sectionProvider` for each section's layout, with `configuration`.
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.sectionProvider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  /// A layout of lists that look like `configuration`.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration
  ) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { _, environment in
      .list(using: configuration, layoutEnvironment: environment)
    }
  }

  /// Asks the provider for the layout of each of the collection view's sections.
  open override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    let environment = CollectionLayoutEnvironment(collectionView)
    sections = (0..<collectionView.numberOfSections).map { sectionProvider($0, environment) }
  }
}

/// How the separators of a list's rows look (iOS 14.5); kept, as the host draws none.
public struct UIListSeparatorConfiguration: Equatable, Sendable {
  /// Whether a separator shows.
  public enum Visibility: Int, Sendable {
    case automatic, visible, hidden
  }

  /// Whether the separator above a row shows.
  public var topSeparatorVisibility = Visibility.automatic
  /// Whether the separator below a row shows.
  public var bottomSeparatorVisibility = Visibility.automatic
  /// The insets of the separator above a row; `automaticInsets` for the system's.
  public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
  /// The insets of the separator below a row.
  public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
  /// The separators' colour.
  public var color: UIColor
  /// The separators' colour between selected rows.
  public var multipleSelectionColor: UIColor

  /// The separators of a list of `listAppearance`.
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
    color = .separator
    multipleSelectionColor = .separator
  }

  /// Insets that stand for the system's.
  public static let automaticInsets = NSDirectionalEdgeInsets(
    top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
    bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)
}

/// A view behind a section of a compositional layout, such as its background; the host shows
/// none.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSObject {
  /// The kind of decoration view the layout registered for it.
  public let elementKind: String
  /// Its place in front of or behind the section's items.
  open var zIndex = 0
  /// The space around it.
  open var contentInsets = NSDirectionalEdgeInsets.zero

  private init(elementKind: String) {
    self.elementKind = elementKind
    super.init()
  }

  /// A background of the section, of the decoration view registered for `elementKind`.
  public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
    NSCollectionLayoutDecorationItem(elementKind: elementKind)
  }
}
