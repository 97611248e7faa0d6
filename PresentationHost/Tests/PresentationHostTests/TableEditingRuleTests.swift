import Foundation
@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/uikit/uitableview/allowsmultipleselection and
// allowsselectionduringediting ("The default value is false"); tableView(_:shouldHighlightRowAt:);
// insertRows(at:with:) and deleteRows(at:with:): UIKit checks the data source's counts after
// the update and raises NSInternalInconsistencyException "Invalid update: invalid number of rows
// in section…" when they do not add up. reloadRows(at:with:): in an update it "behaves similarly
// to deleteRows(at:with:)", its index paths "specified in the state of the table view prior to
// any updates".
@Suite("Tables that edit: selections, updates, prefetching and pickers")
@MainActor
struct TableEditingRuleTests {
  @Test("C2: with several rows selectable, taps add rows and a tap on a selected row removes it")
  func multipleSelection() throws {
    // Given a table of five rows that selects several, its delegate logging
    let (window, sut, rows) = table(rows: 5)
    sut.allowsMultipleSelection = true
    // When a person taps rows 1, 3, then 1 again
    try window.host.tap("Row 1")
    try window.host.tap("Row 3")
    try window.host.tap("Row 1")
    // Then row 3 alone is selected, and the delegate heard each step
    #expect(sut.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    #expect(
      rows.events == [
        "highlight 1", "unhighlight 1", "select 1", "highlight 3", "unhighlight 3", "select 3",
        "highlight 1", "unhighlight 1", "willDeselect 1", "deselect 1",
      ])
    expectNoDiagnostics(window.host)
  }

  @Test("C2: while editing, rows are selectable only when the table allows it")
  func selectionDuringEditing() throws {
    // Given a table that is editing
    let (window, sut, rows) = table(rows: 3)
    sut.setEditing(true, animated: false)
    // When a person taps a row, then the table allows several during editing and the person
    // taps two rows
    try window.host.tap("Row 0")
    let whileNotAllowed = sut.indexPathsForSelectedRows
    sut.allowsMultipleSelectionDuringEditing = true
    try window.host.tap("Row 0")
    try window.host.tap("Row 2")
    // Then the first tap selected nothing, and the others both rows
    #expect(whileNotAllowed == nil)
    #expect(sut.indexPathsForSelectedRows?.map(\.row) == [0, 2])
    #expect(rows.events.filter { $0.hasPrefix("select") } == ["select 0", "select 2"])
  }

  @Test("C2: a row the delegate will not highlight is neither highlighted nor selected")
  func noHighlight() throws {
    // Given a table whose delegate does not highlight row 2
    let (window, sut, rows) = table(rows: 3)
    rows.unhighlightable = [2]
    // When a person taps row 2
    try window.host.tap("Row 2")
    // Then nothing was selected
    #expect(sut.indexPathForSelectedRow == nil && rows.events == [])
  }

  @Test("C2: an update whose counts do not add up is refused as UIKit raises; one that does is not")
  func updateConsistency() {
    // Given a table of three rows on screen
    let (window, sut, rows) = table(rows: 3)
    // When the data source gains a row and the table is told of it, then gains one it is not
    // told of, in a batch that deletes another
    rows.count = 4
    sut.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
    let afterGoodUpdate = window.host.diagnostics.count
    rows.count = 5
    sut.performBatchUpdates {
      sut.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    }
    // Then the first update held, the second was refused with UIKit's reason, and the table
    // shows what the data source has
    #expect(afterGoodUpdate == 0)
    expectDiagnostic(window.host, .error, .c2)
    #expect(
      window.host.diagnostics.first?.message.hasPrefix(
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)"
      ) == true)
    #expect(sut.visibleCells.count == 5)
  }

  @Test("C2: moves, section changes and rows out of range are checked as UIKit checks them")
  func movesAndSections() {
    // Given a table of two sections of three rows
    let (window, sut, rows) = table(rows: 3, sections: 2)
    // When a row moves from one section to the other, with the data source's counts to match,
    // then a section is deleted that the data source still has, then a row is deleted that the
    // table never had
    rows.counts = [2, 4]
    sut.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 1))
    let afterMove = window.host.diagnostics.count
    sut.deleteSections(IndexSet(integer: 0), with: .automatic)
    sut.deleteRows(at: [IndexPath(row: 9, section: 0)], with: .automatic)
    // Then the move held, and both others were refused
    #expect(afterMove == 0)
    #expect(window.host.diagnostics.count == 2)
    #expect(window.host.diagnostics.allSatisfy { $0.rule == .c2 && $0.severity == .error })
  }

  // developer.apple.com/documentation/uikit/uitableview/movesection(_:tosection:): "Moves a
  // section to a new location in the table view"; reconfigurerows(at:): "Updates the data for
  // the rows at the index paths you specify, preserving the existing cells for the rows" (the
  // host asks its data source for them again, as a reload).
  @Test("C2: a section moved is checked at its new place; reconfigured rows are asked for again")
  func sectionMovesAndReconfigures() {
    // Given a table of two sections, of two and four rows, whose cells read "Row N" and then,
    // once the data changes, "New N"
    let (window, sut, rows) = table(rows: 2, sections: 2)
    rows.counts = [2, 4]
    sut.reloadData()
    // When the data source swaps its sections and the table is told of the move, then the
    // table is told of a move the data source did not make, then of one past its sections
    rows.counts = [4, 2]
    sut.moveSection(0, toSection: 1)
    let afterGoodMove = window.host.diagnostics.count
    sut.moveSection(0, toSection: 1)
    sut.moveSection(0, toSection: 5)
    rows.decorate = { cell, path in cell.textLabel?.text = "New \(path.row)" }
    sut.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
    // Then the move that adds up held and the two others were refused with UIKit's reasons,
    // and the reconfigured row shows the data source's new text
    #expect(afterGoodMove == 0)
    #expect(
      window.host.diagnostics.map(\.message) == [
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).",
        "Invalid update: attempt to move section 0 to section 5, but there are 2 sections before the update and 2 after it",
      ])
    #expect(sut.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "New 1")
  }

  @Test("C2: a reload of a row or section the table does not have is refused; one it has is not")
  func reloadsOutOfRange() {
    // Given a table of one section of three rows
    let (window, sut, rows) = table(rows: 3)
    defer { withExtendedLifetime(rows) {} }
    // When row 2 and the section are reloaded, then row 7, then section 4, none of which the
    // data source changed
    sut.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
    sut.reloadSections(IndexSet(integer: 0), with: .automatic)
    let afterGoodReloads = window.host.diagnostics.count
    sut.reloadRows(at: [IndexPath(row: 7, section: 0)], with: .automatic)
    sut.reloadSections(IndexSet(integer: 4), with: .automatic)
    // Then the reloads of what is there held, and UIKit's reasons refused the two others, as
    // UIKit reloads by deleting and inserting, and raises NSInternalInconsistencyException
    #expect(afterGoodReloads == 0)
    #expect(
      window.host.diagnostics.map(\.message) == [
        "Invalid update: attempt to delete, move or reload row 7 from section 0, which contains 3 rows before the update",
        "Invalid update: attempt to delete or reload section 4, but there are only 1 sections before the update",
      ])
    #expect(window.host.diagnostics.allSatisfy { $0.rule == .c2 && $0.severity == .error })
  }

  // developer.apple.com/documentation/uikit/uitableview/isprefetchingenabled: "When true, the
  // table view requests cells in advance of when they will be displayed".
  @Test("C2: a prefetching data source hears of the screen of rows after those shown, if on")
  func prefetching() {
    // Given two tables of 40 rows with prefetching data sources, one with prefetching off
    let rows = LoggingRows(count: 40)
    let sut = UITableView(frame: UIScreen.main.bounds, style: .plain)
    sut.dataSource = rows
    sut.prefetchDataSource = rows
    let quietRows = LoggingRows(count: 40)
    let quiet = UITableView(frame: UIScreen.main.bounds, style: .plain)
    quiet.dataSource = quietRows
    quiet.prefetchDataSource = quietRows
    quiet.isPrefetchingEnabled = false
    let screen = UIViewController()
    screen.view.addSubview(sut)
    screen.view.addSubview(quiet)
    // When they show
    _ = visibleWindow(root: screen)
    // Then the rows after the shown ones were prefetched, as many as a screen shows, and the
    // other table prefetched none
    let shown = sut.indexPathsForVisibleRows ?? []
    #expect(rows.prefetched.first == IndexPath(row: shown.count, section: 0))
    #expect(rows.prefetched.count == UITableView.rowsOnScreen)
    #expect(quietRows.prefetched.isEmpty)
  }

  @Test("C2: a swipe's delete button takes the delegate's title, editing the row around it")
  func deleteTitle() throws {
    // Given a table whose delete button reads "Remove"
    let (window, _, rows) = table(rows: 3)
    rows.deleteTitle = "Remove"
    // When a person swipes row 1 and taps "Delete", then "Remove"
    #expect(throws: UserActionError.self) { try window.host.swipeRow("Row 1", choosing: "Delete") }
    try window.host.swipeRow("Row 1", choosing: "Remove")
    // Then only "Remove" deleted it, between the editing calls
    #expect(rows.events == ["willBeginEditing 1", "commit delete 1", "didEndEditing 1"])
  }

  // developer.apple.com/documentation/uikit/uiscrollviewdelegate: scrollViewWillBeginDragging(_:)
  // "Tells the delegate when the scroll view is about to start scrolling the content";
  // scrollViewDidScroll(_:); scrollViewWillEndDragging(_:withVelocity:targetContentOffset:);
  // scrollViewDidEndDragging(_:willDecelerate:). UIScrollView.KeyboardDismissMode.onDrag: "The
  // keyboard is dismissed when a drag begins". UITableViewDelegate.tableView(_:willDisplay:
  // forRowAt:) tells of each row as it comes on screen, where apps load their next page.
  @Test("C2: a person scrolls a table a screen at a time; the delegate hears the drag and rows")
  func scrollingRows() throws {
    // Given 50 rows, a search field above them, and a table that dismisses the keyboard on drag
    let (window, sut, rows) = table(rows: 50)
    sut.keyboardDismissMode = .onDrag
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    field.accessibilityIdentifier = "filter"
    sut.superview?.addSubview(field)
    try window.host.type("a", into: "filter")
    // When a person scrolls down twice, tries once more, then taps row 45 and scrolls back up
    // (the app loads more when the bottom of its content is within 100 points)
    let nearTheEnd = { sut.contentOffset.y + sut.bounds.height >= sut.contentSize.height - 100 }
    try window.host.scroll()
    let afterOne = (sut.indexPathsForVisibleRows?.first?.row, rows.scrolls, nearTheEnd())
    try window.host.scroll()
    let afterTwo = nearTheEnd()
    #expect(throws: UserActionError.cannotScroll(down: true)) { try window.host.scroll() }
    try window.host.tap("Row 45")
    try window.host.scroll(down: false)
    // Then each scroll showed the next rows down to the last, told the delegate of the drag,
    // the move and each new row, and the keyboard went as the first drag began
    #expect(afterOne.0 == 20)
    #expect(afterOne.1 == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging"])
    #expect(sut.contentSize == CGSize(width: sut.bounds.width, height: 50 * 44))
    #expect(!afterOne.2 && afterTwo)
    #expect(rows.displayed.contains(49) && rows.events.contains("select 45"))
    #expect(sut.indexPathsForVisibleRows?.first?.row == 10)
    #expect(!field.isFirstResponder)
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uitableview/rectforrow(at:): "Returns the drawing
  // area for a row identified by index path"; indexPathForRow(at:): "An index path representing
  // the row and section associated with point, or nil if the point is out of the bounds of any
  // row"; rect(forSection:): "the drawing area for a specified section of the table view";
  // scrollToNearestSelectedRow(at:animated:) scrolls to the selected row.
  @Test("C2: rows lie one above another in the content, and a point finds its row")
  func rowGeometry() throws {
    // Given two sections of 5 rows of 60 points, the second row of the second selected
    let (window, sut, rows) = table(rows: 5, sections: 2)
    sut.rowHeight = 60
    sut.reloadData()
    sut.selectRow(at: IndexPath(row: 1, section: 1), animated: false, scrollPosition: .none)
    // When the app asks where rows lie and which row a point falls in, and scrolls to the
    // selection
    let rect = sut.rectForRow(at: IndexPath(row: 1, section: 1))
    let section = sut.rect(forSection: 1)
    let found = [0, 359, 600].map { sut.indexPathForRow(at: CGPoint(x: 10, y: $0)) }
    sut.scrollToNearestSelectedRow(at: .top, animated: false)
    // Then the seventh row starts 360 points down, points find their rows up to the content's
    // end, and the selected row shows first
    #expect(rect == CGRect(x: 0, y: 360, width: sut.bounds.width, height: 60))
    #expect(section == CGRect(x: 0, y: 300, width: sut.bounds.width, height: 300))
    #expect(
      sut.rectForHeader(inSection: 1).minY == 300 && sut.rectForFooter(inSection: 1).minY == 600)
    #expect(sut.rect(forSection: 2) == .zero)
    #expect(found == [IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 1), nil])
    #expect(sut.indexPathsForVisibleRows?.first == IndexPath(row: 1, section: 1))
    #expect(sut.contentSize.height == CGFloat(rows.counts.reduce(0, +)) * 60)
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:accessorybuttontappedforrowwith:):
  // "Tells the delegate that the user tapped the detail button for the specified row";
  // UITableViewCell.AccessoryType.detailButton: "An information button"; UICellAccessory.detail(
  // displayed:actionHandler:): "the system calls the handler when the user taps the accessory".
  @Test("C2: a person taps a row's detail button: the delegate hears it and nothing is selected")
  func detailButtons() throws {
    // Given rows whose second shows a detail disclosure button, and a list item with a detail
    // accessory
    let (window, sut, rows) = table(rows: 3)
    rows.decorate = { cell, indexPath in
      cell.accessoryType = indexPath.row == 1 ? .detailDisclosureButton : .disclosureIndicator
    }
    sut.reloadData()
    var infoShown: [String] = []
    let grid = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
      cell.accessories = [.detail { infoShown.append(name) }]
    }
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: grid) {
      collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Home Wi-Fi"])
    source.apply(snapshot, animatingDifferences: false)
    let networks = UIViewController()
    networks.view.addSubview(grid)
    let listWindow = visibleWindow(root: networks)
    // When a person taps row 1's detail button, then looks for row 2's, then taps the list
    // item's
    try window.host.tapDetailButton(ofRow: "Row 1")
    #expect(throws: UserActionError.noDetailButton("Row 2")) {
      try window.host.tapDetailButton(ofRow: "Row 2")
    }
    try listWindow.host.tapDetailButton(ofRow: "Home Wi-Fi")
    // Then the delegate heard of row 1 without a selection, row 2 has none, and the item's
    // handler ran
    #expect(rows.events == ["detail 1"])
    #expect(sut.indexPathForSelectedRow == nil)
    #expect(infoShown == ["Home Wi-Fi"])
  }

  // developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:leadingswipeactionsconfigurationforrowat:):
  // "Returns the swipe actions to display on the leading edge of the row";
  // tableView(_:trailingSwipeActionsConfigurationForRowAt:): "If you do not implement this
  // method, the table view displays the default set of actions for the row" (Delete), so actions
  // of the delegate's stand in its place. UIContextualAction's image: "The image to display in
  // the action button"; a person tells an untitled action by its image.
  @Test("C2: a person swipes a row from either edge; an untitled action goes by its image")
  func swipesFromBothEdges() throws {
    // Given rows whose leading swipe marks them unread with an envelope, and whose trailing
    // swipe archives them
    let (window, _, rows) = table(rows: 3)
    var log: [String] = []
    let unread = UIContextualAction(style: .normal, title: nil) { _, _, done in
      log.append("unread")
      done(true)
    }
    unread.image = UIImage(systemName: "envelope.badge")
    let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in
      log.append("archive")
      done(true)
    }
    rows.leading = UISwipeActionsConfiguration(actions: [unread])
    rows.trailing = UISwipeActionsConfiguration(actions: [archive])
    // When a person swipes Row 1 from the leading edge for the envelope, then from the
    // trailing edge to archive, then looks for Delete
    try window.host.swipeRow("Row 1", choosing: "envelope.badge")
    try window.host.swipeRow("Row 1", choosing: "Archive")
    // Then each action ran, editing the row around it, and Archive stood in place of Delete
    #expect(log == ["unread", "archive"])
    #expect(
      rows.events == [
        "willBeginEditing 1", "didEndEditing 1", "willBeginEditing 1", "didEndEditing 1",
      ])
    #expect(throws: UserActionError.noSuchRowAction("Delete", row: "Row 1")) {
      try window.host.swipeRow("Row 1", choosing: "Delete")
    }
  }

  // developer.apple.com/documentation/uikit/uitableviewcell/accessoryview: "the UITableViewCell
  // class uses the given view for the accessory view in the table view's normal (default)
  // state… The accessory view appears in the right side of the cell"; editingAccessoryView:
  // "uses the given view for the accessory view in the table view's editing state".
  // UISwitch.init(frame:): "The size components of this rectangle are ignored… UISwitch
  // overrides init(frame:) and enforces a size appropriate for the control".
  @Test("C2: a row's accessory view is in the cell, where a person uses it; editing swaps it")
  func accessoryViews() throws {
    // Given rows whose accessory is a switch, and whose editing accessory a Rename button
    let (window, sut, rows) = table(rows: 3)
    let used = Log()
    rows.decorate = { cell, indexPath in
      let toggle = UISwitch()
      toggle.addAction(
        UIAction { _ in used.lines.append("switch \(indexPath.row)") }, for: .valueChanged)
      cell.accessoryView = toggle
      let rename = UIButton(configuration: .plain())
      rename.setTitle("Rename \(indexPath.row)", for: .normal)
      rename.addAction(
        UIAction { _ in used.lines.append("rename \(indexPath.row)") }, for: .touchUpInside)
      cell.editingAccessoryView = rename
    }
    sut.reloadData()
    // When a person flips the switch of row 1, then the table edits and the person taps row 2's
    // Rename, then the table stops editing
    try window.host.toggle("Row 1")
    let switchOn = (sut.visibleCells[1].accessoryView as? UISwitch)?.isOn
    let switchSize = sut.visibleCells[1].accessoryView?.frame.size
    sut.setEditing(true, animated: false)
    let whileEditing = sut.visibleCells.map { $0.subviews.contains { $0 is UISwitch } }
    try window.host.tap("Rename 2")
    sut.setEditing(false, animated: false)
    // Then the switch turned on and told the app; while editing, the buttons stood in the
    // switches' place, and the switches came back after
    #expect(used.lines == ["switch 1", "rename 2"])
    #expect(switchOn == true)
    #expect(switchSize == CGSize(width: 51, height: 31))
    #expect(whileEditing == [false, false, false])
    #expect(sut.visibleCells.allSatisfy { cell in cell.accessoryView?.superview === cell })
    #expect(sut.visibleCells.allSatisfy { $0.editingAccessoryView?.superview == nil })
    expectNoDiagnostics(window.host)
  }

  @Test("C7: a person turns a picker, in place of the keyboard, to a row by its title")
  func picker() throws {
    // Given a field whose keyboard is a picker of sizes, with Medium picked by the app
    let sizes = Sizes()
    let sut = UIPickerView()
    sut.dataSource = sizes
    sut.delegate = sizes
    sut.selectRow(1, inComponent: 0, animated: false)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    field.placeholder = "Size"
    field.inputView = sut
    let screen = screen("Order")
    screen.view.addSubview(field)
    let window = visibleWindow(root: screen)
    try window.host.type("", into: "Size")
    // When a person picks Large, Large again, then a size there is not
    try window.host.pick("Large")
    try window.host.pick("Large")
    // Then Large was picked and told once; the app's own pick was not told
    #expect(sut.selectedRow(inComponent: 0) == 2)
    #expect(sizes.picked == ["Large"])
    #expect(
      throws: UserActionError.noSuchControl(
        "Huge", kind: "picker row", available: ["Small", "Medium", "Large"])
    ) { try window.host.pick("Huge") }
  }

  // developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:):
  // "Tells the data source to move a row at a specific location in the table view to another
  // location"; tableView(_:canMoveRowAt:) lets a row show its reordering control; the delegate's
  // tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:) "allows customization of
  // the target row for a particular row as it is being moved up and down a table view". The
  // reordering control shows while the table is editing (setEditing(_:animated:)).
  @Test("C2: a person drags a row while the table edits; the delegate may choose where it lands")
  func movingRows() throws {
    // Given a shopping list whose first row is pinned, its table not yet editing
    let list = ShoppingList(["Pinned", "Bread", "Milk", "Eggs"])
    let sut = UITableView(frame: UIScreen.main.bounds, style: .plain)
    sut.dataSource = list
    sut.delegate = list
    let screen = UIViewController()
    screen.view.addSubview(sut)
    let window = visibleWindow(root: screen)
    // When a person tries to drag a row before editing
    // Then the row stays, and the refusal says why
    #expect(throws: UserActionError.rowNotMovable("Milk")) {
      try window.host.moveRow("Milk", to: "Bread")
    }
    // When the table edits, and the person drags Milk onto Bread, then Eggs onto Pinned
    sut.setEditing(true, animated: false)
    try window.host.moveRow("Milk", to: "Bread")
    try window.host.moveRow("Eggs", to: "Pinned")
    // Then Milk took Bread's place, Eggs landed below the pinned row, and the table shows the
    // rows in the data source's order
    #expect(list.names == ["Pinned", "Eggs", "Milk", "Bread"])
    #expect(window.host.visibleRows.map(\.displayedText) == list.names)
    #expect(list.moves == ["2→1", "3→1"])
    expectNoDiagnostics(window.host)
  }

  /// A table of `rows` rows in each of `sections` sections, its data source and delegate
  /// logging, on screen.
  // developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willperformpreviewactionformenuwith:animator:):
  // "Informs the delegate when a user triggers a commit by tapping the preview";
  // uicontextmenuinteractionanimating/addcompletion(_:): "Adds the specified completion block
  // to the animator"; tableview(_:willdisplaycontextmenu:animator:) and
  // tableview(_:willendcontextmenuinteraction:animator:) tell the delegate as the menu shows
  // and goes.
  @Test("C2: tapping a row's menu preview shows what it previews, once the menu has gone")
  func tapPreview() throws {
    // Given a list in a navigation controller whose rows preview their recipe and push it
    // when the preview is tapped
    let sut = PreviewingList()
    let navigation = UINavigationController(rootViewController: sut)
    let window = visibleWindow(root: navigation)
    // When a person long-presses Risotto and chooses Copy, then long-presses Tacos and taps
    // its preview
    try window.host.longPressRow("Risotto", choosing: "Copy")
    let afterChoice = sut.log
    sut.log.removeAll()
    try window.host.tapPreview(of: "Tacos")
    // Then the menu showed and went around the choice; the preview's tap was heard with the
    // preview made, and the recipe it previews was pushed once the menu had gone
    #expect(afterChoice == ["preview Risotto", "display", "end", "copy Risotto"])
    #expect(sut.log == ["preview Tacos", "display", "commit Tacos", "end", "push Tacos"])
    #expect(window.path == "Recipes > Tacos")
    #expect(throws: UserActionError.self) { try window.host.tapPreview(of: "Nothing") }
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uitableviewcell/willtransition(to:): "Called on the
  // cell just before it transitions between cell states"; editingstyle: "The editing style of
  // the cell"; uitableview/indexpathsforrows(in:): "An array of index-path objects each
  // representing a row ... within a given rectangle".
  @Test("C2: cells hear the table start editing, and read their editing style; rows in a rect")
  func cellTransitions() {
    // Given a table of rows that log their transitions, the first not editable
    let rows = TransitionRows()
    let sut = UITableView(frame: UIScreen.main.bounds, style: .plain)
    sut.dataSource = rows
    let screen = UIViewController()
    screen.view.addSubview(sut)
    let window = visibleWindow(root: screen)
    // When the table starts editing
    sut.setEditing(true, animated: false)
    let cells = sut.visibleCells.compactMap { $0 as? TransitionLoggingCell }
    // Then each cell heard, last, of the change before and after it began editing; the first
    // edits nothing, the others delete; two rows of 44 points meet a rectangle 60 points tall
    // from the top
    #expect(cells.count == 5)
    #expect(cells.allSatisfy { $0.log.suffix(3) == ["will 1", "editing", "did 1"] })
    #expect(sut.visibleCells.map(\.editingStyle) == [.none, .delete, .delete, .delete, .delete])
    #expect(
      sut.indexPathsForRows(in: CGRect(x: 0, y: 0, width: 10, height: 60))
        == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
    #expect(sut.indexPathsForRows(in: CGRect(x: 0, y: -100, width: 10, height: 50)) == nil)
    expectNoDiagnostics(window.host)
  }

  private func table(rows: Int, sections: Int = 1) -> (UIWindow, UITableView, LoggingRows) {
    let source = LoggingRows(count: rows, sections: sections)
    let sut = UITableView(frame: UIScreen.main.bounds, style: .plain)
    sut.dataSource = source
    sut.delegate = source
    let screen = UIViewController()
    screen.view.addSubview(sut)
    return (visibleWindow(root: screen), sut, source)
  }
}

