import Console
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The demo on a terminal of its own: a pseudo-terminal the test holds the other end of, as a
/// person's terminal emulator does.
@Suite("The demo on a terminal")
struct DemoTerminalTests {
  /// A pseudo-terminal: the side the test reads and types on, and the demo's side.
  private struct Terminal {
    let controller: Int32
    let device: Int32

    /// A new pseudo-terminal, made with the C library's `openpty` (in glibc since 2.34, and in
    /// Darwin's libSystem), looked up at run time as no module of the toolchain declares it.
    init() throws {
      typealias OpenPty =
        @convention(c) (
          UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<CChar>?,
          UnsafeRawPointer?, UnsafeRawPointer?
        ) -> Int32
      #if canImport(Darwin)
        let everyLibrary = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
      #else
        let everyLibrary: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
      #endif
      guard let symbol = dlsym(everyLibrary, "openpty") else { throw TerminalUnavailable() }
      var controller: Int32 = -1
      var device: Int32 = -1
      guard unsafeBitCast(symbol, to: OpenPty.self)(&controller, &device, nil, nil, nil) == 0
      else { throw TerminalUnavailable() }
      self.controller = controller
      self.device = device
    }

    /// Types `text` as a person would.
    func type(_ text: String) {
      let bytes = Array(text.utf8)
      _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// What the demo wrote until `expected` shows (at the end of it, when `atTheEnd`), or for
    /// at most `seconds` without any output; nil when it did not show.
    func output(until expected: String, atTheEnd: Bool = false, seconds: Int32 = 20) -> String? {
      var seen = ""
      var buffer = [UInt8](repeating: 0, count: 4_096)
      while atTheEnd ? !seen.hasSuffix(expected) : !seen.contains(expected) {
        var ready = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, seconds * 1_000) == 1 else { return nil }
        let count = read(controller, &buffer, buffer.count)
        guard count > 0 else { return nil }
        seen += String(decoding: buffer[0..<count], as: UTF8.self)
      }
      return seen
    }

    /// The terminal's line settings now: whether it echoes and edits lines itself.
    var echoesAndEditsLines: Bool {
      var settings = termios()
      guard tcgetattr(device, &settings) == 0 else { return false }
      let wanted = tcflag_t(ECHO | ICANON)
      return settings.c_lflag & wanted == wanted
    }

    func shutDown() {
      close(controller)
      close(device)
    }
  }

  private struct TerminalUnavailable: Error {}

  /// The demo's walk-through, started on `terminal`.
  private func launch(on terminal: Terminal) throws -> Process {
    let process = Process()
    process.executableURL = try demoExecutable()
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["TERM"] = "xterm"
    process.environment = environment
    let device = FileHandle(fileDescriptor: terminal.device, closeOnDealloc: false)
    process.standardInput = device
    process.standardOutput = device
    process.standardError = device
    try process.run()
    return process
  }

  @Test(
    "SIGTERM or SIGHUP at the prompt leaves the terminal as it was, and says so by its status",
    arguments: [SIGTERM, SIGHUP])
  func signalRestoresTheTerminal(stop: Int32) throws {
    // Given the walk-through at its prompt, the terminal in its raw mode for line editing
    let terminal = try Terminal()
    defer { terminal.shutDown() }
    let sut = try launch(on: terminal)
    let started = terminal.output(until: LineEditor.prompt, atTheEnd: true)
    #expect(started?.contains("Try: type message coffee") == true)
    // When the demo is told to stop
    kill(sut.processIdentifier, stop)
    sut.waitUntilExit()
    // Then it ended with the signal's status, and the terminal echoes and edits lines again
    #expect(sut.terminationStatus == 128 + stop)
    #expect(terminal.echoesAndEditsLines)
  }

  @Test("What a person types before the first prompt is kept, and runs once the prompt shows")
  func typeaheadIsKept() throws {
    // Given the walk-through starting, and a command typed before its prompt shows
    let terminal = try Terminal()
    defer { terminal.shutDown() }
    let sut = try launch(on: terminal)
    terminal.type("windows\r")
    // When the demo reads its first line
    let shown = terminal.output(until: "window 1: Shop: Main")
    // Then the command ran, and quit ends the walk-through
    #expect(shown != nil)
    terminal.type("quit\r")
    sut.waitUntilExit()
    #expect(sut.terminationStatus == 0)
  }
}
