@_spi(HostTesting) import PresentationHost
import Testing

/// Drives `ArticleApp.swift`: a screen written for Dynamic Type and VoiceOver follows a
/// person's text size and speaks its announcements on the host as on an iPhone.
@Suite("A reading screen, ported")
@MainActor
struct ArticlePortTests {
  /// The app launched as iOS launches it, its scene showing the article.
  private func launch() throws -> (HeadlessHost, ArticleViewController) {
    let host = HeadlessHost()
    host.launch(ArticleAppDelegate())
    let delegate = ArticleSceneDelegate()
    try #require(host.connectScene(delegate: delegate) != nil)
    let navigation = try #require(delegate.window?.rootViewController as? UINavigationController)
    return (host, try #require(navigation.topViewController as? ArticleViewController))
  }

  // developer.apple.com/documentation/uikit/scaling-fonts-automatically: "Use UIFontMetrics to
  // scale custom fonts"; uitraitcollection/preferredcontentsizecategory and
  // uicontentsizecategory/isaccessibilitycategory; the Human Interface Guidelines' title 1 is
  // 28 points at the default size and 43 at the second accessibility size.
  @Test("V14: at an accessibility size the fonts grow and the header stacks; back, it lines up")
  func followsTheTextSize() throws {
    // Given the article at the default text size
    let (host, sut) = try launch()
    let before = (sut.titleFont.pointSize, sut.bylineFont.pointSize, sut.headerRow.axis)
    // When the person chooses the second accessibility size, then the default again
    try host.setTextSize(.accessibilityLarge)
    let large = (sut.titleFont.pointSize, sut.bylineFont.pointSize, sut.headerRow.axis)
    try host.setTextSize(.large)
    // Then the title took its style's sizes, the byline grew as the subheadline does (30 / 15),
    // and the header stacked only while the text was that large
    #expect(before == (28, 15, .horizontal))
    #expect(large == (43, 30, .vertical))
    #expect(sut.titleFont.pointSize == 28 && sut.headerRow.axis == .horizontal)
    expectNoDiagnostics(host)
  }

  // developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement: "Post
  // this notification when ... you want VoiceOver to speak"; with VoiceOver off nothing is
  // spoken.
  @Test("V8: Bookmark's announcement is spoken only while VoiceOver runs")
  func announcesToVoiceOver() throws {
    // Given the article, with VoiceOver off
    let (host, sut) = try launch()
    // When a person bookmarks it, turns VoiceOver on, and removes the bookmark
    try host.tap("Bookmark")
    host.setAccessibility(.voiceOver, on: true)
    try host.tap("Bookmark")
    // Then both taps worked, and VoiceOver spoke only the second
    #expect(!sut.isBookmarked)
    #expect(host.spokenAnnouncements == ["Bookmark removed"])
    expectNoDiagnostics(host)
  }
}
