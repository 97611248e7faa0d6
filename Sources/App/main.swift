@_spi(HostTesting) import Console
import Foundation
@_spi(HostTesting) import Journeys
import Scenes

// The `demo` executable: argument parsing and input/output only; the console's logic is in
// the Console module.

let usage = """
  Usage: demo [mode] [--variant router|coordinator] [--open LINK]

  Modes:
    (none)          walk through the app; commands come from the keyboard, or from standard
                    input when it is not a terminal
    tour            a narrated run through every journey; exits 1 if an expectation fails
    graph           the navigation graph observed over all journeys, as Mermaid text
    fuzz [--seed S] [--steps N] [--jobs J]
                    both variants driven by the same seeded random actions, checked after
                    every step; on failure, the seed and a short script that still fails.
                    The sessions are shared among J processes (default: one a core)
    compare [--transcripts]
                    every journey on both variants in lockstep, then measured figures
    --script FILE   run the commands in FILE; exits 1 at the first failed expect
    --open LINK     start the app from a link (a cold start), e.g. sample://shop/order?message=tea
    --help          this text

  Inside the walk-through, type help for the commands.
  """

@MainActor
func main() -> Int32 {
  var arguments = Array(CommandLine.arguments.dropFirst())
  var variant = Variant.router
  if let index = arguments.firstIndex(of: "--variant") {
    guard index + 1 < arguments.count, let chosen = Variant(rawValue: arguments[index + 1]) else {
      printError("--variant needs router or coordinator.\n\n\(usage)")
      return 2
    }
    variant = chosen
    arguments.removeSubrange(index...(index + 1))
  }
  var link: URL?
  if let index = arguments.firstIndex(of: "--open") {
    guard index + 1 < arguments.count else {
      printError("--open needs a link, e.g. --open sample://explore/detail.\n\n\(usage)")
      return 2
    }
    do {
      link = try AppLink(string: arguments[index + 1]).url
    } catch {
      printError("\(error) The app starts as usual.")
    }
    arguments.removeSubrange(index...(index + 1))
  }
  let style = ConsoleStyle.forStandardOutput
  switch arguments.first {
  case "--help", "-h":
    print(usage)
    return 0
  case "tour":
    return Tour.run(variant: variant, style: style) { print($0) } ? 0 : 1
  case "compare":
    let equal = Comparison.run(showTranscripts: arguments.contains("--transcripts")) {
      print($0)
    }
    return equal ? 0 : 1
  case "fuzz":
    return fuzz(arguments)
  case "graph":
    print(NavigationGraph.mermaid(NavigationGraph.observe(on: variant)))
    return 0
  case "--script":
    guard arguments.count >= 2 else {
      printError("--script needs a file.\n\n\(usage)")
      return 2
    }
    guard let text = try? String(contentsOfFile: arguments[1], encoding: .utf8) else {
      printError("Cannot read \(arguments[1]).")
      return 2
    }
    let session = ConsoleSession(variant: variant, style: style, link: link)
    return ScriptRunner.run(lines: text.components(separatedBy: .newlines), session: session) {
      print($0)
    }
  case nil:
    let session = ConsoleSession(
      variant: variant, style: isatty(STDIN_FILENO) == 1 ? style : ConsoleStyle(usesColor: false),
      link: link)
    if link != nil { for line in session.launchTrace { print(line) } }
    return isatty(STDIN_FILENO) == 1 ? interactive(session, style: style) : piped(session)
  case let unknown?:
    printError("Unknown argument \"\(unknown)\".\n\n\(usage)")
    return 2
  }
}

@MainActor
func interactive(_ session: ConsoleSession, style: ConsoleStyle) -> Int32 {
  let variant = session.app.variant
  print(style.bold("The sample app, \(variant.rawValue) variant. Type help for the commands."))
  print(ConsoleSession.demoAccount)
  print("Try: type message coffee, then tap Order.")
  for line in session.screen { print(line) }
  while true {
    print("> ", terminator: "")
    fflush(nil)
    guard let line = readLine() else {
      print("")
      return 0
    }
    let reply = session.execute(line)
    for line in reply.lines { print(line) }
    if reply.status == .quit { return 0 }
  }
}

