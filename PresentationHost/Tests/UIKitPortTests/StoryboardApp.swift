// The coordinator pattern as a widely read tutorial writes it, compiled here in the Swift 5
// language mode with only its import changed: screens made from the Main storyboard by their
// class names (`Storyboarded`), a main coordinator that starts a child coordinator for buying
// and drops it when the navigation controller's delegate sees its screen popped, and a detail
// screen made with iOS 13's creator, which hands it its product.
import PresentationHost

protocol FlowCoordinator: AnyObject {
  var childCoordinators: [FlowCoordinator] { get set }
  var navigationController: UINavigationController { get set }

  func start()
}

protocol Storyboarded {
  static func instantiate() -> Self
}

extension Storyboarded where Self: UIViewController {
  static func instantiate() -> Self {
    // "MyApp.MyViewController": the Storyboard ID is the class's name without its module.
    let fullName = NSStringFromClass(self)
    let className = fullName.components(separatedBy: ".")[1]
    let storyboard = UIStoryboard(name: "Main", bundle: Bundle.main)
    return storyboard.instantiateViewController(withIdentifier: className) as! Self
  }
}

struct StoreProduct {
  let name: String
  let price: Int
}

final class StoreCoordinator: NSObject, FlowCoordinator, UINavigationControllerDelegate {
  var childCoordinators = [FlowCoordinator]()
  var navigationController: UINavigationController

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {
    navigationController.delegate = self
    let vc = StoreViewController.instantiate()
    vc.coordinator = self
    navigationController.pushViewController(vc, animated: false)
  }

  func buySubscription() {
    let child = SubscriptionCoordinator(navigationController: navigationController)
    child.parentCoordinator = self
    childCoordinators.append(child)
    child.start()
  }

  func showDetail(of product: StoreProduct) {
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let vc = storyboard.instantiateViewController(identifier: "ProductViewController") { coder in
      ProductViewController(coder: coder, product: product)
    }
    navigationController.pushViewController(vc, animated: true)
  }

  func childDidFinish(_ child: FlowCoordinator?) {
    for (index, coordinator) in childCoordinators.enumerated() {
      if coordinator === child {
        childCoordinators.remove(at: index)
        break
      }
    }
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    guard
      let fromViewController = navigationController.transitionCoordinator?.viewController(
        forKey: .from)
    else { return }
    if navigationController.viewControllers.contains(fromViewController) { return }
    if let subscriptionViewController = fromViewController as? SubscriptionViewController {
      childDidFinish(subscriptionViewController.coordinator)
    }
  }
}

final class SubscriptionCoordinator: FlowCoordinator {
  weak var parentCoordinator: StoreCoordinator?
  var childCoordinators = [FlowCoordinator]()
  var navigationController: UINavigationController

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {
    let vc = SubscriptionViewController.instantiate()
    vc.coordinator = self
    navigationController.pushViewController(vc, animated: true)
  }
}

final class StoreViewController: UIViewController, Storyboarded {
  weak var coordinator: StoreCoordinator?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Shop"
    let buy = UIButton(type: .system)
    buy.setTitle("Buy", for: .normal)
    buy.addAction(
      UIAction { [weak self] _ in self?.coordinator?.buySubscription() }, for: .touchUpInside)
    let tea = UIButton(type: .system)
    tea.setTitle("Tea", for: .normal)
    tea.addAction(
      UIAction { [weak self] _ in
        self?.coordinator?.showDetail(of: StoreProduct(name: "Tea", price: 4))
      },
      for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [buy, tea])
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}

final class SubscriptionViewController: UIViewController, Storyboarded {
  weak var coordinator: SubscriptionCoordinator?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Buy"
  }
}

final class ProductViewController: UIViewController {
  let product: StoreProduct?
  private let priceLabel = UILabel()

  init?(coder: NSCoder, product: StoreProduct) {
    self.product = product
    super.init(coder: coder)
  }

  required init?(coder: NSCoder) {
    product = nil
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = product?.name ?? "StoreProduct"
    priceLabel.text = product.map { "$\($0.price)" } ?? "No product"
    priceLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(priceLabel)
    NSLayoutConstraint.activate([
      priceLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      priceLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}

// A list whose storyboard segues show an item and present the form that adds one, as Xcode's
// storyboard templates write them: `performSegue(withIdentifier:sender:)` from a row, and
// `prepare(for:sender:)` handing each destination what it shows.

protocol AddItemViewControllerDelegate: AnyObject {
  func addItemViewController(_ controller: AddItemViewController, didAdd item: String)
}

final class ItemsViewController: UITableViewController, AddItemViewControllerDelegate {
  var items = ["Apples", "Bread"]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Groceries"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .add,
      primaryAction: UIAction { [weak self] _ in
        self?.performSegue(withIdentifier: "addItem", sender: nil)
      })
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "Item")
      ?? UITableViewCell(style: .default, reuseIdentifier: "Item")
    cell.textLabel?.text = items[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    performSegue(withIdentifier: "showItem", sender: indexPath)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    switch segue.identifier {
    case "showItem":
      guard let detail = segue.destination as? ItemViewController,
        let indexPath = sender as? IndexPath
      else { return }
      detail.item = items[indexPath.row]
    case "addItem":
      guard let navigation = segue.destination as? UINavigationController,
        let form = navigation.topViewController as? AddItemViewController
      else { return }
      form.delegate = self
    default:
      break
    }
  }

  func addItemViewController(_ controller: AddItemViewController, didAdd item: String) {
    items.append(item)
    tableView.reloadData()
    dismiss(animated: true)
  }
}

final class ItemViewController: UIViewController {
  var item: String?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = item
  }
}

final class AddItemViewController: UIViewController {
  weak var delegate: AddItemViewControllerDelegate?
  private let nameField = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "New Item"
    nameField.placeholder = "Name"
    nameField.borderStyle = .roundedRect
    nameField.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(nameField)
    NSLayoutConstraint.activate([
      nameField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      nameField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      nameField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
    ])
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .cancel,
      primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .save,
      primaryAction: UIAction { [weak self] _ in
        guard let self, let name = nameField.text, !name.isEmpty else { return }
        delegate?.addItemViewController(self, didAdd: name)
      })
  }
}
