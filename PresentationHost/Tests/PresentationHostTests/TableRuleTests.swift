@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/uikit/uitableview: a table asks its data source for the
// number of sections and rows and for the cells of the rows it shows, and tells its delegate as
// a person selects rows; tableView(_:willSelectRowAt:) "returns an index-path object that
// confirms or alters the selected row, or nil if you don't want the row selected";
// dequeueReusableCell(withIdentifier:for:): "you must register a class or nib file using the
// register(_:forCellReuseIdentifier:) method before calling this method" (UIKit raises an
// NSInternalInconsistencyException otherwise); UITableViewController.
// clearsSelectionOnViewWillAppear: "the table view clears its current selection when it
// receives a viewWillAppear(_:) message".
@Suite("Tables")
@MainActor
struct TableRuleTests {
  @Test("C2: a table reads its data source at its first layout, showing its rows as subviews")
  func firstLayoutLoadsRows() {
    // Given a table whose data source counts its questions, on a screen not yet shown
    let source = Numbers(count: 3)
    let sut = UITableView(frame: UIScreen.main.bounds, style: .plain)
    sut.dataSource = source
    let screen = UIViewController()
    screen.view.addSubview(sut)
    let askedBeforeShown = source.cellsAsked
    // When the screen appears
    let window = visibleWindow(root: screen)
    // Then the rows were asked for once laid out, and a person reads them
    #expect(askedBeforeShown == 0)
    #expect(window.host.visibleRows.map(\.textLabel?.text) == ["1", "2", "3"])
    #expect(sut.numberOfRows(inSection: 0) == 3)
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uitableview/tableheaderview: "When assigning a
  // view to this property, set the height of that view to a nonzero value. The table view
  // respects only the height of your view's frame rectangle; it adjusts the width of your
  // header view automatically to match the table view's width."
  @Test("C2: a table's header view is in the table, as wide as it, where a person uses it")
  func headerView() throws {
    // Given a table whose header is a zero-wide view, 44 high, holding a Filter button
    let sut = UITableView(frame: UIScreen.main.bounds, style: .plain)
    sut.dataSource = Numbers(count: 2)
    let filtered = Log()
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
    let filter = UIButton(configuration: .plain())
    filter.setTitle("Filter", for: .normal)
    filter.frame = CGRect(x: 8, y: 0, width: 80, height: 44)
    filter.addAction(UIAction { _ in filtered.lines.append("filter") }, for: .touchUpInside)
    header.addSubview(filter)
    sut.tableHeaderView = header
    let screen = UIViewController()
    screen.view.addSubview(sut)
    // When the screen appears, a person taps Filter, and the app puts another header in
    let window = visibleWindow(root: screen)
    try window.host.tap("Filter")
    let size = header.frame.size
    let replacement = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
    sut.tableHeaderView = replacement
    // Then the header was in the table at the table's width and its own height, the tap
    // reached its button, and the replacement took its place
    #expect(size == CGSize(width: sut.bounds.width, height: 44))
    #expect(filtered.lines == ["filter"])
    #expect(header.superview == nil)
    #expect(replacement.superview === sut)
    #expect(replacement.frame.size == CGSize(width: sut.bounds.width, height: 30))
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uitableview/backgroundview: "A table view's
  // background view is automatically resized to match the size of the table view. This view is
  // placed as a subview of the table view behind all cells, header views, and footer views";
  // uicollectionview/backgroundview: "positioned underneath all of the other content".
  @Test("C2: an empty list's message as its background view shows behind the rows, table-sized")
  func backgroundViewShows() {
    // Given an empty inbox table and an empty grid, each with its message as background view
    let sut = UITableView(frame: UIScreen.main.bounds, style: .plain)
    let emptyRows = Numbers(count: 0)
    sut.dataSource = emptyRows
    let message = UILabel()
    message.text = "No messages"
    sut.backgroundView = message
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 400, width: 393, height: 300),
      collectionViewLayout: UICollectionViewFlowLayout())
    let noPhotos = UILabel()
    noPhotos.text = "No photos"
    grid.backgroundView = noPhotos
    let screen = UIViewController()
    screen.view.addSubview(sut)
    screen.view.addSubview(grid)
    // When the screen appears, then the inbox gets a message and drops its empty state
    let window = visibleWindow(root: screen)
    let read = window.host.visibleControls.compactMap { ($0 as? UILabel)?.text }
    sut.backgroundView = nil
    // Then each message was read, behind everything else in its view at that view's size, and
    // the table let its own go
    #expect(read == ["No messages", "No photos"])
    #expect(message.frame == sut.bounds && noPhotos.frame == grid.bounds)
    #expect(grid.subviews.first === noPhotos)
    #expect(message.superview == nil)
    expectNoDiagnostics(window.host)
  }

