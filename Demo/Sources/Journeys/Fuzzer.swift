import Links
@_spi(HostTesting) import PresentationHost
import Scenes

/// A small, fast, seedable generator (SplitMix64): the same seed gives the same actions.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// Creates the generator of one of many independent streams from `seed` (a randomized run's
  /// sessions): its numbers depend only on `seed` and `stream`, not on the streams before it.
  public init(seed: UInt64, stream: UInt64) {
    var mixer = SeededGenerator(seed: stream)
    self.init(seed: seed ^ mixer.next())
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

/// Every variant driven by the same seeded random actions, chosen from what is on screen,
/// and checked after every step: same path and texts, no diagnostics, no leaks, no dropped
/// completion.
@MainActor
public enum Fuzzer {
  /// A failed run: where, why, and a short list of actions that still fails.
  public struct Failure: Sendable, CustomStringConvertible {
    /// The seed of the run.
    public let seed: UInt64
    /// The step, counted over the whole run, where it failed.
    public let step: Int
    /// What went wrong.
    public let problem: String
    /// A shortened list of actions, from a fresh launch, that still fails.
    public let actions: [JourneyAction]
    /// The actions as the console echoes them, each on the screen it is taken on: what was
    /// typed into a password field is masked, as everywhere a password could be printed.
    public let script: [String]

    /// A failure; its script is made by taking `actions` on a fresh app. Whatever `problem`
    /// says, a text the script masks (typed into a password field) is masked in it too.
    @MainActor public init(
      seed: UInt64, step: Int, problem: String, actions: [JourneyAction]
    ) {
      self.seed = seed
      self.step = step
      self.actions = actions
      let script = Fuzzer.echoes(of: actions)
      self.script = script
      var masked = problem
      for (action, echo) in zip(actions, script) where echo != action.description {
        guard case .type(_, let text) = action, !text.isEmpty else { continue }
        masked = masked.replacingOccurrences(
          of: text, with: String(repeating: "•", count: text.count))
      }
      self.problem = masked
    }

    /// The failure, then the actions as a script for `demo --script`.
    public var description: String {
      var lines = ["# fuzz seed \(seed) failed at step \(step): \(problem)"]
      if script != actions.map(\.description) {
        lines.append("# passwords typed are masked (•): type them in to replay")
      }
      return (lines + script).joined(separator: "\n")
    }

    /// The actions as a Swift Testing case that replays them, ready to paste into
    /// `Demo/Tests/JourneysTests`; passwords typed are masked, as in the script.
    public var testCase: String {
      let masked = zip(actions, script).map { action, echo in
        guard echo != action.description, case .type(let field, _) = action else { return action }
        return .type(field: field, text: String(echo.dropFirst("type \(field) ".count)))
      }
      let steps = masked.map { "      \($0.swiftSource)," }
      return
        ([
          "  @Test(\(String(reflecting: "fuzz seed \(seed), step \(step): \(problem)")))",
          "  func fuzzSeed\(seed)Step\(step)() {",
          "    let failure = Fuzzer.replay([",
        ] + steps + [
          "    ])",
          "    #expect(failure == nil)",
          "  }",
        ]).joined(separator: "\n")
    }
  }

  /// How many steps a session has: every app is relaunched after each.
  public static let sessionLength = 300

  /// Which of a run's sessions one process plays: those whose number modulo `count` is
  /// `index`. Sessions are independent, so shards can run in parallel processes.
  public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// This shard's number, from 0.
    public let index: Int
    /// How many shards the run is split into.
    public let count: Int

    /// The whole run in one process.
    public static let whole = Shard(checkedIndex: 0, count: 1)

    /// A shard, or nil unless `0 <= index < count`.
    public init?(index: Int, count: Int) {
      guard count > 0, (0..<count).contains(index) else { return nil }
      self.init(checkedIndex: index, count: count)
    }

    private init(checkedIndex: Int, count: Int) {
      self.index = checkedIndex
      self.count = count
    }

    /// Reads `k/n` as shard `k - 1` of `n`, the way a person counts; nil when malformed.
    public init?(_ text: String) {
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let number = Int(parts[0]), number >= 1, let count = Int(parts[1])
      else { return nil }
      self.init(index: number - 1, count: count)
    }

    /// `k/n`, counted from 1.
    public var description: String { "\(index + 1)/\(count)" }
  }

  /// The steps of each session this shard plays, numbered over the whole run from 0, made one
  /// at a time as the run goes, so that a run of any length starts at once.
  public static func sessions(
    steps: Int, sessionLength: Int = Fuzzer.sessionLength, shard: Shard = .whole
  ) -> some Sequence<Range<Int>> {
    let length = max(sessionLength, 1)
    let total = max(steps, 0)
    return stride(
      from: shard.index, to: sessionCount(steps: total, sessionLength: length), by: shard.count
    )
    .lazy.map { session in
      let start = session * length
      return start..<(start + min(length, total - start))
    }
  }

  /// How many sessions a run of `steps` has.
  public static func sessionCount(steps: Int, sessionLength: Int = Fuzzer.sessionLength) -> Int {
    let length = max(sessionLength, 1)
    let total = max(steps, 0)
    return total / length + (total % length == 0 ? 0 : 1)
  }

  /// How many steps `shard` plays of a run of `steps`: its sessions are full but for the run's
  /// last, which may be shorter.
  public static func steps(
    of shard: Shard, steps: Int, sessionLength: Int = Fuzzer.sessionLength
  ) -> Int {
    let length = max(sessionLength, 1)
    let total = max(steps, 0)
    let count = sessionCount(steps: total, sessionLength: length)
    guard count > shard.index else { return 0 }
    let mine = (count - 1 - shard.index) / shard.count + 1
    let isLastMine = (count - 1) % shard.count == shard.index
    return (mine - 1) * length + (isLastMine ? total - (count - 1) * length : length)
  }

  /// Runs `shard`'s part of `steps` random steps from `seed`, relaunching every app every
  /// `sessionLength` steps; each session's actions come from the stream of `seed` named by its
  /// first step, so a session plays the same whichever shard runs it.
  /// `progress` hears how many steps this shard has done after each session.
  public static func run(
    seed: UInt64, steps: Int, sessionLength: Int = Fuzzer.sessionLength, shard: Shard = .whole,
    progress: (Int) -> Void = { _ in }
  ) -> Failure? {
    var done = 0
    for session in sessions(steps: steps, sessionLength: sessionLength, shard: shard) {
      var generator = SeededGenerator(seed: seed, stream: UInt64(session.lowerBound))
      var actions: [JourneyAction] = []
      // A run this long reads no transcript: only the checks after every step.
      let apps = PlacesLacked.comparedNow.map { $0.launch(recordsTranscript: false) }
      for turn in session {
        let action = randomAction(on: apps[0], turn: turn, using: &generator)
        actions.append(action)
        if let problem = step(apps, action) {
          return Failure(
            seed: seed, step: turn + 1, problem: problem, actions: shrink(actions))
        }
      }
      if let problem = shutDown(apps) {
        return Failure(
          seed: seed, step: session.upperBound, problem: problem, actions: shrink(actions))
      }
      done += session.count
      progress(done)
    }
    return nil
  }

  /// The actions a person could take on what `app` shows.
  public static func candidates(on app: RunningApp, turn: Int = 0) -> [JourneyAction] {
    guard app.isConnected else { return [.connect] }
    let host = app.host
    if app.isInBackground { return [.foreground, .disconnect] }
    guard let screen = host.visibleScreen else { return [] }
    var buttons: [String] = []
    var fields: [String] = []
    for control in screen.view.controls {
      if let button = control as? UIButton, button.isEnabled {
        buttons.append(button.displayTitle)
      } else if let field = control as? UITextField {
        fields.append(field.accessibilityIdentifier ?? "")
      }
    }
    var actions: [JourneyAction] = buttons.map { .tap($0) } + buttons.map { .doubleTap($0) }
    for first in buttons {
      for second in buttons where second != first { actions.append(.quickTaps(first, second)) }
    }
    for identifier in fields {
      for value in values[identifier] ?? ["x"] {
        actions.append(.type(field: identifier, text: value))
      }
    }
    if let navigation = screen.navigationController, navigation.viewControllers.count > 1 {
      actions += [.back, .swipeBack(cancelled: false), .swipeBack(cancelled: true)]
    }
    if host.keyWindow?.rootViewController?.presentedViewController != nil {
      actions.append(.swipeDown)
    } else {
      actions += host.tabTitles.map { .selectTab($0) }
    }
    // Two of the links at a time, so that opening one is about as likely as any other action.
    actions += [links[turn % links.count], links[(turn / 7) % links.count]].map { .open($0) }
    // The scene's life cycle a third as often as a screen's actions: each reconnect rebuilds
    // the whole app, and a person backgrounds an app far less often than they tap.
    if turn.isMultiple(of: 3) { actions += [.background, .disconnect] }
    // Windows a fifth as often: opening one launches a whole scene.
    if turn.isMultiple(of: 5) {
      if app.windowCount < 3 { actions.append(.newWindow) }
      if app.windowCount > 1 { actions.append(.closeWindow) }
      actions += (1...app.windowCount).filter { $0 != app.currentWindow + 1 }.map {
        .switchWindow($0)
      }
    }
    return actions
  }

  /// Replays `actions` on fresh launches of every variant, then shuts them down; the first
  /// problem, or nil.
  public static func replay(_ actions: [JourneyAction]) -> String? {
    let apps = PlacesLacked.comparedNow.map { $0.launch(recordsTranscript: false) }
    for action in actions {
      if let problem = step(apps, action) { return problem }
    }
    return shutDown(apps)
  }

  /// `actions` as the console echoes them, each on the screen it is taken on in a fresh app.
  public static func echoes(of actions: [JourneyAction]) -> [String] {
    let app = Variant.router.launch(recordsTranscript: false)
    var echoes: [String] = []
    for action in actions {
      echoes.append(app.echo(action))
      try? app.perform(action)
    }
    return echoes
  }

  /// The shortest list found, by removing chunks then single actions, for which `fails` holds.
  public static func shrink(
    _ actions: [JourneyAction],
    fails: ([JourneyAction]) -> Bool = { replay($0) != nil }
  ) -> [JourneyAction] {
    var current = actions
    var chunk = max(current.count / 2, 1)
    while chunk >= 1 {
      var index = 0
      var removedAny = false
      while index < current.count {
        var candidate = current
        candidate.removeSubrange(index..<min(index + chunk, candidate.count))
        if fails(candidate) {
          current = candidate
          removedAny = true
        } else {
          index += chunk
        }
      }
      if !removedAny || chunk > 1 { chunk /= 2 }
    }
    return current
  }

  /// The links the randomized run opens: a link to each place of the app (`Place.exampleLinks`),
  /// more logins and registration steps, and bad ones (an email missing, a password).
  private static let links =
    Place.exampleLinks.map(\.description) + [
      "sample://shop/order?message=jam", "sample://nowhere", "sample://shop/order?message=%20",
      "sample://shop/order/login?message=tea",
      "sample://shop/order/login/email/password/firstname?message=tea&email=fuzz%40example.com",
      "sample://shop/order/login/email/password?message=jam", "sample://shop/order?password=x",
    ]

  private static let values: [String: [String]] = [
    "message": ["coffee", "tea", "", "   "],
    "note": ["", "with milk"],
    "email": ["demo@example.com", "nobody@example.com", "not an email"],
    "password": ["password1", "wrong"],
    "value": ["fuzz@example.com", "bad", "analytical", "Ada", ""],
  ]

  private static func randomAction(
    on app: RunningApp, turn: Int, using generator: inout SeededGenerator
  ) -> JourneyAction {
    candidates(on: app, turn: turn).randomElement(using: &generator) ?? .selectTab("Shop")
  }

  private static func shutDown(_ apps: [RunningApp]) -> String? {
    for app in apps {
      let leaks = app.shutDown()
      if !leaks.isEmpty { return "\(app.variant) leaked \(leaks) after shut down" }
    }
    return nil
  }

  private static func step(_ apps: [RunningApp], _ action: JourneyAction) -> String? {
    var outcomes: [String] = []
    var links: [AppLink?] = []
    for app in apps {
      app.host.clearTranscript()
      let saved = action == .disconnect ? app.restorableScreen : nil
      do {
        try app.perform(action)
        outcomes.append("ok")
      } catch {
        outcomes.append(error.description)
      }
      if let problem = app.firstProblem ?? app.routeApartFromUIKit {
        return "\(app.variant): \(problem) after \(action)"
      }
      if let saved { app.savedScreen = saved }
      if action == .connect, let saved = app.savedScreen, app.restorableScreen != saved {
        return "\(app.variant) restored \(app.restorableScreen), not \(saved)"
      }
      let link = app.link
      links.append(link)
      if let problem = RoundTrip.problem(opening: link, of: app) { return problem }
    }
    guard Set(outcomes).count == 1 else { return "outcomes differ after \(action): \(outcomes)" }
    // Each window's path is read once: the current window's is the path of the screen shown.
    let windowPaths = apps.map(\.windowPaths)
    let screens = Set(
      zip(apps, windowPaths).map { app, paths in
        ([paths[app.currentWindow]] + app.visibleTexts).joined(separator: " · ")
      })
    guard screens.count == 1 else { return "screens differ after \(action): \(screens.sorted())" }
    guard Set(windowPaths).count == 1, Set(apps.map(\.currentWindow)).count == 1 else {
      return "windows differ after \(action): \(windowPaths)"
    }
    guard Set(links).count == 1 else {
      return "links differ after \(action): \(links.map { $0?.description ?? "none" })"
    }
    return nil
  }
}

/// The round trip of a place: its link, opened in a fresh app, reaches the same path. Each
/// link is tried once a process per variant: the places a run reaches are few.
@MainActor
enum RoundTrip {
  private static var tried: [Variant: Set<AppLink>] = [:]

  /// What is wrong with opening `link`, `app`'s place, from a cold start, or nil.
  static func problem(opening link: AppLink?, of app: RunningApp) -> String? {
    guard let link, tried[app.variant, default: []].insert(link).inserted else { return nil }
    let fresh = app.variant.launch(link: link.url, recordsTranscript: false)
    let problem: String? =
      if fresh.path != app.path {
        "\(app.variant): \(link) from a cold start reaches \(fresh.path), not \(app.path)"
      } else {
        fresh.firstProblem.map { "\(app.variant): \(link) from a cold start: \($0)" }
      }
    _ = fresh.shutDown()
    return problem
  }
}