/// Rows "Row N" in sections, whose data source and delegate log what they are told.
@MainActor
private final class LoggingRows: NSObject, UITableViewDataSource, UITableViewDelegate,
  UITableViewDataSourcePrefetching
{
  var counts: [Int]
  var unhighlightable: Set<Int> = []
  var deleteTitle: String?
  /// The actions a swipe from each edge shows, or nil for UIKit's.
  var leading: UISwipeActionsConfiguration?
  var trailing: UISwipeActionsConfiguration?
  /// What each new cell is given beyond its text.
  var decorate: ((UITableViewCell, IndexPath) -> Void)?
  private(set) var events: [String] = []
  private(set) var prefetched: [IndexPath] = []
  /// The rows the table told of as they came on screen, and what the scrolls told.
  private(set) var displayed: Set<Int> = []
  private(set) var scrolls: [String] = []

  var count: Int {
    get { counts[0] }
    set { counts[0] = newValue }
  }

  init(count: Int, sections: Int = 1) {
    counts = Array(repeating: count, count: sections)
  }

  func numberOfSections(in tableView: UITableView) -> Int { counts.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    counts[section]
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Row \(indexPath.row)"
    decorate?(cell, indexPath)
    return cell
  }

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    !unhighlightable.contains(indexPath.row)
  }

  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    events.append("highlight \(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    events.append("unhighlight \(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    events.append("select \(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    events.append("detail \(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    events.append("willDeselect \(indexPath.row)")
    return indexPath
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    events.append("deselect \(indexPath.row)")
  }

  func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    deleteTitle
  }

  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    leading
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    trailing
  }

  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    events.append("willBeginEditing \(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    events.append("didEndEditing \(indexPath?.row ?? -1)")
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    events.append("commit delete \(indexPath.row)")
    counts[indexPath.section] -= 1
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    displayed.insert(indexPath.row)
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    scrolls.append("willBeginDragging")
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    scrolls.append("didScroll")
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    scrolls.append("willEndDragging")
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    scrolls.append("didEndDragging")
  }

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    prefetched = indexPaths
  }
}

