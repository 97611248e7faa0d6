import Scenes
import Testing

// The Explore tab's screens' test doubles, beside their tests: hand-written; a spy records calls, a
// stub answers.

@MainActor
final class ExploreRouterSpy: HomeRouterProtocol, DetailRouterProtocol,
  PushedHelloWorldRouterProtocol, ModalHelloWorldRouterProtocol
{
  var calls: [String] = []

  func showDetail() { calls.append("showDetail") }
  func presentHelloWorld() { calls.append("presentHelloWorld") }
  func showHelloWorld() { calls.append("showHelloWorld") }
  func showHome() { calls.append("showHome") }
  func back() { calls.append("back") }
  func home() { calls.append("home") }
  func close() { calls.append("close") }
}

@MainActor
final class ExplorePresenterSpy: HomePresentationLogic, DetailPresentationLogic,
  HelloWorldPresentationLogic
{
  var calls: [String] = []
  func presentWelcome() { calls.append("welcome") }
  func presentDetail() { calls.append("detail") }
  func presentGreeting(presentation: HelloWorldModels.Presentation) {
    calls.append("greeting(\(presentation))")
  }
}
