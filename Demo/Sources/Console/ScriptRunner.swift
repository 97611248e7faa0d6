@_spi(HostTesting) import Journeys

/// Runs console commands from a script or a pipe, echoing each (a password masked), and stops
/// at the first line that is refused or whose `expect` does not hold.
@MainActor
public enum ScriptRunner {
  /// Runs `lines`; returns the exit status: 0, or 1 at the first refused line or failed
  /// expectation, after a line that names it by its number.
  public static func run(
    lines: [String], session: ConsoleSession, write: (String) -> Void
  ) -> Int32 {
    var remaining = lines.makeIterator()
    return run(
      next: { remaining.next().map(LineReader.Line.text) }, session: session, write: write)
  }

  /// Runs the lines `next` reads, one at a time as they come; returns the exit status as
  /// `run(lines:session:write:)` does. A line too long, or not UTF-8, is refused unread.
  public static func run(
    next: () -> LineReader.Line?, session: ConsoleSession, write: (String) -> Void
  ) -> Int32 {
    var index = 0
    while let read = next() {
      defer { index += 1 }
      let line: String
      switch read {
      case .text(let text): line = text
      case .tooLong:
        write(
          "line \(index + 1): refused: longer than the \(LineReader.maximumLength) bytes a line may have"
        )
        return 1
      case .notUTF8:
        write("line \(index + 1): refused: not UTF-8 text")
        return 1
      }
      if case .nothing = (try? ConsoleCommand.parse(line).get()) ?? .help { continue }
      let echo = ConsoleEcho.line(line, on: session.app)
      let reply: ConsoleReply
      if let field = ConsoleEcho.asksForSecret(line, on: session.app) {
        // As on a terminal, which asks for it hidden: the next line is the value, never a
        // command, and never shown.
        write("> \(echo)")
        index += 1
        guard case .text(let secret) = next() else {
          write(
            "line \(index + 1): refused: \(ConsoleEcho.calm(field)) needs its value on the next line"
          )
          return 1
        }
        reply = session.perform(.type(field: field, text: secret))
        reply.lines.forEach(write)
        guard reply.status == .ok else {
          write("line \(index + 1): refused: the value of \(ConsoleEcho.calm(field))")
          return 1
        }
        continue
      }
      reply = session.execute(line)
      write("> \(echo)")
      reply.lines.forEach(write)
      switch reply.status {
      case .ok: continue
      case .quit: return 0
      case .refused:
        write("line \(index + 1): refused: \(echo)")
        return 1
      case .expectationFailed:
        write("line \(index + 1): expectation failed: \(echo)")
        return 1
      }
    }
    return 0
  }
}
