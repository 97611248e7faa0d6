import Scenes
import Testing

@Suite("HomeInteractor")
@MainActor
struct HomeInteractorTests {
  let presenter = HomePresenterSpy()
  let router = HomeRouterSpy()

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
}
