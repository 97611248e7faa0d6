import BenchmarkReport
import Foundation
import Testing

private let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

private func timing(_ median: Double, unit: String = "ns") -> Timing {
  Timing(name: "t", unit: unit, median: median, minimum: median, maximum: median, runs: 1)
}

/// A small report whose figures the test chooses.
private func report(
  routerGrowth: Double = 1, alive: Int = 0, seconds: Double = 10, quick: Bool = false,
  routerOverFloor: Double = 2, targetedOverRouter: Double = 2,
  randomizedRun: BenchmarkReport.RandomizedRun? = nil, lookupOverRouter: Double? = nil,
  bytesPerScreen: Double = 4_000, hostSourceLines: Int? = 10_000, deepOverShallow: Double = 1.1,
  heapGrowth: Int = -1_000
) -> BenchmarkReport {
  BenchmarkReport(
    date: "2026-01-01", machine: "2 cores", configuration: "release", quick: quick, runs: 1,
    workload: .init(hostOperations: 1, journeyRepetitions: 1, navigations: 1, screensKept: 1),
    hostOperations: [Timing(name: "push", unit: "ns", median: 5, minimum: 4, maximum: 6, runs: 3)],
    journeys: [
      .init(
        journey: 1, floor: timing(100, unit: "µs"),
        variants: [
          "router": timing(100 * routerOverFloor, unit: "µs"),
          "coordinator": timing(250, unit: "µs"),
        ])
    ],
    dispatch: [
      .init(
        screens: 10, router: timing(30), broadcast: timing(500),
        targeted: timing(30 * targetedOverRouter),
        lookup: lookupOverRouter.map { timing(30 * $0) }),
      .init(
        screens: 10_000, router: timing(30 * routerGrowth), broadcast: timing(500_000),
        targeted: timing(30 * targetedOverRouter * 1.1)),
    ],
    memory: [
      .init(
        variant: "router", bytesPerScreen: bytesPerScreen, journeys: 100,
        aliveAfterJourneys: alive,
        bytesInUseGrowth: 0)
    ],
    seconds: seconds, randomizedRun: randomizedRun, hostSourceLines: hostSourceLines,
    depth: [.init(operation: "push", shallow: timing(100), deep: timing(100 * deepOverShallow))],
    navigationHeapGrowth: heapGrowth)
}

@Suite("The benchmark's report and docs/PERFORMANCE.md")
struct BenchmarkReportTests {
  @Test("docs/PERFORMANCE.md holds exactly the run in docs/benchmarks.json")
  func documentIsTheRun() throws {
    // Given the run the benchmark wrote as data, and the document it wrote the run into
    let data = try Data(contentsOf: packageRoot.appendingPathComponent("docs/benchmarks.json"))
    let run = try JSONDecoder().decode(BenchmarkReport.self, from: data)
    let document = try String(
      contentsOf: packageRoot.appendingPathComponent("docs/PERFORMANCE.md"), encoding: .utf8)
    // When the run renders itself
    let section = try #require(BenchmarkReport.section(of: document))
    // Then the document's section is that rendering, figure for figure
    #expect(section == "\n" + run.markdown + "\n", "rerun: \(BenchmarkReport.regenerateCommand)")
    #expect(try run.replacingSection(in: document) == document)
  }

  @Test("The README's command writes the document and the data it is held to, together")
  func readmeCommandWritesBoth() throws {
    // Given the README
    let sut = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    // When its benchmark command is looked for, then it is the one that writes both files
    #expect(sut.contains("`\(BenchmarkReport.regenerateCommand)`"))
  }

  @Test("A run within every target says so and meets them")
  func targetsMet() {
    let met = report()
    #expect(met.meetsTargets)
    #expect(met.markdown.contains("| routers 1.00×, targeted 1.10× | yes |"))
    #expect(met.markdown.contains("| a full run under 60 s | 10 s | yes |"))
    #expect(!met.markdown.contains("**no**"))
  }

