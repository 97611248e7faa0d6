import Scenes
import Testing

// HelloWorld's test doubles, beside its tests: hand-written; a spy records calls.

/// A router for both ways HelloWorld is shown, pushed and modal.
@MainActor
final class HelloWorldRouterSpy: PushedHelloWorldRouterProtocol, ModalHelloWorldRouterProtocol {
  var calls: [String] = []
  func back() { calls.append("back") }
  func home() { calls.append("home") }
  func close() { calls.append("close") }
}

@MainActor
final class HelloWorldPresenterSpy: HelloWorldPresentationLogic {
  var calls: [String] = []
  func presentGreeting(presentation: HelloWorldModels.Presentation) {
    calls.append("greeting(\(presentation))")
  }
}