/// A list whose rows a person reorders, the first staying first.
@MainActor
private final class ShoppingList: NSObject, UITableViewDataSource, UITableViewDelegate {
  private(set) var names: [String]
  private(set) var moves: [String] = []

  init(_ names: [String]) {
    self.names = names
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = names[indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    indexPath.row > 0
  }

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves.append("\(sourceIndexPath.row)→\(destinationIndexPath.row)")
    let name = names.remove(at: sourceIndexPath.row)
    names.insert(name, at: destinationIndexPath.row)
  }

  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    proposedDestinationIndexPath.row == 0
      ? IndexPath(row: 1, section: 0) : proposedDestinationIndexPath
  }
}

/// A picker of sizes, logging what a person picks.
@MainActor
private final class Sizes: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
  private let titles = ["Small", "Medium", "Large"]
  private(set) var picked: [String] = []

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    titles.count
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    titles[row]
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    picked.append(titles[row])
  }
}

// developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselection;
// collectionView(_:shouldDeselectItemAt:); performBatchUpdates(_:completion:): UIKit checks the
// data source's counts after the update and raises NSInternalInconsistencyException "Invalid
// update: invalid number of items in section…"; scrollToItem(at:at:animated:) raises for an
// item the collection view does not have.
@Suite("Collection views that change: selections, updates and scrolling")
@MainActor
struct CollectionEditingRuleTests {
  @Test("C3: with several items selectable, taps add items and a tap on a selected one removes it")
  func multipleSelection() throws {
    // Given a grid of four letters that selects several, its delegate logging
    let (window, sut, letters) = grid(items: 4)
    sut.allowsMultipleSelection = true
    // When a person taps A, C, then A again
    try window.host.tap("A")
    try window.host.tap("C")
    try window.host.tap("A")
    // Then C alone is selected, each tap highlighted its item first
    #expect(sut.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(
      letters.events == [
        "highlight 0", "select 0", "highlight 2", "select 2", "highlight 0", "shouldDeselect 0",
        "deselect 0",
      ])
    expectNoDiagnostics(window.host)
  }

  @Test("C3: an update whose counts do not add up is refused as UIKit raises; one that does is not")
  func updateConsistency() {
    // Given a grid of four letters on screen
    let (window, sut, letters) = grid(items: 4)
    // When the data source loses an item and the grid is told, then loses one it is not told of
    letters.count = 3
    sut.deleteItems(at: [IndexPath(item: 3, section: 0)])
    let afterGoodUpdate = window.host.diagnostics.count
    letters.count = 2
    sut.performBatchUpdates({ sut.reloadItems(at: [IndexPath(item: 0, section: 0)]) })
    // Then the second was refused with UIKit's reason
    #expect(afterGoodUpdate == 0)
    expectDiagnostic(window.host, .error, .c3)
    #expect(
      window.host.diagnostics.first?.message.contains("invalid number of items in section 0")
        == true)
    #expect(sut.visibleCells.count == 2)
  }

  @Test("C3: a reload of an item the grid does not have is refused as UIKit raises")
  func reloadOutOfRange() {
    // Given a grid of four letters on screen
    let (window, sut, letters) = grid(items: 4)
    defer { withExtendedLifetime(letters) {} }
    // When item 3 is reloaded, then item 9
    sut.reloadItems(at: [IndexPath(item: 3, section: 0)])
    let afterGoodReload = window.host.diagnostics.count
    sut.reloadItems(at: [IndexPath(item: 9, section: 0)])
    // Then only the second was refused
    #expect(afterGoodReload == 0)
    expectDiagnostic(window.host, .error, .c3)
    #expect(
      window.host.diagnostics.first?.message
        == "Invalid update: attempt to delete, move or reload item 9 from section 0, which contains 4 items before the update"
    )
  }

  @Test("C3: scrolling to an item shows the items from it; one out of range is refused")
  func scrolling() {
    // Given a grid of 40 letters
    let (window, sut, letters) = grid(items: 40)
    // When it scrolls to item 35, then to item 99
    sut.scrollToItem(at: IndexPath(item: 35, section: 0), at: .top, animated: false)
    sut.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
    // Then the items from 35 show, and the second was refused
    #expect(sut.indexPathsForVisibleItems.map(\.item) == Array(35..<letters.count))
    expectDiagnostic(window.host, .error, .c3)
  }

  // developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:):
  // "Tells the delegate when the user scrolls the content view within the scroll view".
  @Test("C3: a person scrolls a grid a screen of items down, then back up; no further than its end")
  func personScrolls() throws {
    // Given a grid of 40 letters, 30 on screen at a time
    let (window, sut, letters) = grid(items: 40)
    // When a person scrolls down, tries again at the end, then scrolls back up
    try window.host.scroll()
    let shown = sut.indexPathsForVisibleItems.map(\.item)
    #expect(throws: UserActionError.cannotScroll(down: true)) { try window.host.scroll() }
    try window.host.scroll(down: false)
    // Then the last screen of items showed, the grid moved, and back at the top it shows the
    // first items again
    #expect(shown == Array(10..<letters.count))
    #expect(sut.indexPathsForVisibleItems.first?.item == 0)
    #expect(sut.contentOffset.y == 0)
    #expect(throws: UserActionError.cannotScroll(down: false)) {
      try window.host.scroll(down: false)
    }
  }

  // developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:):
  // "You must register a class or nib file using the register(_:forSupplementaryViewOfKind:
  // withReuseIdentifier:) … method before calling this method"; UIKit raises otherwise.
  @Test("C3: a header is dequeued of the class registered for its kind; an unregistered one fails")
  func supplementaryViews() {
    // Given a grid with a header class registered for section headers
    let (window, sut, letters) = grid(items: 3)
    sut.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "title")
    let first = IndexPath(item: 0, section: 0)
    // When the app dequeues a header, then a footer it never registered
    let header = sut.dequeueReusableSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title", for: first)
    let beforeFooter = window.host.diagnostics.isEmpty
    _ = sut.dequeueReusableSupplementaryView(
      ofKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "title", for: first)
    // Then the header came with its identifier, and the footer was refused as UIKit raises
    #expect(header.reuseIdentifier == "title" && beforeFooter)
    #expect(letters.count == 3)
    expectDiagnostic(window.host, .error, .c3)
  }

  private func grid(items: Int) -> (UIWindow, UICollectionView, Letters) {
    let letters = Letters(count: items)
    let sut = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    sut.dataSource = letters
    sut.delegate = letters
    let screen = UIViewController()
    screen.view.addSubview(sut)
    return (visibleWindow(root: screen), sut, letters)
  }
}

