@_spi(HostTesting) import PresentationHost
import Testing

/// Drives `ShareApp.swift`: the share sheet is a controller presented as a sheet, and closing it
/// tells its handler nothing was shared, on the host as on an iPhone.
@Suite("A searchable screen that shares, ported")
@MainActor
struct SharePortTests {
  @Test("Share presents the share sheet; swiping it down tells the handler nothing completed")
  func shareThenClose() throws {
    // Given the articles screen in a navigation controller
    let sut = ArticlesViewController()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UINavigationController(rootViewController: sut)
    window.makeKeyAndVisible()
    // When a person taps Share, then swipes the sheet down
    try window.host.tap("Share")
    let presented = window.rootViewController?.presentedViewController
    try window.host.swipeDown()
    // Then the share sheet was shown as a sheet, and its handler heard it closed unfinished
    #expect(presented is UIActivityViewController)
    #expect(presented?.modalPresentationStyle == .automatic)
    #expect(sut.shareFinished == false)
    #expect(window.rootViewController?.presentedViewController == nil)
    expectNoDiagnostics(window.host)
  }
}
