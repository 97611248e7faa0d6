@_spi(HostTesting) import Journeys

/// Runs console commands from a script or a pipe, echoing each, and stops at the first
/// `expect` that does not hold.
@MainActor
public enum ScriptRunner {
  /// Runs `lines`; returns the exit status: 0, or 1 at the first failed expectation.
  public static func run(
    lines: [String], session: ConsoleSession, write: (String) -> Void
  ) -> Int32 {
    for (index, line) in lines.enumerated() {
      let reply = session.execute(line)
      if case .nothing = (try? ConsoleCommand.parse(line).get()) ?? .help { continue }
      write("> \(line)")
      reply.lines.forEach(write)
      switch reply.status {
      case .ok, .refused: continue
      case .quit: return 0
      case .expectationFailed:
        write("line \(index + 1): expectation failed: \(line)")
        return 1
      }
    }
    return 0
  }
}
