@_spi(HostTesting) import Console
import Foundation
@_spi(HostTesting) import Journeys
import Links
@_spi(HostTesting) import PresentationHost
import Testing

/// Bad input gets one clear line and changes nothing; nothing typed or linked reaches the
/// terminal raw; a password is never printed; a session's memory stays bounded.
@Suite("Any input, calmly: the console session")
@MainActor
struct InputSafetyTests {
  /// Every line the console would print for `line`: its echo, then its reply.
  private func printed(_ line: String, by sut: ConsoleSession) async -> (ConsoleReply, [String]) {
    let echo = ConsoleEcho.line(line, on: sut.app)
    let reply = sut.execute(line)
    return (reply, ["> \(echo)"] + reply.lines)
  }

  private func isCalm(_ line: String) -> Bool {
    !line.unicodeScalars.contains(where: ConsoleEcho.isUnsafe)
  }

  @Test(
    "Numbers out of any range are refused in one line, and change nothing",
    arguments: [
      "tap -9223372036854775808", "-9223372036854775808", "9223372036854775807",
      "doubletap -9223372036854775808", "quicktaps -9223372036854775808, 9223372036854775807",
      "tab -9223372036854775808", "tab 99999999999999999999999", "tap 0", "source -1",
      "source -9223372036854775808", "window -9223372036854775808", "window 9223372036854775807",
      "window 0", "window -1", "window 5", "window +9", "window 99999999999999999999999",
    ])
  func hugeNumbers(line: String) async {
    // Given a session on Main
    let sut = ConsoleSession(variant: .router)
    let path = sut.app.path
    // When the line is executed
    let reply = sut.execute(line)
    // Then it is refused in one line, and the app is where it was
    #expect(reply.status == .refused)
    #expect(reply.lines.count == 1)
    #expect(sut.app.path == path)
  }

  @Test(
    "A secret a link carries, however its key is spelled, or glued to a field's name, is printed nowhere and kept for no up arrow",
    arguments: [
      "open sample://shop/order?message=tea&p%61ssword=S3cretZq9",
      "open sample://shop/order?message=tea&%70assword=S3cretZq9",
      "open sample://shop/order?message=tea&PASS%57ORD=S3cretZq9",
      "open sample://shop/order?message=tea&pa%73sword=S3cretZq9",
      "open sample://shop/order?message=tea&passwd=S3cretZq9", "open sample://demo:S3cretZq9@shop",
      "open sample://S3cretZq9@explore/detail", "type passwordS3cretZq9",
      "type PasswdS3cretZq9 more",
    ], Variant.allCases)
  func secretsByWhatTheAppReads(line: String, variant: Variant) async {
    // Given a session on Main
    let sut = ConsoleSession(variant: variant)
    let path = sut.app.path
    // When the line is echoed and executed
    let (reply, lines) = await printed(line, by: sut)
    // Then it is refused in one line, nothing printed holds the secret, the app is where it
    // was, and the line is not kept for the up arrow
    #expect(reply.status == .refused)
    #expect(reply.lines.count == 1)
    #expect(!lines.joined().contains("S3cretZq9"), "\(lines)")
    #expect(sut.app.path == path)
    #expect(ConsoleEcho.holdsSecret(line, on: sut.app))
  }

