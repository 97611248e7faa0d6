@_spi(HostTesting) import PresentationHost

/// A small, fast, seedable generator (SplitMix64): the same seed gives the same actions.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

/// Both variants driven by the same seeded random actions, chosen from what is on screen,
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

    /// The failure, then the actions as a script for `demo --script`.
    public var description: String {
      (["# fuzz seed \(seed) failed at step \(step): \(problem)"] + actions.map(\.description))
        .joined(separator: "\n")
    }
  }

  /// Runs `steps` random steps from `seed`, relaunching both apps every `sessionLength` steps.
  public static func run(
    seed: UInt64, steps: Int, sessionLength: Int = 300, progress: (Int) -> Void = { _ in }
  ) -> Failure? {
    var generator = SeededGenerator(seed: seed)
    var done = 0
    while done < steps {
      let length = min(sessionLength, steps - done)
      var actions: [JourneyAction] = []
      let apps = Variant.allCases.map { $0.launch() }
      // A run this long reads no transcript: only the checks after every step.
      for app in apps { app.host.recordsTranscript = false }
      for _ in 0..<length {
        let action = randomAction(on: apps[0], turn: done, using: &generator)
        actions.append(action)
        done += 1
        if let problem = step(apps, action) {
          return Failure(seed: seed, step: done, problem: problem, actions: shrink(actions))
        }
      }
      if let problem = shutDown(apps) {
        return Failure(seed: seed, step: done, problem: problem, actions: shrink(actions))
      }
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
    let controls = screen.view.controls
    let buttons = controls.compactMap { $0 as? UIButton }.filter(\.isEnabled).map(\.displayTitle)
    var actions: [JourneyAction] = buttons.map { .tap($0) } + buttons.map { .doubleTap($0) }
    for first in buttons {
      actions += buttons.filter { $0 != first }.map { .quickTaps(first, $0) }
    }
    for field in controls.compactMap({ $0 as? UITextField }) {
      let identifier = field.accessibilityIdentifier ?? ""
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
    return actions
  }

  /// Replays `actions` on fresh launches of both variants, then shuts them down; the first
  /// problem, or nil.
  public static func replay(_ actions: [JourneyAction]) -> String? {
    let apps = Variant.allCases.map { $0.launch() }
    for action in actions {
      if let problem = step(apps, action) { return problem }
    }
    return shutDown(apps)
  }

  /// The shortest list found, by removing chunks then single actions, for which `fails` holds.
  public static func shrink(
    _ actions: [JourneyAction], fails: ([JourneyAction]) -> Bool = { replay($0) != nil }
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

  /// The links the randomized run opens: every place, an order, and bad ones.
  private static let links = [
    "sample://shop", "sample://shop/order?message=tea", "sample://shop/order?message=jam",
    "sample://explore", "sample://explore/detail", "sample://explore/detail/hello",
    "sample://explore/hello", "sample://nowhere", "sample://shop/order?message=%20",
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
    for app in apps {
      app.host.clearTranscript()
      do {
        try app.perform(action)
        outcomes.append("ok")
      } catch {
        outcomes.append(error.description)
      }
      if let problem = app.firstProblem { return "\(app.variant): \(problem) after \(action)" }
    }
    guard Set(outcomes).count == 1 else { return "outcomes differ after \(action): \(outcomes)" }
    let screens = Set(apps.map { $0.path + " · " + $0.visibleTexts.joined(separator: " · ") })
    guard screens.count == 1 else { return "screens differ after \(action): \(screens.sorted())" }
    return nil
  }
}
