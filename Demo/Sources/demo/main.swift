@_spi(HostTesting) import Console
import Foundation
@_spi(HostTesting) import Journeys
import Scenes
import TimeProbe

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The `demo` executable: the command line, input and output only; the console's logic is in
// the Console module.

let usage = """
  Usage: demo [mode] [--variant router|coordinator|mvc] [--open LINK]

  Modes:
    (none)          walk through the app; commands come from the keyboard, or from standard
                    input when it is not a terminal
    tour            a narrated run through every journey; exits 1 if an expectation fails
    graph           the navigation graph observed over all journeys, as Mermaid text
    sequence        one order through the login (journey 1) in the router variant, as a
                    Mermaid sequence diagram
    exits           every way out of a screen shown for a request, in every variant: the
                    exit matrix of docs/SAMPLE_APP.md
    pictures DIR    journey 1's screens as pictures (SVG files) written into DIR
    fuzz [--seed S] [--steps N] [--jobs J]
                    every variant driven by the same seeded random actions, checked after
                    every step; on failure, the seed and a short script that still fails.
                    The sessions are shared among J processes (default: one a core)
    compare [--transcripts]
                    every journey on every variant in lockstep, then measured figures
    probe [compare FILE]
                    UIKit's time, seven cases, as the host does them; with compare, where a
                    recording made on a device (iOSApp, -RunTimeProbe) differs, exit 1 if it does
    docs            writes every generated part of the documents from the code (run from the
                    package's folder): the comparison, the READMEs' sessions and diagrams,
                    the exit matrix, the tutorial's session and the pictures
    --script FILE   run the commands in FILE; exits 1 at the first refused line or failed expect
    --open LINK     start the app from a link (a cold start), e.g. sample://shop/order?message=tea
    --help          this text

  --variant applies to the walk-through, --script, tour and graph; --open to the walk-through
  and --script. Inside the walk-through, type help for the commands.
  """

/// Writes `text` and a line break to standard output. A write that fails (a closed pipe, a full
/// disk) ends the program with status 74, as sysexits' EX_IOERR: no output is lost silently.
func say(_ text: String, newline: Bool = true) {
  put(newline ? text + "\n" : text, to: STDOUT_FILENO)
}

/// Writes `text` and a line break to standard error, on the same terms as `say`.
func complain(_ text: String) {
  put(text + "\n", to: STDERR_FILENO)
}

/// A write failed: the terminal as it was, one line that says why on standard error (unless
/// that is what failed), and status 74.
private func outputFailed(_ descriptor: Int32) -> Never {
  let reason = String(cString: strerror(errno)).lowercased()
  restoreTerminal()
  if descriptor != STDERR_FILENO {
    let line = Array("demo: cannot write its output: \(reason).\n".utf8)
    _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }
  exit(74)
}

private func put(_ text: String, to descriptor: Int32) {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if written < 0 && errno == EINTR { continue }
    guard written > 0 else { outputFailed(descriptor) }
    bytes = bytes.dropFirst(written)
  }
}

