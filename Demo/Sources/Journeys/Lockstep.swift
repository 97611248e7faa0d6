@_spi(HostTesting) import PresentationHost

/// Every variant driven by the same actions, compared after every step.
@MainActor
public enum Lockstep {
  /// What the variants showed after one step.
  public struct StepComparison: Sendable {
    /// The step's number, from 1.
    public let step: Int
    /// The action, as a console command.
    public let action: String
    /// The path and visible texts, per variant.
    public let screens: [Variant: Screen]
    /// What each variant's architecture did for the step, per variant.
    public let transcripts: [Variant: [String]]

    /// Whether every variant shows the same path and the same texts.
    public var isEqual: Bool { Set(screens.values).count <= 1 }
  }

  /// What a person sees: the path and the visible texts.
  public struct Screen: Hashable, Sendable {
    /// The canonical path.
    public let path: String
    /// The visible texts.
    public let texts: [String]
  }

  /// Runs `actions` on a fresh launch of every variant that has every place of the app
  /// (`PlacesLacked`), step by step.
  public static func run(_ actions: [JourneyAction]) -> [StepComparison] {
    let apps = PlacesLacked.comparedNow.map { $0.launch() }
    var comparisons: [StepComparison] = []
    for (index, action) in actions.enumerated() {
      var screens: [Variant: Screen] = [:]
      var transcripts: [Variant: [String]] = [:]
      let shown = apps.first?.echo(action) ?? action.description
      for app in apps {
        let start = app.host.transcript.count
        let outcome: String
        do {
          try app.perform(action)
          outcome = ""
        } catch {
          outcome = " (\(error))"
        }
        screens[app.variant] = Screen(path: app.path + outcome, texts: app.visibleTexts)
        transcripts[app.variant] = app.host.transcript[start...]
          .filter { $0.kind != .lifecycle }.map(\.description)
      }
      comparisons.append(
        StepComparison(
          step: index + 1, action: shown, screens: screens, transcripts: transcripts))
    }
    return comparisons
  }

  /// The first step where the variants differ, described, or nil when they agree throughout.
  public static func firstDifference(in journey: Journey) -> String? {
    let steps = run(journey.steps.map(\.action))
    guard let step = steps.first(where: { !$0.isEqual }) else { return nil }
    let shown = PlacesLacked.comparedNow.map { variant in
      let screen = step.screens[variant]
      return "\(variant.rawValue): \(screen?.path ?? "") \(screen?.texts ?? [])"
    }
    return "step \(step.step) (\(step.action)): " + shown.joined(separator: " ≠ ")
  }
}