  @Test(
    "A missed target is marked no, and fails the run",
    arguments: [
      (report(routerGrowth: 3.5), "routers 3.50×"), (report(alive: 1), "router 1 |"),
      (report(seconds: 61), "| 61 s | **no** |"), (report(seconds: 16, quick: true), "15 s"),
      (report(bytesPerScreen: 5_001), "| router 5001 | **no** |"),
      (report(deepOverShallow: 1.6), "push 1.60× | **no** |"),
      (report(heapGrowth: 20_000), "| 20000 bytes | **no** |"),
    ])
  func targetMissed(run: BenchmarkReport, shown: String) {
    #expect(!run.meetsTargets)
    #expect(run.markdown.contains("**no**"))
    #expect(run.markdown.contains(shown))
  }

  @Test("The host's lines are reported as the host's own tests count them, and judge nothing")
  func hostSizeIsReported() throws {
    // Given the package's host, its lines counted as the benchmark counts them
    let lines = try #require(BenchmarkReport.hostSourceLines(packageRoot: packageRoot))
    let measured = report()
    // When a run reports them, however many
    let sut = report(hostSourceLines: lines * 10)
    // Then the report shows the figure, and the run's targets do not depend on it
    #expect(lines > 1_000)
    #expect(sut.markdown.contains("| \(lines * 10) | reported |"))
    #expect(sut.meetsTargets == measured.meetsTargets)
  }

  @Test(
    "A screen's rule tested in each style is shown with what its test builds, and judges nothing")
  func screenTestsAreShown() {
    // Given a run that measured one screen's test in each style
    let measured = report()
    let sut = BenchmarkReport(
      date: measured.date, machine: measured.machine, configuration: measured.configuration,
      quick: false, runs: 1, workload: measured.workload, hostOperations: measured.hostOperations,
      journeys: measured.journeys, dispatch: measured.dispatch, memory: measured.memory,
      seconds: measured.seconds,
      screenTests: [
        ScreenTest(
          style: "router and coordinator", test: "an interactor", objects: 4, uikitObjects: 0,
          time: Timing(name: "t", unit: "ns", median: 900, minimum: 800, maximum: 1_000, runs: 1)),
        ScreenTest(
          style: "mvc", test: "a view controller", objects: 14, uikitObjects: 11,
          time: Timing(
            name: "t", unit: "ns", median: 9_000, minimum: 8_000, maximum: 10_000, runs: 1)),
      ])
    // When it is written as Markdown, then each test is a row with its objects and time, and the
    // run's targets are the same as without them
    #expect(sut.markdown.contains("| router and coordinator | an interactor | 4 | 0 | 900 ns"))
    #expect(sut.markdown.contains("| mvc | a view controller | 14 | 11 | 9000 ns"))
    #expect(sut.meetsTargets == measured.meetsTargets)
  }

  @Test("An awaited request's cost is reported over its completion form's, and enforces nothing")
  func requestForms() {
    // Given a run whose awaited request took 2.5 times its completion form
    let measured = report()
    let sut = BenchmarkReport(
      date: measured.date, machine: measured.machine, configuration: measured.configuration,
      quick: false, runs: 1, workload: measured.workload, hostOperations: measured.hostOperations,
      journeys: measured.journeys, dispatch: measured.dispatch, memory: measured.memory,
      seconds: measured.seconds, hostSourceLines: measured.hostSourceLines,
      requestForms: [
        Timing(
          name: "completion", unit: "ns", median: 2_000, minimum: 2_000, maximum: 2_000, runs: 1),
        Timing(name: "awaited", unit: "ns", median: 5_000, minimum: 5_000, maximum: 5_000, runs: 1),
      ])
    // When it is read, then the ratio is the awaited median over the completion median, the
    // document shows both forms, and the run meets its targets all the same
    #expect(sut.awaitedOverCompletion == 2.5)
    #expect(sut.markdown.contains("| completion | 2000 ns (2000–2000) |"))
    #expect(sut.markdown.contains("Awaited over completion: 2.50×."))
    #expect(sut.meetsTargets == measured.meetsTargets)
    #expect(measured.awaitedOverCompletion == nil)
  }

