@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/uikit/uitableviewdiffabledatasource: "you connect a diffable
// data source to your table view, implement a cell provider to configure your table view's
// cells, and generate the current state of the data"; apply(_:animatingDifferences:completion:)
// "updates the UI to reflect the state of the data in the snapshot". NSDiffableDataSourceSnapshot:
// "Each of your sections and items must have unique identifiers" (UIKit raises "Fatal: supplied
// item identifiers are not unique").
@Suite("Diffable data sources")
@MainActor
struct DiffableRuleTests {
  @Test("C4: a snapshot applied shows its rows; a tap finds its item; a new snapshot updates them")
  func tableShowsTheSnapshot() throws {
    // Given a list screen whose table shows a snapshot of two sections
    let sut = ListScreen()
    let navigation = UINavigationController(rootViewController: sut)
    let window = visibleWindow(root: navigation)
    let rows = window.host.visibleRows.map { $0.textLabel?.text ?? "" }
    // When a person taps Risotto, goes back, and the list applies a snapshot without Tacos
    try window.host.tap("Risotto")
    let detail = window.path
    try window.host.back()
    var snapshot = sut.dataSource.snapshot()
    snapshot.deleteItems(["Tacos"])
    var completed = false
    sut.dataSource.apply(snapshot) { completed = true }
    // Then the rows were the snapshot's, the tap reached Risotto's item, and Tacos is gone
    #expect(rows == ["Pancakes", "Risotto", "Tacos"])
    #expect(detail == "Recipes > Risotto")
    #expect(completed)
    #expect(window.host.visibleRows.map { $0.textLabel?.text ?? "" } == ["Pancakes", "Risotto"])
    #expect(sut.dataSource.indexPath(for: "Risotto") == IndexPath(row: 0, section: 1))
    #expect(sut.dataSource.itemIdentifier(for: IndexPath(row: 5, section: 9)) == nil)
    expectNoDiagnostics(window.host)
  }

  @Test("C4: identifiers twice, and items with no section, are refused with an error when applied")
  func snapshotMisuseIsRefused() {
    // Given the list on screen
    let sut = ListScreen()
    let window = visibleWindow(root: sut)
    // When the app builds a snapshot with an item twice, and one with items but no section
    var twice = sut.dataSource.snapshot()
    twice.appendItems(["Pancakes"], toSection: .lunch)
    var sectionless = NSDiffableDataSourceSnapshot<ListScreen.Meal, String>()
    sectionless.appendItems(["Soup"])
    sut.dataSource.apply(twice)
    let rowsAfterTwice = window.host.visibleRows.count
    sut.dataSource.apply(sectionless)
    // Then each is refused as UIKit raises, and the refused change was never made
    #expect(rowsAfterTwice == 3)
    #expect(twice.numberOfItems == 3 && sectionless.numberOfItems == 0)
    #expect(window.host.diagnostics.map(\.rule) == [.c4, .c4])
    #expect(window.host.diagnostics.first?.message.contains("not unique") == true)
  }

  @Test("C4: a diffable data source nobody keeps is gone, and the table shows nothing, as on iOS")
  func dataSourceNobodyKeeps() {
    // Given a table whose diffable data source is made and not kept
    let table = UITableView(frame: UIScreen.main.bounds, style: .plain)
    let screen = UIViewController()
    screen.view.addSubview(table)
    weak var made: UITableViewDiffableDataSource<Int, String>?
    do {
      let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { _, _, item in
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = item
        return cell
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["Lost"])
      source.apply(snapshot)
      made = source
    }
    // When the screen appears
    let window = visibleWindow(root: screen)
    // Then the table holds it weakly: it went, and no row shows
    #expect(made == nil)
    #expect(table.dataSource == nil)
    #expect(window.host.visibleRows.isEmpty)
  }

