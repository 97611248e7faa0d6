import Foundation
@_spi(HostTesting) import Journeys
@_spi(HostTesting) import PresentationHost

/// A narrated run through every journey: each step's action, what each layer of the
/// architecture did, and whether what the journey expects holds.
@MainActor
public enum Tour {
  /// Runs the tour on `variant`, writing as it goes; true only if every expectation held.
  public static func run(
    variant: Variant, style: ConsoleStyle, write: (String) -> Void
  ) -> Bool {
    write(style.bold("A tour of the sample app, \(variant.rawValue) variant"))
    write(
      "Each step is a person's action. Under it: what the view, the interactor, the navigation"
    )
    write("layer, the builders and the host did, read from the host's transcript as it ran.")
    var held = 0
    for journey in sampleJourneys {
      write("")
      write(style.bold("Journey \(journey.id): \(journey.title)"))
      if runJourney(journey, variant: variant, style: style, write: write) { held += 1 }
    }
    let allHeld = held == sampleJourneys.count
    write("")
    let summary = "\(held) of \(sampleJourneys.count) journeys held."
    write(allHeld ? style.green(summary) : style.red(summary))
    return allHeld
  }

  private static func runJourney(
    _ journey: Journey, variant: Variant, style: ConsoleStyle, write: (String) -> Void
  ) -> Bool {
    let session = ConsoleSession(variant: variant, style: style)
    for (index, step) in journey.steps.enumerated() {
      write("")
      write(style.bold("> \(ConsoleEcho.action(step.action, on: session.app))"))
      let start = session.app.host.transcript.count
      let reply = session.perform(step.action)
      reply.lines.forEach(write)
      write(style.dim("  in short: " + summarize(session.app.host.transcript[start...])))
      if let problem = JourneyRunner.check(step, on: session.app) {
        write(style.red("✗ step \(index + 1): \(problem)"))
        return false
      }
      write(style.green("✓ as expected"))
    }
    let onScreen = session.app.host.leaks
    let leaks = onScreen + (session.app.shutDown())
    guard leaks.isEmpty else {
      write(style.red("✗ leaked: \(leaks)"))
      return false
    }
    write(style.green("✓ journey held; nothing leaked"))
    return true
  }

  /// One sentence per layer that took part, in the order they acted.
  static func summarize(_ entries: ArraySlice<TranscriptEntry>) -> String {
    var parts: [String] = []
    for entry in entries {
      let part: String? =
        switch entry.kind {
        case .app where entry.event.contains(": completion("):
          "\(entry.subject) answered \(entry.event.dropFirst(2))"
        case .app where entry.event.hasPrefix("→"):
          if let colon = entry.event.range(of: ": "), entry.event.contains(" returned ") {
            "\(entry.subject)'s \(entry.event[colon.upperBound...])"
          } else {
            "the view asked \(entry.event.dropFirst(2))"
          }
        case .app where entry.subject.hasSuffix("Builder"):
          "\(entry.subject) built \(entry.event.replacingOccurrences(of: "build → ", with: ""))"
        case .app:
          "\(entry.subject).\(entry.event)"
        case .operation:
          "the host did \(entry.subject).\(entry.event)"
        case .delegate:
          "the host told \(entry.subject) \(entry.event)"
        case .turn where entry.event.hasSuffix(" ends"):
          "the animation ended, \(entry.event.prefix { $0 != ":" })"
        case .user, .lifecycle, .diagnostic, .turn:
          nil
        }
      if let part, parts.last != part { parts.append(part) }
    }
    return parts.isEmpty ? "only the screen changed" : parts.joined(separator: ", then ")
  }
}
