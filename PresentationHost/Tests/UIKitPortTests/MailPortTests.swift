import Foundation
@_spi(HostTesting) import PresentationHost
import Testing

/// Drives `MailApp.swift`: a mail inbox a person reaches by universal links, whose rows show a
/// configuration of the app's own, whose filter menu loads its folders as it opens, whose
/// compose button sits in the bar as a custom view, and whose archive fades a message out
/// before going back, on the host as on an iPhone.
@Suite("A mail inbox with universal links, custom rows, a deferred menu and a fade, ported")
@MainActor
struct MailPortTests {
  /// The app launched, its scene connected with `options`; the host is returned to keep it.
  private func launch(
    _ options: UIScene.ConnectionOptions? = nil
  ) throws -> (HeadlessHost, UINavigationController) {
    let host = HeadlessHost()
    host.register(sceneDelegateClass: MailSceneDelegate.self) { MailSceneDelegate() }
    host.launch(MailAppDelegate())
    let scene = try #require(host.connectScene(options: options ?? UIScene.ConnectionOptions()))
    let delegate = try #require(scene.delegate as? MailSceneDelegate)
    let navigation = try #require(delegate.window?.rootViewController as? UINavigationController)
    return (host, navigation)
  }

  private func link(_ address: String) -> NSUserActivity {
    let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    activity.webpageURL = URL(string: address)
    return activity
  }

  @Test("A universal link opens its message at launch, and another while the app runs")
  func universalLinks() throws {
    // Given the app launched from a link to message 2
    let (host, navigation) = try launch(
      UIScene.ConnectionOptions(userActivities: [link("https://mail.example.com/message/2")]))
    let atLaunch = navigation.viewControllers.map { $0.title ?? "" }
    // When, in the background, the person taps a link to message 3, then one to no message
    host.moveToBackground(try #require(host.application.connectedScenes.first))
    host.tapUniversalLink(try #require(URL(string: "https://mail.example.com/message/3")))
    let afterRunningLink = navigation.viewControllers.map { $0.title ?? "" }
    host.tapUniversalLink(try #require(URL(string: "https://mail.example.com/settings")))
    // Then each message opened over the inbox, and the unknown link changed nothing
    #expect(atLaunch == ["Inbox", "Build Bot"])
    #expect(afterRunningLink == ["Inbox", "Ben"])
    #expect(navigation.viewControllers.map { $0.title ?? "" } == ["Inbox", "Ben"])
    expectNoDiagnostics(host)
  }

  @Test("Editing, a person checks messages: each row shows its check through its own view")
  func selectingWhileEditing() throws {
    // Given the inbox on screen
    let (host, navigation) = try launch()
    let rowsAtFirst = host.visibleItems.map(\.displayedText)
    // When the person taps Edit, then two messages
    try host.tap("Edit")
    try host.tap("Ana Lunch on Friday?")
    try host.tap("Ben Slides for Monday")
    // Then both rows show a check, and no message opened
    #expect(rowsAtFirst.first == "Ana Lunch on Friday?")
    #expect(
      host.visibleItems.map(\.displayedText) == [
        "✓ Ana Lunch on Friday?", "Build Bot Nightly build passed", "✓ Ben Slides for Monday",
      ])
    #expect(navigation.viewControllers.count == 1)
    expectNoDiagnostics(host)
  }

  @Test("The filter menu loads its folders as it opens; the bar's compose button presents")
  func filterAndCompose() throws {
    // Given the inbox on screen
    let (host, navigation) = try launch()
    let inbox = try #require(navigation.topViewController as? MailboxViewController)
    // When the person opens Filter (it offers the folders it loaded), chooses Work, then taps
    // Compose
    #expect(throws: UserActionError.opensMenu("Filter", choices: ["All Mail", "Personal", "Work"]))
    {
      try host.tap("Filter")
    }
    try host.tap("Filter", choosing: "Work")
    let filtered = host.visibleItems.map(\.displayedText)
    try host.tap("Compose")
    // Then the inbox showed Work, and Compose presented a new message; the shortcut for it is
    // offered to a hardware keyboard
    #expect(inbox.folder == "Work")
    #expect(filtered == ["Build Bot Nightly build passed", "Ben Slides for Monday"])
    let presented = navigation.presentedViewController as? UINavigationController
    #expect(presented?.topViewController?.title == "New Message")
    #expect(inbox.keyCommands?.map(\.title) == ["New Message"])
    expectNoDiagnostics(host)
  }

  @Test("Archive fades the message out and, as the fade ends, goes back to the inbox")
  func archiveFadesThenGoesBack() throws {
    // Given a message opened from the inbox
    let (host, navigation) = try launch()
    try host.tap("Ana Lunch on Friday?")
    let message = try #require(navigation.topViewController as? MailMessageViewController)
    // When the person taps Archive
    try host.tap("Archive")
    // Then the message faded out, and its fade's end took the person back
    #expect(message.view.layer.opacity == 0)
    #expect(message.view.layer.animationKeys() == nil)
    #expect(navigation.viewControllers.map { $0.title ?? "" } == ["Inbox"])
    expectNoDiagnostics(host)
  }
}
