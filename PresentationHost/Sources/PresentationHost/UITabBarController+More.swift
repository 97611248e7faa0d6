/// UIKit's More navigation controller: its root lists the tabs the bar has no room for, and it
/// shows the one picked above the list (T5). A navigation controller cannot be pushed (N2), so
/// the screens of a navigation controller's tab are moved onto it instead, and the tab's root
/// screen goes back to its own stack when the list is shown again.
@MainActor
final class MoreNavigationController: UINavigationController {
  /// The list of tabs, always at the bottom of the stack.
  let list = MoreListController()
  /// The tab shown above the list, if any.
  private(set) var shownTab: UIViewController?
  /// What was moved here from a tab, and where it goes back when it leaves the stack.
  private var loans: [Loan] = []

  private struct Loan {
    weak var moved: UIViewController?
    weak var owner: UIViewController?
  }

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "More"
    tabBarItem.title = "More"
    stack = [list]
    children = [list]
    list.parent = self
  }

  required init?(coder: NSCoder) {
    nil
  }

  /// Shows `tab` above the list: pushed, or, for a navigation controller, its screens moved
  /// here. Returns whether it is shown: not while another stack change is running.
  @discardableResult
  func show(_ tab: UIViewController, animated: Bool) -> Bool {
    guard shownTab !== tab else { return true }
    guard runningTransition == nil else {
      diagnosticHost.report(
        .warning, .transition,
        "showing \(tab.hostName) from More while a navigation transition is in progress was ignored"
      )
      return false
    }
    let content: [UIViewController]
    let owner: UIViewController?
    if let navigation = tab as? UINavigationController {
      content = navigation.stack
      owner = navigation
      navigation.stack = []
      navigation.children = []
    } else {
      content = [tab]
      owner = tab.parent
      tab.parent?.children.removeAll { $0 === tab }
    }
    for controller in content { controller.parent = nil }
    if let first = content.first { loans.append(Loan(moved: first, owner: owner)) }
    shownTab = tab
    return changeStack(
      to: [list] + content, animated: animated, kind: .push, event: "push(\(tab.hostName))")
  }

  /// Shows the list alone, giving back what was moved here.
  func showList() {
    guard stack.count > 1 else { return }
    changeStack(to: [list], animated: false, kind: .other, event: "popToRoot")
  }

  override func didFinishStackChange(removed: [UIViewController]) {
    for controller in removed { giveBack(controller) }
    guard stack.count == 1 else { return }
    shownTab = nil
    (parent as? UITabBarController)?.moreDidShowList()
  }

  private func giveBack(_ controller: UIViewController) {
    loans.removeAll { $0.moved == nil }
    guard let index = loans.firstIndex(where: { $0.moved === controller }) else { return }
    let owner = loans.remove(at: index).owner
    guard controller.parent == nil else { return }
    switch owner {
    case let navigation as UINavigationController:
      navigation.stack.insert(controller, at: 0)
      navigation.children = navigation.stack
      controller.parent = navigation
    case let tabBar as UITabBarController:
      controller.parent = tabBar
      tabBar.refreshChildren()
    default:
      break
    }
  }
}

/// The More list: a row, here a button in a column, for each tab the bar has no room for (T5).
@MainActor
final class MoreListController: UIViewController {
  private let rows = UIStackView()

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "More"
  }

  required init?(coder: NSCoder) {
    nil
  }

  override func loadView() {
    rows.axis = .vertical
    view = rows
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    reloadRows()
  }

  /// Makes the rows again, one for each tab the More list shows.
  func reloadRows() {
    guard isViewLoaded, let tabBar = navigationController?.parent as? UITabBarController else {
      return
    }
    for row in rows.arrangedSubviews { row.removeFromSuperview() }
    for tab in tabBar.tabsListedInMore {
      let title = UITabBarController.title(of: tab)
      let row = UIButton(
        type: .system,
        primaryAction: UIAction(title: title) { [weak tabBar, weak tab] _ in
          guard let tabBar, let tab else { return }
          tabBar.userPickedFromMore(tab)
        })
      row.setTitle(title, for: .normal)
      rows.addArrangedSubview(row)
    }
  }
}
