@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/uikit/uicollectionview: the collection view asks its data
// source for the number of items and for the cells of those it shows, and tells its delegate as
// a person selects items; collectionView(_:shouldSelectItemAt:): "true if the item should be
// selected or false if it should not"; dequeueReusableCell(withReuseIdentifier:for:): "you must
// register a class or nib file using the register(_:forCellWithReuseIdentifier:) method before
// calling this method" (UIKit raises an NSInternalInconsistencyException otherwise).
@Suite("Collection views")
@MainActor
struct CollectionRuleTests {
  // developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:):
  // "Your implementation of this method is responsible for creating, configuring, and returning
  // the appropriate supplementary view"; "you must dequeue views using the
  // dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:) method" (UIKit raises for
  // a view not dequeued); UICollectionViewFlowLayout.headerReferenceSize: "If the size in the
  // appropriate scrolling dimension is 0, no header is added".
  @Test("C3: each section's header shows before its items, its delegate told, and is reused")
  func sectionHeadersShow() throws {
    // Given a grid of two sections, two items then one, whose flow layout places headers and
    // whose data source dequeues them, titled, and logs what its delegate hears
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 44)
    let sut = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
    let source = HeadedSections(counts: [2, 1], in: sut)
    sut.dataSource = source
    sut.delegate = source
    let screen = UIViewController()
    screen.view.addSubview(sut)
    let window = visibleWindow(root: screen)
    let shown = sut.subviews.map(HeadedSections.describe)
    let headers = sut.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
    // When the grid reloads
    sut.reloadData()
    let reused = sut.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
    // Then each header came before its section's items, the delegate heard of each as it
    // showed and went, and the reload reused them; the items a person taps are the items only
    #expect(shown == ["Header 0", "item 0-0", "item 0-1", "Header 1", "item 1-0"])
    #expect(
      sut.indexPathsForVisibleSupplementaryElements(
        ofKind: UICollectionView.elementKindSectionHeader)
        == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
    #expect(
      source.log == [
        "willDisplay header 0", "willDisplay header 1", "didEnd header 0", "didEnd header 1",
        "willDisplay header 0", "willDisplay header 1",
      ])
    #expect(Set(reused.map(ObjectIdentifier.init)) == Set(headers.map(ObjectIdentifier.init)))
    #expect(reused.count == 2)
    #expect(window.host.visibleItems.count == 3)
    expectNoDiagnostics(window.host)
  }

  @Test("C3: a header the data source does not dequeue is refused with an error, and not shown")
  func undequeuedHeaderIsRefused() {
    // Given a grid whose flow layout places headers and whose data source makes no header
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 44)
    let sut = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
    let source = Sections(counts: [1])
    sut.dataSource = source
    let screen = UIViewController()
    screen.view.addSubview(sut)
    // When the grid shows
    let window = visibleWindow(root: screen)
    // Then the header is refused, as UIKit raises, and only the item shows
    #expect(window.host.diagnostics.map(\.rule) == [.c3])
    #expect(window.host.diagnostics.first?.message.contains("was not dequeued") == true)
    #expect(
      sut.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).isEmpty)
    #expect(sut.subviews.count == 1)
  }

  @Test("C3: items load at the first layout; a tap asks the delegate, then selects one at a time")
  func tapSelectsOneItem() throws {
    // Given a grid of three items whose delegate refuses the first, on a visible screen
    let source = Tiles(count: 3, refusing: [0])
    let sut = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    sut.dataSource = source
    sut.delegate = source
    let screen = UIViewController()
    screen.view.addSubview(sut)
    let askedBeforeShown = source.cellsAsked
    let window = visibleWindow(root: screen)
    // When a person taps A, B, then C
    try window.host.tap("A")
    try window.host.tap("B")
    try window.host.tap("C")
    // Then nothing was asked before the grid appeared; A was refused, and C replaced B
    #expect(askedBeforeShown == 0)
    #expect(window.host.visibleItems.map(\.displayedText) == ["A", "B", "C"])
    #expect(source.log == ["should 0", "should 1", "did 1", "should 2", "undid 1", "did 2"])
    #expect(sut.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemsat:point:):
  // the menu for the items pressed, or nil for none; collectionView(_:willDisplay:forItemAt:)
  // "Tells the delegate that the specified cell is about to be displayed".
  @Test("C3: items are announced before they show, and a long press offers the item's menu")
  func willDisplayAndContextMenu() throws {
    // Given a grid of three tiles whose delegate offers a menu on all but the first
    let source = Tiles(count: 3, refusing: [0])
    let sut = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    sut.dataSource = source
    sut.delegate = source
    let screen = UIViewController()
    screen.view.addSubview(sut)
    let window = visibleWindow(root: screen)
    // When a person presses and holds B and chooses Favorite
    try window.host.longPressRow("B", choosing: "Favorite")
    // Then each tile was announced as it showed, B became a favorite, and A offers no menu
    #expect(source.displayed == [0, 1, 2])
    #expect(source.log == ["favorite 1"])
    #expect(throws: UserActionError.noSuchMenuAction("Favorite", row: "A")) {
      try window.host.longPressRow("A", choosing: "Favorite")
    }
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uicollectionview/allowsselectionduringediting and
  // allowsmultipleselectionduringediting: "The default value is false" (iOS 14).
  @Test("C3: while editing, a person selects only as the editing settings allow, and cells know")
  func selectionWhileEditing() throws {
    // Given a grid of three tiles on screen, in editing mode
    let source = Tiles(count: 3, refusing: [])
    let sut = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    sut.dataSource = source
    sut.delegate = source
    sut.allowsMultipleSelection = true
    let screen = UIViewController()
    screen.view.addSubview(sut)
    let window = visibleWindow(root: screen)
    sut.isEditing = true
    // When a person taps A with the defaults, then A and B once selection is allowed, then C
    // once several are
    try window.host.tap("A")
    let byDefault = sut.indexPathsForSelectedItems ?? []
    sut.allowsSelectionDuringEditing = true
    try window.host.tap("A")
    try window.host.tap("B")
    let single = sut.indexPathsForSelectedItems ?? []
    sut.allowsMultipleSelectionDuringEditing = true
    try window.host.tap("C")
    // Then nothing was selected at first, one at a time next, then several; cells were editing
    #expect(byDefault.isEmpty)
    #expect(single == [IndexPath(item: 1, section: 0)])
    #expect(sut.indexPathsForSelectedItems?.map(\.item) == [1, 2])
    #expect(sut.visibleCells.allSatisfy { $0.configurationState.isEditing })
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uicollectionviewcell/isselected: "The selection
  // state of the cell", which the collection view sets as items are selected.
  @Test("C3: a person's selection selects the item's cell and deselects the one before")
  func cellSelectionState() throws {
    // Given a grid of two checkable tiles on screen
    let source = CheckableTiles()
    let sut = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    sut.dataSource = source
    let screen = UIViewController()
    screen.view.addSubview(sut)
    let window = visibleWindow(root: screen)
    // When a person taps the first tile, then the second
    try window.host.tap("First")
    try window.host.tap("Second")
    // Then the first cell was checked then unchecked, and the second checked
    let cells = sut.visibleCells.compactMap { $0 as? CheckableCell }
    #expect(cells.first?.checks == [true, false] && cells.last?.checks == [true])
    expectNoDiagnostics(window.host)
  }

  @Test("C3: dequeueing an identifier nothing is registered for is refused with an error")
  func unregisteredIdentifierIsRefused() {
    // Given a collection view on a visible screen, with nothing registered
    let sut = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    let window = visibleWindow(root: UIViewController())
    window.rootViewController?.view.addSubview(sut)
    // When a cell is dequeued for an identifier never registered, then it is refused
    _ = sut.dequeueReusableCell(withReuseIdentifier: "Missing", for: IndexPath(item: 0, section: 0))
    expectDiagnostic(window.host, .error, .c3)
  }
}

// developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare(): "Layout updates
// occur the first time the collection view presents its content and whenever the layout is
// invalidated explicitly or implicitly because of a change to the view. During each layout
// update, the collection view calls this method first"; UICollectionViewCompositionalLayout's
// section provider is "a closure that creates and returns each of the layout's sections".
@Suite("Collection view layouts")
@MainActor
struct CollectionLayoutRuleTests {
  @Test("C5: a section provider is asked for each section, in the collection view's traits")
  func sectionProviderIsAskedPerSection() {
    // Given a compositional layout whose provider logs what it is asked, on a dark screen
    var asked: [String] = []
    let sut = UICollectionViewCompositionalLayout { index, environment in
      asked.append("\(index) \(environment.traitCollection.userInterfaceStyle == .dark)")
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
      return NSCollectionLayoutSection(
        group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    }
    let source = Sections(counts: [2, 1])
    let grid = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: sut)
    grid.dataSource = source
    let screen = UIViewController()
    screen.overrideUserInterfaceStyle = .dark
    screen.view.addSubview(grid)
    let askedBeforeShown = asked
    let window = visibleWindow(root: screen)
    let askedWhenShown = asked
    // When the data grows to three sections and the grid reloads
    source.counts = [2, 1, 4]
    grid.reloadData()
    // Then nothing was asked before it showed, then each section, in the screen's style
    #expect(askedBeforeShown.isEmpty)
    #expect(askedWhenShown == ["0 true", "1 true"])
    #expect(asked == ["0 true", "1 true", "0 true", "1 true", "2 true"])
    #expect(sut.sections.count == 3 && sut.collectionView === grid)
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem: "attach a badge
  // to an item", pinned by a container anchor (NSCollectionLayoutAnchor: "pinned to a corner,
  // offset by a fraction of its size"); NSCollectionLayoutBoundarySupplementaryItem's alignment
  // names the edges of the section it sits against.
  @Test("C5: a header is anchored at the edges its alignment names; a badge, where it is pinned")
  func supplementaryAnchors() throws {
    // Given a compositional grid whose items carry an unread badge half outside their top
    // trailing corner, and whose section has a header at its top leading corner
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(20), heightDimension: .absolute(20)),
      elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(
        edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
    let sut = UICollectionViewCompositionalLayout { _, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(0.5)),
        supplementaryItems: [badge])
      item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
        leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: .fixed(8))
      let section = NSCollectionLayoutSection(
        group: .horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(200)),
          subitems: [item]))
      section.contentInsetsReference = .readableContent
      section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
          elementKind: UICollectionView.elementKindSectionHeader, alignment: .topLeading)
      ]
      return section
    }
    let grid = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: sut)
    let source = HeadedSections(counts: [3], in: grid)
    grid.dataSource = source
    let screen = UIViewController()
    screen.view.addSubview(grid)
    // When the grid shows
    let window = visibleWindow(root: screen)
    // Then the header is anchored at the top leading corner, the badge where it was pinned,
    // by a fraction of its size; the header shows, and the badge does not, as the host shows
    // only headers and footers
    let section = try #require(sut.sections.first ?? nil)
    let header = try #require(section.boundarySupplementaryItems.first)
    #expect(header.containerAnchor.edges == [.top, .leading] && header.itemAnchor == nil)
    let pinned = try #require(section.group?.subitems.first?.supplementaryItems.first)
    #expect(pinned.containerAnchor.edges == [.top, .trailing])
    #expect(pinned.containerAnchor.isFractionalOffset && !pinned.containerAnchor.isAbsoluteOffset)
    #expect(grid.visibleSupplementaryViews(ofKind: "badge").isEmpty)
    #expect(grid.indexPathsForVisibleSupplementaryElements(ofKind: header.elementKind).count == 1)
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout(): "this
  // method ... calls invalidateLayout(with:)" with a context of invalidationContextClass;
  // uicollectionviewlayoutinvalidationcontext/invalidateeverything: "The collection view sets
  // it ... when you ... call the reloadData() method"; invalidatedatasourcecounts: true "when
  // you ... call the collection view's reloadData() method". UICollectionViewLayoutAttributes
  // adopts NSCopying, and a layout that changes the attributes its superclass gives copies
  // them first.
  @Test("C5: invalidating a layout hands its override a context of its class; attributes copy")
  func invalidationContexts() throws {
    // Given a layout that names its own context class and logs the contexts it is handed, in
    // a grid on screen, which read its data
    let sut = ContextLayout()
    let grid = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: sut)
    let source = Sections(counts: [2])
    grid.dataSource = source
    let screen = UIViewController()
    screen.view.addSubview(grid)
    let window = visibleWindow(root: screen)
    let whenShown = sut.contexts
    // When the app invalidates it, and copies a header's attributes to move the copy
    sut.invalidateLayout()
    let header = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      with: IndexPath(item: 0, section: 0))
    header.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
    let moved = try #require(header.copy() as? UICollectionViewLayoutAttributes)
    moved.center.y += 100
    // Then the override heard a context of the layout's class as the grid read its data, which
    // invalidated everything and the counts, then the app's, which invalidated everything; the
    // copy moved alone, and it kept what it places
    #expect(whenShown == ["PinningContext everything counts"])
    #expect(sut.contexts == ["PinningContext everything counts", "PinningContext everything"])
    #expect(header.frame.minY == 0 && moved.frame.minY == 100)
    #expect(moved.representedElementCategory == .supplementaryView)
    #expect(moved.representedElementKind == UICollectionView.elementKindSectionHeader)
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout(with:): "If
  // you override this method, you must call super at some point in your implementation";
  // invalidateeverything: "You do not set this property yourself. The collection view sets it
  // in response to specific types of layout invalidation scenarios".
  @Test("L6: an invalidateLayout(with:) override that does not call super is reported")
  func invalidationWithoutSuper() {
    // Given a layout whose invalidateLayout(with:) forgets super, in a grid on screen
    let sut = ContextLayout(callsSuper: false)
    let grid = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: sut)
    let source = Sections(counts: [3])
    grid.dataSource = source
    let screen = UIViewController()
    screen.view.addSubview(grid)
    let window = visibleWindow(root: screen)
    let whenShown = window.host.diagnostics.count
    // When the app invalidates two of its items with a context of its own
    let context = UICollectionViewLayoutInvalidationContext()
    context.invalidateItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
    sut.invalidateLayout(with: context)
    // Then the grid's reading of its data was reported, naming the layout and the method; the
    // app's own call is the app's to check, and its context invalidates only the items
    #expect(whenShown == 1)
    expectDiagnostic(window.host, .warning, .l6)
    #expect(
      window.host.diagnostics.first?.message.hasPrefix(
        "ContextLayout overrides invalidateLayout(with:) without calling super") == true)
    #expect(sut.contexts.last == "UICollectionViewLayoutInvalidationContext")
    #expect(context.invalidatedItemIndexPaths?.count == 2)
  }

  // developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching: "The
  // collection view calls these methods ... to notify you of the data for upcoming cells";
  // uicollectionview/isprefetchingenabled: "When true, the collection view requests cells in
  // advance of when they will be displayed".
  @Test("C3: a prefetching data source hears of the items after those shown, unless it is off")
  func prefetching() {
    // Given two grids of 20 and 30 items with prefetching data sources, one with prefetching off
    let source = PrefetchedSections(counts: [20, 30])
    let sut = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    sut.dataSource = source
    sut.prefetchDataSource = source
    let quietSource = PrefetchedSections(counts: [20, 30])
    let quiet = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    quiet.dataSource = quietSource
    quiet.prefetchDataSource = quietSource
    quiet.isPrefetchingEnabled = false
    let screen = UIViewController()
    screen.view.addSubview(sut)
    screen.view.addSubview(quiet)
    // When they show
    _ = visibleWindow(root: screen)
    // Then the first was told of the items after those shown, to the end, and the other of none
    let shown = sut.indexPathsForVisibleItems.count
    #expect(shown == UICollectionView.itemsOnScreen)
    #expect(source.prefetched.first == IndexPath(item: shown - 20, section: 1))
    #expect(source.prefetched.count == 50 - shown)
    #expect(quietSource.prefetched.isEmpty)
  }

  @Test("C5: a custom layout is prepared at the first layout, once invalidated, and at a reload")
  func customLayoutIsPrepared() {
    // Given a custom layout that reads the item count as it prepares, in a shown grid
    let sut = CountingLayout()
    let source = Sections(counts: [5])
    let grid = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: sut)
    grid.dataSource = source
    let screen = UIViewController()
    screen.view.addSubview(grid)
    let window = visibleWindow(root: screen)
    let whenShown = sut.prepared
    // When a full-screen modal covers and uncovers it; then again after the layout is
    // invalidated; then the data grows and the grid reloads
    coverAndUncover(screen)
    let afterReappearing = sut.prepared
    sut.invalidateLayout()
    coverAndUncover(screen)
    let afterInvalidating = sut.prepared
    source.counts = [7]
    grid.reloadData()
    // Then it was prepared at the first layout, the one after the invalidation, and the reload
    #expect(whenShown == [5])
    #expect(afterReappearing == [5])
    #expect(afterInvalidating == [5, 5])
    #expect(sut.prepared == [5, 5, 7])
    expectNoDiagnostics(window.host)
  }
}

