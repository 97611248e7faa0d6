import Foundation

/// One run of the `benchmarks` executable: what it measured, on what, and how long it took.
/// It renders itself as the Markdown that `docs/PERFORMANCE.md` holds, so the document is
/// written by the run, and a test can check the document against `docs/benchmarks.json`.
public struct BenchmarkReport: Codable, Equatable, Sendable {
  /// One journey on each variant against its floor.
  public struct JourneyRow: Codable, Equatable, Sendable {
    /// The journey's number in `docs/SAMPLE_APP.md`.
    public let journey: Int
    /// The same host operations on bare controllers.
    public let floor: Timing
    /// Each variant's time, by variant name.
    public let variants: [String: Timing]

    /// A row of figures already measured.
    public init(journey: Int, floor: Timing, variants: [String: Timing]) {
      self.journey = journey
      self.floor = floor
      self.variants = variants
    }

    /// A variant's median over the floor's.
    public func ratio(_ variant: String) -> Double {
      (variants[variant]?.median ?? 0) / floor.median
    }
  }

  /// The cost of one navigation in an app of `screens` screens, in each style.
  public struct DispatchRow: Codable, Equatable, Sendable {
    /// How many screens (routers, or coordinators) the app has.
    public let screens: Int
    /// Per-screen routers.
    public let router: Timing
    /// The route publisher that offers every route to every coordinator.
    public let broadcast: Timing
    /// The route publisher that delivers a route to the coordinators registered for it.
    public let targeted: Timing
    /// What a targeted route publisher's design needs at the least: the scene looked up among the
    /// coordinators, and one call. Nil in a report from before it was measured.
    public let lookup: Timing?

    /// A row of figures already measured.
    public init(
      screens: Int, router: Timing, broadcast: Timing, targeted: Timing, lookup: Timing? = nil
    ) {
      self.screens = screens
      self.router = router
      self.broadcast = broadcast
      self.targeted = targeted
      self.lookup = lookup
    }
  }

  /// What one variant keeps in memory.
  /// A host operation timed on a shallow stack (or chain of presentations) and a deep one.
  public struct DepthRow: Codable, Equatable, Sendable {
    /// The operation: push, present, dismiss.
    public let operation: String
    /// Its time at `depths.shallow`.
    public let shallow: Timing
    /// Its time at `depths.deep`.
    public let deep: Timing

    /// A row of figures already measured.
    public init(operation: String, shallow: Timing, deep: Timing) {
      (self.operation, self.shallow, self.deep) = (operation, shallow, deep)
    }

    /// How much more the operation costs deep than shallow.
    public var ratio: Double { deep.median / shallow.median }
  }

  public struct MemoryRow: Codable, Equatable, Sendable {
    /// The variant's name.
    public let variant: String
    /// Bytes the heap has in use per screen shown.
    public let bytesPerScreen: Double
    /// How many journeys were launched and shut down.
    public let journeys: Int
    /// Tracked objects still alive after them.
    public let aliveAfterJourneys: Int
    /// How much the heap's bytes in use grew over them.
    public let bytesInUseGrowth: Int

    /// A row of figures already measured.
    public init(
      variant: String, bytesPerScreen: Double, journeys: Int, aliveAfterJourneys: Int,
      bytesInUseGrowth: Int
    ) {
      self.variant = variant
      self.bytesPerScreen = bytesPerScreen
      self.journeys = journeys
      self.aliveAfterJourneys = aliveAfterJourneys
      self.bytesInUseGrowth = bytesInUseGrowth
    }
  }

  /// How much a run of each figure does.
  public struct Workload: Codable, Equatable, Sendable {
    /// Host operations of each kind timed per run.
    public let hostOperations: Int
    /// Times each journey is launched and played per run.
    public let journeyRepetitions: Int
    /// Navigations per dispatch run.
    public let navigations: Int
    /// Detail screens pushed and kept for the memory per screen.
    public let screensKept: Int

    /// A workload.
    public init(hostOperations: Int, journeyRepetitions: Int, navigations: Int, screensKept: Int) {
      self.hostOperations = hostOperations
      self.journeyRepetitions = journeyRepetitions
      self.navigations = navigations
      self.screensKept = screensKept
    }