/// Items lettered from A, whose delegate logs what it is told.
@MainActor
private final class Letters: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
  var count: Int
  private(set) var events: [String] = []

  init(count: Int) {
    self.count = count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    var content = UIListContentConfiguration.cell()
    content.text = String(UnicodeScalar(UInt8(65 + indexPath.item % 26)))
    cell.contentConfiguration = content
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    events.append("highlight \(indexPath.item)")
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    events.append("select \(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    events.append("shouldDeselect \(indexPath.item)")
    return true
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    events.append("deselect \(indexPath.item)")
  }
}

/// Recipes whose rows offer Copy in their context menus and preview their recipe; a tapped
/// preview pushes it. It logs what it is told.
@MainActor
private final class PreviewingList: UITableViewController {
  let recipes = ["Pancakes", "Risotto", "Tacos"]
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Recipes"
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    recipes.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = recipes[indexPath.row]
    return cell
  }

  override func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    let recipe = recipes[indexPath.row]
    return UIContextMenuConfiguration(
      identifier: recipe as NSString,
      previewProvider: { [weak self] in
        self?.log.append("preview \(recipe)")
        let detail = UIViewController()
        detail.title = recipe
        return detail
      },
      actionProvider: { [weak self] _ in
        UIMenu(children: [UIAction(title: "Copy") { _ in self?.log.append("copy \(recipe)") }])
      })
  }

  override func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    log.append("display")
  }

  override func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    log.append("end")
  }

  override func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {
    log.append("commit \((configuration.identifier as? NSString).map { String($0) } ?? "")")
    animator.addCompletion { [weak self] in
      guard let self, let detail = animator.previewViewController else { return }
      log.append("push \(detail.title ?? "")")
      navigationController?.pushViewController(detail, animated: true)
    }
  }
}

/// A cell that logs its transitions and editing.
@MainActor
private final class TransitionLoggingCell: UITableViewCell {
  var log: [String] = []

  override func willTransition(to state: UITableViewCell.StateMask) {
    super.willTransition(to: state)
    log.append("will \(state.rawValue)")
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    log.append(editing ? "editing" : "not editing")
  }

  override func didTransition(to state: UITableViewCell.StateMask) {
    super.didTransition(to: state)
    log.append("did \(state.rawValue)")
  }
}

/// Five rows of cells that log their transitions; the first cannot be edited.
@MainActor
private final class TransitionRows: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = TransitionLoggingCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    indexPath.row != 0
  }
}
