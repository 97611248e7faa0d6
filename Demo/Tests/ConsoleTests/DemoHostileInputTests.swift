import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `demo` executable as a well-behaved terminal program, tried as a person breaking it
/// would: hostile arguments, closed or full outputs, endless pipes, signals.
@Suite("The demo executable, given hostile input")
struct DemoHostileInputTests {
  private func isCalm(_ text: String) -> Bool {
    !text.unicodeScalars.contains {
      $0 != "\n" && ($0.properties.generalCategory == .control || $0 == "\u{202E}")
    }
  }

  @Test("A huge shard number is refused with status 2, not a crash")
  func hugeShard() throws {
    // When fuzz is given a shard number at the edge of Int
    let run = try runDemo(["fuzz", "--shard", "-9223372036854775808/2"])
    // Then one line says why, and the status is 2
    #expect(run.status == 2)
    #expect(run.error.split(separator: "\n").count == 1)
  }

  @Test(
    "A window number at the edge of Int is refused with status 1, not a crash, piped",
    arguments: ["-9223372036854775808", "9223372036854775807"])
  func hugeWindowNumber(number: String) throws {
    // When the walk-through is piped a window number no app has, at an edge of Int
    let run = try runDemo([], input: "window \(number)\nwindows\n")
    // Then it is refused in one line, and the demo ends with the status of a refused line
    #expect(run.status == 1, "\(run.error)")
    #expect(run.output.components(separatedBy: "There is no window").count == 2)
    #expect(run.output.contains("line 1: refused: window \(number)"))
  }

  @Test("A link with escape sequences reaches neither output raw")
  func hostileLink() throws {
    // When the app is started from a link whose message renames and clears the terminal
    let link = "sample://shop/order?message=%1B%5D0%3BPWNED%07%1B%5B2J"
    let run = try runDemo(["--open", link], input: "log\ntree\n")
    let bad = try runDemo(["--open", "sample://\u{1B}[2Jnowhere"])
    // Then no control character is printed, by the cold start or by the refusal
    #expect(run.status == 0, "\(run.error)")
    #expect(isCalm(run.output) && isCalm(run.error))
    #expect(bad.status == 2 && isCalm(bad.error))
  }

  @Test("Strict command lines: unknown, repeated or misplaced flags and extra words are refused")
  func strictArguments() throws {
    for arguments in [
      ["fuzz", "--seeds", "5"], ["--variant", "router", "--variant", "coordinator"],
      ["tour", "extra"], ["compare", "--variant", "router"], ["fuzz", "--open", "sample://shop"],
      ["graph", "--open", "sample://shop"], ["fuzz", "--steps"], ["fuzz", "--jobs", "65"],
      ["fuzz", "--steps", "-9223372036854775808"],
    ] {
      // When demo is given the arguments
      let run = try runDemo(arguments)
      // Then one line on standard error says why, and the status is 2
      #expect(run.status == 2, "\(arguments)")
      #expect(run.error.split(separator: "\n").count == 1, "\(arguments): \(run.error)")
      #expect(run.output.isEmpty, "\(arguments)")
    }
  }

  @Test("A script that cannot be read says why")
  func unreadableScripts() throws {
    // Given a missing file, a folder, and a file that is not UTF-8
    let folder = FileManager.default.temporaryDirectory
    let binary = folder.appendingPathComponent("not-text-\(UUID().uuidString).demo")
    try Data([0x74, 0x61, 0x70, 0x20, 0xFF, 0xFE, 0x0A]).write(to: binary)
    // When each is run as a script
    let missing = try runDemo(["--script", "/no/such/file"])
    let directory = try runDemo(["--script", folder.path])
    let notText = try runDemo(["--script", binary.path])
    // Then each says why in one line
    #expect(missing.status == 2 && missing.error.contains("no such file"))
    #expect(directory.status == 2 && directory.error.contains("folder"))
    #expect(notText.status == 1 && notText.output.contains("line 1: refused: not UTF-8 text"))
  }

  @Test("A byte-order mark is skipped, and lines end at line feeds only, in files and pipes")
  func byteOrderMarkAndSeparators() throws {
    // Given a script that starts with a byte-order mark and types a line separator
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("bom-\(UUID().uuidString).demo")
    let script = "\u{FEFF}type message tea\u{2028}cake\ntap Order\nexpect path Shop: Main > Order\n"
    try script.write(to: file, atomically: true, encoding: .utf8)
    // When it runs from the file, and from a pipe
    let fromFile = try runDemo(["--script", file.path])
    let fromPipe = try runDemo([], input: String(script.dropFirst()))
    // Then both run the three lines alike, the separator shown escaped
    #expect(fromFile.status == 0, "\(fromFile.output)")
    #expect(fromFile.output == fromPipe.output)
    #expect(fromFile.output.contains("tea\\u{2028}cake"))
  }