    /// Navigations per run of the broadcasting route publisher over `screens` coordinators. Each of
    /// its navigations visits every coordinator, so beyond 1,000 screens a run makes fewer, to
    /// deliver as many routes as it does at 1,000: the time per navigation is the same, and
    /// the full run stays short.
    public func broadcastNavigations(at screens: Int) -> Int {
      max(navigations * 1_000 / max(screens, 1_000), 1)
    }
  }

  /// The day of the run, `yyyy-MM-dd`.
  public let date: String
  /// Cores, memory and system.
  public let machine: String
  /// `release` or `debug`.
  public let configuration: String
  /// Whether this was a `--quick` run.
  public let quick: Bool
  /// How many runs each figure is the median of.
  public let runs: Int
  /// How much each figure does: operations, journeys, navigations and screens per run.
  public let workload: Workload
  /// Push, pop, present, dismiss, set the stack.
  public let hostOperations: [Timing]
  /// Every journey, in order.
  public let journeys: [JourneyRow]
  /// Smallest app first.
  public let dispatch: [DispatchRow]
  /// One row per variant.
  public let memory: [MemoryRow]
  /// How long the whole run took, in seconds.
  public let seconds: Double
  /// One process of the randomized run, timed over a sample of its steps.
  public let randomizedRun: RandomizedRun?
  /// Lines of Swift source in the host (`PresentationHost/Sources`), all of them counted.
  public let hostSourceLines: Int?
  /// The host's operations at two depths; nil in a report from before they were measured.
  public let depth: [DepthRow]?
  /// How much the heap grew over `navigationPairs` pushes and pops on a bare host, in bytes;
  /// nil in a report from before it was measured.
  public let navigationHeapGrowth: Int?
  /// A request in its completion form, then awaited; nil in a report from before they were
  /// measured.
  public let requestForms: [Timing]?
  /// One screen's rule tested in each style's way, with what the test builds; nil in a report
  /// from before they were measured.
  public let screenTests: [ScreenTest]?

  /// A sample of the randomized run in one process: how many steps, and how long they took.
  public struct RandomizedRun: Codable, Equatable, Sendable {
    /// Steps played, every variant each.
    public let steps: Int
    /// Seconds they took.
    public let seconds: Double

    /// A sample.
    public init(steps: Int, seconds: Double) {
      self.steps = steps
      self.seconds = seconds
    }

    /// The seconds a million steps take at this pace.
    public var secondsPerMillion: Double { seconds * 1_000_000 / Double(max(steps, 1)) }
  }

  /// A report of figures already measured.
  public init(
    date: String, machine: String, configuration: String, quick: Bool, runs: Int,
    workload: Workload, hostOperations: [Timing], journeys: [JourneyRow], dispatch: [DispatchRow],
    memory: [MemoryRow], seconds: Double, randomizedRun: RandomizedRun? = nil,
    hostSourceLines: Int? = nil, depth: [DepthRow]? = nil, navigationHeapGrowth: Int? = nil,
    requestForms: [Timing]? = nil, screenTests: [ScreenTest]? = nil
  ) {
    self.date = date
    self.machine = machine
    self.configuration = configuration
    self.quick = quick
    self.runs = runs
    self.workload = workload
    self.hostOperations = hostOperations
    self.journeys = journeys
    self.dispatch = dispatch
    self.memory = memory
    self.seconds = seconds
    self.randomizedRun = randomizedRun
    self.hostSourceLines = hostSourceLines
    self.depth = depth
    self.navigationHeapGrowth = navigationHeapGrowth
    self.requestForms = requestForms
    self.screenTests = screenTests
  }

  // MARK: Targets

