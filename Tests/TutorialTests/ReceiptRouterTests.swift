import Coordinators
import Factories
@_spi(HostTesting) import PresentationHost
import Testing

@Suite("Receipt on the host: built, bound, shown and closed")
@MainActor
struct ReceiptRouterTests {
  @Test("The assembly's Receipt keeps its router, and Close dismisses it")
  func receiptCloses() throws {
    // Given a window whose root presented the Receipt the assembly made
    let root = UIViewController()
    root.title = "Root"
    let window = UIWindow()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let receipt = ReceiptAssembly().makeReceipt(ordered: "tea")
    root.present(receipt, animated: false)
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

  @Test("Under a coordinator, the flow presents the receipt and leaves the tree on Close")
  func coordinatorFlow() throws {
    // Given a parent flow whose child presents the receipt over the window's root
    let root = UIViewController()
    root.title = "Root"
    let window = UIWindow()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let parent = ReceiptParent()
    weak var weakFlow: ReceiptCoordinator?
    do {
      let flow = ReceiptCoordinator(
        navigator: SceneNavigator(initial: .main), presenter: root,
        ordered: "tea")
      weakFlow = flow
      parent.startChild(flow)
    }
    let shown = window.path
    // When a person taps Close
    try window.host.tap("Close")
    // Then the receipt was shown and is gone, and so is its flow
    #expect(shown == "Root | Receipt")
    #expect(window.path == "Root")
    #expect(weakFlow == nil && parent.childCoordinators.isEmpty)
  }
}

/// A parent for the receipt's flow.
@MainActor
private final class ReceiptParent: Coordinator {
  init() {
    super.init(navigator: SceneNavigator(initial: .main))
  }
}
