// Diffable data sources (rule C4): a snapshot of sections and items, each identified by a
// hashable value, applied to a table or a collection view, which shows it through a cell
// provider.

/// The sections and items a diffable data source shows, in order, each identifier once.
/// What UIKit raises for (an identifier twice, items with no section, an item or section
/// that is not there) changes nothing here, and is reported as an `error` when the snapshot is
/// applied.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  public typealias Section = SectionIdentifierType
  public typealias Item = ItemIdentifierType

  fileprivate var sections: [Section] = []
  fileprivate var items: [[Item]] = []
  /// The items reloaded or reconfigured since the snapshot was made; recorded.
  public private(set) var reloadedItemIdentifiers: [Item] = []
  public private(set) var reconfiguredItemIdentifiers: [Item] = []
  public private(set) var reloadedSectionIdentifiers: [Section] = []
  /// The misuse the snapshot refused, reported when it is applied.
  private(set) var refusals: [String] = []

  /// An empty snapshot.
  public init() {}

  /// How many items there are, in every section.
  public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
  /// How many sections there are.
  public var numberOfSections: Int { sections.count }
  /// The sections, in order.
  public var sectionIdentifiers: [Section] { sections }
  /// The items, section after section.
  public var itemIdentifiers: [Item] { items.flatMap { $0 } }

  /// How many items `identifier` holds; 0 for a section that is not there.
  public func numberOfItems(inSection identifier: Section) -> Int {
    indexOfSection(identifier).map { items[$0].count } ?? 0
  }

  /// The items of `identifier`, in order; none for a section that is not there.
  public func itemIdentifiers(inSection identifier: Section) -> [Item] {
    indexOfSection(identifier).map { items[$0] } ?? []
  }

  /// The section that holds `identifier`, if any.
  public func sectionIdentifier(containingItem identifier: Item) -> Section? {
    position(of: identifier).map { sections[$0.section] }
  }

  /// Where `identifier` is among all the items, if it is there.
  public func indexOfItem(_ identifier: Item) -> Int? {
    itemIdentifiers.firstIndex(of: identifier)
  }

  /// Where `identifier` is among the sections, if it is there.
  public func indexOfSection(_ identifier: Section) -> Int? {
    sections.firstIndex(of: identifier)
  }

  /// Adds `identifiers` as sections after the others.
  public mutating func appendSections(_ identifiers: [Section]) {
    guard acceptsNewSections(identifiers) else { return }
    sections += identifiers
    items += identifiers.map { _ in [] }
  }

  /// Adds `identifiers` as sections before `toIdentifier`.
  public mutating func insertSections(
    _ identifiers: [Section], beforeSection toIdentifier: Section
  ) {
    guard acceptsNewSections(identifiers), let index = existingSection(toIdentifier) else {
      return
    }
    sections.insert(contentsOf: identifiers, at: index)
    items.insert(contentsOf: identifiers.map { _ in [] }, at: index)
  }

  /// Adds `identifiers` as sections after `toIdentifier`.
  public mutating func insertSections(_ identifiers: [Section], afterSection toIdentifier: Section)
  {
    guard acceptsNewSections(identifiers), let index = existingSection(toIdentifier) else {
      return
    }
    sections.insert(contentsOf: identifiers, at: index + 1)
    items.insert(contentsOf: identifiers.map { _ in [] }, at: index + 1)
  }

  /// Removes the sections `identifiers` and their items; those that are not there are ignored.
  public mutating func deleteSections(_ identifiers: [Section]) {
    for identifier in identifiers {
      guard let index = indexOfSection(identifier) else { continue }
      sections.remove(at: index)
      items.remove(at: index)
    }
  }

  /// Moves the section `identifier` before `toIdentifier`.
  public mutating func moveSection(_ identifier: Section, beforeSection toIdentifier: Section) {
    moveSection(identifier, to: toIdentifier, after: false)
  }

  /// Moves the section `identifier` after `toIdentifier`.
  public mutating func moveSection(_ identifier: Section, afterSection toIdentifier: Section) {
    moveSection(identifier, to: toIdentifier, after: true)
  }

  /// Marks the sections to be reloaded; recorded, as the host shows every cell anew.
  public mutating func reloadSections(_ identifiers: [Section]) {
    reloadedSectionIdentifiers += identifiers.filter { existingSection($0) != nil }
  }

  /// Adds `identifiers` at the end of `sectionIdentifier`, or of the last section when nil.
  public mutating func appendItems(
    _ identifiers: [Item], toSection sectionIdentifier: Section? = nil
  ) {
    let index: Int?
    if let sectionIdentifier {
      index = existingSection(sectionIdentifier)
    } else if sections.isEmpty {
      refusals.append(
        "There are currently no sections in the data source. Please add a section first.")
      index = nil
    } else {
      index = sections.count - 1
    }
    guard let index, acceptsNewItems(identifiers) else { return }
    items[index] += identifiers
  }

  /// Adds `identifiers` before the item `beforeIdentifier`.
  public mutating func insertItems(_ identifiers: [Item], beforeItem beforeIdentifier: Item) {
    guard let at = existingItem(beforeIdentifier), acceptsNewItems(identifiers) else { return }
    items[at.section].insert(contentsOf: identifiers, at: at.item)
  }

  /// Adds `identifiers` after the item `afterIdentifier`.
  public mutating func insertItems(_ identifiers: [Item], afterItem afterIdentifier: Item) {
    guard let at = existingItem(afterIdentifier), acceptsNewItems(identifiers) else { return }
    items[at.section].insert(contentsOf: identifiers, at: at.item + 1)
  }

  /// Removes the items `identifiers`; those that are not there are ignored.
  public mutating func deleteItems(_ identifiers: [Item]) {
    let gone = Set(identifiers)
    items = items.map { $0.filter { !gone.contains($0) } }
  }

  /// Removes every item and section.
  public mutating func deleteAllItems() {
    sections = []
    items = []
  }

  /// Moves the item `identifier` before `toIdentifier`.
  public mutating func moveItem(_ identifier: Item, beforeItem toIdentifier: Item) {
    moveItem(identifier, to: toIdentifier, after: false)
  }

  /// Moves the item `identifier` after `toIdentifier`.
  public mutating func moveItem(_ identifier: Item, afterItem toIdentifier: Item) {
    moveItem(identifier, to: toIdentifier, after: true)
  }

  /// Marks the items to be reloaded; recorded, as the host shows every cell anew.
  public mutating func reloadItems(_ identifiers: [Item]) {
    reloadedItemIdentifiers += identifiers.filter { existingItem($0) != nil }
  }

  /// Marks the items to be reconfigured; recorded, as the host shows every cell anew.
  public mutating func reconfigureItems(_ identifiers: [Item]) {
    reconfiguredItemIdentifiers += identifiers.filter { existingItem($0) != nil }
  }

  /// Makes `items` the items of `section`, adding the section after the others if it is not
  /// there; an item already in another section is refused, as UIKit raises.
  mutating func replaceItems(ofSection section: Section, with newItems: [Item]) {
    if indexOfSection(section) == nil { appendSections([section]) }
    guard let index = indexOfSection(section) else { return }
    items[index] = []
    appendItems(newItems, toSection: section)
  }

  // MARK: What UIKit checks

  func position(of identifier: Item) -> (section: Int, item: Int)? {
    for (section, list) in items.enumerated() {
      if let item = list.firstIndex(of: identifier) { return (section, item) }
    }
    return nil
  }

  private mutating func existingSection(_ identifier: Section) -> Int? {
    guard let index = indexOfSection(identifier) else {
      refusals.append(
        "Invalid parameter not satisfying: section \(identifier) is not in the snapshot")
      return nil
    }
    return index
  }

  private mutating func existingItem(_ identifier: Item) -> (section: Int, item: Int)? {
    guard let at = position(of: identifier) else {
      refusals.append("Invalid parameter not satisfying: item \(identifier) is not in the snapshot")
      return nil
    }
    return at
  }

  private mutating func acceptsNewSections(_ identifiers: [Section]) -> Bool {
    guard Set(identifiers).count == identifiers.count,
      !identifiers.contains(where: { sections.contains($0) })
    else {
      refusals.append("Fatal: supplied section identifiers are not unique.")
      return false
    }
    return true
  }

  private mutating func acceptsNewItems(_ identifiers: [Item]) -> Bool {
    let present = Set(itemIdentifiers)
    guard Set(identifiers).count == identifiers.count,
      !identifiers.contains(where: { present.contains($0) })
    else {
      refusals.append("Fatal: supplied item identifiers are not unique.")
      return false
    }
    return true
  }

  private mutating func moveItem(_ identifier: Item, to target: Item, after: Bool) {
    guard identifier != target, existingItem(identifier) != nil, existingItem(target) != nil
    else { return }
    deleteItems([identifier])
    guard let at = position(of: target) else { return }
    items[at.section].insert(identifier, at: at.item + (after ? 1 : 0))
  }

  private mutating func moveSection(_ identifier: Section, to target: Section, after: Bool) {
    guard identifier != target, let from = existingSection(identifier),
      existingSection(target) != nil
    else { return }
    let moved = (sections.remove(at: from), items.remove(at: from))
    guard let index = indexOfSection(target) else { return }
    sections.insert(moved.0, at: index + (after ? 1 : 0))
    items.insert(moved.1, at: index + (after ? 1 : 0))
  }
}

