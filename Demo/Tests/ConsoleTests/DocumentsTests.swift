@_spi(HostTesting) import Console
import Foundation
import Testing

/// `swift run demo docs` writes the documents' generated parts; what it writes is what the
/// documents' tests hold them to.
@Suite("The documents' writer")
@MainActor
struct DocumentsTests {
  @Test("A row is replaced by the row of the same name, and no other line changes")
  func rowsByName() {
    // Given a document with two rows of a table and text around them
    let sut = "text\n| leaks | 1 | 2 | 3 |\n| lines | 4 | 5 | 6 |\nmore text"
    // When the table is written with a new leaks row and a row the document lacks
    let written = Documents.replacingRows(
      in: sut, with: ["| measured | a | b | c |", "| leaks | 0 | 0 | 0 |", "| other | 7 | 8 | 9 |"])
    // Then only the leaks row changed
    #expect(written == "text\n| leaks | 0 | 0 | 0 |\n| lines | 4 | 5 | 6 |\nmore text")
  }

  @Test("The READMEs' console parts are what the writer would write now")
  func readmesAreCurrent() throws {
    // Given the two READMEs
    for path in ["README.md", "Demo/README.md"] {
      let sut = try String(
        contentsOf: Comparison.packageRoot.appendingPathComponent(path), encoding: .utf8)
      // When their sessions and diagrams are written anew, then nothing changes
      #expect(Documents.consoleParts(of: sut) == sut, "\(path): run swift run demo docs")
    }
  }
}