  @Test("C2: a tap on a row asks the delegate, which may move or refuse the selection")
  func tapSelectsThroughTheDelegate() throws {
    // Given a table of three rows whose delegate turns a tap on "2" into "3" and refuses "1"
    let source = Numbers(count: 3)
    source.redirects = [1: 2]
    source.refuses = [0]
    let sut = UITableView(frame: UIScreen.main.bounds, style: .plain)
    sut.dataSource = source
    sut.delegate = source
    let screen = UIViewController()
    screen.view.addSubview(sut)
    let window = visibleWindow(root: screen)
    // When a person taps "1", then "2", then "3"
    try window.host.tap("1")
    let afterRefusal = sut.indexPathForSelectedRow
    try window.host.tap("2")
    try window.host.tap("3")
    // Then nothing was selected for "1", "2" selected the third row, and tapping it again
    // selected it again, with no deselection in between
    #expect(afterRefusal == nil)
    #expect(
      source.log == ["willSelect 0", "willSelect 1", "didSelect 2", "willSelect 2", "didSelect 2"])
    #expect(sut.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    expectNoDiagnostics(window.host)
  }

  @Test("C2: dequeueing an identifier nothing is registered for is refused with an error")
  func unregisteredIdentifierIsRefused() {
    // Given a table shown on a screen, with nothing registered
    let sut = UITableView(frame: UIScreen.main.bounds, style: .plain)
    let window = visibleWindow(root: UIViewController())
    window.rootViewController?.view.addSubview(sut)
    // When a cell is dequeued for an identifier never registered
    let cell = sut.dequeueReusableCell(
      withIdentifier: "Missing", for: IndexPath(row: 0, section: 0))
    // Then it is refused as UIKit raises, and a plain cell stands in so nothing crashes
    expectDiagnostic(window.host, .error, .c2)
    #expect(cell.reuseIdentifier == "Missing")
    #expect(sut.dequeueReusableCell(withIdentifier: "Missing") == nil)
  }

  // developer.apple.com/documentation/uikit/uitableview/dequeuereusableheaderfooterview(withidentifier:):
  // "A reusable header or footer view object, or nil if no such object exists."
  @Test("U4: a header class is made when registered; a subclass needs a maker, else an error")
  func headerFooterViews() {
    // Given a table on a screen with the base header class and a subclass registered
    let sut = UITableView(frame: UIScreen.main.bounds, style: .grouped)
    let window = visibleWindow(root: UIViewController())
    window.rootViewController?.view.addSubview(sut)
    sut.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Plain")
    sut.register(DateHeader.self, forHeaderFooterViewReuseIdentifier: "Date")
    // When each is dequeued, and one never registered
    let plain = sut.dequeueReusableHeaderFooterView(withIdentifier: "Plain")
    let missing = sut.dequeueReusableHeaderFooterView(withIdentifier: "Missing")
    let beforeMaker = window.host.diagnostics.count
    let unmade = sut.dequeueReusableHeaderFooterView(withIdentifier: "Date")
    let refused = window.host.diagnostics.dropFirst(beforeMaker).map(\.rule)
    UITableView.registerMaker(forHeaderFooter: DateHeader.self) { DateHeader(reuseIdentifier: $0) }
    let made = sut.dequeueReusableHeaderFooterView(withIdentifier: "Date")
    // Then the base class is made, nothing comes for the unknown identifier, and the subclass
    // is refused until a test says how to make it
    #expect(plain?.reuseIdentifier == "Plain" && missing == nil)
    #expect(refused == [.u4] && !(unmade is DateHeader))
    #expect(made is DateHeader && made?.reuseIdentifier == "Date")
  }

  @Test("C2: a long table shows a screen of rows from the row it is scrolled to, reusing cells")
  func longTablesShowAScreenOfRows() {
    // Given a table of 100 rows with registered plain cells, on screen
    let source = Numbers(count: 100)
    source.reuses = true
    let sut = UITableView(frame: UIScreen.main.bounds, style: .plain)
    sut.register(UITableViewCell.self, forCellReuseIdentifier: "Number")
    sut.dataSource = source
    let screen = UIViewController()
    screen.view.addSubview(sut)
    let window = visibleWindow(root: screen)
    let firstScreen = sut.visibleCells.count
    let madeAtFirst = source.cellsAsked
    // When it scrolls to row 50, then to a row it does not have
    sut.scrollToRow(at: IndexPath(row: 49, section: 0), at: .top, animated: false)
    let shownAfterScroll = window.host.visibleRows.first?.textLabel?.text
    let refusalsBefore = window.host.diagnostics.count
    sut.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: false)
    // Then a screen of rows showed each time, in the cells of the first screen, and the
    // missing row was refused
    #expect(firstScreen == UITableView.rowsOnScreen && madeAtFirst == UITableView.rowsOnScreen)
    #expect(shownAfterScroll == "50")
    #expect(Set(sut.visibleCells.map(ObjectIdentifier.init)).count == UITableView.rowsOnScreen)
    #expect(refusalsBefore == 0)
    expectDiagnostic(window.host, .error, .c2)
  }

  @Test("C2: cells a data source makes anew are not kept beyond a screen of them")
  func reusePoolIsBounded() {
    // Given a table whose data source makes a new cell, with an identifier, for every row
    let source = Numbers(count: 30)
    source.makesIdentifiedCells = true
    let sut = UITableView(frame: UIScreen.main.bounds, style: .plain)
    sut.dataSource = source
    let screen = UIViewController()
    screen.view.addSubview(sut)
    let window = visibleWindow(root: screen)
    sut.reloadData()
    weak let cellOfSecondLoad = sut.visibleCells.first
    // When it reloads many times
    for _ in 0..<50 { sut.reloadData() }
    // Then the cells of the second load are gone: the pool kept only the first screen of them
    #expect(cellOfSecondLoad == nil)
    #expect(sut.visibleCells.count == UITableView.rowsOnScreen)
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:):
  // "Return nil to get the default swipe actions"; the default is Delete, for a row the data
  // source lets be edited, which commits the deletion through tableView(_:commit:forRowAt:).
  @Test("C2: a swipe offers the delegate's actions, or else Delete for a row that can be edited")
  func swipeActions() throws {
    // Given a table whose delegate offers Archive on the first row and the default on others,
    // and whose data source lets only the second row be edited
    let source = Numbers(count: 3)
    source.archivable = [0]
    source.editable = [1]
    let sut = UITableView(frame: UIScreen.main.bounds, style: .plain)
    sut.dataSource = source
    sut.delegate = source
    let screen = UIViewController()
    screen.view.addSubview(sut)
    let window = visibleWindow(root: screen)
    // When a person archives the first row and deletes the second
    try window.host.swipeRow("1", choosing: "Archive")
    try window.host.swipeRow("2", choosing: "Delete")
    // Then each ran; the first row offers no Delete, and the third none at all
    #expect(source.log == ["archive 0", "delete 1"])
    #expect(throws: UserActionError.noSuchRowAction("Delete", row: "1")) {
      try window.host.swipeRow("1", choosing: "Delete")
    }
    #expect(throws: UserActionError.noSuchRowAction("Delete", row: "3")) {
      try window.host.swipeRow("3", choosing: "Delete")
    }
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:contextmenuconfigurationforrowat:point:):
  // "Returns a context menu configuration for the row at a point", or nil for no menu; a
  // disabled action cannot be chosen.
  @Test("C2: a long press on a row offers the enabled actions of the delegate's menu and submenus")
  func contextMenus() throws {
    // Given a table whose delegate offers a menu, with a disabled action and a submenu, on the
    // first row only
    let source = Numbers(count: 2)
    source.archivable = [0]
    let sut = UITableView(frame: UIScreen.main.bounds, style: .plain)
    sut.dataSource = source
    sut.delegate = source
    let screen = UIViewController()
    screen.view.addSubview(sut)
    let window = visibleWindow(root: screen)
    // When a person presses and holds the first row and chooses Archive in the submenu
    try window.host.longPressRow("1", choosing: "Archive")
    // Then it ran; the disabled Pin and the second row's missing menu offer nothing
    #expect(source.log == ["menu archive 0"])
    #expect(throws: UserActionError.noSuchMenuAction("Pin", row: "1")) {
      try window.host.longPressRow("1", choosing: "Pin")
    }
    #expect(throws: UserActionError.noSuchMenuAction("Archive", row: "2")) {
      try window.host.longPressRow("2", choosing: "Archive")
    }
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:):
  // "The table view uses a fixed font style for section header titles. If you want a different
  // font style, return a custom view (for example, a UILabel object) in the delegate method
  // tableView(_:viewForHeaderInSection:) instead."
  @Test(
    "C2: each section's header and footer show above and below its rows, where a person reads them")
  func sectionHeadersAndFooters() {
    // Given a table of two sections: the first titled by its data source, the second with a
    // custom header view from its delegate, and a footer under the last
    let source = TitledSections()
    let sut = UITableView(frame: UIScreen.main.bounds, style: .grouped)
    sut.dataSource = source
    sut.delegate = source
    let screen = UIViewController()
    screen.view.addSubview(sut)
    // When it is shown
    let window = visibleWindow(root: screen)
    // Then the headers and footer read in order around the rows, the delegate heard of each,
    // and the titled header is a header-footer view
    let texts = window.host.visibleControls.compactMap { ($0 as? UILabel)?.text }
    #expect(texts == ["Fruit", "Apple", "Pear", "VEGETABLES", "Leek", "1 vegetable"])
    #expect(source.displayed == ["header 0", "header 1", "footer 1"])
    #expect(sut.headerView(forSection: 0)?.textLabel?.text == "Fruit")
    #expect(sut.headerView(forSection: 1) == nil && sut.footerView(forSection: 1) != nil)
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uitableviewcell/setselected(_:animated:): "Sets
  // the selected state of the cell"; setting isSelected calls it. setEditing(_:animated:) on a
  // table puts its visible cells in editing mode; updateConfiguration(using:) follows each
  // change of a cell's state.
  @Test(
    "C2: selecting a row selects its cell, editing the table edits its cells, and cells reconfigure"
  )
  func cellStates() throws {
    // Given a table of three rows whose cells log their state changes, on screen
    let source = StateLoggingRows()
    let sut = UITableView(frame: UIScreen.main.bounds, style: .plain)
    sut.dataSource = source
    let screen = UIViewController()
    screen.view.addSubview(sut)
    let window = visibleWindow(root: screen)
    // When a person taps the first row, then the second, and the table enters editing mode
    try window.host.tap("Row 0")
    try window.host.tap("Row 1")
    sut.setEditing(true, animated: true)
    // Then the first cell was highlighted under the finger, then selected, then deselected,
    // the second selected, and every cell edits, each change reconfiguring the cell
    let cells = sut.visibleCells.compactMap { $0 as? StateLoggingCell }
    let selected = cells.map { $0.isSelected }
    let editing = cells.map { $0.isEditing }
    #expect(selected == [false, true, false])
    #expect(editing == [true, true, true])
    #expect(
      cells.first?.log == [
        "configured highlighted", "configured", "selected", "configured selected", "deselected",
        "configured", "editing", "configured editing",
      ])
    expectNoDiagnostics(window.host)
  }

  @Test("C2: the rows shown run on across sections from the row scrolled to")
  func rowsRunAcrossSections() {
    // Given a table of three sections of ten rows, on screen
    let source = Sections(sections: 3, rows: 10)
    let sut = UITableView(frame: UIScreen.main.bounds, style: .grouped)
    sut.dataSource = source
    let screen = UIViewController()
    screen.view.addSubview(sut)
    let window = visibleWindow(root: screen)
    // When it scrolls to the sixth row of the second section
    sut.scrollToRow(at: IndexPath(row: 5, section: 1), at: .top, animated: false)
    // Then the rows from there to the end are shown, in order
    let shown = sut.indexPathsForVisibleRows?.map { "\($0.section).\($0.row)" } ?? []
    #expect(shown.first == "1.5" && shown.last == "2.9" && shown.count == 15)
    #expect(window.host.visibleRows.first?.textLabel?.text == "1.5")
    expectNoDiagnostics(window.host)
  }

  @Test("C2: a table screen clears its selection when it appears again")
  func tableControllerClearsSelection() throws {
    // Given a table screen whose selected row stays selected after a tap, in a stack
    let sut = NumbersController()
    let (navigation, window) = visibleStack(root: "Home")
    navigation.pushViewController(sut, animated: false)
    try window.host.tap("2")
    let selected = sut.tableView.indexPathForSelectedRow
    // When another screen is pushed and popped
    navigation.pushViewController(screen("Detail"), animated: false)
    try window.host.back()
    // Then the row was selected until the table screen appeared again
    #expect(selected == IndexPath(row: 1, section: 0))
    #expect(sut.tableView.indexPathForSelectedRow == nil)
    expectNoDiagnostics(window.host)
  }
}

