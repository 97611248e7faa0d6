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
    init(columns: UInt16 = 80) throws {
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
      var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
      guard unsafeBitCast(symbol, to: OpenPty.self)(&controller, &device, nil, nil, &size) == 0
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

    /// Types `bytes` a chunk at a time, reading what the demo writes in between so that neither
    /// side waits on a full buffer, then reads on until `ended`; returns what the demo wrote.
    func exchange(_ bytes: [UInt8], chunk: Int = 256, until ended: (String) -> Bool) -> String {
      var written = 0
      var seen: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 16_384)
      // Neither side may block: a write that would waits for the demo to read, and the demo
      // reads only once what it wrote is read.
      let flags = fcntl(controller, F_GETFL)
      _ = fcntl(controller, F_SETFL, flags | O_NONBLOCK)
      defer { _ = fcntl(controller, F_SETFL, flags) }
      var quiet = 0
      // Until everything is typed and the demo ended, or nothing moved for ten seconds.
      while written < bytes.count || !ended(String(decoding: seen, as: UTF8.self)), quiet < 100 {
        let end = min(written + chunk, bytes.count)
        let count =
          end > written
          ? bytes[written..<end].withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
          : 0
        if count > 0 { written += count }
        var ready = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        var got = 0
        while poll(&ready, 1, count > 0 ? 0 : 100) == 1 {
          let read = read(controller, &buffer, buffer.count)
          guard read > 0 else { break }
          got += read
          seen += buffer[0..<read]
        }
        quiet = count > 0 || got > 0 ? 0 : quiet + 1
      }
      return String(decoding: seen, as: UTF8.self)
    }

    /// What the demo wrote and is still to be read, until nothing more comes for a fifth of a
    /// second.
    func drain() -> String {
      var seen: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4_096)
      var ready = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
      while poll(&ready, 1, 200) == 1 {
        let count = read(controller, &buffer, buffer.count)
        guard count > 0 else { break }
        seen += buffer[0..<count]
      }
      return String(decoding: seen, as: UTF8.self)
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

  /// The walk-through on `terminal`, at its prompt, with "type message tea" typed and not yet
  /// entered.
  private func launchTypingALine(on terminal: Terminal) throws -> Process {
    let sut = try launch(on: terminal)
    #expect(terminal.output(until: LineEditor.prompt, atTheEnd: true) != nil)
    terminal.type("type message tea")
    #expect(terminal.output(until: "tea", atTheEnd: true) != nil)
    return sut
  }

  /// The walk-through on `terminal`, on the login modal, at the hidden prompt for its password.
  private func launchAtHiddenPrompt(on terminal: Terminal) throws -> Process {
    let sut = try launch(on: terminal)
    #expect(terminal.output(until: LineEditor.prompt, atTheEnd: true) != nil)
    terminal.type("type message tea\rtap Order\rtap Done\rtype password\r")
    #expect(terminal.output(until: "password (not shown): ", atTheEnd: true) != nil)
    return sut
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

  @Test("A stop hands the terminal back as it was; a continue takes it again and redraws the line")
  func stopAndContinue() throws {
    // Given the walk-through at its prompt, with a line half typed
    let terminal = try Terminal()
    defer { terminal.shutDown() }
    let sut = try launchTypingALine(on: terminal)
    defer { sut.terminate() }
    // When it is stopped from outside, as Ctrl-Z or `kill -TSTP` stops it
    kill(sut.processIdentifier, SIGTSTP)
    let stopped = Self.waitForState(of: sut.processIdentifier) { $0 == "T" }
    // Then it stopped with the terminal echoing and editing lines, as the shell wants it
    #expect(stopped)
    #expect(terminal.echoesAndEditsLines)
    // When the shell, as it does, leaves the terminal cooked, and the demo is continued
    var cooked = termios()
    tcgetattr(terminal.device, &cooked)
    cooked.c_lflag |= tcflag_t(ECHO | ICANON)
    tcsetattr(terminal.device, TCSANOW, &cooked)
    kill(sut.processIdentifier, SIGCONT)
    // Then it draws the prompt and the half-typed line again, the terminal is raw for the
    // editor again, and the line runs when Enter comes
    let redrawn = terminal.output(until: LineEditor.prompt + "type message tea", atTheEnd: true)
    #expect(redrawn != nil)
    #expect(!terminal.echoesAndEditsLines)
    terminal.type(" with milk\r")
    #expect(terminal.output(until: "path: Shop: Main") != nil)
    terminal.type("quit\r")
    sut.waitUntilExit()
    #expect(sut.terminationStatus == 0)
    #expect(terminal.echoesAndEditsLines)
  }

  @Test("Ctrl-Z typed stops the demo as kill -TSTP does, and fg resumes it with the line redrawn")
  func suspendKey() throws {
    // Given the walk-through at its prompt, with a line half typed
    let terminal = try Terminal()
    defer { terminal.shutDown() }
    let sut = try launchTypingALine(on: terminal)
    defer { sut.terminate() }
    // When the person types Ctrl-Z
    terminal.type("\u{1A}")
    // Then the demo stopped, with the terminal as the shell wants it
    #expect(Self.waitForState(of: sut.processIdentifier) { $0 == "T" })
    #expect(terminal.echoesAndEditsLines)
    // And continued, as fg does, it draws the line again and goes on
    kill(sut.processIdentifier, SIGCONT)
    #expect(terminal.output(until: LineEditor.prompt + "type message tea", atTheEnd: true) != nil)
    terminal.type("\rquit\r")
    sut.waitUntilExit()
    #expect(sut.terminationStatus == 0)
  }

  @Test(
    "Ctrl-\\ typed, or kill -QUIT, ends the demo with the terminal as it was and no crash report")
  func quitKey() throws {
    for useKey in [true, false] {
      // Given the walk-through at its prompt
      let terminal = try Terminal()
      defer { terminal.shutDown() }
      let sut = try launch(on: terminal)
      #expect(terminal.output(until: LineEditor.prompt, atTheEnd: true) != nil)
      // When the person types Ctrl-\\, or the demo is sent SIGQUIT
      if useKey { terminal.type("\u{1C}") } else { kill(sut.processIdentifier, SIGQUIT) }
      sut.waitUntilExit()
      // Then it ended with the signal's status, the terminal as it was, and nothing crashed
      let said = terminal.drain()
      #expect(sut.terminationStatus == 128 + SIGQUIT)
      #expect(terminal.echoesAndEditsLines)
      #expect(!said.contains("crashed"))
    }
  }

  @Test("SIGQUIT at the hidden prompt ends the demo, says why, and leaves the terminal as it was")
  func quitAtTheHiddenPrompt() throws {
    // Given the hidden prompt for the login's password, on a terminal
    let terminal = try Terminal()
    defer { terminal.shutDown() }
    let sut = try launchAtHiddenPrompt(on: terminal)
    // When the demo is sent SIGQUIT, as the terminal sends it for Ctrl-\\ there (this pseudo-
    // terminal is not the demo's controlling terminal, so the test sends it)
    kill(sut.processIdentifier, SIGQUIT)
    sut.waitUntilExit()
    // Then the demo says it read nothing and ends with the signal's status, with no crash
    // report, the terminal echoing and editing lines again
    let said = terminal.drain()
    #expect(said.contains("Nothing was typed: the demo ends.") && !said.contains("crashed"))
    #expect(sut.terminationStatus == 128 + SIGQUIT)
    #expect(terminal.echoesAndEditsLines)
  }

  @Test("At the hidden prompt, text that is not UTF-8 is asked again, and Ctrl-D cancels the field")
  func hiddenPromptOddInput() throws {
    // Given the login modal, and its hidden prompt for the password
    let terminal = try Terminal()
    defer { terminal.shutDown() }
    let sut = try launchAtHiddenPrompt(on: terminal)
    defer { sut.terminate() }
    // When a line that is not UTF-8 is typed
    _ = [UInt8]("caf".utf8 + [0xE9, 0x0D]).withUnsafeBytes {
      write(terminal.controller, $0.baseAddress, $0.count)
    }
    // Then it is refused and the prompt asked again
    let again = terminal.output(until: "password (not shown): ", atTheEnd: true)
    #expect(again?.contains("not UTF-8") == true)
    // When Ctrl-D is typed at it, the field is cancelled and the walk-through goes on
    terminal.type("\u{04}")
    #expect(terminal.output(until: "Cancelled: nothing was typed into password.") != nil)
    terminal.type("whoami\r")
    #expect(terminal.output(until: "Nobody is signed in") != nil)
    terminal.type("quit\r")
    sut.waitUntilExit()
    #expect(sut.terminationStatus == 0)
  }

  @Test("No spelling of a credential is drawn on a terminal, nor kept for the up arrow")
  func credentialCorpus() throws {
    // Given the walk-through on a narrow terminal, on the login modal
    let terminal = try Terminal(columns: 39)
    defer { terminal.shutDown() }
    let sut = try launch(on: terminal)
    #expect(terminal.output(until: LineEditor.prompt, atTheEnd: true) != nil)
    // When every spelling is typed, a field's and a link's, then the hidden prompt's, then the
    // up arrow goes back through every line kept
    var keys = "type message tea\rtap Order\rtap Done\r"
    for line in CredentialCorpus.fieldLines + CredentialCorpus.linkLines { keys += line + "\r" }
    keys += "type password\r"
    var shown = terminal.exchange(Array(keys.utf8)) { $0.hasSuffix("password (not shown): ") }
    // (the hidden prompt reads a line as the terminal reads it, where Ctrl-C is the interrupt,
    // so the up arrows wait for the walk-through's prompt)
    var recalled = terminal.exchange(Array((CredentialCorpus.secret + "\r").utf8)) {
      $0.hasSuffix(LineEditor.prompt)
    }
    keys = String(repeating: "\u{1B}[A", count: 60) + "\u{03}whoami\r"
    recalled += terminal.exchange(Array(keys.utf8)) { $0.contains("signed in") }
    shown += recalled
    _ = terminal.exchange(Array("quit\r".utf8)) { _ in !sut.isRunning }
    sut.waitUntilExit()
    // Then what the terminal shows holds no part of the secret; and what it was sent none
    // either, but for a link's user part, drawn as typed until its @ shows it is one, then
    // drawn again masked (accepted: a person sees what they type, as in any shell)
    #expect(recalled.contains("signed in") && !recalled.contains("Zq9Se"))
    let screen = shownRows(after: [shown], columns: 39).joined(separator: "\n")
    #expect(!screen.contains("Zq9Se") && !screen.contains("SecretPW"))
    let beforeAnyUserPart = shown.components(separatedBy: "sample://me:").first ?? shown
    #expect(!beforeAnyUserPart.contains("Zq9Se"))
  }

  /// Waits, at most ten seconds, until `process`'s state letter in `/proc` (`T` stopped, `S`
  /// sleeping) satisfies `wanted`: a stop has no output to wait on.
  private static func waitForState(of process: Int32, _ wanted: (Character) -> Bool) -> Bool {
    for _ in 0..<1_000 {
      if let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")"),
        let state = stat[stat.index(after: close)...].first(where: { !$0.isWhitespace }),
        wanted(state)
      {
        return true
      }
      usleep(10_000)
    }
    return false
  }

  @Test(
    "Random keys, pastes and secrets on a terminal: no secret and no raw control reaches it",
    arguments: [(UInt64(7), UInt16(24)), (2026, 132)])
  func terminalFuzz(seed: UInt64, columns: UInt16) throws {
    // Given the walk-through on a terminal, and a seeded stream of a person's keys: letters,
    // arrows, backspace, Ctrl-A, Ctrl-E, Ctrl-C, Enter, control bytes, pastes up to beyond the
    // limit of a line, and now and then the login modal and a password typed, or mistyped
    let terminal = try Terminal(columns: columns)
    defer { terminal.shutDown() }
    let sut = try launch(on: terminal)
    #expect(terminal.output(until: LineEditor.prompt, atTheEnd: true) != nil)
    let startingMemory = try residentKilobytes(of: sut.processIdentifier)
    var random = SplitMix(seed)
    let keys: [[UInt8]] = [
      Array("\u{1B}[D".utf8), Array("\u{1B}[C".utf8), Array("\u{1B}[A".utf8),
      Array("\u{1B}[B".utf8), [0x7F], [0x01], [0x05], [0x03], [0x0D], [0x07], [0x1B, 0x5D],
      [0x9B], Array("\u{202E}".utf8), Array("é".utf8),
    ]
    var input: [UInt8] = []
    var secrets: [String] = []
    for turn in 0..<400 {
      switch random.next() % 10 {
      case 0:
        let secret = "Zq\(100_000 + random.next() % 900_000)x"
        secrets.append(secret)
        let spelling = ["type password", "tpye password", "typepassword", "type: password"][
          Int(random.next() % 4)]
        input += Array("\u{03}type message tea\rtap Order\rtap Done\r\(spelling) \(secret)\r".utf8)
      case 1 where turn % 40 == 1:
        input += Array(repeating: UInt8(ascii: "p"), count: 5_000) + [0x0D]
      case 2, 3:
        input += keys[Int(random.next() % UInt64(keys.count))]
      default:
        input += (0..<(1 + random.next() % 6)).map { _ in UInt8(32 + random.next() % 95) }
      }
    }
    // When the keys are typed, then whoami, read when its answer shows, then quit
    let shown = terminal.exchange(input + Array("\u{03}whoami\r".utf8)) {
      $0.contains("is signed in") || $0.contains("Signed in as")
    }
    let endingMemory = try residentKilobytes(of: sut.processIdentifier)
    _ = terminal.exchange(Array("\u{03}quit\r".utf8)) { _ in !sut.isRunning }
    sut.waitUntilExit()
    // Then no secret was ever written, and every control byte written is the editor's own:
    // carriage returns, line feeds, and its cursor moves and row clearing
    #expect(!secrets.isEmpty)
    for secret in secrets { #expect(!shown.contains(String(secret.prefix(5))), "\(secret)") }
    let own = shown.replacing(#/\u{1B}\[(2K|\d+[ABCD])/#, with: "")
    let raw = own.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\r" && $0 != "\n") || (0x7F...0x9F).contains($0.value)
        || $0 == "\u{202E}"
    }
    #expect(raw.isEmpty, "\(raw.map { String($0.value, radix: 16) })")
    #expect(sut.terminationStatus == 0)
    // and its memory stayed within a few megabytes of where it started
    #expect(endingMemory - startingMemory < 8_192, "\(startingMemory) KB, then \(endingMemory) KB")
  }

  /// The resident memory of process `pid`, in kilobytes, as Linux reports it.
  private func residentKilobytes(of pid: Int32) throws -> Int {
    let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") })
    return try #require(Int(line.split(separator: " ").dropFirst().first ?? ""))
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

/// A seeded stream of numbers, the same for the same seed on every machine.
private struct SplitMix {
  private var state: UInt64
  init(_ seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