@MainActor
func main() -> Int32 {
  // A closed pipe is a failed write, reported by `put`, not a signal that kills the process.
  signal(SIGPIPE, SIG_IGN)
  // A process started from a thread that blocks signals inherits the mask: unblock those a
  // person ends, stops or continues a program with, so that Ctrl-C, Ctrl-\, SIGTERM, SIGHUP,
  // Ctrl-Z and `fg` always reach it.
  var stopSignals = sigset_t()
  sigemptyset(&stopSignals)
  for stop in [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT] {
    sigaddset(&stopSignals, stop)
  }
  sigprocmask(SIG_UNBLOCK, &stopSignals, nil)
  // Ctrl-\ or `kill -QUIT` ends the demo with the signal's status, as a shell user expects,
  // not with the toolchain's crash report (the walk-through also puts its terminal back).
  signal(SIGQUIT) { _exit(128 + $0) }
  let invocation: Invocation
  switch Invocation.parse(Array(CommandLine.arguments.dropFirst())) {
  case .success(let parsed): invocation = parsed
  case .failure(let error):
    complain(error.description)
    return 2
  }
  let style = ConsoleStyle.forStandardOutput
  switch invocation {
  case .help:
    say(usage)
    return 0
  case .tour(let variant):
    return Tour.run(variant: variant, style: style) { say($0) } ? 0 : 1
  case .compare(let transcripts):
    return Comparison.run(showTranscripts: transcripts) { say($0) } ? 0 : 1
  case .fuzz(let options):
    return fuzz(options)
  case .probe(let path):
    let host = TimeProbeRecording.onTheHost()
    guard let path else {
      say(host.text, newline: false)
      return 0
    }
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      complain("Cannot read \(ConsoleEcho.calm(path)).")
      return 2
    }
    let differences = host.differences(from: TimeProbeRecording(text: text))
    for line in differences { say(ConsoleEcho.calm(line)) }
    say(differences.isEmpty ? "The host does what the recording says, case by case." : "")
    return differences.isEmpty ? 0 : 1
  case .graph(let variant):
    say(NavigationGraph.mermaid(NavigationGraph.observe(on: variant)))
    return 0
  case .sequence:
    say(SequenceDiagram.orderThroughLogin())
    return 0
  case .docs:
    Task { @MainActor in
      do {
        let changed = try await Documents.write(into: Comparison.packageRoot)
        say(
          changed.isEmpty
            ? "Every document is up to date." : "Wrote " + changed.joined(separator: ", ") + ".")
        exit(0)
      } catch {
        complain("Cannot write the documents: \(error.localizedDescription)")
        exit(1)
      }
    }
    dispatchMain()
  case .exits:
    // Awaited requests resume on later turns of the main actor: run on it, then exit.
    Task { @MainActor in
      say(await ExitMatrix.markdown())
      exit(0)
    }
    dispatchMain()
  case .pictures(let folder):
    let url = URL(fileURLWithPath: folder, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      for (index, picture) in ScreenPicture.strip().enumerated() {
        let file = url.appendingPathComponent(ScreenPicture.fileName(index))
        try picture.svg.write(to: file, atomically: true, encoding: .utf8)
        say("\(file.lastPathComponent): \(picture.name)")
      }
      return 0
    } catch {
      complain(
        "Cannot write the pictures into \(ConsoleEcho.calm(folder)): \(reason(of: error, at: url))."
      )
      return 1
    }
  case .script(let path, let variant, let link):
    let descriptor: Int32
    switch openScript(path) {
    case .success(let opened): descriptor = opened
    case .failure(let problem):
      complain("Cannot read \(ConsoleEcho.calm(path)): \(problem.reason).")
      return 2
    }
    defer { close(descriptor) }
    var reader = LineReader(fileDescriptor: descriptor)
    let session = ConsoleSession(variant: variant, style: style, link: link)
    let status = ScriptRunner.run(next: { reader.next() }, session: session, write: { say($0) })
    return unreadable(reader, status: status)
  case .walkThrough(let variant, let link):
    let isTerminal = isatty(STDIN_FILENO) == 1
    let session = ConsoleSession(
      variant: variant, style: isTerminal ? style : ConsoleStyle(usesColor: false), link: link)
    if link != nil { for line in session.launchTrace { say(line) } }
    guard isTerminal else {
      var reader = LineReader(fileDescriptor: STDIN_FILENO)
      let status = ScriptRunner.run(next: { reader.next() }, session: session, write: { say($0) })
      return unreadable(reader, status: status)
    }
    return interactive(session, style: style)
  }
}

/// Why a folder at `url` could not be made or written, in words: the system's reason when
/// Foundation carries one, else what the path shows (the first part of it that exists is a
/// file, or cannot be written to), else Foundation's own description.
func reason(of error: any Error, at url: URL) -> String {
  let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
  if let underlying, underlying.domain == NSPOSIXErrorDomain {
    return String(cString: strerror(Int32(underlying.code))).lowercased()
  }
  var existing = url.standardizedFileURL
  while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
    existing.deleteLastPathComponent()
  }
  var isFolder: ObjCBool = false
  _ = FileManager.default.fileExists(atPath: existing.path, isDirectory: &isFolder)
  let shown = ConsoleEcho.calm(existing.path)
  if !isFolder.boolValue { return "\(shown) is a file, not a folder" }
  if !FileManager.default.isWritableFile(atPath: existing.path) {
    return "\(shown) cannot be written to"
  }
  return error.localizedDescription
}

/// `status`, unless `reader`'s input could not be read to its end: then one line that says why,
/// and status 74, as sysexits' EX_IOERR.
func unreadable(_ reader: LineReader, status: Int32) -> Int32 {
  guard let failure = reader.failure else { return status }
  complain("Cannot read the commands any more: \(failure).")
  return 74
}

/// Why a script cannot be read.
struct ScriptProblem: Error {
  let reason: String
}

