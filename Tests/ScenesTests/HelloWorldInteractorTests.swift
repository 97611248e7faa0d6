import Scenes
import Testing

@Suite("HelloWorldInteractor")
@MainActor
struct HelloWorldInteractorTests {
  let presenter = HelloWorldPresenterSpy()
  let router = HelloWorldRouterSpy()

  @Test(
    "HelloWorld greets and offers only the ways out of how it was presented",
    arguments: [
      (HelloWorldModels.Presentation.push, ["back", "home"]), (.modal, ["close"]),
    ])
  func helloWorldRoutes(presentation: HelloWorldModels.Presentation, routes: [String]) {
    // Given HelloWorld presented as `presentation`, given a router for both ways
    let sut = HelloWorldInteractor(presentation: presentation, presenter: presenter)
    sut.pushedRouter = router
    sut.modalRouter = router
    sut.load()
    // When a person asks for every way out
    sut.back()
    sut.home()
    sut.close()
    // Then only the ones that fit reached the router: back (4) and home (5) when pushed,
    // close (7) when modal
    #expect(presenter.calls == ["greeting(\(presentation))"])
    #expect(router.calls == routes)
  }
}
