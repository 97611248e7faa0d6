@_spi(HostTesting) import Journeys
@_spi(HostTesting) import PresentationHost

/// How the console shows back what it was given: control characters escaped (so that input
/// never drives the terminal), a password masked, and a long line shortened.
@MainActor
enum ConsoleEcho {
  /// The longest echo, in characters; the rest is counted, not shown.
  nonisolated static let maximumLength = 120

  /// `line` as the console shows it back, for the screen `app` shows now.
  static func line(_ line: String, on app: RunningApp) -> String {
    if case .success(.action(let action)) = ConsoleCommand.parse(line) {
      return self.action(action, on: app)
    }
    return shortened(escaped(line))
  }

  /// `action` as the console shows it back: a password typed is masked.
  static func action(_ action: JourneyAction, on app: RunningApp) -> String {
    shortened(escaped(app.echo(action)))
  }

  /// A reply about input, made safe to print: escaped, then shortened to a few lines' worth.
  nonisolated static func calm(_ text: String) -> String {
    shortened(escaped(text), to: 3 * maximumLength)
  }

  /// `text` with every control character shown as an escape (`\e`, `\t`, `\u{7}`).
  nonisolated static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\u{1B}": result += "\\e"
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case _ where scalar.properties.generalCategory == .control:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` cut to `maximumLength` characters, saying how many more there were.
  nonisolated static func shortened(_ text: String, to length: Int = maximumLength) -> String {
    guard text.count > length else { return text }
    return String(text.prefix(length)) + "… (\(text.count - length) more characters)"
  }
}
