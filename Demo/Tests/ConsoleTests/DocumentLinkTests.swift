import Foundation
import Testing

/// The repository's documents point only at files it holds.
@Suite("Links between the documents")
struct DocumentLinkTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every Markdown file of the repository, but what a build writes.
  private static func documents() -> [URL] {
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var found: [URL] = []
    while let file = files?.nextObject() as? URL {
      let path = file.path.dropFirst(root.path.count)
      if path.hasPrefix("/.build") || path.hasPrefix("/.git") {
        files?.skipDescendants()
        continue
      }
      if file.pathExtension == "md" { found.append(file) }
    }
    return found
  }

  @Test("Every relative link in a document resolves to a file or folder of the repository")
  func relativeLinksResolve() throws {
    // Given every document, and the links in it that are no web address and no anchor alone
    let documents = Self.documents()
    #expect(documents.count >= 8)
    var checked = 0
    for document in documents {
      let text = try String(contentsOf: document, encoding: .utf8)
      for match in text.matches(of: /\]\(([^)\s]+)\)/) {
        let target = String(match.output.1)
        guard !target.contains("://"), !target.hasPrefix("#"), !target.hasPrefix("mailto:")
        else { continue }
        let path = String(target.prefix { $0 != "#" })
        // When the link is read from the document's folder
        let resolved = document.deletingLastPathComponent().appendingPathComponent(path)
        // Then it names something the repository holds
        #expect(
          FileManager.default.fileExists(atPath: resolved.path),
          "\(document.path.dropFirst(Self.root.path.count)) links to \(target)")
        checked += 1
      }
    }
    #expect(checked > 10)
  }
}
