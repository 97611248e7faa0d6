@_spi(HostTesting) import PresentationHost
import Testing

/// Drives `ProfileApp.swift`: a form written for iOS, its text field delegate, its Save button
/// and its link to Safari behave on the host as on an iPhone.
@Suite("A profile form, ported")
@MainActor
struct ProfilePortTests {
  private func launch() -> (ProfileRouter, ProfileViewController, UIWindow) {
    let profile = ProfileViewController()
    let router = ProfileRouter()
    router.viewController = profile
    profile.router = router
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.pushViewController(profile, animated: false)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return (router, profile, window)
  }

  @Test("R2: the delegate keeps the name short and ends editing on return; Save saves and pops")
  func typeAndSave() throws {
    // Given the profile pushed on a stack, with Save disabled while the name is empty
    let (sut, profile, window) = launch()
    #expect(throws: UserActionError.buttonDisabled("Save")) { try window.host.tap("Save") }
    // When a person types a name too long, then one that fits, and taps Save
    try window.host.type(String(repeating: "x", count: 21), into: "name")
    let afterLongName = profile.nameIsBeingEdited
    try window.host.type("Ada Lovelace", into: "name")
    try window.host.pressReturn(in: "name")
    let editingAfterReturn = profile.nameIsBeingEdited
    try window.host.tap("Save")
    // Then only the name that fits was saved, editing ended, and the router popped the form
    #expect(afterLongName && !editingAfterReturn)
    #expect(sut.saved == ["Ada Lovelace"])
    #expect(!profile.nameIsBeingEdited && !profile.isSaving)
    #expect(window.path == "UIViewController")
    expectNoDiagnostics(window.host)
  }

  @Test("SC10: Help opens the web page in Safari")
  func helpOpensSafari() throws {
    // Given the profile, in an app launched on the host
    let host = HeadlessHost()
    host.launch(ProfileAppDelegate())
    let (sut, _, window) = launch()
    // When a person taps Help
    try window.host.tap("Help")
    // Then the page was opened in another app
    #expect(sut.helpOpened == true)
    #expect(host.openedExternally.map(\.absoluteString) == ["https://example.com/help"])
  }
}

private final class ProfileAppDelegate: UIResponder, UIApplicationDelegate {}
