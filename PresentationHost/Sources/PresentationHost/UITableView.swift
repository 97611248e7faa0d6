// Lists as far as navigation needs them (C2): a table reads its data source, shows a screen of
// rows a person reads, and a person's tap on a row selects it, which tells the delegate, whose
// `didSelectRowAt` is where a list leads to its detail. Editing, swipe actions, sections'
// headers and diffable data sources are not in the host.

extension IndexPath {
  /// The index path of `row` in `section`.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The row, the second index.
  public var row: Int { self[1] }
  /// The section, the first index.
  public var section: Int { self[0] }
}

/// A view whose content scrolls; recorded, as the host scrolls nothing.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// Where the content is scrolled to.
  open var contentOffset = CGPoint.zero
  /// The size of the content.
  open var contentSize = CGSize.zero
  /// The space around the content.
  open var contentInset = UIEdgeInsets.zero
  /// Told as the view scrolls. Weak, as in UIKit.
  open weak var delegate: (any UIScrollViewDelegate)?
}

/// Told as a scroll view scrolls. Every method is optional in UIKit (U4).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}

/// What a table shows: how many rows, and the cell of each. The rows' count and cells are
/// required, as in UIKit; the number of sections is optional (U4), one by default.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// How many sections the table has.
  func numberOfSections(in tableView: UITableView) -> Int
  /// How many rows `section` has.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell of the row at `indexPath`.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// Whether the row at `indexPath` can be edited; declared only, as the host has no swipe
  /// actions.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Makes the edit a person asked for on the row at `indexPath`; declared only.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
}

extension UITableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
}

/// Asked and told as a person selects rows. Every method is optional in UIKit (U4).
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The row to select when a person taps the row at `indexPath`, or nil to select none.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// Told that a person selected the row at `indexPath`.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// Told that a person's tap deselected the row at `indexPath`.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// The row tapped.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}

/// A row of a table: its text, and what its accessory says it leads to.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// The kinds of cell UIKit lays out.
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }

  /// The edit a row offers while its table is editing.
  public enum EditingStyle: Int, Sendable {
    case none, delete, insert
  }

  /// What a cell shows at its trailing edge.
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  /// The identifier the cell is dequeued by.
  public let reuseIdentifier: String?
  /// What the cell shows at its trailing edge; recorded.
  open var accessoryType = AccessoryType.none
  /// The cell's main text.
  public private(set) lazy var textLabel: UILabel? = contentLabel()
  /// The cell's second text, for styles that have one.
  public private(set) lazy var detailTextLabel: UILabel? =
    style == .default ? nil : contentLabel()
  /// Whether the cell is selected.
  open var isSelected = false
  private let style: CellStyle

  /// A cell of `style`, dequeued by `reuseIdentifier`.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  }

  /// A default cell with `frame`.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    style = .default
    reuseIdentifier = nil
    super.init(frame: .zero)
  }

  /// Selects or deselects the cell.
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

  /// What a person reads in the row: its texts, or its accessibility label.
  @_spi(HostTesting) public var displayedText: String {
    let texts = [textLabel?.text, detailTextLabel?.text].compactMap { $0 }
    return texts.isEmpty ? accessibilityLabel ?? "" : texts.joined(separator: " ")
  }

  private func contentLabel() -> UILabel {
    let label = UILabel(frame: CGRect(x: 16, y: 0, width: 288, height: 44))
    addSubview(label)
    return label
  }
}

