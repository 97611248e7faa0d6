@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/uikit/uinavigationcontroller/init(navigationbarclass:
// toolbarclass:): "Specify the custom UINavigationBar subclass you want to use, or specify nil to
// use the standard UINavigationBar class".
@Suite("System tab items and custom bar classes")
@MainActor
struct TabItemAndBarClassRuleTests {
  // developer.apple.com/documentation/uikit/uitabbaritem/init(tabbarsystemitem:tag:): "Creates
  // and returns a new item containing the specified system item" (its title and image are the
  // system's).
  @Test("T8: a system tab item carries the system's title, and a person picks its tab by it")
  func systemTabItem() throws {
    // Given a tab bar controller whose second tab is the system's Favorites item
    let sut = UITabBarController()
    let favorites = UIViewController()
    favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 2)
    let home = UIViewController()
    home.title = "Home"
    sut.viewControllers = [home, favorites]
    let window = visibleWindow(root: sut)
    // When a person taps Favorites
    try window.host.selectTab("Favorites")
    // Then the tab is selected
    #expect(sut.selectedViewController === favorites)
    #expect(favorites.tabBarItem.tag == 2)
    expectNoDiagnostics(window.host)
  }

  @Test("U4: bars of custom classes cannot be made here: the standard ones stand in, refused")
  func customBarClasses() {
    // Given nothing refused yet
    let before = HeadlessHost.detached.diagnostics.count
    // When a navigation controller is made with the standard classes, then with a custom one
    let standard = UINavigationController(
      navigationBarClass: UINavigationBar.self, toolbarClass: nil)
    let sut = UINavigationController(navigationBarClass: TallBar.self, toolbarClass: nil)
    // Then only the custom class was refused, and both have a standard bar and no screens
    let refusals = HeadlessHost.detached.diagnostics.dropFirst(before)
    #expect(refusals.map(\.rule) == [.u4] && refusals.map(\.severity) == [.error])
    #expect(type(of: sut.navigationBar) == UINavigationBar.self)
    #expect(standard.viewControllers.isEmpty && sut.viewControllers.isEmpty)
  }
}

/// A navigation bar of the app's own.
private final class TallBar: UINavigationBar {}
