import Links
@_spi(HostTesting) import PresentationHost
import Routing
import Scenes
import Testing

/// A link goes on from a screen through the link actions its builder handed over, never through
/// the screen's class: a router drives any view controller.
@Suite("Routers' link actions")
@MainActor
struct LinkActionTests {
  let destinations = DestinationsSpy()

  @Test("Home's router goes on to Detail and to a modal HelloWorld by Home's link actions")
  func homeTakesItsSteps() {
    // Given Home's router driving a plain view controller, with spied link actions
    let steps = HomeLinkActionsSpy()
    let sut = HomeRouter(destinations: destinations)
    sut.viewController = titled("Home")
    sut.linkActions = steps
    // When a link goes on to Detail, then to a modal HelloWorld, then to a place Home does not
    // lead to
    sut.advance(to: .detail, in: .detail)
    sut.advance(to: .helloWorld(.modal), in: .modalHelloWorld)
    sut.advance(to: .helloWorld(.push), in: .pushedHelloWorld)
    // Then each step Home leads to was taken once, and nothing else
    #expect(steps.taken == ["detail", "hello"])
  }

  @Test("Main's router orders a link's message by Main's link actions")
  func mainTakesItsSteps() {
    // Given Main's router with spied link actions
    let steps = MainLinkActionsSpy()
    let sut = MainRouter(destinations: destinations)
    sut.viewController = titled("Main")
    sut.linkActions = steps
    // When a link goes on to an order of tea
    sut.advance(to: .order(message: "tea"), in: .order(message: "tea"))
    // Then the message was ordered as a tap orders it
    #expect(steps.messages == ["tea"])
  }
}
