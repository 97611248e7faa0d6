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
    for (index, line) in lines.enumerated() {
      if case .nothing = (try? ConsoleCommand.parse(line).get()) ?? .help { continue }
      let echo = ConsoleEcho.line(line, on: session.app)
      let reply = session.execute(line)
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
