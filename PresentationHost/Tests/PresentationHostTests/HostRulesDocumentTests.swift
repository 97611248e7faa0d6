import Foundation
@_spi(HostTesting) import PresentationHost
import Testing

/// `HOST_RULES.md` lists every rule the host keeps; each must have a test named after it,
/// and every rule the host can report must be in the document.
@Suite("The rules document")
struct HostRulesDocumentTests {
  private static let hostRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The ids in the first column of the document's tables (`| W1 | … |`).
  private static func documentedRules() throws -> [String] {
    let text = try String(
      contentsOf: hostRoot.appendingPathComponent("HOST_RULES.md"), encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
      guard cells.count > 2 else { return nil }
      let id = cells[1].trimmingCharacters(in: .whitespaces)
      return id.range(of: #"^[A-Z]+[0-9]+$"#, options: .regularExpression) != nil ? id : nil
    }
  }

  /// The titles of every `@Test` in the package's tests.
  private static func testTitles() throws -> [String] {
    let tests = hostRoot.appendingPathComponent("Tests")
    let files =
      FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    return try files.flatMap { file in
      let text = try String(contentsOf: file, encoding: .utf8)
      return text.components(separatedBy: "@Test(").dropFirst().compactMap { rest in
        rest.drop { $0 == "\n" || $0 == " " }.split(separator: "\"", maxSplits: 2).first
          .map(String.init)
      }
    }
  }

  @Test("Every documented rule has a test whose name starts with its id")
  func everyRuleIsTested() throws {
    let rules = try Self.documentedRules()
    let titles = try Self.testTitles()
    #expect(rules.count >= 40)
    for rule in rules {
      let tested = titles.contains { title in
        title.hasPrefix("\(rule):") || title.hasPrefix("\(rule),")
          || title.contains(", \(rule):") || title.contains(", \(rule),")
      }
      #expect(tested, "no test is named after \(rule)")
    }
  }

  @Test("Each id names one rule: no two rows of the document share an id")
  func idsAreUnique() throws {
    // Given the document's rows
    let rules = try Self.documentedRules()

    // When they are counted by id
    let repeated = Dictionary(grouping: rules, by: { $0 }).filter { $0.value.count > 1 }.keys

    // Then no id stands on two rows, so that a diagnostic's id points at one rule
    #expect(repeated.sorted() == [], "ids on more than one row")
  }

  @Test("Every rule a diagnostic can name is documented")
  func everyReportedRuleIsDocumented() throws {
    let rules = Set(try Self.documentedRules())
    for rule in HostRule.allCases where rule != .transition {
      #expect(rules.contains(rule.rawValue), "\(rule.rawValue) is not in HOST_RULES.md")
    }
  }
}
