@_spi(HostTesting) import Journeys
@_spi(HostTesting) import PresentationHost

/// How the console shows back what it was given: control characters escaped (so that input
/// never drives the terminal), a password masked, and a long line shortened.
@MainActor
public enum ConsoleEcho {
  /// The longest echo, in characters; the rest is counted, not shown.
  nonisolated static let maximumLength = 120

  /// `line` as the console shows it back, for the screen `app` shows now. A line that starts
  /// with `type` but is not understood never shows what follows its field.
  public static func line(_ line: String, on app: RunningApp) -> String {
    if case .success(.action(let action)) = ConsoleCommand.parse(line) {
      return self.action(action, on: app)
    }
    let (word, rest) = ConsoleCommand.split(line)
    if word.lowercased() == "type" {
      let (field, text) = ConsoleCommand.split(rest)
      return calm(text.isEmpty ? "type \(field)" : "type \(field) ••••")
    }
    if let secret = mistypedSecret(in: line) { return calm(String(line[..<secret])) + " ••••" }
    return calm(line)
  }

  /// Whether `line`, taken on the screen `app` shows, types a secret or may: a `type` of text
  /// into a field that hides what is typed, or a line no command reads that names a password.
  /// Such a line is never kept for the up arrow.
  public static func holdsSecret(_ line: String, on app: RunningApp) -> Bool {
    if case .success(.action(.type(let field, let text))) = ConsoleCommand.parse(line) {
      return !text.isEmpty && !app.showsTypedText(field)
    }
    if case .success = ConsoleCommand.parse(line) { return false }
    return mistypedSecret(in: line) != nil
  }

  /// Where the secret would start in a line no command reads that names a password after its
  /// first word (`tpye password S`, `typepassword S`, `type: password S`): after the word that
  /// names it; nil when nothing follows it, or no word names a password.
  nonisolated static func mistypedSecret(in line: String) -> String.Index? {
    guard let named = line.range(of: "pass", options: .caseInsensitive) else { return nil }
    let end = line[named.upperBound...].firstIndex(where: \.isWhitespace) ?? line.endIndex
    guard line[end...].contains(where: { !$0.isWhitespace }) else { return nil }
    return end
  }

  /// `action` as the console shows it back: a password typed is masked.
  static func action(_ action: JourneyAction, on app: RunningApp) -> String {
    calm(app.echo(action))
  }

  /// Text that came from outside (typed, linked, read from a file or an argument) made safe to
  /// print: every control character escaped, then shortened. Every place the console prints
  /// such text goes through here.
  public nonisolated static func calm(_ text: String) -> String {
    shortened(escaped(withoutLinkedSecrets(text)), to: 3 * maximumLength)
  }

  /// `text` with the value of every `password=` of a link in it masked: a link that carries a
  /// password is refused, and its refusal and echo never show it.
  nonisolated static func withoutLinkedSecrets(_ text: String) -> String {
    guard text.range(of: "pass", options: .caseInsensitive) != nil else { return text }
    return text.replacing(#/(?i)(pass(word|wd)?=)[^&#\s]*/#) { $0.output.1 + "••••" }
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
      case _ where isUnsafe(scalar):
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether `scalar` moves the cursor, breaks the line or reorders text on a terminal: the C0
  /// and C1 controls and DEL, the line and paragraph separators, and the bidirectional
  /// embeddings, overrides and isolates.
  public nonisolated static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    default: (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
  }

  /// `text` cut to `maximumLength` characters, saying how many more there were.
  nonisolated static func shortened(_ text: String, to length: Int = maximumLength) -> String {
    guard text.count > length else { return text }
    return String(text.prefix(length)) + "… (\(text.count - length) more characters)"
  }
}
