import Scenes
import Testing

@Suite("DetailInteractor")
@MainActor
struct DetailInteractorTests {
  let presenter = DetailPresenterSpy()
  let router = DetailRouterSpy()

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
}
