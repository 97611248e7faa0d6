import Scenes
import Testing

// Main's presenter's test double, beside its tests, hand-written (a spy records calls); its
// router's spy stands in MainInteractorTests.swift, which the tutorial shows.

@MainActor
final class MainPresenterSpy: MainPresentationLogic {
  var responses: [MainModels.OrderResponse] = []
  func presentOrder(response: MainModels.OrderResponse) { responses.append(response) }
}
