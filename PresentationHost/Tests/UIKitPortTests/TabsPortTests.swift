@_spi(HostTesting) import PresentationHost
import Testing

/// Drives `TabsApp.swift`: a six-tab app, compiled with only its import changed, behaves on
/// the host as on an iPhone, where two of its tabs are behind More.
@Suite("Six tabs and More, ported")
@MainActor
struct TabsPortTests {
  private func launch() -> (SectionsCoordinator, UIWindow) {
    let sut = SectionsCoordinator()
    sut.start()
    let window = UIWindow()
    window.rootViewController = sut.tabBarController
    window.makeKeyAndVisible()
    return (sut, window)
  }

  @Test("T5: a person opens a section behind More, and the delegate sees More")
  func personOpensASectionBehindMore() throws {
    // Given the six-tab app
    let (sut, window) = launch()
    // When a person taps More, then Help, then goes back to the list and taps Home
    try window.host.selectTab("More")
    try window.host.tap("Help")
    let help = window.path
    try window.host.back()
    try window.host.selectTab("Home")
    // Then the bar kept four sections and More, Help showed above the list, and analytics saw
    // More and Home
    #expect(window.host.tabTitles == ["Home", "Search", "Orders", "Messages", "More"])
    #expect(help == "More: More > Help")
    #expect(window.path == "Home: Home")
    #expect(sut.opened == ["More", "Home"])
    expectNoDiagnostics(window.host)
    #expect(window.host.leaks.isEmpty)
  }

  @Test("T5: a link opens an item in a section behind More as in one on the bar")
  func linkOpensItemBehindMore() {
    // Given the six-tab app
    let (sut, window) = launch()
    // When a link opens an order, then a setting
    sut.open(section: "Orders", item: "Order 42")
    let order = window.path
    sut.open(section: "Settings", item: "Privacy")
    // Then each item is pushed in its section: Settings' screens are on the More stack
    #expect(order == "Orders: Orders > Order 42")
    #expect(window.path == "More: More > Settings > Privacy")
    #expect(sut.opened.isEmpty)
    expectNoDiagnostics(window.host)
  }
}
