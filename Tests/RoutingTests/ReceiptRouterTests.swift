import Factories
@_spi(HostTesting) import PresentationHost
import Routing
import Scenes
import Testing

@Suite("Receipt on the host: built, bound, shown and closed")
@MainActor
struct ReceiptRouterTests {
  @Test("The Shop assembly's Receipt keeps its router, and Close dismisses it")
  func receiptCloses() throws {
    // Given a window whose root presented the Receipt the Shop feature's assembly made
    let root = UIViewController()
    root.title = "Root"
    let window = UIWindow()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let sut = RouterAssembly().shop
    root.present(sut.makeReceipt(ordered: "tea"), animated: false)
    let shown = window.path
    let line = window.host.visibleControls.compactMap { ($0 as? UILabel)?.text }
    // When a person taps Close
    try window.host.tap("Close")
    // Then the receipt showed the order, its own router closed it, and nothing is left
    #expect(shown == "Root | Receipt")
    #expect(line == ["Thank you for ordering tea"])
    #expect(window.path == "Root")
    #expect(window.host.diagnostics.isEmpty)
  }

  @Test("Main's router presents the receipt the assembly makes, over Main")
  func mainPresentsReceipt() {
    // Given Main's router on a visible stack
    let destinations = DestinationsSpy()
    let main = titled("Main")
    let (window, _) = stackWindow(root: main)
    let sut = MainRouter(destinations: destinations)
    sut.viewController = main
    // When it is asked for the receipt of a tea
    sut.showReceipt(ordered: "tea")
    // Then the receipt was built for the tea and presented over Main
    #expect(destinations.builds == ["Receipt(tea)"])
    #expect(window.path == "Main | Receipt")
  }
}