/// Opens `path` for reading, or says why it cannot be: missing, a folder, unreadable.
func openScript(_ path: String) -> Result<Int32, ScriptProblem> {
  var status = stat()
  guard stat(path, &status) == 0 else {
    return .failure(ScriptProblem(reason: String(cString: strerror(errno)).lowercased()))
  }
  if (status.st_mode & S_IFMT) == S_IFDIR {
    return .failure(ScriptProblem(reason: "it is a folder, not a file"))
  }
  let descriptor = open(path, O_RDONLY)
  guard descriptor >= 0 else {
    return .failure(ScriptProblem(reason: String(cString: strerror(errno)).lowercased()))
  }
  return .success(descriptor)
}

/// The walk-through on a terminal: a prompt, one line at a time. A password is never written:
/// `type password` alone asks for it with the terminal's echo off, as `sudo` does, and the
/// editor draws the text of a line that types one masked as it is typed.
@MainActor
func interactive(_ session: ConsoleSession, style: ConsoleStyle) -> Int32 {
  let variant = session.app.variant
  say(style.bold("The sample app, \(variant.rawValue) variant. Type help for the commands."))
  say(ConsoleSession.demoAccount)
  say("Try: type message coffee, then tap Order.")
  for line in session.screen { say(line) }
  endCleanlyOnInterrupt()
  // The terminal stays raw for the whole walk-through, not only while a line is typed: keys
  // typed while a command runs are not echoed by the terminal, but drawn by the editor (a
  // secret masked) once it reads them. TCSADRAIN, not TCSAFLUSH: typeahead is kept.
  var raw = savedTerminal
  raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
  raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
  withUnsafeMutableBytes(of: &raw.c_cc) { characters in
    characters[Int(VMIN)] = 1
    characters[Int(VTIME)] = 0
  }
  activeTerminal = raw
  usesTerminal = 1
  tcsetattr(STDIN_FILENO, TCSADRAIN, &raw)
  followJobControl()
  defer { restoreTerminal() }
  var editor = LineEditor()
  editor.secretStart = { ConsoleEcho.secretStart(of: $0, on: session.app) }
  while true {
    guard let line = readEdited(&editor) else { return 0 }
    var reply: ConsoleReply
    if case .success(.action(.type(let field, let text))) = ConsoleCommand.parse(line),
      !session.app.showsTypedText(field)
    {
      // A line that typed a secret is never kept for the up arrow.
      if text.isEmpty { editor.remember(line) }
      if text.isEmpty {
        switch readSecret(prompt: "\(ConsoleEcho.calm(field)) (not shown): ") {
        case .secret(let secret): reply = session.perform(.type(field: field, text: secret))
        case .cancelled:
          reply = ConsoleReply(
            lines: ["Cancelled: nothing was typed into \(ConsoleEcho.calm(field))."],
            status: .refused)
        }
      } else {
        // The editor drew the text masked as it was typed.
        reply = session.execute(line)
      }
    } else if ConsoleEcho.holdsSecret(line, on: session.app) {
      // A line that may hold a mistyped secret was drawn masked as it was typed; never kept.
      reply = session.execute(line)
    } else {
      editor.remember(line)
      reply = session.execute(line)
    }
    for line in reply.lines { say(line) }
    if reply.status == .quit { return 0 }
  }
}

/// Reads one line with `editor` from the terminal in raw mode (so that the arrows, backspace
/// and Ctrl-C reach the editor); nil at the end of the input, after a new line.
func readEdited(_ editor: inout LineEditor) -> String? {
  say(LineEditor.prompt, newline: false)
  var byte: UInt8 = 0
  while read(continuedPipe.read, &byte, 1) == 1 {}
  while true {
    var ready = [
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: continuedPipe.read, events: Int16(POLLIN), revents: 0),
    ]
    guard poll(&ready, nfds_t(ready.count), -1) >= 0 || errno == EINTR else {
      say("")
      return nil
    }
    if ready[1].revents != 0 {
      // Continued after a stop: the shell wrote over the line; draw it again.
      while read(continuedPipe.read, &byte, 1) == 1 {}
      say("")
      say(editor.redrawn(), newline: false)
    }
    guard ready[0].revents != 0 else { continue }
    let count = read(STDIN_FILENO, &byte, 1)
    if count < 0 && errno == EINTR { continue }
    guard count == 1 else {
      say("")
      return nil
    }
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      editor.columns = Int(size.ws_col)
    }
    switch editor.feed(byte) {
    case .editing(let redraw): say(redraw, newline: false)
    case .line(let line):
      say("")
      return line
    case .cancelled(let message):
      say("")
      say(message)
      say(LineEditor.prompt, newline: false)
    case .endOfInput:
      say("")
      return nil
    case .tooLong(let message):
      say("")
      say(message)
      say(LineEditor.prompt, newline: false)
    case .suspend:
      // As the terminal's suspend key would, had the walk-through left it the signal.
      raise(SIGTSTP)
    case .quit:
      // As the terminal's quit key would: the demo ends, the terminal as it was.
      restoreTerminal()
      say("")
      exit(128 + SIGQUIT)
    case .nothing: break
    }
  }
}

