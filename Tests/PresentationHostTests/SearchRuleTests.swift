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
        "willPresent", "didPresent", "update ''", "textDidChange soup", "update 'soup'",
        "cancel", "update ''", "willDismiss", "didDismiss",
      ])
    #expect(!sut.isActive && sut.searchBar.text == "")
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