/// Presents a full-screen modal over `screen`, then dismisses it: `screen` lays out again.
@MainActor
private func coverAndUncover(_ screen: UIViewController) {
  let modal = UIViewController()
  modal.modalPresentationStyle = .fullScreen
  screen.present(modal, animated: false)
  screen.dismiss(animated: false)
}

/// A data source of sections of plain cells, as many as `counts` says.
@MainActor
private class Sections: NSObject, UICollectionViewDataSource {
  var counts: [Int]

  init(counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { counts[section] }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { UICollectionViewCell(frame: .zero) }
}

/// Sections of items, each with a header titled by its number, dequeued as UIKit asks; the
/// delegate logs the headers shown and gone.
@MainActor
private final class HeadedSections: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
  let counts: [Int]
  private(set) var log: [String] = []

  init(counts: [Int], in collectionView: UICollectionView) {
    self.counts = counts
    collectionView.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
  }

  /// A header by its title, an item by its index path.
  static func describe(_ view: UIView) -> String {
    if let title = view.subviews.first as? UILabel { return title.text ?? "" }
    return view.accessibilityIdentifier ?? "?"
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { counts[section] }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = UICollectionViewCell(frame: .zero)
    cell.accessibilityIdentifier = "item \(indexPath.section)-\(indexPath.item)"
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let header = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    let title = header.subviews.first as? UILabel ?? UILabel()
    if title.superview == nil {
      title.frame = CGRect(x: 16, y: 0, width: 300, height: 44)
      header.addSubview(title)
    }
    title.text = "Header \(indexPath.section)"
    return header
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    log.append("willDisplay header \(indexPath.section)")
  }

  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    log.append("didEnd header \(indexPath.section)")
  }
}

