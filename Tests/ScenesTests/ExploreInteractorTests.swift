import Scenes
import Testing

@Suite("Explore interactors")
@MainActor
struct ExploreInteractorTests {
  let presenter = ExplorePresenterSpy()
  let router = ExploreRouterSpy()

  @Test("Home welcomes, then asks for Detail (route 1) and a modal HelloWorld (route 6)")
  func homeRoutes() {
    // Given Home, loaded
    let sut = HomeInteractor(presenter: presenter)
    sut.router = router
    sut.load()
    // When a person taps Detail, then Hello
    sut.detail()
    sut.hello()
    // Then
    #expect(presenter.calls == ["welcome"])
    #expect(router.calls == ["showDetail", "presentHelloWorld"])
  }

  @Test("Detail asks for Home (route 2) and a pushed HelloWorld (route 3)")
  func detailRoutes() {
    // Given Detail
    let sut = DetailInteractor(presenter: presenter)
    sut.router = router
    // When a person taps Home, then Hello
    sut.home()
    sut.hello()
    // Then
    #expect(router.calls == ["showHome", "showHelloWorld"])
  }

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
