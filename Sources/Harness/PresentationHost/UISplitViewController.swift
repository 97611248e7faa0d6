/// A container of columns: a primary list and a secondary detail. The host keeps the columns
/// as children and shows them all.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
  /// The columns, primary first.
  open var viewControllers: [UIViewController] {
    get { children }
    set {
      for old in children where !newValue.contains(where: { $0 === old }) {
        old.sendWillMove(toParent: nil)
        old.removeFromParent()
      }
      for column in newValue where column.parent !== self {
        addChild(column)
        column.sendDidMove(toParent: self)
      }
      children = newValue
    }
  }

  /// Shows `vc` in the secondary column.
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    var columns = viewControllers
    if columns.count > 1 { columns[1] = vc } else { columns.append(vc) }
    viewControllers = columns
  }
}
