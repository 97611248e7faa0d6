@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/uikit/uisearchresultsupdating/updatesearchresults(for:):
// "Called when the search bar becomes the first responder or when the user makes changes inside
// the search bar"; UISearchControllerDelegate hears the search presented and dismissed.
@Suite("Search controllers")
@MainActor
struct SearchRuleTests {
  @Test("C6: a person's search activates the controller, tells the bar's delegate and updater")
  func searchAndCancel() throws {
    // Given a screen with a search controller in its navigation item, everything logged
    let sut = UISearchController(searchResultsController: nil)
    let log = SearchLog()
    sut.searchResultsUpdater = log
    sut.delegate = log
    sut.searchBar.delegate = log
    let screen = screen("Recipes")
    screen.navigationItem.searchController = sut
    let window = visibleWindow(root: UINavigationController(rootViewController: screen))
    // When a person searches for "soup", then cancels
    try window.host.search("soup")
    let whileSearching = (sut.isActive, sut.searchBar.searchTextField.text)
    try window.host.cancelSearch()
    // Then the search became active, the text reached everyone, and Cancel cleared it
    #expect(whileSearching == (true, "soup"))
    #expect(
      log.events == [
        "shouldBegin", "willPresent", "didPresent", "update ''", "didBegin",
        "shouldChange 0+0 's'", "textDidChange s", "update 's'",
        "shouldChange 1+0 'o'", "textDidChange so", "update 'so'",
        "shouldChange 2+0 'u'", "textDidChange sou", "update 'sou'",
        "shouldChange 3+0 'p'", "textDidChange soup", "update 'soup'",
        "cancel", "update ''", "willDismiss", "didDismiss",
      ])
    #expect(!sut.isActive && sut.searchBar.text == "")
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uisearchbardelegate: searchBarShouldBeginEditing(_:)
  // "Asks the delegate if editing should begin in the specified search bar";
  // searchBar(_:shouldChangeTextIn:replacementText:) "Asks the delegate if text in a specified
  // range should be replaced with given text"; searchBar(_:textDidChange:) "Tells the delegate
  // that the user changed the search text"; searchBarSearchButtonClicked(_:) "Tells the delegate
  // that the search button was tapped". UITableView.tableHeaderView holds a search bar in
  // apps written before search controllers went in the navigation item.
  @Test("C6: a search bar of the screen's own takes a key at a time, as its delegate allows")
  func plainSearchBar() throws {
    // Given a table whose header is a search bar holding an old search, whose delegate refuses
    // digits
    let table = UITableView(frame: UIScreen.main.bounds, style: .plain)
    let sut = UISearchBar(frame: CGRect(x: 0, y: 0, width: 393, height: 56))
    sut.text = "old"
    sut.showsCancelButton = true
    let log = SearchLog()
    log.refused = Set("0123456789")
    sut.delegate = log
    table.tableHeaderView = sut
    let screen = screen("Mountains")
    screen.view.addSubview(table)
    let window = visibleWindow(root: UINavigationController(rootViewController: screen))
    // When a person searches for "k2", presses Search, then Cancel
    try window.host.search("k2")
    try window.host.submitSearch()
    try window.host.cancelSearch()
    // Then editing began, the old search was cleared, the digit refused, and the delegate heard
    // the search and the cancel
    #expect(sut.text == "k")
    #expect(
      log.events == [
        "shouldBegin", "didBegin", "shouldChange 0+3 ''", "textDidChange ", "shouldChange 0+0 'k'",
        "textDidChange k", "shouldChange 1+0 '2'", "search", "cancel",
      ])
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uisearchcontroller/searchresultscontroller: "When
  // the user enters text in the search bar, the search controller displays this view controller
  // immediately and without any animations"; automaticallyshowssearchresultscontroller: it
  // "automatically shows its results controller based on the contents of its text property";
  // the results controller finds the screen to push from through presentingViewController, the
  // controller that definesPresentationContext (Apple's Table Search sample sets it).
  @Test("C6: results show over the screen once text is typed, and push from the screen searched")
  func resultsController() throws {
    // Given a list of fruits that searches with a results controller and defines the
    // presentation context
    let sut = SearchedFruits()
    let window = visibleWindow(root: UINavigationController(rootViewController: sut))
    // When a person taps the bar, types "ap", taps a result, goes back, then cancels
    sut.search.isActive = true
    let whileEmpty = window.host.visibleScreen
    try window.host.search("ap")
    let shown = window.host.visibleRows.map(\.displayedText)
    try window.host.tap("Apricot")
    let pushed = window.path
    try window.host.back()
    let afterBack = window.host.visibleRows.map(\.displayedText)
    try window.host.cancelSearch()
    // Then the results showed only once there was text, as the screen's rows, and appeared;
    // the result pushed onto the screen's navigation controller; cancelling hid them again
    #expect(whileEmpty === sut)
    #expect(shown == ["Apple", "Apricot"] && afterBack == ["Apple", "Apricot"])
    #expect(pushed == "Fruits > Apricot")
    #expect(sut.results.appearances == ["willAppear", "willDisappear"])
    #expect(window.host.visibleScreen === sut && !sut.search.isActive)
    expectNoDiagnostics(window.host)
  }