/// A custom layout that notes how many items its collection view has each time it prepares.
private final class CountingLayout: UICollectionViewLayout {
  private(set) var prepared: [Int] = []

  override func prepare() {
    super.prepare()
    prepared.append(collectionView?.numberOfItems(inSection: 0) ?? -1)
  }
}

/// A data source and delegate of lettered tiles, logging what it is asked.
@MainActor
private final class Tiles: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
  let count: Int
  let refusing: Set<Int>
  private(set) var cellsAsked = 0
  private(set) var log: [String] = []
  private(set) var displayed: [Int] = []

  init(count: Int, refusing: Set<Int>) {
    self.count = count
    self.refusing = refusing
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    cellsAsked += 1
    let cell = UICollectionViewCell(frame: .zero)
    var content = UIListContentConfiguration.cell()
    content.text = String(UnicodeScalar(UInt8(65 + indexPath.item)))
    cell.contentConfiguration = content
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    log.append("should \(indexPath.item)")
    return !refusing.contains(indexPath.item)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("did \(indexPath.item)")
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.append("undid \(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    displayed.append(indexPath.item)
  }

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard let item = indexPaths.first?.item, !refusing.contains(item) else { return nil }
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
      UIMenu(children: [UIAction(title: "Favorite") { _ in self?.log.append("favorite \(item)") }])
    }
  }
}

