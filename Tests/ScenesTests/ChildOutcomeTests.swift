import Scenes
import Testing

@Suite("OutcomeDelivery: one outcome, once, on every way out")
@MainActor
struct OutcomeDeliveryTests {
  private let results = CompletionRecorder<ChildOutcome<String>>()

  @Test("The first outcome is delivered; later ones are not")
  func firstOutcomeOnly() {
    // Given
    let sut = OutcomeDelivery(results.completion)
    // When
    sut.deliver(.done("tea"))
    sut.deliver(.closed)
    // Then
    #expect(results.values == [.done("tea")])
    #expect(sut.isDelivered)
  }

  @Test("A delivery let go before it delivered delivers interrupted, once")
  func releasedDeliversInterrupted() {
    // Given a delivery whose owner goes, as a screen's interactor goes with its closed window
    var sut: OutcomeDelivery<String>? = OutcomeDelivery(results.completion)
    #expect(sut?.isDelivered == false)
    // When
    sut = nil
    // Then
    #expect(results.values == [.interrupted])
  }

  @Test("A delivery let go after it delivered delivers nothing more")
  func releasedAfterDeliveryIsQuiet() {
    // Given
    var sut: OutcomeDelivery<String>? = OutcomeDelivery(results.completion)
    sut?.deliver(.closed)
    // When
    sut = nil
    // Then
    #expect(results.values == [.closed])
  }
}