/// Ctrl-C while a command runs, and SIGTERM, SIGHUP or SIGQUIT at any time, end the walk-through
/// cleanly: the terminal as it was (echo on, lines edited by the terminal), a new line, and the
/// status of the signal (130 for Ctrl-C, 131 for Ctrl-\), with no crash report. While a line is
/// typed, Ctrl-C reaches the editor.
func endCleanlyOnInterrupt() {
  tcgetattr(STDIN_FILENO, &savedTerminal)
  for stop in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
    signal(stop) { signal in
      tcsetattr(STDIN_FILENO, TCSADRAIN, &savedTerminal)
      _ = write(STDOUT_FILENO, "\n", 1)
      _exit(128 + signal)
    }
  }
}

/// What the hidden prompt read.
enum SecretAnswer {
  /// The secret typed.
  case secret(String)
  /// Ctrl-D: nothing typed; the field is left as it was.
  case cancelled
}

/// Asks for a secret with the terminal's echo off, as `sudo` does. A line that is not UTF-8 text,
/// or too long, is refused and asked again; Ctrl-D cancels the field, not the walk-through; Ctrl-C
/// and Ctrl-\ end the demo with the terminal as it was, as they would at a shell's prompt.
func readSecret(prompt: String) -> SecretAnswer {
  // The terminal's settings of the walk-through (raw), put back once the secret is read; the
  // secret is read as the terminal reads lines, with its echo off.
  var walkThrough = termios()
  guard tcgetattr(STDIN_FILENO, &walkThrough) == 0 else { return .cancelled }
  var quiet = savedTerminal
  quiet.c_lflag &= ~tcflag_t(ECHO)
  activeTerminal = quiet
  tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
  let restore: @convention(c) (Int32) -> Void = { signal in
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTerminal)
    let said = "\nNothing was typed: the demo ends.\n"
    _ = said.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
    _exit(128 + signal)
  }
  let previous = (signal(SIGINT, restore), signal(SIGQUIT, restore))
  defer {
    activeTerminal = walkThrough
    tcsetattr(STDIN_FILENO, TCSADRAIN, &walkThrough)
    signal(SIGINT, previous.0)
    signal(SIGQUIT, previous.1)
  }
  while true {
    say(prompt, newline: false)
    // A reader of its own each time: the terminal's end of input (Ctrl-D) ends one read, not
    // the terminal, which the walk-through reads on.
    var reader = LineReader(fileDescriptor: STDIN_FILENO)
    let line = reader.next()
    say("")
    switch line {
    case .text(let secret): return .secret(secret)
    case nil: return .cancelled
    case .notUTF8: say("Refused: that was not UTF-8 text. Type it again, or Ctrl-D to cancel.")
    case .tooLong:
      say(
        "Refused: longer than \(LineReader.maximumLength) bytes. Type it again, or Ctrl-D to cancel."
      )
    }
  }
}

@MainActor
func fuzz(_ options: Invocation.FuzzOptions) -> Int32 {
  if options.shard == nil {
    let sessions = Fuzzer.sessionCount(steps: options.steps)
    if min(options.jobs, sessions) > 1 {
      return fuzzInParallel(options, jobs: min(options.jobs, sessions))
    }
  } else {
    endWithParent()
  }
  let shard = options.shard ?? .whole
  let label = shard == .whole ? "" : "shard \(shard): "
  let clock = ContinuousClock()
  var failure: Fuzzer.Failure?
  var reported = 0
  let elapsed = clock.measure {
    failure = Fuzzer.run(seed: options.seed, steps: options.steps, shard: shard) { done in
      guard done / 100_000 > reported else { return }
      reported = done / 100_000
      say("\(label)\(done) steps")
    }
  }
  if let failure {
    // One write, so that a failure printed beside another shard's output stays whole.
    say(
      failure.description + "\n# the same steps as a Swift Testing case, to paste into the suite:\n"
        + failure.testCase)
    return 1
  }
  let played = Fuzzer.steps(of: shard, steps: options.steps)
  say(
    "\(label)seed \(options.seed): \(played) steps on every variant, all checks held (\(seconds(elapsed)))."
  )
  return 0
}

