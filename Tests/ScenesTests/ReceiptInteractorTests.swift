import Scenes
import Testing

/// A hand-written spy of Receipt's router: it records what it is asked.
@MainActor
final class ReceiptRouterSpy: ReceiptRouterProtocol {
  var closeCount = 0
  func close() { closeCount += 1 }
}

/// A spy of Receipt's presenter.
@MainActor
final class ReceiptPresenterSpy: ReceiptPresentationLogic {
  var presented: [String] = []
  func presentReceipt(for ordered: String) { presented.append(ordered) }
}

@Suite("Receipt's interactor, with a mock router")
@MainActor
struct ReceiptInteractorTests {
  let router = ReceiptRouterSpy()
  let presenter = ReceiptPresenterSpy()

  @Test("Loading presents what was ordered, and asks the router for nothing")
  func loadPresents() {
    // Given an interactor for a tea
    let sut = ReceiptInteractor(ordered: "tea", presenter: presenter)
    sut.router = router
    // When the screen loads
    sut.load()
    // Then the presenter was handed the tea, and the router was not asked to close
    #expect(presenter.presented == ["tea"])
    #expect(router.closeCount == 0)
  }

  @Test("Close asks the router to close, once a tap")
  func closeAsksRouter() {
    // Given an interactor whose router is the spy
    let sut = ReceiptInteractor(ordered: "tea", presenter: presenter)
    sut.router = router
    // When a person taps Close
    sut.close()
    // Then the router was asked once
    #expect(router.closeCount == 1)
  }
}
