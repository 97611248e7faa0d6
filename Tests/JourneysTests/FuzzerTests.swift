@_spi(HostTesting) import PresentationHost
import Testing

@_spi(HostTesting) @testable import Journeys

@Suite("Randomized lockstep run")
@MainActor
struct FuzzerTests {
  @Test(
    "Fixed seeds: thousands of random steps, both variants agree and every check holds",
    arguments: [1, 2, 3, 42] as [UInt64])
  func fixedSeeds(seed: UInt64) {
    let failure = Fuzzer.run(seed: seed, steps: 1_500)
    #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
  }

  @Test("The same seed gives the same actions")
  func seedsAreRepeatable() {
    var first = SeededGenerator(seed: 7)
    var second = SeededGenerator(seed: 7)
    var other = SeededGenerator(seed: 8)
    let a = (0..<5).map { _ in first.next() }
    #expect(a == (0..<5).map { _ in second.next() })
    #expect(a != (0..<5).map { _ in other.next() })
  }

  @Test("Candidates are what is on screen")
  func candidatesFollowTheScreen() throws {
    let app = Variant.router.launch()
    let onMain = Fuzzer.candidates(on: app)
    #expect(onMain.contains(.tap("Order")))
    #expect(onMain.contains(.selectTab("Explore")))
    #expect(!onMain.contains(.back) && !onMain.contains(.swipeDown))
    try app.perform(.type(field: "message", text: "tea"))
    try app.perform(.tap("Order"))
    try app.perform(.tap("Done"))
    let onLogin = Fuzzer.candidates(on: app)
    #expect(onLogin.contains(.swipeDown))
    #expect(!onLogin.contains(.selectTab("Explore")))
    #expect(onLogin.contains(.type(field: "password", text: "password1")))
  }

  @Test("Shrinking keeps only the actions the failure needs")
  func shrinking() {
    let actions: [JourneyAction] = [
      .tap("A"), .back, .tap("B"), .swipeDown, .tap("C"), .selectTab("Shop"), .tap("D"),
    ]
    let needed: Set<JourneyAction> = [.tap("B"), .tap("D")]
    let shrunk = Fuzzer.shrink(actions) { candidate in needed.isSubset(of: Set(candidate)) }
    #expect(shrunk == [.tap("B"), .tap("D")])
  }

  @Test("A replay of a valid sequence finds no problem; the failure prints as a script")
  func replayAndScript() {
    #expect(
      Fuzzer.replay([.tap("Order"), .selectTab("Explore"), .tap("Hello"), .swipeDown]) == nil)
    let failure = Fuzzer.Failure(
      seed: 9, step: 3, problem: "screens differ", actions: [.back, .swipeDown])
    #expect(failure.description == "# fuzz seed 9 failed at step 3: screens differ\nback\nswipe")
  }
}