/// A data source and delegate of numbered rows, logging what it is asked.
@MainActor
private final class Numbers: NSObject, UITableViewDataSource, UITableViewDelegate {
  let count: Int
  var reuses = false
  var makesIdentifiedCells = false
  var archivable: Set<Int> = []
  var editable: Set<Int> = []
  var redirects: [Int: Int] = [:]
  var refuses: Set<Int> = []
  private(set) var cellsAsked = 0
  private(set) var log: [String] = []

  init(count: Int) {
    self.count = count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cellsAsked += 1
    let cell =
      reuses
      ? tableView.dequeueReusableCell(withIdentifier: "Number", for: indexPath)
      : UITableViewCell(style: .default, reuseIdentifier: makesIdentifiedCells ? "Number" : nil)
    cell.textLabel?.text = "\(indexPath.row + 1)"
    return cell
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willSelect \(indexPath.row)")
    if refuses.contains(indexPath.row) { return nil }
    return IndexPath(row: redirects[indexPath.row] ?? indexPath.row, section: indexPath.section)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    editable.contains(indexPath.row)
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    log.append("delete \(indexPath.row)")
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    guard archivable.contains(indexPath.row) else { return nil }
    let archive = UIContextualAction(style: .normal, title: "Archive") { [weak self] _, _, done in
      self?.log.append("archive \(indexPath.row)")
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [archive])
  }

  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard archivable.contains(indexPath.row) else { return nil }
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
      UIMenu(children: [
        UIAction(title: "Pin", attributes: .disabled) { _ in self?.log.append("pin") },
        UIMenu(
          title: "Move",
          children: [
            UIAction(title: "Archive") { _ in self?.log.append("menu archive \(indexPath.row)") }
          ]),
      ])
    }
  }
}

