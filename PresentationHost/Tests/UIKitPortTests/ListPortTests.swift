@_spi(HostTesting) import PresentationHost
import Testing

/// Drives `ListApp.swift`: a table screen written for iOS lists its rows, and a person's tap on
/// a row reaches its coordinator, on the host as on an iPhone.
@Suite("A list and its detail, ported")
@MainActor
struct ListPortTests {
  private func launch() -> (RecipesCoordinator, UIWindow) {
    // Linux cannot make a cell from its class alone (U4): the test says how.
    UITableView.registerMaker(for: RecipeCell.self) {
      RecipeCell(style: .subtitle, reuseIdentifier: $0)
    }
    let sut = RecipesCoordinator()
    sut.start()
    let window = UIWindow()
    window.rootViewController = sut.navigationController
    window.makeKeyAndVisible()
    return (sut, window)
  }

  @Test("C2: the rows show as the cells configure them; a tap on one pushes its recipe")
  func tapARowToOpenIt() throws {
    // Given the list on screen
    let (sut, window) = launch()
    let rows = window.host.visibleRows.map { $0.textLabel?.text ?? "" }
    // When a person taps Risotto, then goes back
    try window.host.tap("Risotto")
    let detail = window.path
    try window.host.back()
    // Then the coordinator showed it, and the list is back with no row selected
    #expect(rows == ["Pancakes", "Risotto", "Tacos"])
    #expect(sut.shown == ["Risotto"])
    #expect(detail == "Recipes > Risotto")
    let list = try #require(window.host.visibleScreen as? RecipesViewController)
    #expect(list.tableView.indexPathForSelectedRow == nil)
    expectNoDiagnostics(window.host)
    #expect(window.host.leaks.isEmpty)
  }

  @Test("C2: a row swiped and deleted leaves the table; its cell is reused for the rows left")
  func deleteARow() throws {
    // Given the list on screen
    let (_, window) = launch()
    let list = try #require(window.host.visibleScreen as? RecipesViewController)
    let cellsBefore = list.tableView.visibleCells
    // When a person swipes the first recipe and taps Delete
    try window.host.swipeRow("Pancakes", choosing: "Delete")
    // Then two rows remain, shown in cells the table had made already
    #expect(window.host.visibleRows.map { $0.textLabel?.text ?? "" } == ["Risotto", "Tacos"])
    #expect(list.tableView.visibleCells.allSatisfy { cell in cellsBefore.contains { $0 === cell } })
    expectNoDiagnostics(window.host)
  }
}
