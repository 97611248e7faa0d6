import BenchmarkReport
import Foundation
@_spi(HostTesting) import Journeys

// `swift run -c release benchmarks [--quick] [--json FILE] [--markdown FILE]`: what the two
// navigation styles cost on the headless host. Every figure is measured while it runs; the
// report prints as Markdown, and can be written as JSON and into a document's marked section.

let usage = """
  Usage: benchmarks [--quick] [--json FILE] [--markdown FILE]
    --quick          fewer runs and repetitions: a check, not a measurement
    --json FILE      write the report as JSON to FILE
    --markdown FILE  write the report into FILE, between its two benchmark marker lines
  """

@MainActor
func runBenchmarks() async -> Int32 {
  var arguments = Array(CommandLine.arguments.dropFirst())
  let quick = arguments.contains("--quick")
  arguments.removeAll { $0 == "--quick" }
  var files: [String: String] = [:]
  for flag in ["--json", "--markdown"] {
    guard let index = arguments.firstIndex(of: flag) else { continue }
    guard index + 1 < arguments.count else {
      printError("\(flag) needs a file.\n\n\(usage)")
      return 2
    }
    files[flag] = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
  }
  if let unknown = arguments.first {
    printError("Unknown argument \"\(unknown)\".\n\n\(usage)")
    return 2
  }
  // Checked before the run, so that a bad document costs no minute of measuring.
  if let path = files["--markdown"] {
    guard let document = try? String(contentsOfFile: path, encoding: .utf8) else {
      printError("Cannot read \(path).")
      return 2
    }
    guard BenchmarkReport.section(of: document) != nil else {
      printError("\(path): \(BenchmarkReport.DocumentError.noMarkers)")
      return 2
    }
  }

  let runs = quick ? 3 : 11
  #if DEBUG
    let configuration = "debug"
  #else
    let configuration = "release"
  #endif
  let info = ProcessInfo.processInfo
  let machine =
    "\(info.activeProcessorCount) cores, \(info.physicalMemory / 1_073_741_824) GiB, "
    + info.operatingSystemVersionString
  print("Measuring (\(configuration), \(machine)), \(runs) runs a figure…\n")
  let clock = ContinuousClock()
  let start = clock.now
  let workload = BenchmarkReport.Workload(
    hostOperations: quick ? 200 : 2_000, journeyRepetitions: quick ? 5 : 50,
    navigations: quick ? 200 : 2_000, screensKept: quick ? 100 : 1_000)
  let host = HostOperationBenchmarks.run(runs: runs, count: workload.hostOperations)
  let requestForms = await RequestFormBenchmarks.run(
    runs: runs, count: workload.hostOperations / 10)
  let screenTests = ScreenTestBenchmarks.run(runs: runs, count: workload.hostOperations / 10)
  let depth = HostDepthBenchmarks.run(runs: runs, count: workload.hostOperations)
  let navigationHeapGrowth = MemoryBenchmarks.navigationHeapGrowth(
    pairs: BenchmarkReport.navigationPairs)
  let journeys = JourneyBenchmarks.run(
    runs: runs, repetitions: workload.journeyRepetitions)
  let dispatch = DispatchBenchmarks.run(
    sizes: [10, 100, 1_000, 10_000], runs: runs, workload: workload)
  let memory = MemoryBenchmarks.run(
    screens: workload.screensKept, journeys: quick ? 500 : 3_000)
  // One process of the randomized run, over a sample of its steps: a million would take minutes.
  let sampleSteps = quick ? 1_200 : 6_000
  let fuzzTime = clock.measure { _ = Fuzzer.run(seed: 2026, steps: sampleSteps) }
  let randomizedRun = BenchmarkReport.RandomizedRun(
    steps: sampleSteps, seconds: fuzzTime.nanoseconds / 1e9)
  // The package this executable was built from: `Demo/Sources/Benchmarks/main.swift` in it.
  var packageRoot = URL(fileURLWithPath: #filePath)
  for _ in 0..<4 { packageRoot.deleteLastPathComponent() }
  let report = BenchmarkReport(
    date: Date().formatted(.iso8601.year().month().day()), machine: machine,
    configuration: configuration, quick: quick, runs: runs, workload: workload,
    hostOperations: host,
    journeys: journeys, dispatch: dispatch, memory: memory,
    seconds: (clock.now - start).nanoseconds / 1e9, randomizedRun: randomizedRun,
    hostSourceLines: BenchmarkReport.hostSourceLines(packageRoot: packageRoot), depth: depth,
    navigationHeapGrowth: navigationHeapGrowth, requestForms: requestForms,
    screenTests: screenTests)
  print(report.markdown)

  do {
    if let path = files["--json"] {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      try encoder.encode(report).write(to: URL(fileURLWithPath: path))
      print("\nWrote \(path)")
    }
    if let path = files["--markdown"] {
      let document = try String(contentsOfFile: path, encoding: .utf8)
      try report.replacingSection(in: document).write(
        toFile: path, atomically: true, encoding: .utf8)
      print("\nWrote the report into \(path)")
    }
  } catch {
    printError("Cannot write the report: \(error)")
    return 1
  }
  return report.meetsTargets ? 0 : 1
}

func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}

exit(await runBenchmarks())
