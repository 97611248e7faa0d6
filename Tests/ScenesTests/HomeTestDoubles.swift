import Scenes
import Testing

// Home's test doubles, beside its tests: hand-written; a spy records calls.

@MainActor
final class HomeRouterSpy: HomeRouterProtocol {
  var calls: [String] = []
  func showDetail() { calls.append("showDetail") }
  func presentHelloWorld() { calls.append("presentHelloWorld") }
}

@MainActor
final class HomePresenterSpy: HomePresentationLogic {
  var calls: [String] = []
  func presentWelcome() { calls.append("welcome") }
}
