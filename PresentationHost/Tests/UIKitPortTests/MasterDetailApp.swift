// Xcode's Master-Detail App template (iOS 13, with a scene delegate), its storyboard written as
// code, compiled here in the Swift 5 language mode with only its import changed. Linux has no
// `#selector` (U4), so the Add button takes a `UIAction`, and the detail screen is renamed, as
// another ported app of this module has a `DetailViewController`; the rest is the template's.
import PresentationHost

class MasterDetailSceneDelegate: UIResponder, UIWindowSceneDelegate, UISplitViewControllerDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = (scene as? UIWindowScene) else { return }
    let splitViewController = UISplitViewController()
    let detailViewController = TemplateDetailViewController()
    splitViewController.viewControllers = [
      UINavigationController(rootViewController: MasterViewController()),
      UINavigationController(rootViewController: detailViewController),
    ]
    detailViewController.navigationItem.leftBarButtonItem =
      splitViewController.displayModeButtonItem
    detailViewController.navigationItem.leftItemsSupplementBackButton = true
    splitViewController.delegate = self
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = splitViewController
    window?.makeKeyAndVisible()
  }

  // MARK: - Split view

  func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool {
    guard let secondaryAsNavController = secondaryViewController as? UINavigationController
    else { return false }
    guard
      let topAsDetailController = secondaryAsNavController.topViewController
        as? TemplateDetailViewController
    else { return false }
    if topAsDetailController.detailItem == nil {
      // Return true to indicate that we have handled the collapse by doing nothing; the
      // secondary controller will be discarded.
      return true
    }
    return false
  }
}

class MasterViewController: UITableViewController {
  var detailViewController: TemplateDetailViewController? = nil
  var objects = [String]()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Master"
    navigationItem.leftBarButtonItem = editButtonItem
    let addButton = UIBarButtonItem(
      systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.insertNewObject() })
    navigationItem.rightBarButtonItem = addButton
    if let split = splitViewController {
      let controllers = split.viewControllers
      detailViewController =
        (controllers[controllers.count - 1] as! UINavigationController).topViewController
        as? TemplateDetailViewController
    }
  }

  override func viewWillAppear(_ animated: Bool) {
    clearsSelectionOnViewWillAppear = splitViewController!.isCollapsed
    super.viewWillAppear(animated)
  }

  func insertNewObject() {
    objects.insert("Item \(objects.count + 1)", at: 0)
    let indexPath = IndexPath(row: 0, section: 0)
    tableView.insertRows(at: [indexPath], with: .automatic)
  }

  // MARK: - Segues (the storyboard's showDetail segue, as code)

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let object = objects[indexPath.row]
    let controller = TemplateDetailViewController()
    controller.detailItem = object
    controller.navigationItem.leftBarButtonItem = splitViewController?.displayModeButtonItem
    controller.navigationItem.leftItemsSupplementBackButton = true
    detailViewController = controller
    showDetailViewController(
      UINavigationController(rootViewController: controller), sender: self)
  }

  // MARK: - Table View

  override func numberOfSections(in tableView: UITableView) -> Int {
    return 1
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return objects.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "Cell")
      ?? UITableViewCell(style: .default, reuseIdentifier: "Cell")
    cell.textLabel!.text = objects[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    return true
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      objects.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .fade)
    }
  }
}

class TemplateDetailViewController: UIViewController {
  let detailDescriptionLabel = UILabel()

  func configureView() {
    // Update the user interface for the detail item.
    if let detail = detailItem {
      detailDescriptionLabel.text = detail.description
      title = detail
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(detailDescriptionLabel)
    detailDescriptionLabel.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      detailDescriptionLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      detailDescriptionLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
    configureView()
  }

  var detailItem: String? {
    didSet {
      // Update the view.
      configureView()
    }
  }
}
