import Scenes
import Testing

@Suite("MainInteractor")
@MainActor
struct MainInteractorTests {
  let presenter = MainPresenterSpy()
  let router = MainRouterSpy()
  let sut: MainInteractor

  init() {
    sut = MainInteractor(presenter: presenter)
    sut.router = router
  }

  @Test("An empty or blank message is refused with no router request", arguments: ["", "  \n"])
  func blankMessageIsRefused(message: String) {
    // When
    sut.order(request: .init(message: message))
    // Then
    #expect(router.orderedMessages.isEmpty)
    #expect(presenter.responses == [.refused])
  }

  @Test("A message is ordered through the router, trimmed")
  func messageIsOrdered() {
    // When
    sut.order(request: .init(message: " coffee "))
    // Then
    #expect(router.orderedMessages == ["coffee"])
    #expect(presenter.responses.isEmpty)
  }

  @Test("Success presents the ordered text")
  func successIsPresented() {
    // Given
    sut.order(request: .init(message: "coffee"))
    // When
    router.orderCompletion?(.success("coffee with milk"))
    // Then
    #expect(presenter.responses == [.ordered("coffee with milk")])
  }

  @Test("Failure presents the cancellation")
  func failureIsPresented() {
    // Given
    sut.order(request: .init(message: "coffee"))
    // When
    router.orderCompletion?(.failure(OrderError.cancelled))
    // Then
    #expect(presenter.responses == [.cancelled])
  }

  @Test("An order a link opened ends on Main as a requested one does")
  func linkedOrderIsPresented() throws {
    // Given the handler the interactor gave its router as it was wired
    let linked = try #require(router.linkedOrderCompletion)
    // When an order the link opened succeeds, then another is cancelled
    linked(.success("tea"))
    linked(.failure(OrderError.cancelled))
    // Then Main presents both, as it presents its own orders, and asked for none
    #expect(presenter.responses == [.ordered("tea"), .cancelled])
    #expect(router.orderedMessages.isEmpty)
  }
}
