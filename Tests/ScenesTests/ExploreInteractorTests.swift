import Scenes
import Testing

@Suite("Explore interactors")
@MainActor
struct ExploreInteractorTests {
  let presenter = ExplorePresenterSpy()
  let router = ExploreRouterSpy()

  @Test("Home asks for Detail (route 1) and a modal HelloWorld (route 6)")
  func homeRoutes() {
    // Given
    let interactor = HomeInteractor(presenter: presenter)
    interactor.router = router
    interactor.load()
    interactor.detail()
    // When
    interactor.hello()
    // Then
    #expect(presenter.calls == ["welcome"])
    #expect(router.calls == ["showDetail", "presentHelloWorld"])
  }

  @Test("Detail asks for Home (route 2) and a pushed HelloWorld (route 3)")
  func detailRoutes() {
    // Given
    let interactor = DetailInteractor(presenter: presenter)
    interactor.router = router
    interactor.home()
    // When
    interactor.hello()
    // Then
    #expect(router.calls == ["showHome", "showHelloWorld"])
  }

  @Test("A pushed HelloWorld goes back (4) or home (5), never closes")
  func pushedHelloWorld() {
    // Given
    let interactor = HelloWorldInteractor(presentation: .push, presenter: presenter)
    interactor.pushedRouter = router
    interactor.modalRouter = router
    interactor.load()
    interactor.close()
    interactor.back()
    // When
    interactor.home()
    // Then
    #expect(presenter.calls == ["greeting(push)"])
    #expect(router.calls == ["back", "home"])
  }

  @Test("A modal HelloWorld closes (7), never pops")
  func modalHelloWorld() {
    // Given
    let interactor = HelloWorldInteractor(presentation: .modal, presenter: presenter)
    interactor.pushedRouter = router
    interactor.modalRouter = router
    interactor.back()
    interactor.home()
    // When
    interactor.close()
    // Then
    #expect(router.calls == ["close"])
  }
}