  /// The most a navigation may cost at the largest app over the smallest, for the styles that
  /// touch one object a navigation.
  public static let dispatchGrowthLimit = 3.0
  /// The most a journey may cost over its floor, in either variant.
  public static let floorRatioLimit = 3.0
  /// The most a targeted route may cost over a router's call, at any size.
  public static let navigatorOverRouterLimit = 3.0
  /// The longest one process of the randomized run may take for a million steps, in seconds.
  public static let randomizedRunSecondsLimit = 45.0
  /// The longest a full run may take, and a quick one, in seconds.
  public static let secondsLimit = (full: 60.0, quick: 15.0)
  /// The most bytes a screen may keep in use on the host, in either variant.
  public static let bytesPerScreenLimit = 5_000.0
  /// The stack and presentation depths a host operation is timed at.
  public static let depths = (shallow: 10, deep: 1_000)
  /// The most a host operation may cost at the deep depth over the shallow one: on a device
  /// a push costs the same at any depth.
  public static let depthRatioLimit = 1.5

  /// The pushes and pops, each a pair, whose heap growth is measured on a bare host.
  public static let navigationPairs = 200_000
  /// The most the heap may grow over them, in bytes: a few kilobytes, flat.
  public static let navigationHeapGrowthLimit = 16_384

  /// Whether the heap stayed within `navigationHeapGrowthLimit` (met when not measured).
  public var navigationHeapFlat: Bool {
    abs(navigationHeapGrowth ?? 0) <= Self.navigationHeapGrowthLimit
  }

  /// Whether every host operation stayed within `depthRatioLimit` (met when not measured).
  public var depthWithinLimit: Bool {
    (depth ?? []).allSatisfy { $0.ratio <= Self.depthRatioLimit }
  }

  /// The lines of Swift source under `PresentationHost/Sources` in the package at `root`, as
  /// `wc -l` counts them; nil when the folder cannot be read.
  public static func hostSourceLines(packageRoot root: URL) -> Int? {
    let folder = root.appendingPathComponent("PresentationHost/Sources")
    guard
      let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    else { return nil }
    var lines = 0
    for case let file as URL in files where file.pathExtension == "swift" {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
      lines += text.utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count
    }
    return lines
  }

  /// Whether every variant's screen keeps at most `bytesPerScreenLimit` bytes.
  public var screensWithinMemory: Bool {
    memory.allSatisfy { $0.bytesPerScreen <= Self.bytesPerScreenLimit }
  }

  /// How much a style's navigation cost grew from the smallest app to the largest.
  public func dispatchGrowth(_ style: KeyPath<DispatchRow, Timing>) -> Double {
    guard let first = dispatch.first, let last = dispatch.last else { return 0 }
    return last[keyPath: style].median / first[keyPath: style].median
  }

  /// The journeys whose time in some variant is over `floorRatioLimit` times their floor.
  public var journeysOverFloorLimit: [JourneyRow] {
    journeys.filter { row in row.variants.keys.contains { row.ratio($0) > Self.floorRatioLimit } }
  }

  /// The most a targeted route cost over a router's call, over the app sizes.
  public var navigatorOverRouter: Double {
    dispatch.map { $0.targeted.median / $0.router.median }.max() ?? 0
  }

  /// The most the design's least (a lookup and a call) cost over a router's call.
  public var lookupOverRouter: Double? {
    let ratios = dispatch.compactMap { row in row.lookup.map { $0.median / row.router.median } }
    return ratios.max()
  }

  /// Whether routers and the targeted route publisher stayed within `dispatchGrowthLimit`.
  public var dispatchWithinLimit: Bool {
    dispatchGrowth(\.router) <= Self.dispatchGrowthLimit
      && dispatchGrowth(\.targeted) <= Self.dispatchGrowthLimit
  }

  /// Whether nothing any variant made was alive after the journeys.
  public var nothingAlive: Bool { memory.allSatisfy { $0.aliveAfterJourneys == 0 } }

  /// The time this kind of run (full or quick) must stay under, in seconds.
  public var secondsAllowed: Double { quick ? Self.secondsLimit.quick : Self.secondsLimit.full }

  /// Whether every target the run enforces was met; the floor ratio, the route publisher over a
  /// router and the randomized run are reported, not enforced.
  public var meetsTargets: Bool {
    dispatchWithinLimit && nothingAlive && seconds < secondsAllowed
      && screensWithinMemory && depthWithinLimit && navigationHeapFlat
  }

