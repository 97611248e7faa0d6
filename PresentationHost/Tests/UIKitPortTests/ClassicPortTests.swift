@_spi(HostTesting) import PresentationHost
import Testing

/// Drives `ClassicApp.swift`: an app without scenes, its tab bar hidden by a pushed screen, its
/// keyboard observer and its layout callback behave on the host as on an iPhone.
@Suite("An app without scenes, ported")
@MainActor
struct ClassicPortTests {
  private func launch() throws -> (ClassicAppDelegate, UIWindow) {
    let sut = ClassicAppDelegate()
    _ = sut.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
    return (sut, try #require(sut.window))
  }

  @Test("T6: the message screen hides the tab bar; its reply field raises the keyboard over it")
  func messageHidesTabsAndMeetsTheKeyboard() throws {
    // Given the app launched from its delegate, showing the inbox
    let (_, window) = try launch()
    #expect(window.host.tabTitles == ["Inbox", "Account"])
    #expect(window.frame == UIScreen.main.bounds)
    // When a person opens a message and types a reply
    try window.host.tap("Open message")
    let message = try #require(window.host.visibleScreen as? MessageViewController)
    try window.host.type("Thanks!", into: "reply")
    let insetWhileTyping = message.bottomInset
    // Then the tab bar is gone, and the screen moved its content above the keyboard
    #expect(window.host.tabTitles.isEmpty)
    #expect(insetWhileTyping > 0)
    // And when the person goes back, the tabs are there again
    try window.host.back()
    #expect(window.host.tabTitles == ["Inbox", "Account"])
    expectNoDiagnostics(window.host)
  }

  @Test("L8: the account screen rounds its avatar once it is laid out")
  func avatarIsRoundedAfterLayout() throws {
    // Given the app launched from its delegate
    let (_, window) = try launch()
    // When a person opens the Account tab
    try window.host.selectTab("Account")
    // Then viewDidLayoutSubviews ran and rounded the avatar
    let account = try #require(window.host.visibleScreen as? AccountViewController)
    #expect(account.avatar.layer.cornerRadius == 40)
    #expect(account.avatar.clipsToBounds)
  }
}
