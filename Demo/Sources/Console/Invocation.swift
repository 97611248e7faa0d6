import Foundation
@_spi(HostTesting) import Journeys
import Links
import Scenes

/// What `demo` was asked to do, read strictly from its command line: every flag known to its
/// mode, none repeated, no word left over. Anything else is refused in one line.
public enum Invocation: Equatable, Sendable {
  /// The walk-through, commands from the keyboard or from standard input.
  case walkThrough(Variant, link: URL?)
  /// The commands of a script file.
  case script(path: String, Variant, link: URL?)
  /// The narrated run through every journey.
  case tour(Variant)
  /// The navigation graph observed over all journeys.
  case graph(Variant)
  /// One order through the login, as a sequence diagram of the router variant's layers.
  case sequence
  /// Every way out of a screen shown for a request, run on every variant: the exit matrix of
  /// docs/SAMPLE_APP.md.
  case exits
  /// Journey 1 as pictures of the screens (SVG), written into a folder.
  case pictures(folder: String)
  /// Every variant in lockstep, then measured figures.
  case compare(transcripts: Bool)
  /// Every generated part of the repository's documents written from the code.
  case docs
  /// The randomized run.
  case fuzz(FuzzOptions)
  /// The probe of UIKit's time on the host, printed, or compared with a device's recording.
  case probe(compareWith: String?)
  /// The usage text.
  case help

  /// The randomized run's settings.
  public struct FuzzOptions: Equatable, Sendable {
    /// The seed the actions come from.
    public var seed: UInt64 = 1
    /// How many steps, on every variant.
    public var steps = 10_000
    /// How many processes share the sessions.
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Which share of the sessions this process plays, when it is one of the jobs.
    public var shard: Fuzzer.Shard?
  }

  /// The most steps a randomized run takes: far more than any machine runs, and few enough that
  /// counting them never overflows.
  public static let maximumSteps = 1 << 60
  /// The most processes a randomized run starts.
  public static let maximumJobs = 64

  /// Reads `arguments` (without the program's name), or says in one line what is wrong.
  public static func parse(_ arguments: [String]) -> Result<Invocation, InvocationError> {
    var words = arguments
    var seen: Set<String> = []
    /// Removes `flag` and its value; nil when absent; an error when repeated or valueless.
    func take(_ flag: String, needing what: String) throws(InvocationError) -> String? {
      guard let index = words.firstIndex(of: flag) else { return nil }
      guard seen.insert(flag).inserted, words[(index + 1)...].firstIndex(of: flag) == nil else {
        throw .repeated(flag)
      }
      guard index + 1 < words.count, !words[index + 1].hasPrefix("--") else {
        throw .missingValue(flag, what)
      }
      defer { words.removeSubrange(index...(index + 1)) }
      return words[index + 1]
    }
    do throws(InvocationError) {
      let variantText = try take("--variant", needing: "router, coordinator or mvc")
      let variant = try variantText.map { text throws(InvocationError) in
        guard let variant = Variant(rawValue: text.lowercased()) else {
          throw .badValue("--variant", text, "router, coordinator or mvc")
        }
        return variant
      }
      let linkText = try take("--open", needing: "a link, e.g. --open sample://explore/detail")
      let link = try linkText.map { text throws(InvocationError) in
        do throws(AppLinkError) {
          return try AppLink(string: text).url
        } catch {
          throw .badLink(error.description)
        }
      }
      let mode = words.first
      if mode != nil { words.removeFirst() }
      let invocation: Invocation
      switch mode {
      case nil:
        invocation = .walkThrough(variant ?? .router, link: link)
      case "--help", "-h", "help":
        invocation = .help
      case "--script":
        guard let path = words.first else { throw .missingValue("--script", "a file") }
        words.removeFirst()
        invocation = .script(path: path, variant ?? .router, link: link)
      case "tour":
        invocation = .tour(variant ?? .router)
      case "graph":
        invocation = .graph(variant ?? .router)
      case "sequence":
        try refuse(
          variant, link, in: "sequence",
          which: "draws the router variant, whose layers call one another in line")
        invocation = .sequence
      case "exits":
        try refuse(variant, link, in: "exits", which: "runs every variant")
        invocation = .exits
      case "pictures":
        try refuse(variant, link, in: "pictures", which: "draws the router variant from launch")
        guard let folder = words.first else { throw .missingValue("pictures", "a folder") }
        // A folder's name, not a flag, and not nothing (which would be the current folder).
        guard !folder.trimmingCharacters(in: .whitespaces).isEmpty, !folder.hasPrefix("-") else {
          throw .badValue("pictures", folder, "the name of a folder to draw into")
        }
        words.removeFirst()
        invocation = .pictures(folder: folder)
      case "docs":
        try refuse(variant, link, in: "docs", which: "measures and draws every variant")
        invocation = .docs
      case "compare":
        try refuse(variant, link, in: "compare", which: "runs every variant from launch")
        let transcripts = words.first == "--transcripts"
        if transcripts { words.removeFirst() }
        invocation = .compare(transcripts: transcripts)
      case "fuzz":
        try refuse(variant, link, in: "fuzz", which: "drives every variant from launch")
        invocation = .fuzz(try fuzzOptions(taking: take))
      case "probe":
        try refuse(variant, link, in: "probe", which: "runs UIKit's time cases, no variant")
        var recording: String?
        if words.first == "compare" {
          words.removeFirst()
          guard let path = words.first else { throw .missingValue("probe compare", "a file") }
          words.removeFirst()
          recording = path
        }
        invocation = .probe(compareWith: recording)
      case let other?:
        throw .unknown(other)
      }
      if link != nil, let mode, mode != "--script" { throw .notHere("--open", mode) }
      guard words.isEmpty else { throw .unknown(words[0]) }
      return .success(invocation)
    } catch {
      return .failure(error)
    }
  }

