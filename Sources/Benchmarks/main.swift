import Foundation
@_spi(HostTesting) import Journeys

// `swift run -c release benchmarks [--json FILE] [--quick]`: what the two navigation styles
// cost on the headless host. Every figure is measured while it runs.

struct Report: Encodable {
  let machine: String
  let configuration: String
  let hostOperations: [Measurement]
  let journeys: [JourneyBenchmarks.Row]
  let dispatch: [DispatchBenchmarks.Row]
  let dispatchRatioLargestToSmallest: [String: Double]
  let memory: [MemoryBenchmarks.Row]
}

@MainActor
func runBenchmarks() -> Int32 {
  let arguments = CommandLine.arguments.dropFirst()
  let quick = arguments.contains("--quick")
  var jsonPath: String?
  if let index = arguments.firstIndex(of: "--json") {
    guard arguments.index(after: index) < arguments.endIndex else {
      FileHandle.standardError.write(Data("--json needs a file.\n".utf8))
      return 2
    }
    jsonPath = arguments[arguments.index(after: index)]
  }
  let runs = quick ? 3 : 11
  #if DEBUG
    let configuration = "debug"
  #else
    let configuration = "release"
  #endif
  let machine =
    "\(ProcessInfo.processInfo.activeProcessorCount) cores, "
    + "\(ProcessInfo.processInfo.physicalMemory / 1_073_741_824) GiB, "
    + ProcessInfo.processInfo.operatingSystemVersionString
  print("Benchmarks (\(configuration), \(machine)); median (min–max) of \(runs) runs\n")

  let host = HostOperationBenchmarks.run(runs: runs, count: quick ? 200 : 2_000)
  print("## Host operations, per operation")
  for measurement in host { print("  \(measurement.name): \(measurement.text)") }

  let journeys = JourneyBenchmarks.run(runs: runs, repetitions: quick ? 5 : 50)
  print("\n## Journeys, per run (launch included), and ratio to the floor")
  print("| journey | floor | router | ×floor | coordinator | ×floor |")
  print("|---:|---:|---:|---:|---:|---:|")
  for row in journeys {
    let router = row.variants["router"]
    let coordinator = row.variants["coordinator"]
    print(
      "| \(row.journey) | \(row.floor.text) | \(router?.text ?? "") | "
        + String(format: "%.2f", row.ratios["router"] ?? 0) + " | \(coordinator?.text ?? "") | "
        + String(format: "%.2f", row.ratios["coordinator"] ?? 0) + " |")
  }

  let sizes = [10, 100, 1_000, 10_000]
  let dispatch = DispatchBenchmarks.run(
    sizes: sizes, runs: runs, navigations: quick ? 200 : 2_000)
  print("\n## Route dispatch against app size, per navigation")
  print("| screens | per-screen routers | navigator, targeted | navigator, broadcast |")
  print("|---:|---:|---:|---:|")
  for row in dispatch {
    print(
      "| \(row.screens) | \(row.router.text) | \(row.targeted.text) | \(row.navigator.text) |")
  }
  func ratio(_ measure: (DispatchBenchmarks.Row) -> Measurement) -> Double {
    guard let first = dispatch.first, let last = dispatch.last else { return 0 }
    return measure(last).median / measure(first).median
  }
  let ratios = [
    "router": ratio(\.router), "targeted": ratio(\.targeted), "navigator": ratio(\.navigator),
  ]
  print(
    "  largest ÷ smallest: routers " + String(format: "%.2f", ratios["router"] ?? 0)
      + "×, targeted navigator " + String(format: "%.2f", ratios["targeted"] ?? 0)
      + "×, broadcasting navigator " + String(format: "%.1f", ratios["navigator"] ?? 0) + "×")
  print(
    "  promised: routers and the targeted navigator stay within 3× from 10 to 10,000 screens "
      + "(one object touched per navigation); the broadcast grows with the screens.")

  let memory = MemoryBenchmarks.run(screens: quick ? 100 : 1_000, journeys: quick ? 500 : 10_000)
  print("\n## Memory")
  for row in memory {
    print(
      "  \(row.variant): \(Int(row.bytesPerScreen)) bytes in use per screen shown; "
        + "after \(row.journeys) journeys: \(row.aliveAfterJourneys) objects alive, "
        + "bytes in use grew by \(row.bytesInUseGrowth)")
  }

  let report = Report(
    machine: machine, configuration: configuration, hostOperations: host, journeys: journeys,
    dispatch: dispatch, dispatchRatioLargestToSmallest: ratios, memory: memory)
  if let jsonPath {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      try encoder.encode(report).write(to: URL(fileURLWithPath: jsonPath))
      print("\nWrote \(jsonPath)")
    } catch {
      FileHandle.standardError.write(Data("Cannot write \(jsonPath): \(error)\n".utf8))
      return 1
    }
  }
  return memory.allSatisfy { $0.aliveAfterJourneys == 0 } ? 0 : 1
}

exit(MainActor.assumeIsolated { runBenchmarks() })
