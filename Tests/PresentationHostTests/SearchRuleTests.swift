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
  UISearchBarDelegate
{
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