  @Test("A journey over 3× its floor is named in the targets")
  func floorRatio() {
    let slow = report(routerOverFloor: 4.5)
    #expect(slow.journeysOverFloorLimit.map(\.journey) == [1])
    #expect(slow.markdown.contains("over: journey 1 (router 4.50×) | **no** for 1 |"))
    #expect(report().journeysOverFloorLimit.isEmpty)
  }

  @Test("The reported targets are judged in the table, and do not fail the run")
  func reportedTargets() {
    // Given a run whose targeted route costs 5 router calls and whose randomized run is slow
    let slow = report(
      targetedOverRouter: 5, randomizedRun: .init(steps: 10_000, seconds: 1),
      lookupOverRouter: 2)
    let fast = report(randomizedRun: .init(steps: 100_000, seconds: 2))
    // Then the table says no to both, by how much, and the run still meets its targets
    #expect(
      slow.markdown.contains(
        "| up to 5.50×; the design's least, a lookup and a call, up to 2.00× | **no** |"))
    #expect(slow.markdown.contains("| 100 s at the pace of 10000 steps | **no** |"))
    #expect(slow.meetsTargets)
    #expect(fast.markdown.contains("| 20 s at the pace of 100000 steps | yes |"))
    #expect(!fast.markdown.contains("**no**"))
  }

  @Test("The report replaces only what stands between the markers, and needs both")
  func replacingTheSection() throws {
    // Given a document with text around its markers
    let document = """
      # Title
      \(BenchmarkReport.beginMarker)
      old figures
      \(BenchmarkReport.endMarker)
      After.
      """
    // When a run is written into it, twice
    let once = try report().replacingSection(in: document)
    let twice = try report().replacingSection(in: once)
    // Then the old figures are gone, the rest stays, and writing again changes nothing
    #expect(!once.contains("old figures") && once.contains(report().markdown))
    #expect(once.hasPrefix("# Title\n") && once.hasSuffix("\n\(BenchmarkReport.endMarker)\nAfter."))
    #expect(twice == once)
    #expect(throws: BenchmarkReport.DocumentError.self) {
      try report().replacingSection(in: "# No markers")
    }
    #expect(throws: BenchmarkReport.DocumentError.self) {
      try report().replacingSection(
        in: BenchmarkReport.endMarker + "\n" + BenchmarkReport.beginMarker)
    }
  }
}

@Suite("The broadcasting route publisher's share of a dispatch run")
struct BroadcastNavigationsTests {
  @Test("Beyond 1,000 screens a run makes as many deliveries as at 1,000, never none")
  func sameDeliveries() {
    // Given a workload of 2,000 navigations a run
    let sut = BenchmarkReport.Workload(
      hostOperations: 1, journeyRepetitions: 1, navigations: 2_000, screensKept: 1)
    // When the broadcasting route publisher's navigations are counted at each size
    let counts = [10, 1_000, 10_000, 100_000_000].map { sut.broadcastNavigations(at: $0) }
    // Then all are made up to 1,000 screens, and beyond, the same deliveries in fewer of them
    #expect(counts == [2_000, 2_000, 200, 1])
    #expect(counts[2] * 10_000 == counts[1] * 1_000)
  }
}

@Suite("A timing over runs")
struct TimingTests {
  @Test("Its median, least and greatest are those of its runs, however they came")
  func fromSamples() {
    // Given the figures of five runs, in the order they came
    let samples: [Double] = [30, 10, 50, 20, 40]
    // When they are made a timing
    let sut = Timing(name: "dismiss", samples: samples)
    // Then it has each run, and its median is the middle figure
    #expect(sut.runs == 5)
    #expect((sut.median, sut.minimum, sut.maximum) == (30, 10, 50))
  }
}