extension NSDiffableDataSourceSnapshot: Sendable {}

extension NSDiffableDataSourceSnapshot {
  /// The item at `index` of the section at `section`, if there is one.
  func item(inSectionAt section: Int, at index: Int) -> Item? {
    guard items.indices.contains(section), items[section].indices.contains(index) else {
      return nil
    }
    return items[section][index]
  }

  /// The section at `index`, if there is one.
  func section(at index: Int) -> Section? {
    sections.indices.contains(index) ? sections[index] : nil
  }

  /// How many items the section at `index` holds; 0 when there is none.
  func numberOfItems(inSectionAt index: Int) -> Int {
    items.indices.contains(index) ? items[index].count : 0
  }
}

/// Reports what a snapshot refused, on the host of the view it is applied to.
@MainActor
private func reportRefusals(_ refusals: [String], on view: UIView) {
  for refusal in refusals { view.diagnosticHost.report(.error, .c4, refusal) }
}

/// A table's data source that shows a snapshot: its sections, and a cell for each item from
/// `cellProvider`. The table holds it weakly, as any data source: the app keeps it (C4).
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
  UITableViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  public typealias Snapshot = NSDiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  >
  /// Makes the cell of an item.
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = Snapshot()
  /// The animation of rows inserted and deleted; recorded.
  open var defaultRowAnimation = UITableView.RowAnimation.automatic

  /// Becomes `tableView`'s data source, with no sections yet.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  /// Shows `snapshot`; `completion` runs once the table shows it.
  open func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    if let tableView { reportRefusals(snapshot.refusals, on: tableView) }
    current = snapshot
    tableView?.reloadData()
    completion?()
  }

  /// Shows `snapshot`, returning once the table shows it.
  open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
    apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
  }

  /// Shows `snapshot` by reloading the table.
  open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// What the table shows.
  open func snapshot() -> Snapshot { current }

  /// The item at `indexPath`, if there is one.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(inSectionAt: indexPath.section, at: indexPath.row)
  }

  /// Where `itemIdentifier` is, if it is shown.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.position(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
  }

  /// The section at `index`, if there is one.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.section(at: index)
  }

  /// Where `sectionIdentifier` is, if it is shown.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  /// The snapshot's sections.
  open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

  /// The items of the section.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    current.numberOfItems(inSectionAt: section)
  }

  /// The provider's cell for the item. A provider that returns none is refused with an
  /// `error`, as UIKit raises, and a plain cell stands in.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    if let item = itemIdentifier(for: indexPath),
      let cell = cellProvider(tableView, indexPath, item)
    {
      return cell
    }
    tableView.diagnosticHost.report(
      .error, .c4, "UITableView dataSource returned a nil cell for row at index path: \(indexPath)")
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// No header title; a subclass gives one.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No footer title; a subclass gives one.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// No row can be edited unless a subclass says so, unlike a plain data source.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing; a subclass that lets rows be deleted applies a snapshot without them.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// No row can be moved unless a subclass says so.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing; a subclass moves the item in a snapshot it applies.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}

