@_spi(HostTesting) import PresentationHost
import Testing

/// Drives `MasterDetailApp.swift`, Xcode's master-detail template: on an iPhone its split view
/// controller collapses to the list, and a row tapped pushes its detail, as on a device.
@Suite("Xcode's master-detail template, ported")
@MainActor
struct MasterDetailPortTests {
  /// The app's scene connected on a host of its own, which the caller keeps.
  private func launch() throws -> (HeadlessHost, UIWindow) {
    let host = HeadlessHost()
    _ = try #require(host.connectScene(delegate: MasterDetailSceneDelegate()))
    return (host, try #require(host.keyWindow))
  }

  @Test("SV1: the app opens on its list: the empty detail was discarded as the split collapsed")
  func opensOnTheList() throws {
    // Given the template's app, when it launches on the iPhone
    let (host, window) = try launch()
    let split = try #require(window.rootViewController as? UISplitViewController)
    // Then the list shows alone, as the delegate discarded the detail with no item
    #expect(split.isCollapsed)
    #expect(window.path == "Master")
    #expect(host.visibleScreen is MasterViewController)
    expectNoDiagnostics(host)
  }

  @Test("SV2: a person adds two items, taps one, reads it, and goes back to the list")
  func addAndOpenAnItem() throws {
    // Given the app on its list
    let (host, window) = try launch()
    // When a person taps Add twice, then the first row
    try host.tap("Add")
    try host.tap("Add")
    let rows = host.visibleRows.map { $0.textLabel?.text ?? "" }
    try host.tap("Item 2")
    let detail = window.path
    let text = host.visibleControls.compactMap { ($0 as? UILabel)?.text }
    try host.back()
    // Then the detail was pushed on the list, with its item, and back leads to the list with
    // no row left selected, as the collapsed split says
    #expect(rows == ["Item 2", "Item 1"])
    #expect(detail == "Master > Item 2")
    #expect(text.contains("Item 2"))
    #expect(window.path == "Master")
    let master = try #require(host.visibleScreen as? MasterViewController)
    #expect(master.tableView.indexPathForSelectedRow == nil)
    expectNoDiagnostics(host)
    // And the host sees what a device does not: the template's list holds its last detail
    // strongly (`var detailViewController`), so the screen that left is still alive
    #expect(host.leaks.map(\.typeName) == ["TemplateDetailViewController"])
    master.detailViewController = nil
    #expect(host.leaks.isEmpty)
  }

  @Test("C2: Edit turns the list to editing and reads Done, and Done turns it back")
  func editTheList() throws {
    // Given the list with two items
    let (host, _) = try launch()
    try host.tap("Add")
    try host.tap("Add")
    let master = try #require(host.visibleScreen as? MasterViewController)
    // When a person taps Edit, then Done
    try host.tap("Edit")
    let editing = master.tableView.isEditing
    try host.tap("Done")
    // Then the table was editing, and editing is over
    #expect(editing)
    #expect(master.objects == ["Item 2", "Item 1"])
    #expect(!master.isEditing && !master.tableView.isEditing)
    #expect(master.editButtonItem.title == "Edit")
    expectNoDiagnostics(host)
  }
}
