import Foundation
@_spi(HostTesting) import Journeys

/// The documents' generated parts, written from the code in one go: `swift run demo docs`.
/// Each is what a test holds the document to (`TeachingTests`, `ComparisonDocumentTests`,
/// `ExitMatrixTests`, `TutorialFiguresTests`); the tests say which part differs, this writes
/// them all. The benchmark's figures are the benchmark's own (`docs/PERFORMANCE.md`).
@MainActor
public enum Documents {
  /// Writes every generated part into the documents of the package at `root`: the
  /// comparison's table and the README's rows of it, the READMEs' console sessions, ownership
  /// graph, sequence diagram and navigation graph, the exit matrix, the tutorial's console
  /// session and journey 1's pictures. Returns the files it changed.
  public static func write(into root: URL) async throws -> [String] {
    var changed: [String] = []
    func update(_ path: String, _ change: (String) throws -> String) throws {
      let url = root.appendingPathComponent(path)
      let old = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      let new = try change(old)
      guard new != old else { return }
      try new.write(to: url, atomically: true, encoding: .utf8)
      changed.append(path)
    }
    var figures: [Variant: Comparison.Figures] = [:]
    for variant in Variant.allCases { figures[variant] = Comparison.measure(variant) }
    let table = Comparison.table(figures)
    try update("docs/COMPARISON.md") { replacingRows(in: $0, with: table) }
    for readme in ["README.md", "Demo/README.md"] {
      try update(readme) { text in
        replacingRows(in: consoleParts(of: text), with: table)
      }
    }
    let exits = await ExitMatrix.markdown()
    try update("docs/SAMPLE_APP.md") { text in
      replacing(in: text, between: "<!-- exit matrix -->\n", and: "<!-- /exit matrix -->") {
        _ in exits + "\n"
      }
    }
    try update(TutorialMeasure.resources + "/receipt.txt") { text in
      session(text) + "\n"
    }
    for (index, picture) in ScreenPicture.strip().enumerated() {
      try update("docs/pictures/" + ScreenPicture.fileName(index)) { _ in picture.svg }
    }
    return changed
  }

  /// `text` with every row of `table` in place of the row of the same name.
  @_spi(HostTesting) public static func replacingRows(in text: String, with table: [String])
    -> String
  {
    var lines = text.components(separatedBy: "\n")
    for row in table {
      let name = row.components(separatedBy: " | ").first ?? row
      guard name.hasPrefix("| "), name != "| measured" else { continue }
      for index in lines.indices where lines[index].hasPrefix(name + " | ") {
        lines[index] = row
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `text` with each console session, ownership graph, sequence diagram and navigation graph
  /// it holds as the console prints and draws them now.
  @_spi(HostTesting) public static func consoleParts(of text: String) -> String {
    var parts = text.components(separatedBy: "<!-- console after: ")
    for index in parts.indices.dropFirst() {
      let setup = parts[index].components(separatedBy: " -->").first ?? ""
      var pieces = parts[index].components(separatedBy: "```\n")
      guard pieces.count > 1 else { continue }
      let sut = ConsoleSession(variant: .router)
      for command in setup.components(separatedBy: " · ") { _ = sut.execute(command) }
      pieces[1] = session(pieces[1], in: sut) + "\n"
      parts[index] = pieces.joined(separator: "```\n")
    }
    var text = parts.joined(separator: "<!-- console after: ")
    text = replacingMermaid(in: text, after: "`owners --mermaid` draws", opening: "graph TD") {
      let session = ConsoleSession(variant: .router)
      _ = session.execute("type message coffee")
      _ = session.execute("tap Order")
      return session.execute("owners --mermaid").lines.joined(separator: "\n")
    }
    text = replacingMermaid(in: text, after: "swift run demo sequence", opening: "sequenceDiagram")
    {
      SequenceDiagram.orderThroughLogin()
    }
    text = replacingMermaid(in: text, after: "swift run demo graph", opening: "graph LR") {
      NavigationGraph.mermaid(NavigationGraph.observe(on: .router))
    }
    return text
  }

  /// The commands of the session `text` shows, each with what `console` prints now.
  static func session(
    _ text: String, in console: ConsoleSession = ConsoleSession(variant: .router)
  ) -> String {
    text.split(separator: "\n").filter { $0.hasPrefix("> ") }.flatMap { line in
      [String(line)] + console.execute(String(line.dropFirst(2))).lines
    }.joined(separator: "\n")
  }

  /// `text` with the Mermaid block that opens with `opening` after `anchor` drawn anew.
  private static func replacingMermaid(
    in text: String, after anchor: String, opening: String, _ draw: () -> String
  ) -> String {
    guard let after = text.range(of: anchor),
      let start = text.range(
        of: "```mermaid\n" + opening + "\n", range: after.upperBound..<text.endIndex)
    else { return text }
    return replacing(in: text, between: "```mermaid\n", and: "```", from: start.lowerBound) { _ in
      draw() + "\n"
    }
  }

  /// `text` with what stands between `start` and `end` (the first after `from`) replaced.
  private static func replacing(
    in text: String, between start: String, and end: String, from: String.Index? = nil,
    _ replacement: (Substring) -> String
  ) -> String {
    guard let open = text.range(of: start, range: (from ?? text.startIndex)..<text.endIndex),
      let close = text.range(of: end, range: open.upperBound..<text.endIndex)
    else { return text }
    var result = text
    result.replaceSubrange(
      open.upperBound..<close.lowerBound,
      with: replacement(text[open.upperBound..<close.lowerBound]))
    return result
  }
}
