/// Wheels of rows a person turns to pick a row in each (C7).
@preconcurrency @MainActor
open class UIPickerView: UIView {
  /// Says how many wheels and rows there are. Weak, as in UIKit.
  open weak var dataSource: (any UIPickerViewDataSource)?
  /// Gives the rows' titles and hears a person's picks. Weak, as in UIKit.
  open weak var delegate: (any UIPickerViewDelegate)?
  /// The row picked in each wheel, as far as the picker has read its wheels.
  private var selectedRows: [Int: Int] = [:]

  /// How many wheels the picker has.
  open var numberOfComponents: Int {
    max(0, dataSource?.numberOfComponents(in: self) ?? 0)
  }

  /// How many rows the wheel `component` has.
  open func numberOfRows(inComponent component: Int) -> Int {
    guard (0..<numberOfComponents).contains(component) else { return 0 }
    return max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
  }

  /// The row picked in `component`: the first until another is picked, or -1 for a wheel
  /// with no rows.
  open func selectedRow(inComponent component: Int) -> Int {
    let rows = numberOfRows(inComponent: component)
    guard rows > 0 else { return -1 }
    return min(selectedRows[component] ?? 0, rows - 1)
  }

  /// Turns `component` to `row`, without telling the delegate, as UIKit does for the app's own
  /// changes. A row or a wheel the picker does not have changes nothing.
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    guard (0..<numberOfRows(inComponent: component)).contains(row) else { return }
    selectedRows[component] = row
  }

  /// Reads every wheel again; a picked row past a wheel's end goes to its last row.
  open func reloadAllComponents() {
    selectedRows = selectedRows.filter { $0.key < numberOfComponents }
  }

  /// Reads the wheel `component` again.
  open func reloadComponent(_ component: Int) {
    reloadAllComponents()
  }

  /// The title a person reads on `row` of `component`: the delegate's title, else its styled
  /// title's characters.
  func title(ofRow row: Int, inComponent component: Int) -> String? {
    delegate?.pickerView(self, titleForRow: row, forComponent: component)
      ?? delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component)?.string
  }

  /// A person turns `component` to `row`: the picker picks it and tells its delegate, unless it
  /// was picked already.
  func userPicked(row: Int, inComponent component: Int) {
    guard row != selectedRow(inComponent: component) else { return }
    selectedRows[component] = row
    delegate?.pickerView(self, didSelectRow: row, inComponent: component)
  }
}

/// Says how many wheels a picker has, and how many rows each.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
  /// How many wheels the picker has.
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// How many rows the wheel `component` has.
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Gives a picker's titles and hears a person's picks. Every method is optional in UIKit
/// (U4: requirements with defaults here).
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: NSObjectProtocol {
  /// The title of `row` in `component`.
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  /// The styled title of `row` in `component`, used when there is no plain title.
  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString?
  /// Told after a person turned `component` to `row`.
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
  /// The width of the wheel `component`; recorded.
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
  /// The height of the rows of `component`; recorded.
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
}

extension UIPickerViewDelegate {
  /// No title.
  public func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
  ) -> String? { nil }
  /// No styled title.
  public func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? { nil }
  /// Does nothing.
  public func pickerView(
    _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int
  ) {}
  /// The picker's width shared among its wheels.
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    pickerView.bounds.width / CGFloat(max(1, pickerView.numberOfComponents))
  }
  /// UIKit's row height.
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int)
    -> CGFloat
  { 32 }
}

@_spi(HostTesting)
extension HeadlessHost {
  /// Turns a wheel of a picker the person sees to the row titled `title` (C7): a picker on the
  /// visible screen, or the one that shows in place of the keyboard for the field being
  /// edited. The picker picks the row and tells its delegate, unless it was picked already.
  public func pick(_ title: String) throws(UserActionError) {
    let screen = try touchableScreen()
    let keyboardPicker = [screen.viewIfLoaded?.window?.firstResponder?.inputView]
      .compactMap { $0 as? UIPickerView }
    let pickers = keyboardPicker + visibleViews(of: UIPickerView.self)
    var titles: [String] = []
    for picker in pickers {
      for component in 0..<picker.numberOfComponents {
        for row in 0..<picker.numberOfRows(inComponent: component) {
          guard let rowTitle = picker.title(ofRow: row, inComponent: component) else { continue }
          guard Self.names(rowTitle, title) else {
            // The error names the first rows, however many a picker has.
            if titles.count < 20 { titles.append(rowTitle) }
            continue
          }
          guard picker.isUserInteractionEnabled else { throw .controlDisabled(title) }
          record(.user, "User", "pick(\(rowTitle))")
          picker.userPicked(row: row, inComponent: component)
          return
        }
      }
    }
    throw .noSuchControl(title, kind: "picker row", available: titles)
  }
}
