@_spi(HostTesting) import Journeys
import Links
import Testing

/// A screen may exist in the router and coordinator variants and not in plain MVC: the variant
/// that lacks it is named, and left out of the lockstep and the randomized run.
@Suite("Places a variant lacks")
@MainActor
struct PlacesLackedTests {
  @Test("A variant whose link to a place reaches another path lacks it, and is not compared")
  func aMissingScreenIsNamed() throws {
    // Given the paths each variant reached for two links, plain MVC missing the receipt
    let links = try ["sample://shop", "sample://shop/receipt?ordered=tea"].map {
      try AppLink(string: $0)
    }
    let reached: [Variant: [String]] = [
      .router: ["Shop: Main", "Shop: Main | Receipt"],
      .coordinator: ["Shop: Main", "Shop: Main | Receipt"],
      .mvc: ["Shop: Main", "Shop: Main"],
    ]
    // When what each lacks is worked out
    let sut = PlacesLacked.lacked(paths: reached, links: links)
    // Then plain MVC lacks the receipt, the others nothing, and only they are compared
    #expect(sut[.mvc] == ["Receipt"])
    #expect(sut[.router] == [] && sut[.coordinator] == [])
    #expect(PlacesLacked.compared(lacking: sut) == [.router, .coordinator])
  }

  @Test(
    "The router and coordinator variants have every place; plain MVC may lack one, compared only if it lacks none"
  )
  func theRuleOnPlaces() {
    // Given every feature's example links
    #expect(Place.exampleLinks.count >= 9)
    // When each variant opens each from a cold start
    let sut = PlacesLacked.measure()
    // Then the two styles the sample compares have every place, as docs/COMPARISON.md's rule
    // says, and plain MVC, the baseline, is compared exactly when it lacks none
    #expect(sut[.router] == [] && sut[.coordinator] == [])
    let mvcComplete = sut[.mvc]?.isEmpty ?? false
    #expect(
      PlacesLacked.compared(lacking: sut)
        == [.router, .coordinator] + (mvcComplete ? [Variant.mvc] : []))
  }
}