/// A data source of `sections` sections of `rows` rows, each reading "section.row".
@MainActor
private final class Sections: NSObject, UITableViewDataSource {
  let sections: Int
  let rows: Int

  init(sections: Int, rows: Int) {
    self.sections = sections
    self.rows = rows
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
    return cell
  }
}

@MainActor
private final class NumbersController: UITableViewController {
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "\(indexPath.row + 1)"
    return cell
  }
}

/// A header subclass, which the host cannot make from its class alone (U4).
private final class DateHeader: UITableViewHeaderFooterView {}

/// Two sections of produce: fruit, titled by the data source, and vegetables, with a custom
/// header view and a footer title.
@MainActor
private final class TitledSections: NSObject, UITableViewDataSource, UITableViewDelegate {
  private let rows = [["Apple", "Pear"], ["Leek"]]
  private(set) var displayed: [String] = []

  func numberOfSections(in tableView: UITableView) -> Int { rows.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = rows[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    section == 0 ? "Fruit" : "Ignored for the custom view"
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    section == 1 ? "1 vegetable" : nil
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    guard section == 1 else { return nil }
    let label = UILabel()
    label.text = "VEGETABLES"
    return label
  }

  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {
    displayed.append("header \(section)")
  }

  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {
    displayed.append("footer \(section)")
  }
}

/// Three rows whose cells log their state changes.
@MainActor
private final class StateLoggingRows: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = StateLoggingCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}

/// A cell that logs its selection, editing and configuration, as a custom cell overrides them.
private final class StateLoggingCell: UITableViewCell {
  private(set) var log: [String] = []

  override func setSelected(_ selected: Bool, animated: Bool) {
    let changes = selected != isSelected
    if changes { log.append(selected ? "selected" : "deselected") }
    super.setSelected(selected, animated: animated)
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    if editing != isEditing { log.append(editing ? "editing" : "done") }
    super.setEditing(editing, animated: animated)
  }

  override func updateConfiguration(using state: UICellConfigurationState) {
    super.updateConfiguration(using: state)
    let flags = [
      state.isHighlighted ? "highlighted" : nil, state.isSelected ? "selected" : nil,
      state.isEditing ? "editing" : nil,
    ]
    log.append((["configured"] + flags.compactMap { $0 }).joined(separator: " "))
  }
}
