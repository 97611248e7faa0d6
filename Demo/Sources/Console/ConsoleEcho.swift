@_spi(HostTesting) import Journeys
import Links
@_spi(HostTesting) import PresentationHost

/// How the console shows back what it was given: control characters escaped (so that input
/// never drives the terminal), a password masked, and a long line shortened.
@MainActor
public enum ConsoleEcho {
  /// The longest echo, in characters; the rest is counted, not shown.
  nonisolated static let maximumLength = 120

  /// `line` as the console shows it back, for the screen `app` shows now: everything from its
  /// first secret on (`secretStart(of:on:)`) masked; a password typed into its field masked
  /// character for character.
  public static func line(_ line: String, on app: RunningApp) -> String {
    let start = secretStart(of: line, on: app)
    if case .success(.action(let action)) = ConsoleCommand.parse(line),
      start == nil || typesHiddenText(line, on: app)
    {
      return self.action(action, on: app)
    }
    guard let start else { return calm(line) }
    // What comes before the first secret holds none: escaped and shortened, not masked again.
    return shortened(escaped(String(line.prefix(start))), to: 3 * maximumLength) + "••••"
  }

  /// Whether `line`, taken on the screen `app` shows, holds a secret or may: such a line is
  /// never kept for the up arrow.
  public static func holdsSecret(_ line: String, on app: RunningApp) -> Bool {
    secretStart(of: line, on: app) != nil
  }

  /// The field a bare `type <field>` asks a hidden value for, on the screen `app` shows: the
  /// next line is that value, in every mode, as the terminal asks for it with its echo off;
  /// nil for any other line.
  public static func asksForSecret(_ line: String, on app: RunningApp) -> String? {
    let (word, rest) = ConsoleCommand.split(line.trimmingCharacters(in: .whitespaces))
    let (field, text) = ConsoleCommand.split(rest)
    guard word.lowercased() == "type", !field.isEmpty, text.isEmpty,
      gluedSecret(in: Substring(field)) == nil, !app.showsTypedText(field)
    else { return nil }
    return field
  }

  /// Where the first secret of `line` starts, in characters, for the screen `app` shows; nil
  /// when it holds none yet. The one definition every echo, refusal, history entry and the line
  /// editor's drawing use, read as the app reads the line:
  /// - the text of a `type` into a field that hides what is typed (a secure field, a field named
  ///   for a password, a field that is not there);
  /// - what is glued to a field word that names a password (`type passwordS`);
  /// - a link's user part, and the value of a query item whose name, percent-decoded, names a
  ///   password (`AppLink.namesSecret`), wherever a link stands in the line;
  /// - what follows a word that names a password in a line no command reads.
  public static func secretStart(of line: String, on app: RunningApp) -> Int? {
    let starts =
      [typedSecret(in: line, on: app), linkedSecret(in: line)]
      + [ConsoleCommand.parse(line).isFailure ? mistypedSecret(in: line) : nil]
    return starts.compactMap { $0 }.map { line.distance(from: line.startIndex, to: $0) }.min()
  }

  /// Whether `line` types text into a field that hides it: its echo masks the text character
  /// for character.
  private static func typesHiddenText(_ line: String, on app: RunningApp) -> Bool {
    guard case .success(.action(.type(let field, let text))) = ConsoleCommand.parse(line) else {
      return false
    }
    return !text.isEmpty && !app.showsTypedText(field)
  }

  /// Where a `type` line's secret starts: after its field word when the field hides what is
  /// typed, or where something is glued to a field word that names a password.
  private static func typedSecret(in line: String, on app: RunningApp) -> String.Index? {
    let words = line.split(whereSeparator: \.isWhitespace)
    guard words.count >= 2, words[0].lowercased() == "type" else { return nil }
    if let glued = gluedSecret(in: words[1]) { return glued }
    guard !app.showsTypedText(String(words[1])),
      let afterField = line[words[1].endIndex...].firstIndex(where: \.isWhitespace)
    else { return nil }
    return line.index(after: afterField)
  }

  /// Where something glued to `word` starts after the name of a password in it
  /// (`passwordS`, `Passwd1`); nil when the word names none, or nothing follows the name.
  nonisolated static func gluedSecret(in word: Substring) -> String.Index? {
    guard let named = word.range(of: "pass", options: .caseInsensitive) else { return nil }
    var end = named.upperBound
    for suffix in ["word", "wd"] {
      if let more = word[end...].range(of: suffix, options: [.caseInsensitive, .anchored]) {
        end = more.upperBound
        break
      }
    }
    return end < word.endIndex ? end : nil
  }

  /// Where the first secret of a link in `text` starts, as the app reads it
  /// (`AppLink.credentials(in:)`): a user part, or the value of a query item whose name names a
  /// password; nil when no link in it carries one.
  nonisolated static func linkedSecret(in text: String) -> String.Index? {
    AppLink.credentials(in: text).first?.lowerBound
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

  /// `text` with every link's user part, and the value of every query item whose name names a
  /// password, masked, as the app reads them (`AppLink.redacted(_:)`): a link that carries
  /// either is refused, and its refusal and echo never show it.
  nonisolated static func withoutLinkedSecrets(_ text: String) -> String {
    AppLink.redacted(text)
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