/// A data source whose items a person can expand and collapse (C4).
@MainActor
protocol OutlineToggling: AnyObject {
  func userToggledOutline(at indexPath: IndexPath) -> Bool
}

/// A data source whose items a person reorders (C4).
@MainActor
protocol UserReordering: AnyObject {
  func userReordered(from source: IndexPath, to destination: IndexPath) -> Bool
}

/// A collection view's data source that shows a snapshot: its sections, and a cell for each
/// item from `cellProvider`. The collection view holds it weakly: the app keeps it (C4).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>:
  NSObject, UICollectionViewDataSource, OutlineToggling, UserReordering
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  public typealias Snapshot = NSDiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  >
  /// Makes the cell of an item.
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) ->
    UICollectionViewCell?
  /// Makes a header or footer the collection view asks for.
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) ->
    UICollectionReusableView?

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private var current = Snapshot()
  private var sectionSnapshots:
    [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
  /// Makes headers and footers, when the collection view asks for them.
  open var supplementaryViewProvider: SupplementaryViewProvider?

  /// The supplementary view of `kind` for `indexPath`: the provider's; without one, a plain
  /// view, which the collection view refuses (C3), as UIKit raises.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    supplementaryViewProvider?(collectionView, kind, indexPath)
      ?? UICollectionReusableView(frame: .zero)
  }

  /// Becomes `collectionView`'s data source, with no sections yet.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  /// Shows `snapshot`; `completion` runs once the collection view shows it.
  open func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    if let collectionView { reportRefusals(snapshot.refusals, on: collectionView) }
    current = snapshot
    collectionView?.reloadData()
    completion?()
  }

  /// Shows `snapshot`, returning once the collection view shows it.
  open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
    apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
  }

  /// Shows `snapshot` by reloading the collection view.
  open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// What the collection view shows.
  open func snapshot() -> Snapshot { current }

  /// What the app may do as a person expands and collapses items of a section snapshot (C4).
  open var sectionSnapshotHandlers = SectionSnapshotHandlers()

  /// What the app may do as a person expands and collapses items.
  public struct SectionSnapshotHandlers {
    /// Whether the item may expand; yes when nil.
    public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
    /// Told before the item expands.
    public var willExpandItem: ((ItemIdentifierType) -> Void)?
    /// Whether the item may collapse; yes when nil.
    public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
    /// Told before the item collapses.
    public var willCollapseItem: ((ItemIdentifierType) -> Void)?
    /// The children an item shows once expanded, given the item and the children it has: an
    /// outline that loads an item's children only as it is opened.
    public var snapshotForExpandingParent:
      (
        (ItemIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)
          -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
      )?

    /// Handlers with nothing set.
    public init() {}
  }

  /// A person taps the outline disclosure of the item at `indexPath`: an item with children
  /// in its section snapshot expands or collapses, as the handlers allow, and the section
  /// shows its visible items again. False when the item has no children to show or hide.
  func userToggledOutline(at indexPath: IndexPath) -> Bool {
    guard let item = itemIdentifier(for: indexPath),
      let section = current.sectionIdentifier(containingItem: item),
      var tree = sectionSnapshots[section], !tree.snapshot(of: item).items.isEmpty
    else { return false }
    if tree.isExpanded(item) {
      guard sectionSnapshotHandlers.shouldCollapseItem?(item) ?? true else { return true }
      sectionSnapshotHandlers.willCollapseItem?(item)
      tree.collapse([item])
    } else {
      guard sectionSnapshotHandlers.shouldExpandItem?(item) ?? true else { return true }
      sectionSnapshotHandlers.willExpandItem?(item)
      if let children = sectionSnapshotHandlers.snapshotForExpandingParent {
        tree.replace(childrenOf: item, using: children(item, tree.snapshot(of: item)))
      }
      tree.expand([item])
    }
    apply(tree, to: section, animatingDifferences: true)
    return true
  }

  /// What the app may do as a person reorders items by their reorder accessory (C4).
  open var reorderingHandlers = ReorderingHandlers()

  /// What the app may do as a person reorders items.
  public struct ReorderingHandlers {
    /// Whether the item can be moved; without it, no item can.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Told before a reorder is applied.
    public var willReorder:
      ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// Told after a reorder was applied.
    public var didReorder:
      ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

    /// Handlers with nothing set.
    public init() {}
  }

  /// Shows `snapshot` as the items of `section`: the items it shows, its expanded items'
  /// children under them (C4). The section is added after the others if it is not there.
  open func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    sectionSnapshots[section] = snapshot
    var whole = current
    whole.replaceItems(ofSection: section, with: snapshot.visibleItems)
    apply(whole, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// A person drags the item at `source` by its reorder accessory and drops it where the item
  /// at `destination` is (C4): when `canReorderItem` lets it, the handlers hear the reorder
  /// before and after it is applied, with the snapshots before and after and their differences,
  /// for each section it touched. False when the item cannot move there: no handler lets it,
  /// it is dropped on itself, or a section it touches shows an outline, whose items the host
  /// does not move.
  func userReordered(from source: IndexPath, to destination: IndexPath) -> Bool {
    guard source != destination, let item = itemIdentifier(for: source),
      let target = itemIdentifier(for: destination),
      reorderingHandlers.canReorderItem?(item) ?? false,
      let from = current.sectionIdentifier(containingItem: item),
      let to = current.sectionIdentifier(containingItem: target)
    else { return false }
    let sections = from == to ? [from] : [from, to]
    let isOutline = { (section: SectionIdentifierType) in
      self.sectionSnapshots[section].map { $0.items != $0.rootItems } ?? false
    }
    guard !sections.contains(where: isOutline) else { return false }
    var final = current
    final.deleteItems([item])
    if from == to, source.item < destination.item {
      final.insertItems([item], afterItem: target)
    } else {
      final.insertItems([item], beforeItem: target)
    }
    let transaction = NSDiffableDataSourceTransaction(
      initialSnapshot: current, finalSnapshot: final,
      sectionTransactions: sections.map { section in
        NSDiffableDataSourceSectionTransaction(
          sectionIdentifier: section, initialItems: current.itemIdentifiers(inSection: section),
          finalItems: final.itemIdentifiers(inSection: section))
      })
    reorderingHandlers.willReorder?(transaction)
    for section in transaction.sectionTransactions
    where sectionSnapshots[section.sectionIdentifier] != nil {
      sectionSnapshots[section.sectionIdentifier] = section.finalSnapshot
    }
    apply(final, animatingDifferences: true)
    reorderingHandlers.didReorder?(transaction)
    return true
  }

  /// The items of `section` as a section snapshot: the one applied to it, or its items as
  /// roots.
  open func snapshot(for section: SectionIdentifierType)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    if let applied = sectionSnapshots[section] { return applied }
    var made = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    made.append(current.itemIdentifiers(inSection: section))
    return made
  }

  /// The item at `indexPath`, if there is one.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(inSectionAt: indexPath.section, at: indexPath.item)
  }

  /// Where `itemIdentifier` is, if it is shown.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.position(of: itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) }
  }

  /// The section at `index`, if there is one.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.section(at: index)
  }

  /// Where `sectionIdentifier` is, if it is shown.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  /// The snapshot's sections.
  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    current.numberOfSections
  }

  /// The items of the section.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    current.numberOfItems(inSectionAt: section)
  }

  /// The provider's cell for the item. A provider that returns none is refused with an
  /// `error`, as UIKit raises, and a plain cell stands in.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let item = itemIdentifier(for: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    {
      return cell
    }
    collectionView.diagnosticHost.report(
      .error, .c4,
      "UICollectionView dataSource returned a nil cell for item at index path: \(indexPath)")
    return UICollectionViewCell(frame: .zero)
  }
}

