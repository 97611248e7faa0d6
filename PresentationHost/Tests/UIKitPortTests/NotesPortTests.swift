@_spi(HostTesting) import PresentationHost
import Testing

/// Drives `NotesApp.swift`: a notes list a person adds to, deletes from, copies from and edits
/// in a sheet, then switches to dark mode, on the host as on an iPhone.
@Suite("A notes list with sheets, menus and dark mode, ported")
@MainActor
struct NotesPortTests {
  /// The notes list in a navigation controller, in a key and visible window.
  private func launch() -> (NotesViewController, UIWindow) {
    let sut = NotesViewController(style: .insetGrouped)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UINavigationController(rootViewController: sut)
    window.makeKeyAndVisible()
    return (sut, window)
  }

  @Test("Add asks for a title in an alert; the note it names joins the list")
  func addNote() throws {
    // Given the notes list
    let (sut, window) = launch()
    // When a person taps Add, types a title into the alert's field and taps Add
    try window.host.tap("Add")
    let alert = window.rootViewController?.presentedViewController as? UIAlertController
    try window.host.type("Packing", into: "Title")
    try window.host.tap("Add")
    // Then the alert asked for a title, and the note shows as a row
    #expect(alert?.title == "New Note" && alert?.textFields?.count == 1)
    #expect(sut.notes == ["Groceries", "Ideas", "Packing"])
    #expect(window.host.visibleRows.map(\.displayedText) == ["Groceries", "Ideas", "Packing"])
    #expect(window.rootViewController?.presentedViewController == nil)
    expectNoDiagnostics(window.host)
  }

  @Test("Searching narrows the list as the text changes; Cancel shows every note again")
  func searchNotes() throws {
    // Given the notes list with a third note
    let (_, window) = launch()
    try window.host.tap("Add")
    try window.host.type("Garden", into: "Title")
    try window.host.tap("Add")
    // When a person searches for "g", then "gr", then cancels
    try window.host.search("g")
    let forG = window.host.visibleRows.map(\.displayedText)
    try window.host.search("gr")
    let forGr = window.host.visibleRows.map(\.displayedText)
    try window.host.cancelSearch()
    // Then the rows followed the text, and came back whole
    #expect(forG == ["Groceries", "Garden"])
    #expect(forGr == ["Groceries"])
    #expect(window.host.visibleRows.map(\.displayedText) == ["Groceries", "Ideas", "Garden"])
    #expect(throws: UserActionError.noSearchInProgress) { try window.host.cancelSearch() }
    expectNoDiagnostics(window.host)
  }

  @Test("A swipe deletes a note, and a long press copies one")
  func deleteAndCopy() throws {
    // Given the notes list
    let (sut, window) = launch()
    // When a person swipes Ideas to delete it, then presses and holds Groceries to copy it
    try window.host.swipeRow("Ideas", choosing: "Delete")
    try window.host.longPressRow("Groceries", choosing: "Copy")
    // Then Ideas is gone, Groceries is on the pasteboard, and there is no other menu action
    #expect(sut.notes == ["Groceries"])
    #expect(window.host.visibleRows.map(\.displayedText) == ["Groceries"])
    #expect(UIPasteboard.general.string == "Groceries")
    #expect(throws: UserActionError.noSuchMenuAction("Share", row: "Groceries")) {
      try window.host.longPressRow("Groceries", choosing: "Share")
    }
    expectNoDiagnostics(window.host)
  }

  @Test("An edited note cannot be swiped away: the sheet asks first, and Discard keeps the list")
  func unsavedChangesStopTheSwipe() throws {
    // Given a note opened from the list, in a sheet with two detents
    let (sut, window) = launch()
    try window.host.tap("Groceries")
    let sheet = window.rootViewController?.presentedViewController
    let detents = sheet?.sheetPresentationController?.detents.map(\.identifier)
    // When a person types a title too long for it, then a shorter one, and swipes the sheet down
    try window.host.type(String(repeating: "x", count: 31), into: "Title")
    let afterTooLong = window.host.visibleControls.compactMap { ($0 as? UITextField)?.text }
    try window.host.type("Groceries for Sunday", into: "Title")
    try window.host.swipeDown()
    let asked = (sheet?.presentedViewController as? UIAlertController)?.title
    try window.host.tap("Discard")
    // Then the long title stopped at the field's limit, the swipe asked instead of closing,
    // and Discard closed the sheet with the list unchanged
    #expect(detents == [.medium, .large])
    #expect(afterTooLong == [String(repeating: "x", count: 30)])
    #expect(asked == "Discard changes?")
    #expect(window.rootViewController?.presentedViewController == nil)
    #expect(sut.notes == ["Groceries", "Ideas"])
    expectNoDiagnostics(window.host)
  }

  @Test("Done saves the edited title into the list")
  func saveEdit() throws {
    // Given a note opened from the list
    let (sut, window) = launch()
    try window.host.tap("Ideas")
    // When a person changes its title and taps Done
    try window.host.type("Ideas for the garden", into: "Title")
    try window.host.tap("Done")
    // Then the sheet closed and the list shows the new title
    #expect(window.rootViewController?.presentedViewController == nil)
    #expect(sut.notes == ["Groceries", "Ideas for the garden"])
    #expect(window.host.visibleRows.map(\.displayedText) == ["Groceries", "Ideas for the garden"])
    expectNoDiagnostics(window.host)
  }

  @Test("Dark turns the window dark: the list hears of it once and redraws its gradient")
  func darkMode() throws {
    // Given the notes list, light
    let (sut, window) = launch()
    let light = sut.gradientColors
    // When a person taps Dark, then opens a note
    try window.host.tap("Dark")
    let dark = sut.gradientColors
    try window.host.tap("Groceries")
    let sheet = window.rootViewController?.presentedViewController
    // Then the list turned dark once, its gradient changed, and the note's sheet is dark too
    #expect(sut.appearanceChanges == 1)
    #expect(sut.traitCollection.userInterfaceStyle == .dark)
    #expect(light[0] == .white && dark[0] == UIColor(white: 0.1, alpha: 1))
    #expect(sheet?.traitCollection.userInterfaceStyle == .dark)
    expectNoDiagnostics(window.host)
  }
}
