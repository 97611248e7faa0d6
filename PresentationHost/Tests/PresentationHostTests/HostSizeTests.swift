import Foundation
import Testing

/// The host stays the size of its job, UIKit where navigation goes (PresentationHost/README.md):
/// a new behaviour pays with a cut.
@Suite("The host's size")
struct HostSizeTests {
  /// The most lines of Swift source the host may have.
  static let limit = 12_400

  @Test("The host has at most 12,400 lines of Swift source, as wc -l counts them")
  func withinItsSize() throws {
    // Given the host's sources, next to its tests
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    let files = try #require(
      FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
    // When their lines are counted
    var sut = 0
    var count = 0
    for case let file as URL in files where file.pathExtension == "swift" {
      let text = try String(contentsOf: file, encoding: .utf8)
      sut += text.utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count
      count += 1
    }
    // Then they are within the limit, and many: the folder was read
    #expect(count > 10 && sut > 1_000)
    #expect(sut <= Self.limit, "the host has \(sut) lines; pay for new ones with a cut")
  }
}