/// A list of rows in sections.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// How a table groups its sections; recorded.
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }

  /// How rows move as they are inserted or deleted; recorded, as the host animates nothing.
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// How many rows a screen shows: an iPhone's height of 44-point rows.
  public static let rowsOnScreen = 19
  /// The table's style.
  public let style: Style
  /// What the table shows. Weak, as in UIKit.
  open weak var dataSource: (any UITableViewDataSource)?
  /// Asked and told as a person selects rows. Weak, as in UIKit: the scroll view's delegate.
  open var tableDelegate: (any UITableViewDelegate)? {
    get { delegate as? any UITableViewDelegate }
    set { delegate = newValue }
  }
  /// Whether the table is editing; recorded, as the host has no editing controls.
  open var isEditing = false
  /// The height of a row; recorded.
  open var rowHeight: CGFloat = 44
  /// The view under the rows; recorded.
  open var tableFooterView: UIView?
  /// The rows selected, in the order they were.
  public private(set) var indexPathsForSelectedRows: [IndexPath]?
  /// The first row selected.
  open var indexPathForSelectedRow: IndexPath? { indexPathsForSelectedRows?.first }
  private var registered: [String: AnyClass] = [:]
  private var shown: [(IndexPath, UITableViewCell)] = []
  private var needsReload = true

  /// A table of `style`.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// Registers `cellClass` to be made for `identifier`.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registered[identifier] = cellClass
  }

  /// A cell for `identifier`: a new one of the class registered for it, or nil when none is.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    guard let cellClass = registered[identifier] else { return nil }
    if cellClass == UITableViewCell.self {
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    return Self.cellMakers[ObjectIdentifier(cellClass)]?(identifier)
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

  /// A cell of the class registered for `identifier`. UIKit raises when none is; the host
  /// refuses with an `error` and makes a default cell, so that the app goes on.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    diagnosticHost.report(
      .error, .c2, "No cell class is registered for the identifier \(identifier)")
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// How many sections the data source says the table has.
  open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }

  /// How many rows the data source says `section` has.
  open func numberOfRows(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }

  /// Reads the data source again at the next layout: its cells are made then (C2).
  open func reloadData() {
    needsReload = true
    indexPathsForSelectedRows = nil
    if window != nil { layoutSubviews() }
  }

  /// Inserts rows: the host reloads the table.
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  /// Deletes rows: the host reloads the table.
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }

  /// Makes the cells of a screen of rows, first row first, when the data source is to be read.
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard needsReload, dataSource != nil else { return }
    needsReload = false
    for (_, cell) in shown { cell.removeFromSuperview() }
    shown = []
    for section in 0..<max(numberOfSections, 0) {
      for row in 0..<max(numberOfRows(inSection: section), 0) {
        guard shown.count < Self.rowsOnScreen, let dataSource else { break }
        let indexPath = IndexPath(row: row, section: section)
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.frame.origin.y = CGFloat(shown.count) * rowHeight
        addSubview(cell)
        shown.append((indexPath, cell))
      }
    }
  }

  /// The cells shown, first row first.
  open var visibleCells: [UITableViewCell] { shown.map(\.1) }

  /// The cell shown for `indexPath`, or nil when it is not shown.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    shown.first { $0.0 == indexPath }?.1
  }

  /// The index path of `cell`, or nil when the table does not show it.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    shown.first { $0.1 === cell }?.0
  }

  /// Selects the row at `indexPath`, or none for nil, without telling the delegate.
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    for selected in indexPathsForSelectedRows ?? [] where selected != indexPath {
      cellForRow(at: selected)?.setSelected(false, animated: animated)
    }
    indexPathsForSelectedRows = indexPath.map { [$0] }
    if let indexPath { cellForRow(at: indexPath)?.setSelected(true, animated: animated) }
  }

  /// Deselects the row at `indexPath`, without telling the delegate.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    indexPathsForSelectedRows?.removeAll { $0 == indexPath }
    if indexPathsForSelectedRows?.isEmpty == true { indexPathsForSelectedRows = nil }
    cellForRow(at: indexPath)?.setSelected(false, animated: animated)
  }

  /// Where a row stands once scrolled to.
  public enum ScrollPosition: Int, Sendable {
    case none, top, middle, bottom
  }

  /// Turns editing on or off.
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

  /// A person taps the row of `cell`: the delegate may choose another row to select or none,
  /// then the row is selected and the delegate told.
  func userSelected(_ cell: UITableViewCell) {
    guard let asked = indexPath(for: cell) else { return }
    let chosen = tableDelegate.map { $0.tableView(self, willSelectRowAt: asked) } ?? asked
    guard let row = chosen else { return }
    selectRow(at: row, animated: false, scrollPosition: .none)
    tableDelegate?.tableView(self, didSelectRowAt: row)
  }
}

/// A controller whose view is a table, its data source and delegate.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let style: UITableView.Style
  /// Whether the selected row is deselected each time the table appears: as a person comes back
  /// from the detail a row led to.
  open var clearsSelectionOnViewWillAppear = true

  /// A controller whose table has `style`.
  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a plain table. The host has no nibs: both arguments are kept for
  /// UIKit's signature and ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// The table: the controller's view.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Makes the table, with the controller as its data source and delegate.
  open override func loadView() {
    let table = UITableView(frame: UIScreen.main.bounds, style: style)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// Deselects the selected row, when `clearsSelectionOnViewWillAppear`.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear else { return }
    for row in tableView.indexPathsForSelectedRows ?? [] {
      tableView.deselectRow(at: row, animated: animated)
    }
  }

  /// Turns the controller's editing on or off, and its table's with it.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
  }

  /// No rows, until a subclass says otherwise.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// A subclass that has rows makes their cells; UIKit raises when it does not.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// One section, until a subclass says otherwise.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// The row tapped, until a subclass says otherwise.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing, until a subclass says otherwise.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing, until a subclass says otherwise.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// No, until a subclass says otherwise.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// Does nothing, until a subclass says otherwise.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
}