/// Two tiles whose cells show a check while selected.
@MainActor
private final class CheckableTiles: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 2 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = CheckableCell(frame: .zero)
    var content = UIListContentConfiguration.cell()
    content.text = indexPath.item == 0 ? "First" : "Second"
    cell.contentConfiguration = content
    return cell
  }
}

/// A grid cell that notes each change of its selection, as a cell that shows a check does.
private final class CheckableCell: UICollectionViewCell {
  private(set) var checks: [Bool] = []

  override var isSelected: Bool {
    didSet { if isSelected != oldValue { checks.append(isSelected) } }
  }
}

/// A layout's invalidation context of its own, as a layout with pinned headers keeps one.
private final class PinningContext: UICollectionViewFlowLayoutInvalidationContext {}

/// A flow layout that names its context class and logs the contexts it is handed, with what
/// they invalidate; its `invalidateLayout(with:)` may forget `super`.
@MainActor
private final class ContextLayout: UICollectionViewFlowLayout {
  private let callsSuper: Bool
  private(set) var contexts: [String] = []

  init(callsSuper: Bool = true) {
    self.callsSuper = callsSuper
    super.init()
  }

  override class var invalidationContextClass: AnyClass { PinningContext.self }

  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    if callsSuper { super.invalidateLayout(with: context) }
    var entry = String(describing: type(of: context))
    if context.invalidateEverything { entry += " everything" }
    if context.invalidateDataSourceCounts { entry += " counts" }
    contexts.append(entry)
  }
}

/// Sections of items whose prefetching data source logs the items it is told of.
@MainActor
private final class PrefetchedSections: Sections, UICollectionViewDataSourcePrefetching {
  private(set) var prefetched: [IndexPath] = []

  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    prefetched += indexPaths
  }
}