  @Test("C4: rows cannot be swiped to delete unless the data source's subclass says they can")
  func deletingNeedsASubclass() throws {
    // Given the list, whose data source lets rows be deleted
    let sut = ListScreen(deletable: true)
    let window = visibleWindow(root: sut)
    // When a person swipes Pancakes and taps Delete
    try window.host.swipeRow("Pancakes", choosing: "Delete")
    // Then the subclass applied a snapshot without it
    #expect(window.host.visibleRows.map { $0.textLabel?.text ?? "" } == ["Risotto", "Tacos"])
    // And with the base class, no row offers Delete
    let plain = ListScreen()
    let other = visibleWindow(root: plain)
    #expect(throws: UserActionError.self) {
      try other.host.swipeRow("Pancakes", choosing: "Delete")
    }
    expectNoDiagnostics(window.host)
  }

  @Test("C4: a snapshot inserts, moves and deletes by identifier, and says where each is")
  func snapshotOperations() {
    // Given a snapshot of two sections
    var sut = NSDiffableDataSourceSnapshot<String, Int>()
    sut.appendSections(["a", "c"])
    sut.appendItems([1, 2, 3], toSection: "a")
    sut.appendItems([7])
    // When items and sections are inserted, moved and deleted
    sut.insertSections(["b"], afterSection: "a")
    sut.insertItems([4], afterItem: 3)
    sut.insertItems([0], beforeItem: 1)
    sut.moveItem(7, beforeItem: 0)
    sut.appendItems([5], toSection: "b")
    sut.moveSection("c", beforeSection: "a")
    sut.deleteItems([2, 99])
    sut.deleteSections(["b"])
    // Then each identifier is where the operations put it
    #expect(sut.sectionIdentifiers == ["c", "a"])
    #expect(sut.itemIdentifiers(inSection: "a") == [7, 0, 1, 3, 4])
    #expect(sut.itemIdentifiers(inSection: "c").isEmpty)
    #expect(sut.sectionIdentifier(containingItem: 3) == "a")
    #expect(sut.indexOfItem(4) == 4 && sut.indexOfSection("a") == 1)
    #expect(sut.numberOfItems == 5 && sut.numberOfSections == 2)
  }

  @Test("C4: a collection view shows a snapshot's items, and a tap finds its item")
  func collectionShowsTheSnapshot() throws {
    // Given a grid whose diffable data source shows three photos
    let sut = GridScreen()
    let window = visibleWindow(root: UINavigationController(rootViewController: sut))
    // When a person taps the second
    try window.host.tap("Photo 2")
    // Then the items were the snapshot's, and the tap reached its item
    #expect(sut.opened == ["Photo 2"])
    #expect(window.path == "Photos > Photo 2")
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot: "A
  // representation of the state of the data in a layout section at a specific point in time";
  // visibleItems: "The identifiers of the items that are visible… an item is visible if all of
  // its ancestors are expanded".
  @Test("C4: a section snapshot shows its roots and the children of expanded items, in order")
  func sectionSnapshot() throws {
    // Given a sidebar of two folders, the first holding two notes, one of which holds a draft
    let grid = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    let source = UICollectionViewDiffableDataSource<String, String>(collectionView: grid) {
      _, _, item in
      let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      var content = UIListContentConfiguration.sidebarCell()
      content.text = item
      cell.contentConfiguration = content
      return cell
    }
    let screen = screen("Sidebar")
    screen.view.addSubview(grid)
    let window = visibleWindow(root: screen)
    var sut = NSDiffableDataSourceSectionSnapshot<String>()
    sut.append(["Work", "Home"])
    sut.append(["Plan", "Notes"], to: "Work")
    sut.append(["Draft"], to: "Notes")
    // When it is applied collapsed, then with Work expanded, then with Notes deleted
    source.apply(sut, to: "Folders", animatingDifferences: false)
    let collapsed = window.host.visibleItems.map(\.displayedText)
    sut.expand(["Work"])
    source.apply(sut, to: "Folders", animatingDifferences: false)
    let expanded = window.host.visibleItems.map(\.displayedText)
    sut.delete(["Notes"])
    source.apply(sut, to: "Folders", animatingDifferences: false)
    // Then the grid showed the visible items each time, and the tree kept its shape
    #expect(collapsed == ["Work", "Home"])
    #expect(expanded == ["Work", "Plan", "Notes", "Home"])
    #expect(window.host.visibleItems.map(\.displayedText) == ["Work", "Plan", "Home"])
    #expect(
      !sut.contains("Draft") && sut.level(of: "Plan") == 1 && sut.parent(of: "Plan") == "Work")
    #expect(source.snapshot(for: "Folders").visibleItems == ["Work", "Plan", "Home"])
    #expect(source.snapshot().sectionIdentifiers == ["Folders"])
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uicellaccessory/outlinedisclosure(displayed:options:actionhandler:):
  // tapping the disclosure "toggles the expansion state of the item"; the data source's
  // sectionSnapshotHandlers are asked and told as it expands or collapses.
  @Test("C4: a person taps an outline disclosure to expand and collapse, as the handlers allow")
  func outlineDisclosure() throws {
    // Given a sidebar of Work, holding Plan, and Home, whose handlers log and refuse Home
    let (grid, source) = outlineList()
    var log: [String] = []
    source.sectionSnapshotHandlers.willExpandItem = { log.append("expand \($0)") }
    source.sectionSnapshotHandlers.willCollapseItem = { log.append("collapse \($0)") }
    let screen = screen("Sidebar")
    screen.view.addSubview(grid)
    let window = visibleWindow(root: screen)
    var tree = NSDiffableDataSourceSectionSnapshot<String>()
    tree.append(["Work", "Home"])
    tree.append(["Plan"], to: "Work")
    source.apply(tree, to: "Folders", animatingDifferences: false)
    // When a person taps Work's disclosure, then taps it again, then taps Home's
    try window.host.toggleOutline("Work")
    let opened = window.host.visibleItems.map(\.displayedText)
    try window.host.toggleOutline("Work")
    // Then Work opened and closed, and Home, with nothing under it, has nothing to show
    #expect(opened == ["Work", "Plan", "Home"])
    #expect(window.host.visibleItems.map(\.displayedText) == ["Work", "Home"])
    #expect(log == ["expand Work", "collapse Work"])
    #expect(throws: UserActionError.noOutline("Home")) { try window.host.toggleOutline("Home") }
    expectNoDiagnostics(window.host)
  }
  // developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionsnapshothandlers-swift.struct/snapshotforexpandingparent:
  // "The handler that provides the section snapshot for expanding the parent item", given the
  // parent and a section snapshot of its children; nsdiffabledatasourcesectionsnapshot-swift.struct
  // replace(childrenOf:using:) puts a snapshot's trees in place of an item's children.
  @Test("C4: an outline loads an item's children as it expands, from the handler that gives them")
  func outlineLoadsChildrenOnExpanding() throws {
    // Given a file browser whose Docs folder holds a placeholder until opened, and whose
    // handler loads a folder's files then, with Drafts itself opened
    let (grid, sut) = outlineList()
    var asked: [String] = []
    sut.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
      asked.append("\(parent): \(children.items)")
      var files = NSDiffableDataSourceSectionSnapshot<String>()
      files.append(["Drafts", "Report"])
      files.append(["Draft 1"], to: "Drafts")
      files.expand(["Drafts"])
      return files
    }
    let screen = screen("Files")
    screen.view.addSubview(grid)
    let window = visibleWindow(root: screen)
    var tree = NSDiffableDataSourceSectionSnapshot<String>()
    tree.append(["Docs", "Music"])
    tree.append(["Loading…"], to: "Docs")
    sut.apply(tree, to: "Files", animatingDifferences: false)
    // When a person opens Docs
    try window.host.toggleOutline("Docs")
    // Then the handler was given Docs and its placeholder, and Docs shows the files it loaded,
    // Drafts open as the handler left it
    #expect(asked == ["Docs: [\"Loading…\"]"])
    #expect(
      window.host.visibleItems.map(\.displayedText) == [
        "Docs", "Drafts", "Draft 1", "Report", "Music",
      ])
    #expect(sut.snapshot(for: "Files").parent(of: "Report") == "Docs")
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/style-swift.enum/header:
  // "a tap anywhere in the header toggles the expansion state of the item. The cell itself is not
  // selectable"; .cell: "a tap on the outline disclosure accessory toggles the expansion state of
  // the item. A tap on the cell selects the item itself"; outlineDisclosure(displayed:options:
  // actionHandler:): an action handler runs in place of the expansion.
  @Test("C4: a tap on an outline header expands it; a cell's tap selects; a handler runs instead")
  func outlineStyles() throws {
    // Given a menu: a Lists header holding Simple, a Recent cell holding Today, and a Help cell
    // whose disclosure has an action handler
    let grid = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    var log: [String] = []
    let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content = item == "Lists" ? UIListContentConfiguration.header() : .cell()
      content.text = item
      cell.contentConfiguration = content
      switch item {
      case "Lists": cell.accessories = [.outlineDisclosure()]
      case "Recent": cell.accessories = [.outlineDisclosure(options: .init(style: .cell))]
      case "Help":
        cell.accessories = [.outlineDisclosure { log.append("help disclosure") }]
      default: cell.accessories = []
      }
    }
    let sut = UICollectionViewDiffableDataSource<String, String>(collectionView: grid) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
    }
    let delegate = SelectionLog()
    grid.delegate = delegate
    let screen = screen("Menu")
    screen.view.addSubview(grid)
    let window = visibleWindow(root: screen)
    var tree = NSDiffableDataSourceSectionSnapshot<String>()
    tree.append(["Lists", "Recent", "Help"])
    tree.append(["Simple"], to: "Lists")
    tree.append(["Today"], to: "Recent")
    tree.append(["FAQ"], to: "Help")
    sut.apply(tree, to: "Menu", animatingDifferences: false)
    // When a person taps the Lists header, the Recent cell, then Help's disclosure
    try window.host.tap("Lists")
    try window.host.tap("Recent")
    try window.host.toggleOutline("Help")
    // Then Lists opened without being selected, Recent was selected and stayed closed, and
    // Help's handler ran in place of opening it
    #expect(window.host.visibleItems.map(\.displayedText) == ["Lists", "Simple", "Recent", "Help"])
    #expect(delegate.selected == ["Recent"])
    #expect(log == ["help disclosure"])
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/reorderinghandlers:
  // canReorderItem: "The closure that determines whether the data source allows reordering of the
  // specified item"; willReorder and didReorder receive an NSDiffableDataSourceTransaction, whose
  // sectionTransactions each give "the difference between the initial and final section
  // snapshots" (NSDiffableDataSourceSectionTransaction.difference). UICellAccessory.reorder
  // shows the control a person drags.
  @Test("C4: a person drags list items by their reorder control, as the handlers allow")
  func listReordering() throws {
    // Given a shopping list in two sections whose items show a reorder control, whose handlers
    // let all but Soap move and keep the app's store in step by each section's difference
    var store = ["Food": ["Bread", "Milk", "Eggs"], "Home": ["Soap"]]
    var heard: [String] = []
    let grid = UICollectionView(
      frame: UIScreen.main.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      cell.accessories = [.reorder(displayed: .always)]
    }
    let sut = UICollectionViewDiffableDataSource<String, String>(collectionView: grid) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
    }
    sut.reorderingHandlers.canReorderItem = { $0 != "Soap" }
    sut.reorderingHandlers.willReorder = { _ in heard.append("will") }
    sut.reorderingHandlers.didReorder = { transaction in
      heard.append("did \(transaction.sectionTransactions.map(\.sectionIdentifier))")
      for section in transaction.sectionTransactions {
        store[section.sectionIdentifier] = store[section.sectionIdentifier]?.applying(
          section.difference)
      }
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["Food", "Home"])
    snapshot.appendItems(store["Food"]!, toSection: "Food")
    snapshot.appendItems(store["Home"]!, toSection: "Home")
    sut.apply(snapshot, animatingDifferences: false)
    let screen = screen("Shopping")
    screen.view.addSubview(grid)
    let window = visibleWindow(root: screen)
    // When a person drags Bread onto Eggs, then Milk onto Soap, then tries to drag Soap
    try window.host.moveRow("Bread", to: "Eggs")
    try window.host.moveRow("Milk", to: "Soap")
    // Then Bread went below Eggs, Milk into Home above Soap, the handlers heard each move with
    // the sections it touched, and Soap stayed
    #expect(throws: UserActionError.rowNotMovable("Soap")) {
      try window.host.moveRow("Soap", to: "Eggs")
    }
    #expect(window.host.visibleItems.map(\.displayedText) == ["Eggs", "Bread", "Milk", "Soap"])
    #expect(store == ["Food": ["Eggs", "Bread"], "Home": ["Milk", "Soap"]])
    #expect(heard == ["will", "did [\"Food\"]", "will", "did [\"Food\", \"Home\"]"])
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/trailingswipeactionsconfigurationprovider:
  // "A closure that provides the swipe actions to show on the trailing edge of the row at the
  // specified index path."
  @Test("C4: a person swipes a list item and taps one of the actions its list configuration gives")
  func listSwipeActions() throws {
    // Given a list of two notes whose trailing swipe deletes the note, and whose leading swipe
    // pins it with an untitled pin
    var notes = ["Milk", "Eggs"]
    var pinned: [String] = []
    var source: UICollectionViewDiffableDataSource<String, String>?
    var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    list.leadingSwipeActionsConfigurationProvider = { indexPath in
      let pin = UIContextualAction(style: .normal, title: nil) { _, _, done in
        pinned.append(notes[indexPath.item])
        done(true)
      }
      pin.image = UIImage(systemName: "pin")
      return UISwipeActionsConfiguration(actions: [pin])
    }
    list.trailingSwipeActionsConfigurationProvider = { indexPath in
      let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
        notes.remove(at: indexPath.item)
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["Notes"])
        snapshot.appendItems(notes)
        source?.apply(snapshot, animatingDifferences: true)
        done(true)
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }
    let grid = UICollectionView(
      frame: UIScreen.main.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
    let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
    }
    source = UICollectionViewDiffableDataSource<String, String>(collectionView: grid) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["Notes"])
    snapshot.appendItems(notes)
    source?.apply(snapshot, animatingDifferences: false)
    let screen = screen("Notes")
    screen.view.addSubview(grid)
    let window = visibleWindow(root: screen)
    // When a person swipes Milk from the leading edge to pin it, then swipes it to Delete, then
    // swipes Eggs for an action it lacks
    try window.host.swipeRow("Milk", choosing: "pin")
    try window.host.swipeRow("Milk", choosing: "Delete")
    // Then Milk was pinned, then is gone, and the missing action is refused
    #expect(pinned == ["Milk"])
    #expect(window.host.visibleItems.map(\.displayedText) == ["Eggs"])
    #expect(throws: UserActionError.noSuchRowAction("Archive", row: "Eggs")) {
      try window.host.swipeRow("Eggs", choosing: "Archive")
    }
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customview(configuration:):
  // "Creates a custom view accessory"; UICellAccessory.CustomViewConfiguration's placement says
  // the edge and when it shows (Placement.trailing(displayed:at:), DisplayedState).
  @Test("C4: a list item's custom accessory is in the cell while it shows; a person flips it")
  func customViewAccessory() throws {
    // Given a list whose items have a switch shown when not editing, a button when editing, for
    // Wi-Fi a label of its own, and for Bluetooth a label accessory shown when not editing
    let grid = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    var log: [String] = []
    let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      let toggle = UISwitch()
      toggle.addAction(UIAction { _ in log.append("switch \(item)") }, for: .valueChanged)
      let rename = UIButton(configuration: .plain())
      rename.setTitle("Rename \(item)", for: .normal)
      cell.accessories = [
        .customView(
          configuration: .init(
            customView: toggle, placement: .trailing(displayed: .whenNotEditing))),
        .customView(
          configuration: .init(customView: rename, placement: .leading(displayed: .whenEditing))),
        .disclosureIndicator(),
      ]
      guard item == "Wi-Fi" else {
        cell.accessories.append(.label(text: "On", displayed: .whenNotEditing))
        return
      }
      // A label of no size: the cell sizes its accessories, unless told to keep their size.
      let badge = UILabel()
      badge.text = "New"
      cell.accessories.append(
        .customView(configuration: .init(customView: badge, placement: .trailing())))
    }
    let source = UICollectionViewDiffableDataSource<String, String>(collectionView: grid) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["Main"])
    snapshot.appendItems(["Wi-Fi", "Bluetooth"])
    source.apply(snapshot, animatingDifferences: false)
    let screen = screen("Settings")
    screen.view.addSubview(grid)
    let window = visibleWindow(root: screen)
    // When a person flips Bluetooth's switch, then the list edits
    try window.host.toggle("Bluetooth")
    let switches = window.host.visibleItems.map { $0.subviews.contains { $0 is UISwitch } }
    let texts = window.host.visibleItems.map(\.displayedText)
    grid.isEditing = true
    // Then the switch told the app; it was in each cell, with the labels a person reads, and
    // editing put the buttons in the switches' place and took the label accessory away
    #expect(log == ["switch Bluetooth"])
    #expect(texts == ["Wi-Fi New", "Bluetooth On"])
    #expect(window.host.visibleItems.map(\.displayedText) == ["Wi-Fi New", "Bluetooth"])
    #expect(switches == [true, true])
    #expect(window.host.visibleItems.allSatisfy { !$0.subviews.contains { $0 is UISwitch } })
    #expect(window.host.visibleButtons.map(\.displayTitle) == ["Rename Wi-Fi", "Rename Bluetooth"])
    expectNoDiagnostics(window.host)
  }

  /// A list whose items show their text and an outline disclosure, and its data source.
  private func outlineList() -> (
    UICollectionView, UICollectionViewDiffableDataSource<String, String>
  ) {
    let grid = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure()]
    }
    let source = UICollectionViewDiffableDataSource<String, String>(collectionView: grid) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
    }
    return (grid, source)
  }
}

