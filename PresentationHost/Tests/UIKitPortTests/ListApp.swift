// A list and its detail as public samples write them, compiled here in the Swift 5 language
// mode with only its import changed: a UITableViewController whose rows a coordinator turns
// into pushes, cells configured as iOS 14 does, a custom cell class, and a swipe to delete.
import PresentationHost

protocol RecipesCoordinating: AnyObject {
  func showRecipe(named name: String)
}

final class RecipesCoordinator: RecipesCoordinating {
  let navigationController = UINavigationController()
  private(set) var shown: [String] = []

  func start() {
    let list = RecipesViewController(recipes: ["Pancakes", "Risotto", "Tacos"])
    list.coordinator = self
    navigationController.pushViewController(list, animated: false)
  }

  func showRecipe(named name: String) {
    shown.append(name)
    let detail = UIViewController()
    detail.title = name
    navigationController.pushViewController(detail, animated: true)
  }
}

final class RecipeCell: UITableViewCell {
  static let reuseIdentifier = "RecipeCell"

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    accessoryType = .disclosureIndicator
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    detailTextLabel?.text = nil
  }
}

final class RecipesViewController: UITableViewController {
  weak var coordinator: RecipesCoordinating?
  private(set) var recipes: [String]

  init(recipes: [String]) {
    self.recipes = recipes
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Recipes"
    tableView.register(RecipeCell.self, forCellReuseIdentifier: RecipeCell.reuseIdentifier)
    tableView.rowHeight = 60
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    recipes.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: RecipeCell.reuseIdentifier, for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = recipes[indexPath.row]
    content.secondaryText = "Recipe \(indexPath.row + 1)"
    cell.contentConfiguration = content
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    coordinator?.showRecipe(named: recipes[indexPath.row])
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    recipes.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }
}
