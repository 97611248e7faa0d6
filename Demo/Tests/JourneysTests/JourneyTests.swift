import Coordinators
@_spi(HostTesting) import PresentationHost
import Testing

@_spi(HostTesting) @testable import Journeys

@Suite("Journeys of docs/SAMPLE_APP.md")
@MainActor
struct JourneyTests {
  @Test(
    "Every journey passes on each variant, with no leaks and no diagnostics",
    arguments: Variant.allCases, sampleJourneys)
  func journeyOnVariant(variant: Variant, journey: Journey) async {
    let failure = JourneyRunner.run(journey, on: variant)
    #expect(failure == nil, "journey \(journey.id): \(failure.map(String.init(describing:)) ?? "")")
  }

  @Test(
    "Every journey passes too with the seed's broadcasting route publisher, the targeted one's twin",
    arguments: sampleJourneys)
  func journeyWithBroadcast(journey: Journey) async {
    let failure = JourneyRunner.run(journey, on: .coordinator, delivery: .broadcast)
    #expect(failure == nil, "journey \(journey.id): \(failure.map(String.init(describing:)) ?? "")")
  }

  @Test(
    "The app as it ships, with no tracing builders, walks every journey as the instrumented one",
    arguments: Variant.allCases, sampleJourneys)
  func journeyUninstrumented(variant: Variant, journey: Journey) async {
    // Given the sample with its own builders, as the benchmark measures it, when it takes
    // every step, then it reaches each path and text, with no diagnostic and no leak
    let failure = JourneyRunner.run(journey, on: variant, instrumented: false)
    #expect(failure == nil, "journey \(journey.id): \(failure.map(String.init(describing:)) ?? "")")
  }
}

@Suite("What docs/PERFORMANCE.md says of the journeys")
@MainActor
struct JourneyFactsTests {
  @Test("Journeys 13 to 16 disconnect a scene, 13 three times; no other journey does")
  func disconnectingJourneys() {
    // Given the sample journeys, when their disconnects are counted
    let sut = sampleJourneys.map { journey in
      (journey.id, journey.steps.filter { "\($0.action)" == "disconnect" }.count)
    }
    // Then they are where the document says
    #expect(sut.filter { $0.1 > 0 }.map(\.0) == [13, 14, 15, 16])
    #expect(sut.first { $0.0 == 13 }?.1 == 3)
  }
}

@Suite("The journey runner")
@MainActor
struct JourneyRunnerTests {
  @Test("A wrong path or a missing text is reported with its step")
  func wrongExpectationsFail() async {
    let wrongPath = Journey(0, "wrong path", [.init(.tap("Order"), "Shop: Main > Order")])
    #expect(JourneyRunner.run(wrongPath, on: .router)?.step == 1)
    let wrongText = Journey(0, "wrong text", [.init(.tap("Order"), "Shop: Main", ["Ordered"])])
    let failure = JourneyRunner.run(wrongText, on: .router)
    #expect(failure?.problem.contains("expected text \"Ordered\"") == true)
  }

  @Test("An action that is not possible on screen fails the journey")
  func impossibleActionFails() async {
    let journey = Journey(0, "no such button", [.init(.tap("Teleport"), "Shop: Main")])
    #expect(JourneyRunner.run(journey, on: .router)?.problem.contains("No button") == true)
  }

  @Test("Journeys render as console scripts, one command and its expectations a line")
  func journeyScript() {
    let journey = Journey(
      9, "empty", [.init(.type(field: "message", text: " "), "Shop: Main", ["Enter a message"])])
    #expect(
      journey.script
        == "# Journey 9: empty\ntype message \" \"\nexpect path Shop: Main\nexpect text Enter a message"
    )
  }
}

@Suite("Both variants in lockstep")
@MainActor
struct LockstepTests {
  @Test("After every step of every journey, every variant shows the same path and texts")
  func variantsAgree() async {
    for journey in sampleJourneys {
      #expect(Lockstep.firstDifference(in: journey) == nil, "journey \(journey.id)")
    }
  }

  @Test("Lockstep reports a difference when the variants disagree")
  func differenceIsReported() async {
    let steps = Lockstep.run([.tap("Order")])
    #expect(steps.count == 1 && steps[0].isEqual)
    #expect(steps[0].transcripts[.router]?.contains("User.tap(Order)") == true)
    #expect(steps[0].transcripts[.coordinator]?.contains("User.tap(Order)") == true)
    let a = Lockstep.Screen(path: "Shop: Main", texts: [])
    let b = Lockstep.Screen(path: "Shop: Main > Order", texts: [])
    let differing = Lockstep.StepComparison(
      step: 1, action: "tap Order", screens: [.router: a, .coordinator: b], transcripts: [:])
    #expect(!differing.isEqual)
  }
}