@MainActor
func piped(_ session: ConsoleSession) -> Int32 {
  var lines: [String] = []
  while let line = readLine() { lines.append(line) }
  return ScriptRunner.run(lines: lines, session: session) { print($0) }
}

@MainActor
func fuzz(_ arguments: [String]) -> Int32 {
  func value(of flag: String, default fallback: Int) -> Int? {
    guard let index = arguments.firstIndex(of: flag) else { return fallback }
    guard index + 1 < arguments.count, let number = Int(arguments[index + 1]), number >= 0 else {
      return nil
    }
    return number
  }
  guard let seed = value(of: "--seed", default: 1),
    let steps = value(of: "--steps", default: 10_000),
    let jobs = value(of: "--jobs", default: ProcessInfo.processInfo.activeProcessorCount),
    jobs > 0
  else {
    printError(
      "fuzz takes --seed S and --steps N, whole numbers of 0 or more, and --jobs J, 1 or more.")
    return 2
  }
  var shard = Fuzzer.Shard.whole
  if let index = arguments.firstIndex(of: "--shard") {
    guard index + 1 < arguments.count, let chosen = Fuzzer.Shard(arguments[index + 1]) else {
      printError("--shard takes k/n, with k from 1 to n, e.g. --shard 1/2.")
      return 2
    }
    shard = chosen
  } else {
    let sessions = Fuzzer.sessions(steps: steps).count
    if min(jobs, sessions) > 1 {
      return fuzzInParallel(seed: seed, steps: steps, jobs: min(jobs, sessions))
    }
  }
  let label = shard == .whole ? "" : "shard \(shard): "
  let clock = ContinuousClock()
  var failure: Fuzzer.Failure?
  var reported = 0
  let elapsed = clock.measure {
    failure = Fuzzer.run(seed: UInt64(seed), steps: steps, shard: shard) { done in
      guard done / 100_000 > reported else { return }
      reported = done / 100_000
      print("\(label)\(done) steps")
    }
  }
  if let failure {
    // One write, so that a failure printed beside another shard's output stays whole.
    FileHandle.standardOutput.write(Data((failure.description + "\n").utf8))
    return 1
  }
  let played = Fuzzer.sessions(steps: steps, shard: shard).reduce(0) { $0 + $1.count }
  print(
    "\(label)seed \(seed): \(played) steps on both variants, all checks held (\(seconds(elapsed)))."
  )
  return 0
}

/// Runs the randomized run as `jobs` processes of this executable, each playing one shard of
/// the sessions; the first to fail stops the others.
@MainActor
func fuzzInParallel(seed: Int, steps: Int, jobs: Int) -> Int32 {
  guard let executable = Bundle.main.executableURL else {
    printError("Cannot find this executable to start the jobs; try --jobs 1.")
    return 2
  }
  let clock = ContinuousClock()
  let start = clock.now
  var processes: [Process] = []
  for index in 0..<jobs {
    let process = Process()
    process.executableURL = executable
    process.arguments = [
      "fuzz", "--seed", "\(seed)", "--steps", "\(steps)", "--shard", "\(index + 1)/\(jobs)",
    ]
    do {
      try process.run()
    } catch {
      printError("Cannot start job \(index + 1): \(error)")
      for started in processes { started.terminate() }
      return 2
    }
    processes.append(process)
  }
  var failed: Int32 = 0
  while processes.contains(where: \.isRunning) {
    if failed == 0,
      let stopped = processes.first(where: { !$0.isRunning && $0.terminationStatus != 0 })
    {
      failed = stopped.terminationStatus
      for other in processes where other.isRunning { other.terminate() }
    }
    Thread.sleep(forTimeInterval: 0.05)
  }
  if failed == 0 {
    failed = processes.first(where: { $0.terminationStatus != 0 })?.terminationStatus ?? 0
  }
  guard failed == 0 else { return failed }
  print(
    "seed \(seed): \(steps) steps on both variants in \(jobs) jobs, all checks held "
      + "(\(seconds(clock.now - start))).")
  return 0
}

/// `12.3 s`.
func seconds(_ duration: Duration) -> String {
  let (whole, fraction) = duration.components
  return String(format: "%.1f s", Double(whole) + Double(fraction) / 1e18)
}

func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}

exit(MainActor.assumeIsolated { main() })
