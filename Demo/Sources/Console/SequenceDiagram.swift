@_spi(HostTesting) import Journeys
@_spi(HostTesting) import PresentationHost

/// One order through the login, as a Mermaid sequence diagram drawn from the transcript of a
/// real run of journey 1: the person, then each layer calling the next, and the completions
/// coming back.
@MainActor
public enum SequenceDiagram {
  /// The journey drawn: an order placed while signed out, through the login.
  public static var journey: Journey { sampleJourneys[0] }

  /// The diagram of `journey` in the router variant, from a fresh launch. (In the coordinator
  /// variant a route fans out through the route publisher to whichever flow handles it, which a
  /// transcript read in order cannot attribute; `demo compare --transcripts` shows it instead.)
  public static func orderThroughLogin() -> String {
    let app = Variant.router.launch()
    let start = app.host.transcript.count
    for step in journey.steps { try? app.perform(step.action) }
    let entries = app.host.transcript[start...].filter { $0.kind != .lifecycle }
    _ = app.shutDown()
    return mermaid(Array(entries))
  }

  /// `entries` as a sequence diagram. A screen's router is asked by the screen's interactor
  /// (`MainRouter.order` by `MainInteractor`); another call the trace records by its receiver
  /// alone comes from the last object called; a builder returns to its caller, and the
  /// assembly, once its builder has built, to the router that asked it; UIKit's
  /// operations are calls into UIKit; a completion (`Login → Order`) returns to the interactor
  /// of the screen it names, which goes on from there.
  static func mermaid(_ entries: [TranscriptEntry]) -> String {
    var lines = ["sequenceDiagram"]
    var caller = "User"
    // Who asked the assembly for a screen, whom it returns to once the builder has built it.
    var returnTo: String?
    for entry in entries {
      let event = ConsoleEcho.calm(entry.event)
      switch entry.kind {
      case .user:
        lines.append("  User->>UIKit: \(event)")
        caller = "User"
      case .operation:
        lines.append(
          "  \(dismisser(of: event) ?? caller)->>UIKit: \(ConsoleEcho.calm(entry.subject)).\(event)"
        )
      default:
        guard event.hasPrefix("→ ") else {
          let subject = entry.subject
          let isScreenRouter = subject.hasSuffix("Router") && subject != "AppRouter"
          let from = isScreenRouter ? subject.dropLast("Router".count) + "Interactor" : caller
          lines.append("  \(from)->>\(subject): \(event)")
          if subject == "RouterAssembly" {
            (returnTo, caller) = (caller, subject)
          } else if subject.hasSuffix("Builder") {
            caller = returnTo ?? caller
            returnTo = nil
          } else {
            caller = subject
          }
          continue
        }
        let rest = event.dropFirst(2)
        if let colon = rest.range(of: ": ") {
          let receiver = String(rest[..<colon.lowerBound]) + "Interactor"
          // An awaited request returns from the router that was awaited.
          let sender = rest.contains(" returned ") ? entry.subject : caller
          lines.append("  \(sender)-->>\(receiver): \(rest[colon.upperBound...])")
          caller = receiver
        } else if let dot = rest.firstIndex(of: ".") {
          let receiver = String(rest[..<dot])
          lines.append("  \(entry.subject)->>\(receiver): \(rest[rest.index(after: dot)...])")
          caller = receiver
        }
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Who dismissed what `event` dismisses: the router of the screen dismissed, as each modal's
  /// router dismisses its own screen once its outcome is delivered (the order that outcome
  /// completes may act in between, so the last object called is not the one).
  private static func dismisser(of event: String) -> String? {
    guard event.hasPrefix("dismiss("), event.hasSuffix(")") else { return nil }
    var screen = event.dropFirst("dismiss(".count).dropLast()
    if screen.hasPrefix("NavigationController("), screen.hasSuffix(")") {
      screen = screen.dropFirst("NavigationController(".count).dropLast()
    }
    return screen.isEmpty || screen.contains("(") ? nil : screen + "Router"
  }
}