/// A reorder a person made: the snapshots before and after it, and what changed in each
/// section it touched.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  /// What the data source showed before.
  public let initialSnapshot:
    NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// What it shows after.
  public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// How the items changed, from the first snapshot's to the last's.
  public let difference: CollectionDifference<ItemIdentifierType>
  /// What changed in each section the reorder touched.
  public let sectionTransactions:
    [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

  init(
    initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    sectionTransactions: [NSDiffableDataSourceSectionTransaction<
      SectionIdentifierType, ItemIdentifierType
    >]
  ) {
    self.initialSnapshot = initialSnapshot
    self.finalSnapshot = finalSnapshot
    difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
    self.sectionTransactions = sectionTransactions
  }
}

/// What a reorder changed in one section: its items before and after, and the difference.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  /// The section.
  public let sectionIdentifier: SectionIdentifierType
  /// Its items before.
  public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// Its items after.
  public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// How its items changed.
  public let difference: CollectionDifference<ItemIdentifierType>

  init(
    sectionIdentifier: SectionIdentifierType, initialItems: [ItemIdentifierType],
    finalItems: [ItemIdentifierType]
  ) {
    self.sectionIdentifier = sectionIdentifier
    var initial = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    initial.append(initialItems)
    var final = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    final.append(finalItems)
    initialSnapshot = initial
    finalSnapshot = final
    difference = finalItems.difference(from: initialItems)
  }
}

