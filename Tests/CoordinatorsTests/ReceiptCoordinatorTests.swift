import Coordinators
import Factories
@_spi(HostTesting) import PresentationHost
import Testing

@Suite("The receipt's flow")
@MainActor
struct ReceiptCoordinatorTests {
  @Test("The flow presents the receipt and leaves the tree on Close")
  func flowLeavesOnClose() throws {
    // Given a parent flow whose child presents the receipt over the window's root
    let root = UIViewController()
    root.title = "Root"
    let window = UIWindow()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let parent = ReceiptParent()
    weak var weakFlow: ReceiptCoordinator?
    do {
      let sut = ReceiptCoordinator(
        routePublisher: RoutePublisher(initial: .main), builders: ScreenBuilders().shop,
        presenter: root, ordered: "tea")
      weakFlow = sut
      parent.startChild(sut)
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
    super.init(routePublisher: RoutePublisher(initial: .main))
  }
}