  // MARK: Markdown

  /// The whole report as Markdown: the figures, then the targets.
  public var markdown: String {
    (summary + hostTable + depthTable + requestFormTable + screenTestTable + journeyTable
      + dispatchTable
      + memoryTable + targetTable)
      .joined(separator: "\n")
  }

  private var summary: [String] {
    [
      "Measured on \(date): \(configuration) build\(quick ? ", --quick" : ""), \(machine). "
        + "Each time is the median of \(runs) runs, with the fastest and slowest in brackets.",
      "",
    ]
  }

  private var hostTable: [String] {
    [
      "### Host operations, per operation (\(workload.hostOperations) of each a run)", "",
      "| operation | time |", "|---|---:|",
    ]
      + hostOperations.map { "| \($0.name) | \($0.text) |" } + [""]
  }

  private var depthTable: [String] {
    guard let depth else { return [] }
    return [
      "### Host operations at depth, per operation", "",
      "| operation | at depth \(Self.depths.shallow) | at depth \(Self.depths.deep) | ratio |",
      "|---|---:|---:|---:|",
    ]
      + depth.map {
        "| \($0.operation) | \($0.shallow.text) | \($0.deep.text) | \(Self.ratio($0.ratio)) |"
      } + [""]
  }

  private var screenTestTable: [String] {
    guard let tests = screenTests, !tests.isEmpty else { return [] }
    return [
      "### One screen's rule tested, per test", "",
      "| style | the test | objects it builds | of them UIKit's | time |",
      "|---|---|---:|---:|---:|",
    ]
      + tests.map {
        "| \($0.style) | \($0.test) | \($0.objects) | \($0.uikitObjects) | \($0.time.text) |"
      } + [""]
  }

  private var requestFormTable: [String] {
    guard let forms = requestForms, forms.count == 2 else { return [] }
    return [
      "### A request in its two forms, per request", "",
      "| request | time |", "|---|---:|",
    ]
      + forms.map { "| \($0.name) | \($0.text) |" }
      + ["", "Awaited over completion: \(Self.ratio(awaitedOverCompletion ?? 0))×.", ""]
  }

  /// What an awaited request cost over its completion form; nil when not measured.
  public var awaitedOverCompletion: Double? {
    guard let forms = requestForms, forms.count == 2, forms[0].median > 0 else { return nil }
    return forms[1].median / forms[0].median
  }

  private var journeyTable: [String] {
    [
      "### Journeys, per run (launch included; \(workload.journeyRepetitions) of each a run), "
        + "and ratio to the floor", "",
      "| journey | floor | " + journeyVariants.map { "\($0) | ×floor |" }.joined(separator: " "),
      "|---:|---:|" + String(repeating: "---:|---:|", count: journeyVariants.count),
    ]
      + journeys.map { row in
        "| \(row.journey) | \(row.floor.text) | "
          + journeyVariants.map { variant in
            "\(row.variants[variant]?.text ?? "") | \(Self.ratio(row.ratio(variant))) |"
          }.joined(separator: " ")
      } + [""]
  }

  /// The variants the journeys were measured on, in the order the comparison shows them.
  private var journeyVariants: [String] {
    let measured = Set(journeys.flatMap(\.variants.keys))
    let order = ["router", "coordinator", "mvc"]
    return order.filter(measured.contains) + measured.subtracting(order).sorted()
  }

  private var dispatchTable: [String] {
    [
      "### Route dispatch against app size, per navigation (\(workload.navigations) a run)", "",
      "The broadcasting route publisher visits every coordinator at each navigation, so beyond 1000 "
        + "screens a run makes fewer of them, as many deliveries as at 1000: "
        + "\(workload.broadcastNavigations(at: dispatch.last?.screens ?? 0)) at "
        + "\(dispatch.last?.screens ?? 0).", "",
      "| screens | per-screen routers | route publisher, targeted | route publisher, broadcast | a lookup and a call |",
      "|---:|---:|---:|---:|---:|",
    ]
      + dispatch.map {
        "| \($0.screens) | \($0.router.text) | \($0.targeted.text) | \($0.broadcast.text) | "
          + "\($0.lookup?.text ?? "") |"
      }
      + [
        "",
        "Largest app over smallest: routers \(Self.ratio(dispatchGrowth(\.router)))×, targeted "
          + "route publisher \(Self.ratio(dispatchGrowth(\.targeted)))×, broadcasting route publisher "
          + "\(Self.ratio(dispatchGrowth(\.broadcast)))×.", "",
      ]
  }