  @Test("A closed or full output ends the program with a non-zero status, not a crash")
  func outputErrors() throws {
    // When the tour writes to a full device, and an error goes to a closed standard error
    let full = Process()
    full.executableURL = try demoExecutable()
    full.arguments = ["tour"]
    full.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
    try full.run()
    full.waitUntilExit()
    let closed = Process()
    closed.executableURL = URL(fileURLWithPath: "/bin/sh")
    closed.arguments = ["-c", "exec 2>&-; exec \"$0\" dance", try demoExecutable().path]
    try closed.run()
    closed.waitUntilExit()
    // Then each ends with a status, not a signal
    #expect(full.terminationReason == .exit && full.terminationStatus == 74)
    #expect(closed.terminationReason == .exit && closed.terminationStatus != 0)
  }

  @Test("Piped input runs line by line, and endless input is read in bounded memory")
  func streamingInput() throws {
    // Given the demo reading a pipe that stays open
    let process = Process()
    process.executableURL = try demoExecutable()
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    // When two lines are written and the pipe is left open
    input.fileHandleForWriting.write(Data("type message tea\ntap Order\n".utf8))
    let answer = try readUntil("path: Shop: Main > Order", from: output, seconds: 20)
    // Then the second line has run before the input ended
    #expect(answer.contains("path: Shop: Main > Order"))
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)

