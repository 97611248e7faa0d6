// A to-do app as an iOS 17 app writes it: an app delegate that sets the app's look through
// appearance proxies, a list that shows an empty state until it has tasks, selects several to
// delete them in one batch update while editing, a sort menu on its bar button, and a settings
// screen of switches, a segmented control, a stepper and a priority picker in place of the
// keyboard. Only the import differs: on iOS this file reads `import UIKit`. It must not use the
// host's test surface (`@_spi(HostTesting)`); `TasksPortTests` drives it.
import PresentationHost

final class TasksAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UINavigationBar.appearance().tintColor = .systemOrange
    UISwitch.appearance().onTintColor = .systemOrange
    UIBarButtonItem.appearance().setTitleTextAttributes(
      [.foregroundColor: UIColor.systemOrange], for: .normal)
    application.shortcutItems = [
      UIApplicationShortcutItem(
        type: "new-task", localizedTitle: "New Task",
        localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .add), userInfo: nil)
    ]
    return true
  }

  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = TasksSceneDelegate.self
    return configuration
  }
}

struct TaskItem: Equatable {
  var title: String
  var isDone = false
}

final class TasksViewController: UITableViewController {
  private(set) var tasks: [TaskItem] = []
  private(set) var sortOrder = "Added"
  private lazy var deleteButton = UIBarButtonItem(
    title: "Delete", primaryAction: UIAction { [weak self] _ in self?.deleteSelected() })
  private lazy var sortButton: UIBarButtonItem = {
    let button = UIBarButtonItem(
      image: UIImage(systemName: "arrow.up.arrow.down"),
      menu: UIMenu(
        children: ["Added", "Title"].map { order in
          UIAction(title: order) { [weak self] _ in self?.sort(by: order) }
        }))
    button.accessibilityLabel = "Sort"
    return button
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Tasks"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "task")
    tableView.allowsMultipleSelectionDuringEditing = true
    navigationItem.leftBarButtonItem = editButtonItem
    navigationItem.rightBarButtonItem = sortButton
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
    navigationItem.rightBarButtonItem = editing ? deleteButton : sortButton
  }

  override func updateContentUnavailableConfiguration(
    using state: UIContentUnavailableConfigurationState
  ) {
    guard tasks.isEmpty else {
      contentUnavailableConfiguration = nil
      return
    }
    var configuration = UIContentUnavailableConfiguration.empty()
    configuration.image = UIImage(systemName: "checklist")
    configuration.text = "No Tasks"
    configuration.secondaryText = "Tasks you add appear here."
    configuration.button = .filled()
    configuration.button.title = "Add Task"
    configuration.buttonProperties.primaryAction = UIAction { [weak self] _ in
      self?.add(TaskItem(title: "First task"))
    }
    contentUnavailableConfiguration = configuration
  }

  func add(_ task: TaskItem) {
    tasks.append(task)
    tableView.insertRows(at: [IndexPath(row: tasks.count - 1, section: 0)], with: .automatic)
    setNeedsUpdateContentUnavailableConfiguration()
  }

  private func sort(by order: String) {
    sortOrder = order
    if order == "Title" { tasks.sort { $0.title < $1.title } }
    tableView.reloadData()
  }

  private func deleteSelected() {
    let rows = (tableView.indexPathsForSelectedRows ?? []).map(\.row).sorted(by: >)
    tableView.performBatchUpdates {
      for row in rows { self.tasks.remove(at: row) }
      self.tableView.deleteRows(
        at: rows.map { IndexPath(row: $0, section: 0) }, with: .automatic)
    }
    setEditing(false, animated: true)
    setNeedsUpdateContentUnavailableConfiguration()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    tasks.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "task", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = tasks[indexPath.row].title
    cell.contentConfiguration = content
    cell.accessoryType = tasks[indexPath.row].isDone ? .checkmark : .none
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard !tableView.isEditing else { return }
    tableView.deselectRow(at: indexPath, animated: true)
    tasks[indexPath.row].isDone.toggle()
    tableView.reloadRows(at: [indexPath], with: .none)
  }
}

final class TaskSettingsViewController: UIViewController, UIPickerViewDataSource,
  UIPickerViewDelegate
{
  static let priorities = ["Low", "Normal", "High"]
  private(set) var remindersOn = false
  private(set) var layoutChoice: String = "List"
  private(set) var dailyGoal = 3
  private(set) var priority = "Normal"
  private let reminders = UISwitch()
  private let layout = UISegmentedControl(items: ["List", "Board"])
  private let goal = UIStepper()
  private let priorityField = UITextField()
  private let goalLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    view.backgroundColor = .systemGroupedBackground
    reminders.accessibilityLabel = "Reminders"
    reminders.addAction(
      UIAction { [weak self] _ in self?.remindersOn = self?.reminders.isOn ?? false },
      for: .valueChanged)
    layout.selectedSegmentIndex = 0
    layout.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.layoutChoice = self.layout.titleForSegment(at: self.layout.selectedSegmentIndex) ?? ""
      }, for: .valueChanged)
    goal.accessibilityIdentifier = "goal"
    goal.minimumValue = 1
    goal.maximumValue = 5
    goal.value = Double(dailyGoal)
    goal.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.dailyGoal = Int(self.goal.value)
        self.goalLabel.text = "Daily goal: \(self.dailyGoal)"
      }, for: .valueChanged)
    goalLabel.text = "Daily goal: \(dailyGoal)"
    let picker = UIPickerView()
    picker.dataSource = self
    picker.delegate = self
    picker.selectRow(1, inComponent: 0, animated: false)
    priorityField.placeholder = "Priority"
    priorityField.text = priority
    priorityField.inputView = picker
    let stack = UIStackView(arrangedSubviews: [
      reminders, layout, goalLabel, goal, priorityField,
    ])
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    Self.priorities.count
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    Self.priorities[row]
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    priority = Self.priorities[row]
    priorityField.text = priority
  }
}

final class TasksSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private(set) var tasksScreen: TasksViewController?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let tasks = TasksViewController(style: .insetGrouped)
    let tasksTab = UINavigationController(rootViewController: tasks)
    tasksTab.tabBarItem = UITabBarItem(
      title: "Tasks", image: UIImage(systemName: "checklist"), tag: 0)
    let settingsTab = UINavigationController(rootViewController: TaskSettingsViewController())
    settingsTab.tabBarItem = UITabBarItem(
      title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
    let tabs = UITabBarController()
    tabs.viewControllers = [tasksTab, settingsTab]
    tasksScreen = tasks
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = tabs
    window?.makeKeyAndVisible()
    if let shortcut = connectionOptions.shortcutItem { _ = handle(shortcut) }
  }

  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    completionHandler(handle(shortcutItem))
  }

  private func handle(_ shortcut: UIApplicationShortcutItem) -> Bool {
    guard shortcut.type == "new-task", let tasksScreen else { return false }
    (window?.rootViewController as? UITabBarController)?.selectedIndex = 0
    tasksScreen.loadViewIfNeeded()
    tasksScreen.add(TaskItem(title: "New task"))
    return true
  }
}
