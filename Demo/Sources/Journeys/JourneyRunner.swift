import Coordinators
@_spi(HostTesting) import PresentationHost

/// What went wrong in a journey, at which step.
public struct JourneyFailure: Equatable, Sendable, CustomStringConvertible {
  /// The step's number, from 1; 0 for what is checked after the last step.
  public let step: Int
  /// The action of that step, as a console command.
  public let action: String
  /// What was expected and what was found.
  public let problem: String

  /// `step 3 (tap Done): expected path …, found …`.
  public var description: String { "step \(step) (\(action)): \(problem)" }
}

/// Runs journeys on a launched app and checks every expectation.
@MainActor
public enum JourneyRunner {
  /// Checks what `app` shows against `step`; nil when everything matches.
  public static func check(_ step: Journey.Step, on app: RunningApp) -> String? {
    if app.path != step.path { return "expected path \"\(step.path)\", found \"\(app.path)\"" }
    let visible = app.visibleTexts
    if let missing = step.texts.first(where: { !visible.contains($0) }) {
      return "expected text \"\(missing)\", visible: \(visible)"
    }
    return app.firstProblem
  }

  /// Runs `journey` on a fresh launch of `variant`; returns the first failure, or nil.
  public static func run(
    _ journey: Journey, on variant: Variant, delivery: RoutePublisher.Delivery = .targeted,
    instrumented: Bool = true
  ) -> JourneyFailure? {
    let app = variant.launch(delivery: delivery, instrumented: instrumented)
    for (index, step) in journey.steps.enumerated() {
      do {
        try app.perform(step.action)
      } catch {
        return JourneyFailure(step: index + 1, action: "\(step.action)", problem: "\(error)")
      }
      if let problem = check(step, on: app) {
        return JourneyFailure(step: index + 1, action: "\(step.action)", problem: problem)
      }
    }
    let leaksOnScreen = app.host.leaks
    if !leaksOnScreen.isEmpty {
      return JourneyFailure(step: 0, action: "end", problem: "leaked \(leaksOnScreen)")
    }
    let leaksAfterShutDown = app.shutDown()
    if !leaksAfterShutDown.isEmpty {
      return JourneyFailure(
        step: 0, action: "shut down", problem: "alive after shut down: \(leaksAfterShutDown)")
    }
    return nil
  }
}
