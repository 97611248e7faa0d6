import Foundation
@_spi(HostTesting) import Journeys

/// A line the console understands.
public enum ConsoleCommand: Equatable, Sendable {
  /// A person's action on the app.
  case action(JourneyAction)
  /// Print the whole hierarchy.
  case tree
  /// Print the host's full transcript since the last reset.
  case log
  /// Switch to the other navigation style, starting afresh.
  case variant(Variant)
  /// Start the app afresh.
  case reset
  /// Draw who holds whom behind the screen on top, as lines or as a Mermaid graph.
  case owners(mermaid: Bool)
  /// Say where a type is declared, by name or by a line of the last trace.
  case source(String)
  /// Print the link of what is on screen.
  case link
  /// List the app's windows, each with its path, the current one marked.
  case windows
  /// Say who is signed in.
  case whoami
  /// Sign out.
  case logout
  /// List the commands.
  case help
  /// Leave.
  case quit
  /// In scripts: the path must be this.
  case expectPath(String)
  /// In scripts: this text must be visible.
  case expectText(String)
  /// A blank line or a `#` comment.
  case nothing

  /// Parses `line`, or says in one line what is wrong with it and what would work.
  public static func parse(_ line: String) -> Result<ConsoleCommand, ConsoleError> {
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty || trimmed.hasPrefix("#") { return .success(.nothing) }
    let (word, rest) = split(trimmed)
    // A command that takes nothing is refused with words after it, which it would ignore: the
    // person meant something else. The words are not repeated: they may be anything typed.
    if let alone = alone[word.lowercased()], !rest.isEmpty {
      return .failure(.unknownValue("\(word) takes no words after it", usage: alone))
    }
    switch word.lowercased() {
    case "owners":
      switch rest {
      case "": return .success(.owners(mermaid: false))
      case "--mermaid": return .success(.owners(mermaid: true))
      default: return .failure(.unknownValue("owners \(rest)", usage: "owners [--mermaid]"))
      }
    case "source":
      guard !rest.isEmpty else {
        return .failure(.missingArgument("source <Type> or source <trace line number>"))
      }
      return .success(.source(rest))
    case "window":
      switch rest.lowercased() {
      case "new": return .success(.action(.newWindow))
      case "close": return .success(.action(.closeWindow))
      case let text where text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-" || $0 == "+") }):
        guard let number = Int(text), (1...RunningApp.maximumWindows).contains(number) else {
          return .failure(
            .unknownValue(
              "There is no window \(text): the app opens at most \(RunningApp.maximumWindows)",
              usage: "window new | window <number> | window close"))
        }
        return .success(.action(.switchWindow(number)))
      case "": return .failure(.missingArgument("window new | window <number> | window close"))
      default:
        return .failure(
          .unknownValue(
            "window takes no \"\(rest)\"", usage: "window new | window <number> | window close"))
      }
    case "windows": return .success(.windows)
    case "link": return .success(.link)
    case "whoami": return .success(.whoami)
    case "logout": return .success(.logout)
    case "tap":
      guard !rest.isEmpty else { return .failure(.missingArgument("tap <button title or number>")) }
      return .success(.action(.tap(rest)))
    case "type":
      let (field, text) = split(rest)
      guard !field.isEmpty else { return .failure(.missingArgument("type <field> <text>")) }
      // `type passwordS`: what is glued to a password's name may be the password; the refusal
      // never repeats the word.
      guard ConsoleEcho.gluedSecret(in: Substring(field)) == nil else {
        return .failure(
          .unknownValue(
            "type needs a space between a field's name and its text", usage: "type <field> <text>"))
      }
      return .success(.action(.type(field: field, text: unquote(text))))
    case "doubletap":
      guard !rest.isEmpty else {
        return .failure(.missingArgument("doubletap <button title or number>"))
      }
      return .success(.action(.doubleTap(rest)))
    case "quicktaps":
      let names = rest.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      guard names.count == 2, !names.contains(where: \.isEmpty) else {
        return .failure(.missingArgument("quicktaps <button>, <button>"))
      }
      return .success(.action(.quickTaps(names[0], names[1])))
    case "swipeback":
      switch rest.lowercased() {
      case "": return .success(.action(.swipeBack(cancelled: false)))
      case "cancel": return .success(.action(.swipeBack(cancelled: true)))
      default:
        return .failure(
          .unknownValue(
            "swipeback takes no \"\(rest)\"", usage: "swipeback | swipeback cancel"))
      }
    case "open":
      guard !rest.isEmpty else {
        return .failure(.missingArgument("open <link>, e.g. open sample://explore/detail"))
      }
      return .success(.action(.open(rest)))
    case "background": return .success(.action(.background))
    case "foreground": return .success(.action(.foreground))
    case "disconnect": return .success(.action(.disconnect))
    case "connect": return .success(.action(.connect))
    case "back": return .success(.action(.back))
    case "swipe": return .success(.action(.swipeDown))
    case "tab":
      guard !rest.isEmpty else { return .failure(.missingArgument("tab <title>")) }
      return .success(.action(.selectTab(rest)))
    case "tree": return .success(.tree)
    case "log": return .success(.log)
    case "variant":
      guard !rest.isEmpty else {
        return .failure(.missingArgument("variant router|coordinator|mvc"))
      }
      guard let variant = Variant(rawValue: rest.lowercased()) else {
        return .failure(
          .unknownValue("\"\(rest)\" is no variant", usage: "variant router|coordinator|mvc"))
      }
      return .success(.variant(variant))
    case "reset": return .success(.reset)
    case "help", "?": return .success(.help)
    case "quit", "exit": return .success(.quit)
    case "expect":
      let (kind, value) = split(rest)
      switch kind {
      case "path": return .success(.expectPath(value))
      case "text" where !value.isEmpty: return .success(.expectText(unquote(value)))
      default: return .failure(.missingArgument("expect path <path> | expect text <text>"))
      }
    default:
      if Int(trimmed) != nil { return .success(.action(.tap(trimmed))) }
      return .failure(.unknownCommand(word))
    }
  }