/// The items of one section as a tree: root items, each with children, shown under their
/// parent while it is expanded (C4). An item is in the tree once; adding one that is there is
/// ignored, as the host reports nothing for a section snapshot's misuse.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable> {
  public typealias Item = ItemIdentifierType

  private var roots: [Item] = []
  private var childrenOf: [Item: [Item]] = [:]
  private var parentOf: [Item: Item] = [:]
  private var expanded: Set<Item> = []

  /// An empty section snapshot.
  public init() {}

  /// Adds `items` after the children of `parent`, or after the root items when nil.
  public mutating func append(_ items: [Item], to parent: Item? = nil) {
    let new = items.filter { !contains($0) }
    guard let parent else {
      roots += new
      return
    }
    guard contains(parent) else { return }
    childrenOf[parent, default: []] += new
    for item in new { parentOf[item] = parent }
  }

  /// Adds the trees of `snapshot` after the children of `parent`, or after the root items when
  /// nil, each expanded as it is there.
  public mutating func append(_ snapshot: Self, to parent: Item? = nil) {
    let new = snapshot.roots.filter { !contains($0) }
    append(new, to: parent)
    graft(new, from: snapshot)
  }

  /// Adds the trees of `snapshot` before `item`, under the same parent.
  public mutating func insert(_ snapshot: Self, before item: Item) {
    let new = snapshot.roots.filter { !contains($0) }
    insert(new, at: item, after: false)
    graft(new, from: snapshot)
  }

  /// Adds the trees of `snapshot` after `item`, under the same parent.
  public mutating func insert(_ snapshot: Self, after item: Item) {
    let new = snapshot.roots.filter { !contains($0) }
    insert(new, at: item, after: true)
    graft(new, from: snapshot)
  }

  /// Makes the trees of `snapshot` the children of `parent`, in place of those it had.
  public mutating func replace(childrenOf parent: Item, using snapshot: Self) {
    guard contains(parent) else { return }
    delete(childrenOf[parent] ?? [])
    append(snapshot, to: parent)
  }

  /// Adds the children of each of `roots`, now in this tree, as `source` has them.
  private mutating func graft(_ roots: [Item], from source: Self) {
    for root in roots where contains(root) { copy(childrenOf: root, under: root, from: source) }
  }

  /// Adds `items` before `item`, under the same parent.
  public mutating func insert(_ items: [Item], before item: Item) {
    insert(items, at: item, after: false)
  }

  /// Adds `items` after `item`, under the same parent.
  public mutating func insert(_ items: [Item], after item: Item) {
    insert(items, at: item, after: true)
  }

  /// Removes `items` and everything under them.
  public mutating func delete(_ items: [Item]) {
    for item in items where contains(item) {
      for child in childrenOf[item] ?? [] { delete([child]) }
      childrenOf[item] = nil
      expanded.remove(item)
      if let parent = parentOf.removeValue(forKey: item) {
        childrenOf[parent]?.removeAll { $0 == item }
      } else {
        roots.removeAll { $0 == item }
      }
    }
  }

  /// Removes every item.
  public mutating func deleteAll() {
    self = Self()
  }

  /// Shows the children of `items`.
  public mutating func expand(_ items: [Item]) {
    expanded.formUnion(items.filter(contains))
  }

  /// Hides the children of `items`.
  public mutating func collapse(_ items: [Item]) {
    expanded.subtract(items)
  }

  /// Whether the children of `item` show.
  public func isExpanded(_ item: Item) -> Bool { expanded.contains(item) }

  /// Whether `item` shows: a root, or under parents that are all expanded.
  public func isVisible(_ item: Item) -> Bool {
    guard contains(item) else { return false }
    var current = parentOf[item]
    while let parent = current {
      guard expanded.contains(parent) else { return false }
      current = parentOf[parent]
    }
    return true
  }

  /// Whether `item` is in the tree.
  public func contains(_ item: Item) -> Bool {
    parentOf[item] != nil || roots.contains(item)
  }

  /// How deep `item` is: 0 for a root.
  public func level(of item: Item) -> Int {
    var level = 0
    var current = parentOf[item]
    while let parent = current {
      level += 1
      current = parentOf[parent]
    }
    return level
  }

  /// The parent of `item`; nil for a root.
  public func parent(of item: Item) -> Item? { parentOf[item] }

  /// Where `item` is among all the items, depth first.
  public func index(of item: Item) -> Int? { items.firstIndex(of: item) }

  /// Every item, depth first, each under its parent.
  public var items: [Item] { flattened(onlyExpanded: false) }
  /// The items with no parent, in order.
  public var rootItems: [Item] { roots }
  /// The items that show, depth first: the roots, and the children of expanded items.
  public var visibleItems: [Item] { flattened(onlyExpanded: true) }

  /// The tree under `parent`, with `parent` as its root when `includingParent`.
  public func snapshot(of parent: Item, includingParent: Bool = false) -> Self {
    var made = Self()
    if includingParent {
      made.append([parent])
      made.copy(childrenOf: parent, under: parent, from: self)
    } else {
      made.append(childrenOf[parent] ?? [])
      for child in childrenOf[parent] ?? [] {
        made.copy(childrenOf: child, under: child, from: self)
      }
    }
    return made
  }

  private mutating func copy(childrenOf item: Item, under parent: Item, from source: Self) {
    if source.expanded.contains(item) { expanded.insert(item) }
    for child in source.childrenOf[item] ?? [] {
      append([child], to: parent)
      copy(childrenOf: child, under: child, from: source)
    }
  }

  private mutating func insert(_ items: [Item], at item: Item, after: Bool) {
    let new = items.filter { !contains($0) }
    if let parent = parentOf[item] {
      guard let index = childrenOf[parent]?.firstIndex(of: item) else { return }
      childrenOf[parent]?.insert(contentsOf: new, at: after ? index + 1 : index)
      for added in new { parentOf[added] = parent }
    } else if let index = roots.firstIndex(of: item) {
      roots.insert(contentsOf: new, at: after ? index + 1 : index)
    }
  }

  private func flattened(onlyExpanded: Bool) -> [Item] {
    var result: [Item] = []
    func visit(_ item: Item) {
      result.append(item)
      guard !onlyExpanded || expanded.contains(item) else { return }
      for child in childrenOf[item] ?? [] { visit(child) }
    }
    roots.forEach(visit)
    return result
  }
}