  @Test("A link's user part is refused as that, and a key's escapes are read before it is judged")
  func linkRefusals() {
    // Given links that carry a user part, or a password under an escaped or cased key
    // When they are read, then the app refuses each, as it reads them
    #expect(throws: AppLinkError.credentials) {
      try AppLink(string: "sample://demo:S3cretZq9@shop")
    }
    #expect(throws: AppLinkError.password) {
      try AppLink(string: "sample://shop/order?message=tea&P%61SSWORD=S3cretZq9")
    }
    #expect(AppLinkError.credentials.description.contains("S3cretZq9") == false)
  }

  @Test(
    "A command that takes nothing refuses words after it, without repeating them, and changes nothing",
    arguments: [
      "disconnect extra", "background now", "back password1", "reset all", "quit please",
      "link S3cretZq9", "windows 2",
    ])
  func extraWordsAreRefused(line: String) {
    // Given a session on Main
    let sut = ConsoleSession(variant: .router)
    let path = sut.app.path
    // When the line is executed
    let reply = sut.execute(line)
    // Then it is refused in one line that does not quote the extra words, and nothing changed
    #expect(reply.status == .refused)
    #expect(reply.lines.count == 1)
    #expect(reply.lines.first?.contains("takes no words after it") == true)
    let extra = line.split(separator: " ", maxSplits: 1).last.map(String.init) ?? ""
    #expect(!reply.lines.joined().contains(extra))
    #expect(sut.app.isConnected && sut.app.path == path)
  }

  @Test("Escape sequences typed or linked reach no output raw", arguments: Variant.allCases)
  func escapeSequences(variant: Variant) async {
    // Given a session, and text that would rename and clear a terminal
    let sut = ConsoleSession(variant: variant)
    let hostile = "\u{1B}]0;PWNED\u{07}\u{1B}[2J\u{0}\u{8}\u{9B}31m\u{202E}"
    // When it is typed, ordered, and opened as a link
    var lines: [String] = []
    for line in [
      "type message \(hostile)", "tap Order", "log", "tree", "expect text \(hostile)",
      "open sample://shop/order?message=%1B%5D0%3BPWNED%07%1B%5B2J", "open \(hostile)",
      "source \(hostile)", hostile,
    ] {
      lines += await printed(line, by: sut).1
    }
    // Then no line holds a control character; the text is shown escaped
    #expect(lines.allSatisfy(isCalm), "\(lines.filter { !isCalm($0) })")
    #expect(lines.contains { $0.contains("\\e]0;PWNED") })
  }

  @Test(
    "A password is never echoed, however the line that types it is spelled",
    arguments: [
      "type password S3cret-Zq9", "type\tpassword\tS3cret-Zq9", "type  password S3cret-Zq9",
      "TYPE password S3cret-Zq9", "type pasword S3cret-Zq9", "type password \"S3cret-Zq9\"",
      "tpye password S3cret-Zq9", "typepassword S3cret-Zq9", "type: password S3cret-Zq9",
      "Password S3cret-Zq9", "open sample://shop/order/login?message=tea&password=S3cret-Zq9",
      "open sample://shop/order/login?PASSWORD=S3cret-Zq9#x",
    ])
  func passwordNeverEchoed(line: String) async {
    // Given a session on the login modal, run as a script so that refusals print too
    let sut = ConsoleSession(variant: .router)
    var output: [String] = []
    let status = ScriptRunner.run(
      lines: ["type message tea", "tap Order", "tap Done", line, "log", "tree"], session: sut
    ) { output.append($0) }
    // Then the secret is in no line, whether the line was run or refused
    #expect(!output.joined().contains("S3cret-Zq9"), "\(output.filter { $0.contains("S3cret") })")
    let word = line.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
    #expect(status == 0 || output.last?.hasPrefix("line 4: refused: \(word)") == true)
  }

  @Test("Bidirectional marks are escaped, and a letter with endless marks is cut short")
  func marksAreCalm() {
    // Given text with the right-to-left and Arabic letter marks, and one letter carrying 2,000
    // combining marks
    let marks = "a\u{200F}b\u{061C}c\u{200E}"
    let heavy = "e" + String(repeating: "\u{301}", count: 2_000)
    // When the console makes them safe to print
    let calmMarks = ConsoleEcho.calm(marks)
    let calmHeavy = ConsoleEcho.calm(heavy)
    // Then the marks are shown escaped, and the heavy letter is cut to the echo's length
    #expect(calmMarks == "a\\u{200f}b\\u{61c}c\\u{200e}")
    #expect(calmHeavy.unicodeScalars.count < 500)
    #expect(calmHeavy.hasSuffix("more characters)"))
  }

  @Test(
    "A line that types a secret, or may, is not kept for the up arrow; others are",
    arguments: [
      ("type password S3cret-Zq9", true), ("tpye password S3cret-Zq9", true),
      ("typepassword S3cret-Zq9", true), ("type: password S3cret-Zq9", true),
      ("type email ada@example.com", false), ("tap Log in", false), ("type password", false),
      ("help", false),
    ])
  func secretsAreNotKept(line: String, holdsSecret: Bool) async {
    // Given a session on the login modal
    let sut = ConsoleSession(variant: .router)
    for command in ["type message tea", "tap Order", "tap Done"] { _ = sut.execute(command) }
    // When the line is judged, then it holds a secret exactly when it types one or may
    #expect(ConsoleEcho.holdsSecret(line, on: sut.app) == holdsSecret)
  }

  @Test("A randomized run's failure masks what was typed into a password field, everywhere")
  func fuzzScriptMasksPasswords() async {
    // Given a failure whose actions type a password on the login modal
    let actions: [JourneyAction] = [
      .type(field: "message", text: "tea"), .tap("Order"), .tap("Done"),
      .type(field: "password", text: "S3cret-Zq9"),
    ]
    // When it is printed, with a problem that names the last action as it was taken
    let sut = Fuzzer.Failure(
      seed: 1, step: 4,
      problem: "outcomes differ after \(actions[3]): [\"fine\", \"S3cret-Zq9 refused\"]",
      actions: actions)
    // Then the message typed shows, the password does not, in the failure's first line or in
    // its script, and the script says so
    #expect(sut.description.contains("type message tea"))
    #expect(!sut.description.contains("S3cret-Zq9"))
    #expect(sut.description.contains("type password ••••••••••"))
    #expect(sut.description.contains("# passwords typed are masked"))
  }

  @Test("The walk-through keeps a bounded log, and help says how much", arguments: Variant.allCases)
  func boundedLog(variant: Variant) async {
    // Given a session
    let sut = ConsoleSession(variant: variant)
    // When thousands of commands run
    for turn in 0..<1_500 {
      _ = sut.execute(turn.isMultiple(of: 2) ? "tab Explore" : "tab Shop")
    }
    // Then the host keeps no more than twice the log, log prints at most it, and help says it
    #expect(sut.app.host.transcript.count <= 2 * ConsoleSession.logLength)
    #expect(sut.execute("log").lines.count <= 2 * ConsoleSession.logLength)
    #expect(ConsoleSession.help.contains { $0.contains("\(ConsoleSession.logLength) at the most") })
  }

  @Test(
    "Navigation, windows and the scene's life cycle, thousands of times, keep bounded bookkeeping",
    arguments: Variant.allCases)
  func boundedBookkeeping(variant: Variant) async {
    // Given a session, and the cycles a person could repeat for ever
    let sut = ConsoleSession(variant: variant)
    let cycle = [
      "type message tea", "tap Order", "back", "window new", "tap Order", "window close",
      "disconnect", "connect",
    ]
    // When they run a few hundred times
    var most = 0
    for _ in 0..<300 {
      for command in cycle { _ = sut.execute(command) }
      most = max(most, sut.app.host.watchedEntryCount)
    }
    // Then what the host watches for leaks and completions stayed within a bound that does not
    // grow with the commands (before, it grew by a few entries each cycle, thousands in all),
    // the app is where the cycle leaves it, and help says what is kept
    #expect(most < 400, "\(most) entries")
    #expect(sut.app.path == "Shop: Main")
    #expect(ConsoleSession.help.contains { $0.contains("nothing else grows") })
  }

  @Test(
    "reset and variant release the previous app, a login that an order waits for included",
    arguments: ["reset", "variant coordinator", "variant mvc"], Variant.allCases)
  func previousAppIsReleased(command: String, variant: Variant) async {
    // Given a session with an order open, and its login up, which the order waits for
    let sut = ConsoleSession(variant: variant)
    _ = sut.execute("type message tea")
    _ = sut.execute("tap Order")
    weak let oldOrder = sut.app.host.visibleScreen
    _ = sut.execute("tap Done")
    weak let oldHost = sut.app.host
    weak let oldLogin = sut.app.host.visibleScreen
    #expect(sut.app.path == "Shop: Main > Order | Login")
    // When the app starts afresh
    _ = sut.execute(command)
    // Then nothing of the old app is alive: no screen, no waiting request, no host
    #expect(oldHost == nil)
    #expect(oldOrder == nil)
    #expect(oldLogin == nil)
  }

  @Test("The console's guide states the limits the code keeps")
  func readmeLimits() throws {
    // Given the console's guide, in the demo's README
    let sut = try String(
      contentsOf: Comparison.packageRoot.appendingPathComponent("Demo/README.md"), encoding: .utf8)
    // When the limits are written as the README writes numbers
    let lineLimit = LineReader.maximumLength.formatted(.number.grouping(.automatic))
    let logLimit = ConsoleSession.logLength.formatted(.number.grouping(.automatic))
    // Then it states both as they are
    #expect(sut.contains("over \(lineLimit) bytes"))
    #expect(sut.contains("the last \(logLimit) host calls"))
  }

  @Test(
    "Thousands of random lines: no crash, no control character, no password, bounded memory",
    arguments: Variant.allCases)
  func consoleFuzz(variant: Variant) async {
    // Given a session and a seeded stream of lines: random bytes, controls, huge numbers, long
    // lines, unicode, and real commands, now and then walking to a password field
    var generator = SeededGenerator(seed: 2026)
    let sut = ConsoleSession(variant: variant)
    let secret = "Zq9-secret-Zq9"
    var output: [String] = []
    var refused = 0
    // When every line is executed
    for turn in 0..<1_500 {
      let lines =
        turn.isMultiple(of: 150)
        ? [
          "reset", "type message tea", "tap Order", "tap Done", "type password \(secret)",
          "tap Create account", "type value ada@example.com", "tap Next",
          "type value \(secret)", "log",
        ]
        : [RandomLine.make(using: &generator, secret: secret)]
      for line in lines {
        let (reply, printed) = await printed(line, by: sut)
        if reply.status == .refused { refused += 1 }
        output += printed.filter { !isCalm($0) || $0.contains(secret) }
      }
    }
    // Then nothing printed was unsafe or held the secret, bad lines were refused, and the
    // session's record stayed bounded
    #expect(output.isEmpty, "\(output.prefix(5))")
    #expect(refused > 100)
    #expect(sut.app.host.transcript.count <= 2 * ConsoleSession.logLength)
  }
}