/// A job of the randomized run ends as soon as the process that started it is gone, so that
/// nothing it prints appears after the prompt has come back.
func endWithParent() {
  let parent = getppid()
  Thread.detachNewThread {
    while getppid() == parent { usleep(100_000) }
    _exit(1)
  }
}

/// The signal that asked the randomized run to stop, or 0.
nonisolated(unsafe) private var stopSignal: Int32 = 0

/// The status the run ends with for `process`, job `job` of `jobs`, which stopped before its
/// end: a job whose checks failed printed its failure and ends the run with its status; one
/// that died (killed by a signal, or ended with another status) is reported here, in one line.
func report(_ process: Process, job: Int, of jobs: Int) -> Int32 {
  let status = process.terminationStatus
  if process.terminationReason == .uncaughtSignal {
    let name = strsignal(status).map { String(cString: $0) } ?? "unknown"
    complain(
      "Job \(job) of \(jobs) died: killed by signal \(status) (\(name)); the run is incomplete.")
    return 1
  }
  guard status != 1 else { return 1 }
  guard status != 74 else {
    complain("Job \(job) of \(jobs) stopped: its output was closed; the run is incomplete.")
    return status
  }
  complain("Job \(job) of \(jobs) died with status \(status); the run is incomplete.")
  return status
}

/// Ends a job of the randomized run: SIGTERM, then SIGCONT, so that a job someone stopped
/// (`kill -STOP`) ends too, rather than keep its TERM pending and the run waiting on it.
func end(_ process: Process) {
  process.terminate()
  kill(process.processIdentifier, SIGCONT)
}

/// Runs the randomized run as `jobs` processes of this executable, each playing one shard of
/// the sessions; the first to fail stops the others, and so does Ctrl-C, SIGTERM or SIGHUP.
@MainActor
func fuzzInParallel(_ options: Invocation.FuzzOptions, jobs: Int) -> Int32 {
  guard let executable = Bundle.main.executableURL else {
    complain("Cannot find this executable to start the jobs; try --jobs 1.")
    return 2
  }
  for stop in [SIGINT, SIGQUIT, SIGTERM, SIGHUP] { signal(stop) { stopSignal = $0 } }
  let clock = ContinuousClock()
  let start = clock.now
  var processes: [Process] = []
  for index in 0..<jobs {
    let process = Process()
    process.executableURL = executable
    process.arguments = [
      "fuzz", "--seed", "\(options.seed)", "--steps", "\(options.steps)", "--shard",
      "\(index + 1)/\(jobs)",
    ]
    do {
      try process.run()
    } catch {
      complain("Cannot start job \(index + 1): \(error)")
      for started in processes { started.terminate() }
      return 2
    }
    processes.append(process)
    if jobCount < 64 {
      jobProcesses[jobCount] = process.processIdentifier
      jobCount += 1
    }
  }
  followJobControl()
  var failed: Int32 = 0
  while processes.contains(where: \.isRunning) {
    if stopSignal != 0 {
      for process in processes where process.isRunning { end(process) }
      for process in processes { process.waitUntilExit() }
      return 128 + stopSignal
    }
    if failed == 0,
      let stopped = processes.firstIndex(where: {
        !$0.isRunning && ($0.terminationStatus != 0 || $0.terminationReason == .uncaughtSignal)
      })
    {
      failed = report(processes[stopped], job: stopped + 1, of: jobs)
      for other in processes where other.isRunning { end(other) }
    }
    Thread.sleep(forTimeInterval: 0.05)
  }
  if failed == 0,
    let stopped = processes.firstIndex(where: {
      $0.terminationStatus != 0 || $0.terminationReason == .uncaughtSignal
    })
  {
    failed = report(processes[stopped], job: stopped + 1, of: jobs)
  }
  guard failed == 0 else { return failed }
  say(
    "seed \(options.seed): \(options.steps) steps on every variant in \(jobs) jobs, all checks held "
      + "(\(seconds(clock.now - start))).")
  return 0
}

/// `12.3 s`.
func seconds(_ duration: Duration) -> String {
  let (whole, fraction) = duration.components
  return String(format: "%.1f s", Double(whole) + Double(fraction) / 1e18)
}

exit(main())