    // When the input is endless zero bytes, with no line break
    let zeros = Process()
    zeros.executableURL = try demoExecutable()
    zeros.standardInput = FileHandle(forReadingAtPath: "/dev/zero")
    let zeroOutput = Pipe()
    zeros.standardOutput = zeroOutput
    try zeros.run()
    let refused = try readUntil("refused", from: zeroOutput, seconds: 20)
    zeros.terminate()
    zeros.waitUntilExit()
    // Then the endless line is refused at once, and the demo ends
    #expect(refused.contains("line 1: refused: longer than"))
  }

  /// The randomized run's job processes that `process` started, as Linux lists its children.
  private static func jobs(of process: Process) throws -> [Int32] {
    let pid = process.processIdentifier
    return try String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)
      .split(separator: " ").compactMap { Int32($0) }
  }

  @Test("A randomized-run job that dies is reported with its signal, and fails the run")
  func deadJobIsReported() throws {
    // Given a randomized run of a trillion steps in two jobs, both started
    let process = Process()
    process.executableURL = try demoExecutable()
    process.arguments = ["fuzz", "--steps", "1000000000000", "--jobs", "2"]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    Thread.sleep(forTimeInterval: 2)
    let children = try Self.jobs(of: process)
    #expect(children.count == 2)
    // When one job is killed
    kill(try #require(children.first), SIGKILL)
    process.waitUntilExit()
    // Then the run fails, and one line says which job died and how
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 1)
    #expect(said.contains("died: killed by signal 9"), "\(said)")
    #expect(said.split(separator: "\n").count == 1)
  }

  @Test("A job someone stopped does not keep the randomized run alive once it is told to end")
  func stoppedJobEndsWithTheRun() throws {
    // Given a randomized run of a trillion steps in two jobs, one of them stopped
    let process = Process()
    process.executableURL = try demoExecutable()
    process.arguments = ["fuzz", "--steps", "1000000000000", "--jobs", "2"]
    process.standardOutput = Pipe()
    try process.run()
    Thread.sleep(forTimeInterval: 2)
    let children = try Self.jobs(of: process)
    let stopped = try #require(children.first)
    kill(stopped, SIGSTOP)
    // When the run is sent SIGTERM
    process.terminate()
    // Then it ends within moments, with the signal's status, the stopped job with it
    let start = Date()
    while process.isRunning, Date().timeIntervalSince(start) < 10 { usleep(20_000) }
    let ended = !process.isRunning
    if !ended { kill(stopped, SIGCONT) }
    process.waitUntilExit()
    #expect(ended)
    #expect(process.terminationStatus == 128 + SIGTERM)
  }

  @Test("The randomized run's jobs end with it on SIGTERM, and any --steps starts at once")
  func fuzzJobsEndWithParent() throws {
    // Given a randomized run of a trillion steps in two jobs
    let process = Process()
    process.executableURL = try demoExecutable()
    process.arguments = ["fuzz", "--steps", "1000000000000", "--jobs", "2"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    Thread.sleep(forTimeInterval: 2)
    #expect(process.isRunning)
    // When it is sent SIGTERM
    process.terminate()
    process.waitUntilExit()
    // Then it ends with the signal's status, and its jobs are gone within moments: the pipe
    // they share reaches its end
    #expect(process.terminationStatus == 128 + SIGTERM)
    let start = Date()
    _ = output.fileHandleForReading.readDataToEndOfFile()
    #expect(Date().timeIntervalSince(start) < 5)
  }

  @Test("A stop stops the randomized run's jobs with it, and a continue continues them")
  func fuzzJobsStopAndContinue() throws {
    // Given a randomized run of a trillion steps in two jobs, both started
    let process = Process()
    process.executableURL = try demoExecutable()
    process.arguments = ["fuzz", "--steps", "1000000000000", "--jobs", "2"]
    process.standardOutput = Pipe()
    try process.run()
    defer {
      kill(process.processIdentifier, SIGCONT)
      process.terminate()
      process.waitUntilExit()
    }
    let jobs = Self.waitUntil { Self.children(of: process.processIdentifier).count == 2 }
    #expect(jobs)
    let children = Self.children(of: process.processIdentifier)
    // When it is stopped from outside, as `kill -TSTP` stops it
    kill(process.processIdentifier, SIGTSTP)
    // Then it stops, and so does each job
    let stopped = Self.waitUntil {
      ([process.processIdentifier] + children).allSatisfy { Self.state(of: $0) == "T" }
    }
    #expect(stopped)
    // When it is continued, then every job runs again
    kill(process.processIdentifier, SIGCONT)
    let continued = Self.waitUntil {
      ([process.processIdentifier] + children).allSatisfy { Self.state(of: $0) != "T" }
    }
    #expect(continued)
  }

  @Test("Jobs whose output was closed are reported as that, not as dead")
  func fuzzJobsWithClosedOutput() throws {
    // Given a short randomized run in two jobs whose output nobody reads: its pipe is closed
    let process = Process()
    process.executableURL = try demoExecutable()
    process.arguments = ["fuzz", "--steps", "600", "--jobs", "2"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    try output.fileHandleForReading.close()
    // When it ends
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // Then it failed, saying its output was closed, and nothing died
    #expect(process.terminationStatus == 74)
    #expect(said.contains("output was closed"), "\(said)")
    #expect(!said.contains("died"))
  }

  @Test("pictures takes only a folder's name; a failure says what went wrong in words")
  func picturesArguments() throws {
    // Given no name, a flag, and a folder under a file
    let empty = try runDemo(["pictures", ""])
    let flag = try runDemo(["pictures", "--help"])
    let underFile = try runDemo(["pictures", "/dev/null/pictures"])
    // Then the first two are refused in one line, and the last says why it failed
    #expect(empty.status == 2 && empty.error.contains("the name of a folder"))
    #expect(flag.status == 2 && flag.error.contains("the name of a folder"))
    #expect(!FileManager.default.fileExists(atPath: "--help"))
    #expect(underFile.status == 1 && underFile.error.contains("/dev/null is a file, not a folder"))
    #expect(!underFile.error.contains("NSCocoaErrorDomain"))
  }

  @Test("Input from a folder, and output to a full device, each end the demo with one line")
  func unreadableInputAndFullOutput() throws {
    // Given the demo reading a folder, and the demo writing to a device that is always full
    let folder = Process()
    folder.executableURL = try demoExecutable()
    folder.standardInput = FileHandle(forReadingAtPath: "/")
    let folderErrors = Pipe()
    folder.standardError = folderErrors
    folder.standardOutput = Pipe()
    try folder.run()
    let full = Process()
    full.executableURL = try demoExecutable()
    full.arguments = ["tour"]
    full.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
    let fullErrors = Pipe()
    full.standardError = fullErrors
    try full.run()
    // When they end
    let readError = String(
      decoding: folderErrors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let writeError = String(
      decoding: fullErrors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    folder.waitUntilExit()
    full.waitUntilExit()
    // Then each says why in one line, with status 74
    #expect(folder.terminationStatus == 74)
    #expect(readError == "Cannot read the commands any more: is a directory.\n")
    #expect(full.terminationStatus == 74)
    #expect(writeError == "demo: cannot write its output: no space left on device.\n")
  }

  /// Waits, at most ten seconds, until `condition` holds: a process's state in `/proc` changes
  /// with no output to wait on.
  private static func waitUntil(_ condition: () -> Bool) -> Bool {
    for _ in 0..<1_000 {
      if condition() { return true }
      usleep(10_000)
    }
    return false
  }

  /// The processes whose parent is `parent`, from `/proc`.
  private static func children(of parent: Int32) -> [Int32] {
    let all = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return all.compactMap(Int32.init).filter { pid in
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      return fields.count > 1 && Int32(fields[1]) == parent
    }
  }

  /// `process`'s state letter in `/proc` (`T` stopped, `R` running, `S` sleeping).
  private static func state(of process: Int32) -> Character? {
    guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    return stat[stat.index(after: close)...].first { !$0.isWhitespace }
  }

  /// What `pipe` delivers until it holds `marker`, the pipe ends, or `seconds` pass.
  private func readUntil(_ marker: String, from pipe: Pipe, seconds: Double) throws -> String {
    let descriptor = pipe.fileHandleForReading.fileDescriptor
    var collected = Data()
    let deadline = Date().addingTimeInterval(seconds)
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while Date() < deadline, !String(decoding: collected, as: UTF8.self).contains(marker) {
      var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, 200) > 0 else { continue }
      let count = read(descriptor, &buffer, buffer.count)
      guard count > 0 else { break }
      collected.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: collected, as: UTF8.self)
  }
}
