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

  @Test("A link's order is a tap's: trimmed and ordered, or refused when blank")
  func linkActionOrdersAsATap() {
    // Given Main's interactor as the link actions its builder hands over
    let steps: any MainLinkActions = sut
    // When a link orders a padded message, then a blank one
    steps.order(message: " tea ")
    steps.order(message: " ")
    // Then the router was asked for the trimmed order, and the blank one was refused
    #expect(router.orderedMessages == ["tea"])
    #expect(presenter.responses == [.refused])
  }

  @Test("Receipt before any order is done asks the router for nothing and says so")
  func receiptBeforeAnOrder() {
    // Given an order that was cancelled
    sut.order(request: .init(message: "coffee"))
    router.orderCompletion?(.closed)
    // When a person taps Receipt
    sut.receipt()
    // Then no receipt was asked for, and the screen says nothing was ordered
    #expect(router.receipts.isEmpty)
    #expect(presenter.responses == [.notPlaced, .nothingOrdered])
  }

  @Test("Receipt shows the receipt of the last order done")
  func receiptOfTheLastOrder() {
    // Given two orders done, the second with a note
    sut.order(request: .init(message: "tea"))
    router.orderCompletion?(.done("tea"))
    sut.order(request: .init(message: "coffee"))
    router.orderCompletion?(.done("coffee with milk"))
    // When a person taps Receipt
    sut.receipt()
    // Then the router was asked for the receipt of what the last order ended with
    #expect(router.receipts == ["coffee with milk"])
  }

  @Test("An order done presents the ordered text")
  func doneIsPresented() {
    // Given
    sut.order(request: .init(message: "coffee"))
    // When
    router.orderCompletion?(.done("coffee with milk"))
    // Then
    #expect(presenter.responses == [.ordered("coffee with milk")])
  }

  @Test(
    "An order that ended another way presents the cancellation",
    arguments: [ChildOutcome<String>.closed, .interrupted])
  func otherEndingsArePresented(outcome: ChildOutcome<String>) {
    // Given
    sut.order(request: .init(message: "coffee"))
    // When
    router.orderCompletion?(outcome)
    // Then
    #expect(presenter.responses == [.notPlaced])
  }
}

/// A hand-written spy of Main's router: it records what it is asked.
@MainActor
final class MainRouterSpy: MainRouterProtocol {
  var orderedMessages: [String] = []
  var orderCompletion: ((ChildOutcome<String>) -> Void)?
  func order(message: String, completion: @escaping (ChildOutcome<String>) -> Void) {
    orderedMessages.append(message)
    orderCompletion = completion
  }
  var receipts: [String] = []
  func showReceipt(ordered: String) { receipts.append(ordered) }
}
