@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:):
// the completion handler is told whether the URL was opened; with universalLinksOnly, "if the
// URL is not a valid universal link, or if there is no installed app capable of opening the
// URL, the URL is not opened". canOpenURL(_:): "If your app is linked on or after iOS 9.0, you
// must declare the URL schemes you pass to this method by adding the LSApplicationQueriesSchemes
// key to your app's Info.plist file. This method always returns false for undeclared schemes";
// UIKit logs `-canOpenURL: failed for URL: … - error: "This app is not allowed to query for
// scheme …"` (quoted in public issue trackers, for example ohh2ahh/appavailability#22).
@Suite("Opening URLs in other apps")
@MainActor
struct OpenURLRuleTests {
  @Test("SC10: a web link opens in another app: the completion hears true, the app goes back")
  func webLinkOpensElsewhere() throws {
    // Given an app in the foreground
    let (sut, scene) = try foregroundApp()
    var opened: Bool?
    // When it opens a web link
    sut.application.open(try #require(URL(string: "https://example.com/help"))) { opened = $0 }
    // Then the link was opened elsewhere, and the other app took the screen
    #expect(opened == true)
    #expect(sut.openedExternally.map(\.host) == ["example.com"])
    #expect(scene.activationState == .background)
    expectNoDiagnostics(sut)
  }

  @Test("SC10: the app's page in Settings opens, in the Settings app")
  func settingsOpen() throws {
    // Given an app in the foreground
    let (sut, scene) = try foregroundApp()
    var opened: Bool?
    // When it opens its page in Settings
    let url = try #require(URL(string: UIApplication.openSettingsURLString))
    sut.application.open(url) { opened = $0 }
    // Then Settings took the screen
    #expect(opened == true)
    #expect(scene.activationState == .background)
  }

  @Test("SC10: a scheme no app handles, or a non-universal link asked as one, opens nothing")
  func nothingToOpenWith() throws {
    // Given an app in the foreground
    let (sut, scene) = try foregroundApp()
    var answers: [Bool] = []
    // When it opens a scheme no installed app handles, and a web link as a universal link only
    sut.application.open(try #require(URL(string: "someapp://item/3"))) { answers.append($0) }
    sut.application.open(
      try #require(URL(string: "https://example.com")), options: [.universalLinksOnly: true]
    ) { answers.append($0) }
    // Then neither opened, and the app stayed in front
    #expect(answers == [false, false])
    #expect(sut.openedExternally.isEmpty)
    #expect(scene.activationState == .foregroundActive)
  }

  @Test("SC10: canOpenURL answers only for declared schemes; an undeclared one logs a warning")
  func canOpenURL() throws {
    // Given an app whose Info.plist may query https and someapp
    let (sut, _) = try foregroundApp()
    sut.queriedURLSchemes = ["https", "someapp"]
    // When it asks about a declared web link, a declared scheme no app has, and an undeclared one
    let web = sut.application.canOpenURL(try #require(URL(string: "https://example.com")))
    let missing = sut.application.canOpenURL(try #require(URL(string: "someapp://x")))
    #expect(sut.diagnostics.isEmpty)
    let undeclared = sut.application.canOpenURL(try #require(URL(string: "tel:123")))
    // Then only the web link can open, and the undeclared question was logged
    #expect(web && !missing && !undeclared)
    expectDiagnostic(sut, .warning, .sc10)
  }

  // developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:shouldinteractwith:in:interaction:):
  // "Asks the delegate whether the specified text view allows the specified type of user
  // interaction with the specified URL"; "true if interaction with the URL should be allowed";
  // UITextView: links are tappable "when the text view is selectable but not editable".
  @Test("SC10: a person taps a link in a text view; it opens unless the view's delegate says no")
  func linksInTextViews() throws {
    // Given a sign-up screen whose terms text links to the terms and the privacy policy, whose
    // delegate keeps the privacy link in the app
    let (sut, scene) = try foregroundApp()
    let screen = try #require(sut.visibleScreen)
    let terms = UITextView(frame: CGRect(x: 20, y: 400, width: 350, height: 60))
    terms.isEditable = false
    let text = NSMutableAttributedString(string: "I agree to the Terms and the Privacy Policy.")
    let termsURL = try #require(URL(string: "https://example.com/terms"))
    let privacyURL = try #require(URL(string: "https://example.com/privacy"))
    text.addAttribute(.link, value: termsURL, range: NSRange(location: 15, length: 5))
    text.addAttribute(.link, value: privacyURL, range: NSRange(location: 29, length: 14))
    terms.attributedText = text
    let delegate = LinkKeeper(kept: privacyURL)
    terms.delegate = delegate
    screen.view.addSubview(terms)
    // When a person taps the privacy link, then the terms link, then one that is not there
    try sut.tapLink("Privacy Policy")
    #expect(sut.openedExternally.isEmpty)
    try sut.tapLink("Terms")
    // Then the delegate heard both, kept the first in the app, and let the second open
    #expect(delegate.asked == [privacyURL, termsURL])
    #expect(sut.openedExternally == [termsURL])
    #expect(scene.activationState == .background)
    expectNoDiagnostics(sut)
  }

  // developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:primaryactionfor:defaultaction:):
  // "Asks the delegate for the action to perform after the user taps a text item"; "Return the
  // default action to perform the system-provided action, a custom action, or nil to perform no
  // action" (iOS 17, replacing shouldInteractWith).
  @Test("SC10: iOS 17's delegate gives a link's tap its action: the default, its own, or none")
  func linkPrimaryActions() throws {
    // Given a help text linking to the terms, the privacy policy and a support page, whose
    // delegate opens the terms in the app, performs nothing for support, and leaves privacy be
    let (sut, _) = try foregroundApp()
    let screen = try #require(sut.visibleScreen)
    let help = UITextView(frame: CGRect(x: 20, y: 400, width: 350, height: 60))
    help.isEditable = false
    let text = NSMutableAttributedString(string: "Terms, Privacy, Support")
    let urls = try ["terms", "privacy", "support"].map {
      try #require(URL(string: "https://example.com/\($0)"))
    }
    for (url, range) in zip(urls, [(0, 5), (7, 7), (16, 7)]) {
      text.addAttribute(.link, value: url, range: NSRange(location: range.0, length: range.1))
    }
    help.attributedText = text
    let delegate = LinkActions()
    help.delegate = delegate
    screen.view.addSubview(help)
    // When a person taps each link
    try sut.tapLink("Terms")
    try sut.tapLink("Support")
    let openedBefore = sut.openedExternally
    try sut.tapLink("Privacy")
    // Then the terms ran the app's action, support nothing, and privacy the default, which
    // opened it; each tap gave the delegate the link and its range
    #expect(delegate.shownInApp == [urls[0]] && openedBefore.isEmpty)
    #expect(sut.openedExternally == [urls[1]])
    #expect(delegate.items == ["0+5 terms", "16+7 support", "7+7 privacy"])
  }

  private func foregroundApp() throws -> (HeadlessHost, UIScene) {
    let host = HeadlessHost()
    host.launch(BareAppDelegate())
    return (
      host, try #require(host.connectScene(delegate: RootSceneDelegate(root: screen("Help"))))
    )
  }
}

/// A text view delegate that keeps one link in the app and lets the others open.
@MainActor
private final class LinkKeeper: NSObject, UITextViewDelegate {
  let kept: URL
  private(set) var asked: [URL] = []

  init(kept: URL) {
    self.kept = kept
  }

  func textView(
    _ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool {
    asked.append(url)
    return url != kept
  }
}

/// A text view delegate of iOS 17 that opens the terms in the app and makes support do nothing.
@MainActor
private final class LinkActions: NSObject, UITextViewDelegate {
  private(set) var items: [String] = []
  private(set) var shownInApp: [URL] = []

  func textView(
    _ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction
  ) -> UIAction? {
    guard case .link(let url) = textItem.content else { return defaultAction }
    items.append("\(textItem.range.location)+\(textItem.range.length) \(url.lastPathComponent)")
    switch url.lastPathComponent {
    case "terms": return UIAction { [weak self] _ in self?.shownInApp.append(url) }
    case "support": return nil
    default: return defaultAction
    }
  }
}
