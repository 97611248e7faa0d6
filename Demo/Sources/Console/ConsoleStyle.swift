import Foundation

/// Colors for the console, on only when standard output is a terminal and `NO_COLOR` is unset.
public struct ConsoleStyle: Sendable {
  /// Whether escape codes are written.
  public let usesColor: Bool

  /// Creates a style.
  public init(usesColor: Bool) {
    self.usesColor = usesColor
  }

  /// The style for this process's standard output.
  public static var forStandardOutput: ConsoleStyle {
    let environment = ProcessInfo.processInfo.environment
    return ConsoleStyle(usesColor: isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil)
  }

  /// A heading.
  public func bold(_ text: String) -> String { wrap(text, "1") }
  /// Something the architecture did.
  public func dim(_ text: String) -> String { wrap(text, "2") }
  /// A success.
  public func green(_ text: String) -> String { wrap(text, "32") }
  /// A failure.
  public func red(_ text: String) -> String { wrap(text, "31") }
  /// The path.
  public func cyan(_ text: String) -> String { wrap(text, "36") }

  private func wrap(_ text: String, _ code: String) -> String {
    usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
