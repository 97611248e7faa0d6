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

  /// Where the secret starts in `line`, typed so far on the screen `app` shows, in characters:
  /// the text after `type <field> ` for a field that hides what is typed, or what follows a
  /// word that names a password in a line no command reads; nil when it holds none yet.
  public static func secretStart(of line: String, on app: RunningApp) -> Int? {
    let words = line.split(whereSeparator: \.isWhitespace)
    if words.count >= 2, words[0].lowercased() == "type", !app.showsTypedText(String(words[1])),
      let afterField = line[words[1].endIndex...].firstIndex(where: \.isWhitespace)
    {
      return line.distance(from: line.startIndex, to: afterField) + 1
    }
    guard case .failure = ConsoleCommand.parse(line), let start = mistypedSecret(in: line) else {
      return nil
    }
    return line.distance(from: line.startIndex, to: start)
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
  /// and C1 controls and DEL, the line and paragraph separators, and the bidirectional marks,
  /// embeddings, overrides and isolates (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to
  /// U+2069).
  public nonisolated static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    default:
      scalar.value == 0x061C || (0x200E...0x200F).contains(scalar.value)
        || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
  }

  /// `text` cut to `maximumLength` characters, saying how many more there were. A character
  /// counts as many as the Unicode scalars it is made of, so that one letter carrying thousands
  /// of combining marks is cut as thousands of characters are.
  nonisolated static func shortened(_ text: String, to length: Int = maximumLength) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > length else { return text }
    let kept = String(String.UnicodeScalarView(scalars.prefix(length)))
    return kept + "… (\(scalars.count - length) more characters)"
  }
}