  @Test("C6: results shown by the app show with no text, and stop following the text")
  func resultsShownByTheApp() throws {
    // Given the searched list, its search active with no text
    let sut = SearchedFruits()
    let window = visibleWindow(root: UINavigationController(rootViewController: sut))
    try window.host.search("")
    let automatic = sut.search.automaticallyShowsSearchResultsController
    // When the app shows the results itself, as suggestions before any text
    sut.search.showsSearchResultsController = true
    // Then they show, and the search controller no longer shows them by itself
    #expect(automatic && !sut.search.automaticallyShowsSearchResultsController)
    #expect(window.host.visibleScreen === sut.results)
    #expect(sut.results.parent === sut.search && sut.results.presentingViewController === sut)
  }

  // developer.apple.com/documentation/uikit/uisearchcontroller/searchsuggestions: "The search
  // suggestions to display"; uisearchresultsupdating/updatesearchresults(for:selecting:): "Called
  // when the user selects a search suggestion"; uisearchtextfielddelegate/searchtextfield(_:didselect:)
  // tells the search field's delegate of the same choice.
  @Test("C6: a person chooses a suggestion under the search: the field and the updater hear it")
  func searchSuggestions() throws {
    // Given a recipe search that suggests two dishes as a person types
    let sut = UISearchController(searchResultsController: nil)
    let log = SearchLog()
    sut.searchResultsUpdater = log
    sut.searchBar.searchTextField.delegate = log
    sut.searchSuggestions = [
      UISearchSuggestionItem(localizedSuggestion: "Soup"),
      UISearchSuggestionItem(localizedSuggestion: "Salad", localizedDescription: "Green"),
    ]
    let screen = screen("Recipes")
    screen.navigationItem.searchController = sut
    let window = visibleWindow(root: UINavigationController(rootViewController: screen))
    #expect(throws: UserActionError.noSearchInProgress) {
      try window.host.selectSearchSuggestion("Soup")
    }
    // When a person searches for "s" and chooses Salad, then asks for a dish not suggested
    try window.host.search("s")
    try window.host.selectSearchSuggestion("salad")
    // Then the field's delegate, then the updater, heard of Salad; the other is refused
    #expect(log.events.suffix(2) == ["didSelect Salad", "selecting Salad"])
    #expect(throws: UserActionError.noSuchSuggestion("Pie", available: ["Soup", "Salad"])) {
      try window.host.selectSearchSuggestion("Pie")
    }
    expectNoDiagnostics(window.host)
  }

  @Test("C6: a screen with no search bar cannot be searched")
  func noSearchBar() {
    // Given a screen without a search controller
    let window = visibleWindow(root: screen("Plain"))
    // When a person tries to search, then it is refused and nothing happens
    #expect(throws: UserActionError.noSearchBar) { try window.host.search("soup") }
    #expect(window.host.diagnostics.isEmpty)
  }
}

/// Logs what a search controller tells its updater, its delegate and its bar's delegate.
@MainActor
private final class SearchLog: NSObject, UISearchResultsUpdating, UISearchControllerDelegate,
  UISearchBarDelegate, UISearchTextFieldDelegate
{
  func searchTextField(
    _ searchTextField: UISearchTextField, didSelect suggestion: any UISearchSuggestion
  ) {
    events.append("didSelect \(suggestion.localizedSuggestion ?? "")")
  }

  func updateSearchResults(
    for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion
  ) {
    events.append("selecting \(searchSuggestion.localizedSuggestion ?? "")")
  }

  private(set) var events: [String] = []
  /// Characters the bar's delegate will not let in.
  var refused: Set<Character> = []

  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
    events.append("shouldBegin")
    return true
  }

  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
    events.append("didBegin")
  }

  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    events.append("shouldChange \(range.location)+\(range.length) '\(text)'")
    return !text.contains { refused.contains($0) }
  }

  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
    events.append("search")
  }

  func updateSearchResults(for searchController: UISearchController) {
    events.append("update '\(searchController.searchBar.text ?? "")'")
  }

  func willPresentSearchController(_ searchController: UISearchController) {
    events.append("willPresent")
  }

  func didPresentSearchController(_ searchController: UISearchController) {
    events.append("didPresent")
  }

  func willDismissSearchController(_ searchController: UISearchController) {
    events.append("willDismiss")
  }

  func didDismissSearchController(_ searchController: UISearchController) {
    events.append("didDismiss")
  }

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    events.append("textDidChange \(searchText)")
  }

  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
    events.append("cancel")
  }
}

/// Fruits searched with a results controller, as Apple's Table Search sample does: the results
/// push the chosen fruit from the screen that presents them.
@MainActor
private final class SearchedFruits: UITableViewController, UISearchResultsUpdating {
  let results = FruitResults()
  private(set) lazy var search = UISearchController(searchResultsController: results)
  private let fruits = ["Apple", "Apricot", "Banana"]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Fruits"
    search.searchResultsUpdater = self
    navigationItem.searchController = search
    definesPresentationContext = true
  }

  func updateSearchResults(for searchController: UISearchController) {
    let text = (searchController.searchBar.text ?? "").lowercased()
    results.fruits = fruits.filter { $0.lowercased().hasPrefix(text) }
    results.tableView.reloadData()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    fruits.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = fruits[indexPath.row]
    return cell
  }
}

/// The fruits found, each pushed from the searched screen when chosen.
@MainActor
private final class FruitResults: UITableViewController {
  var fruits: [String] = []
  private(set) var appearances: [String] = []

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearances.append("willAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    appearances.append("willDisappear")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    fruits.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = fruits[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let fruit = UIViewController()
    fruit.title = fruits[indexPath.row]
    presentingViewController?.navigationController?.pushViewController(fruit, animated: false)
  }
}
