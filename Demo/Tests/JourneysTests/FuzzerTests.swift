@_spi(HostTesting) import PresentationHost
import Testing

@_spi(HostTesting) @testable import Journeys

@Suite("Randomized lockstep run")
@MainActor
struct FuzzerTests {
  @Test(
    "Fixed seeds: thousands of random steps, every variant agrees and every check holds",
    arguments: [1, 2, 3, 42] as [UInt64])
  func fixedSeeds(seed: UInt64) async {
    let failure = Fuzzer.run(seed: seed, steps: 1_500)
    #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
  }

  @Test("The same seed gives the same actions")
  func seedsAreRepeatable() {
    var first = SeededGenerator(seed: 7)
    var second = SeededGenerator(seed: 7)
    var other = SeededGenerator(seed: 8)
    let a = (0..<5).map { _ in first.next() }
    #expect(a == (0..<5).map { _ in second.next() })
    #expect(a != (0..<5).map { _ in other.next() })
  }

  @Test("Each session has its own stream of the seed")
  func sessionStreams() {
    // Given the generators of two sessions of one seed, and of the same session of another
    var session0 = SeededGenerator(seed: 7, stream: 0)
    var session300 = SeededGenerator(seed: 7, stream: 300)
    var again300 = SeededGenerator(seed: 7, stream: 300)
    var otherSeed = SeededGenerator(seed: 8, stream: 300)
    // When each draws five numbers
    let numbers = (0..<5).map { _ in session300.next() }
    // Then a session draws the same numbers every time, and other sessions and seeds differ
    #expect(numbers == (0..<5).map { _ in again300.next() })
    #expect(numbers != (0..<5).map { _ in session0.next() })
    #expect(numbers != (0..<5).map { _ in otherSeed.next() })
  }

  @Test("Shards deal the sessions in turn; together they play every step once")
  func shardsPartitionTheRun() throws {
    // Given 1,000 steps in sessions of 300
    let whole = Array(Fuzzer.sessions(steps: 1_000, sessionLength: 300))
    #expect(whole == [0..<300, 300..<600, 600..<900, 900..<1_000])
    // When they are shared among three shards
    let shards = try (0..<3).map { try #require(Fuzzer.Shard(index: $0, count: 3)) }
    let dealt = shards.map { Array(Fuzzer.sessions(steps: 1_000, sessionLength: 300, shard: $0)) }
    // Then each plays every third session, and no step is played twice or left out
    #expect(dealt[0] == [0..<300, 900..<1_000])
    #expect(dealt[1] == [300..<600] && dealt[2] == [600..<900])
    #expect(dealt.joined().flatMap { Array($0) }.sorted() == Array(0..<1_000))
  }

  @Test("Each shard's step count is its sessions' steps, counted without making them")
  func shardStepCounts() throws {
    // Given runs of several lengths, shared among one to four shards
    for steps in [0, 1, 299, 300, 301, 1_000, 12_345] {
      for count in 1...4 {
        for index in 0..<count {
          let sut = try #require(Fuzzer.Shard(index: index, count: count))
          // When the shard's steps are counted, then they are those of its sessions
          let played = Fuzzer.sessions(steps: steps, sessionLength: 300, shard: sut)
            .reduce(0) { $0 + $1.count }
          #expect(Fuzzer.steps(of: sut, steps: steps, sessionLength: 300) == played)
        }
      }
    }
  }

  @Test("A run of a trillion steps starts at once: its sessions are made as it goes")
  func longRunStartsAtOnce() {
    // Given a trillion steps
    let steps = 1_000_000_000_000
    // When its sessions are asked for, then the first comes at once and the count is arithmetic
    #expect(Fuzzer.sessions(steps: steps).first { _ in true } == 0..<Fuzzer.sessionLength)
    #expect(Fuzzer.sessionCount(steps: steps) == steps / Fuzzer.sessionLength + 1)
  }

  @Test("A shard is read as k/n, counted from 1; anything else is refused")
  func shardText() {
    #expect(Fuzzer.Shard("1/2") == Fuzzer.Shard(index: 0, count: 2))
    #expect(Fuzzer.Shard("2/2")?.description == "2/2")
    let extremes = ["-9223372036854775808/2", "9223372036854775807/2", "1/-9223372036854775808"]
    for bad in ["0/2", "3/2", "1/0", "-1/2", "1/2/3", "a/b", "", "/"] + extremes {
      #expect(Fuzzer.Shard(bad) == nil, "\(bad)")
    }
  }

  @Test("Candidates are what is on screen")
  func candidatesFollowTheScreen() async throws {
    let app = Variant.router.launch()
    let onMain = Fuzzer.candidates(on: app)
    #expect(onMain.contains(.tap("Order")))
    #expect(onMain.contains(.selectTab("Explore")))
    #expect(!onMain.contains(.back) && !onMain.contains(.swipeDown))
    try app.perform(.type(field: "message", text: "tea"))
    try app.perform(.tap("Order"))
    try app.perform(.tap("Done"))
    let onLogin = Fuzzer.candidates(on: app)
    #expect(onLogin.contains(.swipeDown))
    #expect(!onLogin.contains(.selectTab("Explore")))
    #expect(onLogin.contains(.type(field: "password", text: "password1")))
  }

  @Test("Shrinking keeps only the actions the failure needs")
  func shrinking() async {
    let actions: [JourneyAction] = [
      .tap("A"), .back, .tap("B"), .swipeDown, .tap("C"), .selectTab("Shop"), .tap("D"),
    ]
    let needed: Set<JourneyAction> = [.tap("B"), .tap("D")]
    let shrunk = Fuzzer.shrink(actions) { candidate in needed.isSubset(of: Set(candidate)) }
    #expect(shrunk == [.tap("B"), .tap("D")])
  }

  @Test("A replay of a valid sequence finds no problem; the failure prints as a script")
  func replayAndScript() async {
    #expect(
      Fuzzer.replay([.tap("Order"), .selectTab("Explore"), .tap("Hello"), .swipeDown]) == nil)
    let failure = Fuzzer.Failure(
      seed: 9, step: 3, problem: "screens differ", actions: [.back, .swipeDown])
    #expect(failure.description == "# fuzz seed 9 failed at step 3: screens differ\nback\nswipe")
    #expect(
      failure.testCase == """
          @Test("fuzz seed 9, step 3: screens differ")
          func fuzzSeed9Step3() {
            let failure = Fuzzer.replay([
              .back,
              .swipeDown,
            ])
            #expect(failure == nil)
          }
        """)
  }
}
