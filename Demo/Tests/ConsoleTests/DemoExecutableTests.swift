import Foundation
import Journeys
import Testing

@Suite("The demo executable")
struct DemoExecutableTests {
  @Test("A full journey by script file passes with status 0")
  func scriptFile() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("journey1.demo")
    try """
    # Journey 1, by hand
    type message coffee
    tap Order
    expect path Shop: Main > Order
    tap Done
    type email demo@example.com
    type password password1
    tap Log in
    expect path Shop: Main
    expect text Ordered: coffee
    """.write(to: file, atomically: true, encoding: .utf8)
    let run = try runDemo(["--script", file.path])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("✓ text Ordered: coffee"))
  }

  @Test("A failing expect prints its line number, expected and actual, and exits non-zero")
  func failingExpect() throws {
    let run = try runDemo([], input: "tap Order\n\nexpect path Shop: Main > Order\ntap Order\n")
    #expect(run.status == 1)
    #expect(run.output.contains("line 3: expectation failed"))
    #expect(run.output.contains("expected path: Shop: Main > Order"))
    #expect(run.output.contains("actual path:   Shop: Main"))
    #expect(!run.output.contains("> tap Order\n> tap Order"))
  }

  @Test(
    "Piped input stops at the first refused line, names it, and exits 1",
    arguments: [
      ("dance", "Unknown command \"dance\""), ("tap Nope", "No button \"Nope\""),
      ("type", "Usage: type <field> <text>"), ("back", "This screen has no back button."),
      ("variant foo", "\"foo\" is no variant"), ("\u{1B}[2J", "Unknown command \"\\e[2J\""),
    ])
  func refusedLineStops(line: String, message: String) throws {
    let run = try runDemo([], input: "type message tea\n\(line)\ntap Order\n")
    #expect(run.status == 1)
    #expect(run.output.contains(message), "\(run.output)")
    #expect(run.output.contains("line 2: refused"))
    #expect(!run.output.contains("\u{1B}"))
    #expect(!run.output.contains("> tap Order"))
  }

  @Test("End of input ends the run with status 0; names match in any case, tabs by number")
  func endOfInput() throws {
    let run = try runDemo(
      [], input: "type message tea\ntap ORDER\ntab 2\ntab shop\nexpect path Shop: Main > Order")
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("✓ path Shop: Main > Order"))
  }

  @Test("A long line is echoed shortened; one over the limit is refused unread")
  func longLine() throws {
    // Given a line under the limit, and one over it
    let long = "tap " + String(repeating: "x", count: 3_000)
    let tooLong = "tap " + String(repeating: "x", count: 10_000)
    // When each is piped in
    let shortened = try runDemo([], input: long + "\n")
    let refused = try runDemo([], input: tooLong + "\ntap Order\n")
    // Then the first is refused as no button, echoed shortened; the second in one line, unread
    #expect(shortened.status == 1)
    #expect(shortened.output.contains("more characters"))
    #expect(shortened.output.count < 2_000)
    #expect(refused.status == 1)
    #expect(
      refused.output == "line 1: refused: longer than the 4096 bytes a line may have\n")
  }

  @Test("A typed password appears in no output of any mode")
  func passwordNeverPrinted() throws {
    let secret = "hunter22"
    let lines = [
      "type message tea", "tap Order", "tap Done", "type email nobody@example.com",
      "type password \(secret)", "tap Log in", "tap Create account", "type value ada@example.com",
      "tap Next", "type value \(secret)", "log", "tree", "tap Next", "log",
    ]
    let piped = try runDemo([], input: lines.joined(separator: "\n") + "\n")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("secret.txt")
    try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    let script = try runDemo(["--script", file.path])
    for run in [piped, script] {
      #expect(run.status == 0, "\(run.output)")
      #expect(!run.output.contains(secret) && !run.error.contains(secret))
    }
    let tour = try runDemo(["tour"])
    #expect(!tour.output.contains("password1") && !tour.output.contains("analytical"))
    let compare = try runDemo(["compare", "--transcripts"])
    #expect(!compare.output.contains("password1") && !compare.output.contains("analytical"))
  }

  @Test("A bare type password reads the next line as its hidden value, piped and in a script")
  func passwordOnTheNextLine() throws {
    // Given the login, and `type password` alone with the password on the line after it, as
    // a terminal asks for it
    let lines = [
      "type message tea", "tap Order", "tap Done", "type email demo@example.com", "type password",
      "password1", "tap Log in", "expect text Ordered: tea",
    ]
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "next-line-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    // When the demo reads them from a pipe and from a script file
    let piped = try runDemo([], input: lines.joined(separator: "\n") + "\n")
    let script = try runDemo(["--script", file.path])
    // Then the line was the password, signed in with, and printed nowhere
    for run in [piped, script] {
      #expect(run.status == 0, "\(run.output)")
      #expect(!run.output.contains("password1") && !run.error.contains("password1"))
    }
    // And a bare type password with nothing after it is refused, saying why
    let cut = try runDemo([], input: "type message tea\ntap Order\ntap Done\ntype password\n")
    #expect(cut.status == 1 && cut.output.contains("needs its value on the next line"))
  }

  @Test("--help, a bad --variant and an unknown argument")
  func arguments() throws {
    let help = try runDemo(["--help"])
    #expect(help.status == 0 && help.output.contains("Usage: demo"))
    let badVariant = try runDemo(["--variant", "teleport"])
    #expect(badVariant.status == 2 && badVariant.error.contains("--variant takes"))
    let unknown = try runDemo(["dance"])
    #expect(unknown.status == 2 && unknown.error.contains("Unknown argument"))
    let missingFile = try runDemo(["--script", "/no/such/file"])
    #expect(missingFile.status == 2 && missingFile.error.contains("Cannot read"))
  }

  @Test("pictures writes journey 1's screens into a folder, and refuses one it cannot write")
  func pictures() throws {
    // Given a fresh folder, and a path under a file, where no folder can be made
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pictures-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    // When the demo draws into each, and is given no folder
    let run = try runDemo(["pictures", folder.path])
    let refused = try runDemo(["pictures", "/dev/null/pictures"])
    let missing = try runDemo(["pictures"])
    // Then it wrote one file a picture and named each, and refused the others in one line
    let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(run.status == 0 && written.count == run.output.split(separator: "\n").count)
    #expect(written.first == "journey-1-0.svg")
    #expect(refused.status == 1 && refused.error.contains("Cannot write the pictures"))
    #expect(missing.status == 2 && missing.error.contains("pictures needs a folder"))
  }

  @Test("compare finds every journey equal and prints a measured table per variant")
  func compare() throws {
    let run = try runDemo(["compare", "--transcripts"])
    #expect(run.status == 0, "\(run.output.suffix(500))")
    #expect(run.output.contains("Journey \(sampleJourneys.count): equal"))
    #expect(run.output.contains("| measured | router | coordinator | mvc |"))
    #expect(run.output.contains("| leaks after all journeys | 0 | 0 | 0 |"))
    #expect(run.output.contains("MainRouter.order(message:)"))
    #expect(run.output.contains("RoutePublisher.route(to: order(\"coffee\"), from: main)"))
  }

  @Test("The tour runs on the coordinator variant too")
  func coordinatorTour() throws {
    let run = try runDemo(["tour", "--variant", "coordinator"])
    #expect(run.status == 0)
    #expect(
      run.output.contains("\(sampleJourneys.count) of \(sampleJourneys.count) journeys held."))
  }

  @Test("fuzz shares its sessions among processes, and refuses bad jobs and shards")
  func fuzzInJobs() throws {
    let run = try runDemo(["fuzz", "--seed", "5", "--steps", "900", "--jobs", "2"])
    #expect(run.status == 0, "\(run.output)\(run.error)")
    // Sessions of 300 steps, dealt in turn: the first shard plays two, the second one.
    #expect(run.output.contains("shard 1/2: seed 5: 600 steps on every variant, all checks held"))
    #expect(run.output.contains("shard 2/2: seed 5: 300 steps on every variant, all checks held"))
    #expect(run.output.contains("seed 5: 900 steps on every variant in 2 jobs, all checks held"))
    for arguments in [
      ["--jobs", "0"], ["--shard", "3/2"], ["--shard", "two"], ["--steps", "-1"],
    ] {
      let refused = try runDemo(["fuzz"] + arguments)
      #expect(refused.status == 2, "\(arguments)")
      #expect(refused.error.contains("takes"))
      #expect(refused.output.isEmpty)
    }
  }

  @Test("graph prints Mermaid text")
  func graph() throws {
    let run = try runDemo(["graph"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("graph LR\n"))
  }
}
