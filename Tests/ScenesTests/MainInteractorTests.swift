import Scenes
import Testing

@Suite("MainInteractor")
@MainActor
struct MainInteractorTests {
  let presenter = MainPresenterSpy()
  let router = MainRouterSpy()
  let interactor: MainInteractor

  init() {
    interactor = MainInteractor(presenter: presenter)
    interactor.router = router
  }

  @Test("An empty or blank message is refused with no router request", arguments: ["", "  \n"])
  func blankMessageIsRefused(message: String) {
    interactor.order(request: .init(message: message))
    #expect(router.orderedMessages.isEmpty)
    #expect(presenter.responses == [.refused])
  }

  @Test("A message is ordered through the router, trimmed")
  func messageIsOrdered() {
    interactor.order(request: .init(message: " coffee "))
    #expect(router.orderedMessages == ["coffee"])
    #expect(presenter.responses.isEmpty)
  }

  @Test("Success presents the ordered text")
  func successIsPresented() {
    interactor.order(request: .init(message: "coffee"))
    router.orderCompletion?(.success("coffee with milk"))
    #expect(presenter.responses == [.ordered("coffee with milk")])
  }

  @Test("Failure presents the cancellation")
  func failureIsPresented() {
    interactor.order(request: .init(message: "coffee"))
    router.orderCompletion?(.failure(OrderError.cancelled))
    #expect(presenter.responses == [.cancelled])
  }
}
