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

  private func foregroundApp() throws -> (HeadlessHost, UIScene) {
    let host = HeadlessHost()
    host.launch(BareAppDelegate())
    return (
      host, try #require(host.connectScene(delegate: RootSceneDelegate(root: screen("Help"))))
    )
  }
}