  private static func refuse(
    _ variant: Variant?, _ link: URL?, in mode: String, which reason: String
  ) throws(InvocationError) {
    if variant != nil { throw .notHere("--variant", "\(mode), which \(reason)") }
    if link != nil { throw .notHere("--open", "\(mode), which \(reason)") }
  }

  private static func fuzzOptions(
    taking take: (String, String) throws(InvocationError) -> String?
  ) throws(InvocationError) -> FuzzOptions {
    var options = FuzzOptions()
    if let text = try take("--seed", "a whole number of 0 or more") {
      guard let seed = UInt64(text) else {
        throw .badValue("--seed", text, "a whole number from 0 to \(UInt64.max)")
      }
      options.seed = seed
    }
    if let text = try take("--steps", "a whole number of 0 or more") {
      guard let steps = Int(text), (0...maximumSteps).contains(steps) else {
        throw .badValue("--steps", text, "a whole number from 0 to \(maximumSteps)")
      }
      options.steps = steps
    }
    if let text = try take("--jobs", "a whole number of 1 or more") {
      guard let jobs = Int(text), (1...maximumJobs).contains(jobs) else {
        throw .badValue("--jobs", text, "a whole number from 1 to \(maximumJobs)")
      }
      options.jobs = jobs
    }
    if let text = try take("--shard", "k/n") {
      guard let shard = Fuzzer.Shard(text) else {
        throw .badValue("--shard", text, "k/n, with k from 1 to n, e.g. 1/2")
      }
      options.shard = shard
    }
    return options
  }
}

/// Why a command line was refused; one line, ending with where to look.
public enum InvocationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A word that is no mode or flag of this mode.
  case unknown(String)
  /// A flag given twice.
  case repeated(String)
  /// A flag without its value.
  case missingValue(String, String)
  /// A flag whose value is not one it takes.
  case badValue(String, String, String)
  /// A flag that means nothing to this mode.
  case notHere(String, String)
  /// `--open` with something that is not one of the app's links.
  case badLink(String)

  /// The line to print.
  public var description: String {
    let problem =
      switch self {
      case .unknown(let word): "Unknown argument \"\(ConsoleEcho.calm(word))\"."
      case .repeated(let flag): "\(flag) is given more than once."
      case .missingValue(let flag, let what): "\(flag) needs \(what)."
      case .badValue(let flag, let value, let what):
        "\(flag) takes \(what), not \"\(ConsoleEcho.calm(value))\"."
      case .notHere(let flag, let mode): "\(flag) does not apply to \(mode)."
      case .badLink(let reason): ConsoleEcho.calm(reason)
      }
    return "\(problem) See demo --help."
  }
}