/// Random console lines, hostile and ordinary.
enum RandomLine {
  static let commands = [
    "tap Order", "tap Done", "tap Cancel", "tap 1", "tap 2", "back", "swipe", "swipeback",
    "swipeback cancel", "tab Explore", "tab Shop", "tab 2", "tap Detail", "tap Hello",
    "tap Close", "doubletap Order", "quicktaps Done, Cancel", "open sample://explore/detail",
    "open sample://shop/order?message=tea", "background", "foreground", "disconnect", "connect",
    "whoami", "logout", "owners", "source 1", "source MainRouter", "tree", "help",
    "type message coffee", "type note with milk", "expect path Shop: Main",
  ]
  static let pieces = [
    "\u{1B}[2J", "\u{1B}]0;x\u{07}", "\u{0}", "\u{8}", "\u{7F}", "\u{85}", "\u{9B}", "\u{202E}",
    "\u{2028}", "\u{2066}", "\t", "\r", "-9223372036854775808", "9223372036854775807",
    "99999999999999999999", "🙂", "é", "中文", "%1B%5B2J", "\"", "  ", "#",
  ]

  static func make(using generator: inout SeededGenerator, secret: String) -> String {
    switch generator.next() % 6 {
    case 0:
      let bytes = (0..<Int(generator.next() % 40)).map { _ in
        UInt8(truncatingIfNeeded: generator.next())
      }
      return String(decoding: bytes, as: UTF8.self)
    case 1:
      return (0..<3).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
    case 2:
      return commands[Int(generator.next() % UInt64(commands.count))] + " "
        + pieces[Int(generator.next() % UInt64(pieces.count))]
    case 3:
      return "type password \(secret)"
    case 4:
      return String(repeating: "x", count: Int(generator.next() % 5_000))
    default:
      return commands[Int(generator.next() % UInt64(commands.count))]
    }
  }
}