  private var memoryTable: [String] {
    [
      "### Memory (\(workload.screensKept) Detail screens kept for the bytes per screen)", "",
      "| variant | bytes in use per screen shown | journeys launched and shut down | objects alive after them | heap growth over them |",
      "|---|---:|---:|---:|---:|",
    ]
      + memory.map {
        "| \($0.variant) | \(Int($0.bytesPerScreen.rounded())) | \($0.journeys) | "
          + "\($0.aliveAfterJourneys) | \($0.bytesInUseGrowth) bytes |"
      } + [""]
  }

  private var targetTable: [String] {
    let smallest = dispatch.first?.screens ?? 0
    let largest = dispatch.last?.screens ?? 0
    let ratios = journeys.flatMap { row in row.variants.keys.map { row.ratio($0) } }
    let over = journeysOverFloorLimit
    func overText(_ row: JourneyRow) -> String {
      let variants = row.variants.keys.sorted().filter { row.ratio($0) > Self.floorRatioLimit }
      return "journey \(row.journey) ("
        + variants.map { "\($0) \(Self.ratio(row.ratio($0)))×" }.joined(separator: ", ") + ")"
    }
    let alive = memory.map { "\($0.variant) \($0.aliveAfterJourneys)" }.joined(separator: ", ")
    func met(_ yes: Bool) -> String { yes ? "yes" : "**no**" }
    return [
      "### Against the targets", "", "| target | measured | met |", "|---|---|---|",
      "| routers and the targeted route publisher: a navigation at \(largest) screens within "
        + "\(Int(Self.dispatchGrowthLimit))× of one at \(smallest) (each touches one object a "
        + "navigation) | routers \(Self.ratio(dispatchGrowth(\.router)))×, targeted "
        + "\(Self.ratio(dispatchGrowth(\.targeted)))× | \(met(dispatchWithinLimit)) |",
      "| broadcasting route publisher: grows with the app, as designed | "
        + "\(Self.ratio(dispatchGrowth(\.broadcast)))× from \(smallest) to \(largest) coordinators"
        + " | (no target) |",
      "| a targeted route within \(Int(Self.navigatorOverRouterLimit))× of a router's call, at "
        + "every size (reported) | up to \(Self.ratio(navigatorOverRouter))×"
        + (lookupOverRouter.map {
          "; the design's least, a lookup and a call, up to \(Self.ratio($0))×"
        } ?? "") + " | \(met(navigatorOverRouter <= Self.navigatorOverRouterLimit)) |",
      "| each variant within \(Int(Self.floorRatioLimit))× of the floor, per journey (reported) | "
        + "\(Self.ratio(ratios.min() ?? 0))× to \(Self.ratio(ratios.max() ?? 0))×"
        + (over.isEmpty
          ? " | yes |"
          : "; over: " + over.map(overText).joined(separator: ", ") + " | **no** for "
            + over.map { "\($0.journey)" }.joined(separator: ", ") + " |"),
      "| nothing alive after \(memory.first?.journeys ?? 0) journeys | \(alive) | "
        + "\(met(nothingAlive)) |",
      depthTarget,
      heapTarget,
      "| a screen at most \(Int(Self.bytesPerScreenLimit)) bytes on the host | "
        + memory.map { "\($0.variant) \(Int($0.bytesPerScreen.rounded()))" }
        .joined(separator: ", ") + " | \(met(screensWithinMemory)) |",
    ]
      + (hostSourceLines.map { lines in
        [
          "| the host's lines of Swift source (reported; the host's own tests hold its limit, "
            + "`HostSizeTests`) | \(lines) | reported |"
        ]
      } ?? []) + [
        "| \(quick ? "a --quick run" : "a full run") under \(Int(secondsAllowed)) s | "
          + "\(Int(seconds.rounded())) s | \(met(seconds < secondsAllowed)) |"
      ]
      + (randomizedRun.map { run in
        [
          "| one process of the randomized run: a million steps under "
            + "\(Int(Self.randomizedRunSecondsLimit)) s (reported) | "
            + "\(Int(run.secondsPerMillion.rounded())) s at the pace of \(run.steps) steps | "
            + "\(met(run.secondsPerMillion < Self.randomizedRunSecondsLimit)) |"
        ]
      } ?? [])
  }