  /// The commands that take nothing after them, each with its usage.
  private static let alone = [
    "whoami": "whoami", "logout": "logout", "background": "background",
    "foreground": "foreground", "disconnect": "disconnect", "connect": "connect", "back": "back",
    "swipe": "swipe", "tree": "tree", "log": "log", "reset": "reset", "help": "help",
    "?": "help", "quit": "quit", "exit": "exit", "link": "link", "windows": "windows",
  ]

  /// The first word of `text` and what follows the whitespace after it; words are separated by
  /// any whitespace, tabs included, and by more than one.
  static func split(_ text: String) -> (String, String) {
    let text = text.drop { $0.isWhitespace }
    guard let space = text.firstIndex(where: \.isWhitespace) else { return (String(text), "") }
    let rest = text[text.index(after: space)...]
    return (
      String(text[..<space]),
      String(rest.first?.isWhitespace == true ? rest.drop { $0.isWhitespace } : rest)
    )
  }

  private static func unquote(_ text: String) -> String {
    guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
    return String(text.dropFirst().dropLast())
  }
}

extension Result {
  /// Whether this is a failure.
  var isFailure: Bool {
    if case .failure = self { return true }
    return false
  }
}

/// Why a line was not understood; the message says what would work.
public enum ConsoleError: Error, Equatable, CustomStringConvertible {
  /// The first word is no command.
  case unknownCommand(String)
  /// The command needs more.
  case missingArgument(String)
  /// The command's argument is not one it takes.
  case unknownValue(String, usage: String)

  /// One line with a hint.
  public var description: String {
    switch self {
    case .unknownCommand(let word):
      "Unknown command \"\(word)\". Type help for the commands, or a button's number."
    case .missingArgument(let usage):
      "Missing argument. Usage: \(usage)"
    case .unknownValue(let problem, let usage):
      "\(problem). Usage: \(usage)"
    }
  }
}
