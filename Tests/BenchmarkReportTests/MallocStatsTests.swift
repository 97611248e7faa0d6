import MallocStats
import Testing

/// The memory figures in docs/PERFORMANCE.md read the C heap's bytes in use; a reading that
/// never moves would print 0 for every screen.
@Suite("The heap's bytes in use")
struct MallocStatsTests {
  @Test("Bytes in use grow by at least what is allocated and kept, and fall when it is freed")
  func bytesInUseFollowAllocations() {
    // Given the heap's bytes in use now
    let before = malloc_stats_bytes_in_use()
    // When a megabyte is allocated in a thousand small blocks and kept, then freed
    let blocks = (0..<1024).map { _ in
      let block = UnsafeMutableRawPointer.allocate(byteCount: 1024, alignment: 16)
      block.initializeMemory(as: UInt8.self, repeating: 1, count: 1024)
      return block
    }
    let held = malloc_stats_bytes_in_use()
    for block in blocks { block.deallocate() }
    let after = malloc_stats_bytes_in_use()
    // Then the reading rose by at least the megabyte, and fell back once it was freed
    #expect(held >= before + (1 << 20))
    #expect(after < held)
  }
}