/// A list screen as iOS 13 and later write them: a table, a diffable data source kept in a
/// property, and a delegate that reads the item of the row tapped.
@MainActor
private final class ListScreen: UIViewController, UITableViewDelegate {
  enum Meal: Hashable, Sendable { case breakfast, lunch }

  /// Lets rows be deleted, as UIKit asks of a subclass.
  final class DeletingSource: UITableViewDiffableDataSource<Meal, String> {
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      true
    }

    override func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
      var snapshot = snapshot()
      snapshot.deleteItems([item])
      apply(snapshot)
    }
  }

  private let deletable: Bool
  let tableView = UITableView(frame: UIScreen.main.bounds, style: .insetGrouped)
  private(set) var dataSource: UITableViewDiffableDataSource<Meal, String>!

  init(deletable: Bool = false) {
    self.deletable = deletable
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("not built from archives")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Recipes"
    view.addSubview(tableView)
    tableView.delegate = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    let provider: UITableViewDiffableDataSource<Meal, String>.CellProvider = {
      tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = item
      return cell
    }
    dataSource =
      deletable
      ? DeletingSource(tableView: tableView, cellProvider: provider)
      : UITableViewDiffableDataSource(tableView: tableView, cellProvider: provider)
    var snapshot = NSDiffableDataSourceSnapshot<Meal, String>()
    snapshot.appendSections([.breakfast, .lunch])
    snapshot.appendItems(["Pancakes"], toSection: .breakfast)
    snapshot.appendItems(["Risotto", "Tacos"], toSection: .lunch)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
    let detail = UIViewController()
    detail.title = item
    navigationController?.pushViewController(detail, animated: true)
  }
}

/// A grid of photos with a diffable data source, whose taps open the photo.
@MainActor
private final class GridScreen: UIViewController, UICollectionViewDelegate {
  private var dataSource: UICollectionViewDiffableDataSource<Int, String>?
  private(set) var opened: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Photos"
    let grid = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    view.addSubview(grid)
    grid.delegate = self
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: grid) {
      collectionView, indexPath, item in
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
      var content = UIListContentConfiguration.cell()
      content.text = item
      cell.contentConfiguration = content
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Photo 1", "Photo 2", "Photo 3"])
    source.apply(snapshot, animatingDifferences: false)
    dataSource = source
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let item = dataSource?.itemIdentifier(for: indexPath) else { return }
    opened.append(item)
    let photo = UIViewController()
    photo.title = item
    navigationController?.pushViewController(photo, animated: true)
  }
}

/// The items a person selected, by the text of their cells.
@MainActor
private final class SelectionLog: NSObject, UICollectionViewDelegate {
  private(set) var selected: [String] = []

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let cell = collectionView.cellForItem(at: indexPath) else { return }
    selected.append(cell.displayedText)
  }
}
