// A searchable screen with a share button, as iOS apps write it, compiled here in the Swift 5
// language mode with only its import changed: a search controller in the navigation item, a
// segmented control as the title, a bar button with a menu, the empty back button idiom, and
// the share sheet.
import PresentationHost

final class ArticlesViewController: UIViewController, UISearchResultsUpdating {
  private(set) var query = ""
  private(set) var shareFinished: Bool?
  private let filter = UISegmentedControl(items: ["All", "Saved"])

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Articles"
    let search = UISearchController(searchResultsController: nil)
    search.searchResultsUpdater = self
    search.obscuresBackgroundDuringPresentation = false
    search.searchBar.placeholder = "Search articles"
    navigationItem.searchController = search
    navigationItem.hidesSearchBarWhenScrolling = false
    filter.selectedSegmentIndex = 0
    navigationItem.titleView = filter
    navigationItem.backBarButtonItem = UIBarButtonItem(
      title: "", style: .plain, target: nil, action: nil)
    let sort = UIMenu(
      title: "Sort",
      children: [
        UIAction(title: "Newest", state: .on) { _ in },
        UIAction(title: "Delete all", image: UIImage(systemName: "trash"), attributes: .destructive)
        { _ in },
      ])
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(
        title: "Share", image: UIImage(systemName: "square.and.arrow.up"),
        primaryAction: UIAction { [weak self] _ in self?.share() }),
      UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: sort),
    ]
  }

  func updateSearchResults(for searchController: UISearchController) {
    query = searchController.searchBar.text ?? ""
  }

  private func share() {
    let sheet = UIActivityViewController(
      activityItems: ["https://example.com/article"], applicationActivities: nil)
    sheet.excludedActivityTypes = [.print]
    sheet.completionWithItemsHandler = { [weak self] _, completed, _, _ in
      self?.shareFinished = completed
    }
    present(sheet, animated: true)
  }
}