  private var heapTarget: String {
    "| the heap flat over \(Self.navigationPairs) pushes and pops on a bare host: within "
      + "\(Self.navigationHeapGrowthLimit) bytes | "
      + (navigationHeapGrowth.map { "\($0) bytes" } ?? "not measured")
      + " | \(navigationHeapFlat ? "yes" : "**no**") |"
  }

  private var depthTarget: String {
    let measured =
      depth?.map { "\($0.operation) \(Self.ratio($0.ratio))×" }.joined(separator: ", ")
      ?? "not measured"
    let met = depthWithinLimit ? "yes" : "**no**"
    return "| a host operation at depth \(Self.depths.deep) within "
      + "\(Self.ratio(Self.depthRatioLimit))× of one at depth \(Self.depths.shallow) | "
      + "\(measured) | \(met) |"
  }

  private static func ratio(_ value: Double) -> String {
    value >= 100 ? String(format: "%.0f", value) : String(format: "%.2f", value)
  }

  // MARK: The document

  /// The command that writes `docs/PERFORMANCE.md` and the data it is held to together.
  public static let regenerateCommand =
    "swift run -c release benchmarks --markdown docs/PERFORMANCE.md --json docs/benchmarks.json"

  /// The line before the run's Markdown in a document.
  public static let beginMarker =
    "<!-- benchmarks: written by `swift run -c release benchmarks --markdown FILE`; do not edit -->"
  /// The line after it.
  public static let endMarker = "<!-- benchmarks: end -->"

  /// Why a document cannot take a report.
  public enum DocumentError: Error, CustomStringConvertible {
    /// The document lacks the two marker lines, in order.
    case noMarkers

    public var description: String {
      "The document needs the lines \(BenchmarkReport.beginMarker) and "
        + "\(BenchmarkReport.endMarker), in that order."
    }
  }

  /// `document` with what stands between the markers replaced by this report.
  public func replacingSection(in document: String) throws(DocumentError) -> String {
    guard let section = Self.sectionRange(in: document) else { throw .noMarkers }
    return document.replacingCharacters(in: section, with: "\n" + markdown + "\n")
  }

  /// What stands between the markers of `document`, or nil.
  public static func section(of document: String) -> String? {
    sectionRange(in: document).map { String(document[$0]) }
  }

  /// From the end of the begin marker to the start of the end marker that follows it.
  private static func sectionRange(in document: String) -> Range<String.Index>? {
    guard let begin = document.range(of: beginMarker),
      let end = document.range(of: endMarker, range: begin.upperBound..<document.endIndex)
    else { return nil }
    return begin.upperBound..<end.lowerBound
  }
}

/// One screen's rule, "Done while signed in orders the message with its note", tested as a
/// style tests it: an interactor with a mock router, or a view controller with a spy delegate,
/// its view loaded and in a navigation controller, with no window.
public struct ScreenTest: Codable, Equatable, Sendable {
  /// The style: `router and coordinator`, or `mvc`.
  public let style: String
  /// What the test builds, in a few words.
  public let test: String
  /// The objects the test builds, UIKit's among them.
  public let objects: Int
  /// The UIKit objects among them: controllers and views.
  public let uikitObjects: Int
  /// The time of one test: build, act, check.
  public let time: Timing

  /// A measured test.
  public init(style: String, test: String, objects: Int, uikitObjects: Int, time: Timing) {
    self.style = style
    self.test = test
    self.objects = objects
    self.uikitObjects = uikitObjects
    self.time = time
  }
}
