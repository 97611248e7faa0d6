/// The cells a table or a collection view keeps to hand out again: the class registered for
/// each identifier, and the cells it no longer shows, at most `capacity` an identifier, so that
/// a data source that makes its cells anew does not grow them at every reload.
@MainActor
struct CellReuse<Cell: UIView> {
  /// How many cells an identifier keeps: a screen of them.
  let capacity: Int
  private var classes: [String: AnyClass] = [:]
  private var pool: [String: [Cell]] = [:]

  init(capacity: Int) {
    self.capacity = capacity
  }

  /// Says that cells of `cellClass` are made for `identifier`.
  mutating func register(_ cellClass: AnyClass?, for identifier: String) {
    classes[identifier] = cellClass
  }

  /// The class registered for `identifier`, if any.
  func cellClass(for identifier: String) -> AnyClass? {
    classes[identifier]
  }

  /// A cell kept for `identifier`, taken out of the pool, or nil.
  mutating func reusedCell(for identifier: String) -> Cell? {
    pool[identifier]?.popLast()
  }

  /// Keeps `cell` to hand out again for `identifier`, unless a screen of them is kept already.
  mutating func keep(_ cell: Cell, for identifier: String?) {
    guard let identifier, pool[identifier, default: []].count < capacity else { return }
    pool[identifier, default: []].append(cell)
  }
}

/// Up to `limit` index paths after `last`, in order, through sections of `counts` rows or
/// items each: what a table or a collection view shows next as a person scrolls on.
func indexPaths(after last: IndexPath, in counts: [Int], limit: Int) -> [IndexPath] {
  var next: [IndexPath] = []
  var section = last[0]
  var index = last[1] + 1
  while next.count < limit, section < counts.count {
    if index < counts[section] {
      next.append(IndexPath(indexes: [section, index]))
      index += 1
    } else {
      section += 1
      index = 0
    }
  }
  return next
}
