import Scenes
import Testing

// Detail's test doubles, beside its tests: hand-written; a spy records calls.

@MainActor
final class DetailRouterSpy: DetailRouterProtocol {
  var calls: [String] = []
  func showHome() { calls.append("showHome") }
  func showHelloWorld() { calls.append("showHelloWorld") }
}

@MainActor
final class DetailPresenterSpy: DetailPresentationLogic {
  var calls: [String] = []
  func presentDetail() { calls.append("detail") }
}
