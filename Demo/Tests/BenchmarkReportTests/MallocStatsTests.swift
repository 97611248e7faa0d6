import MallocStats
import Testing

/// The memory figures in docs/PERFORMANCE.md read the C heap's bytes in use; a reading that
/// never moves would print 0 for every screen. The reading is the whole process's, and tests
/// running beside this one allocate and free too: the test allocates far more than they move
/// in a moment, and allows a quarter of it for them.
@Suite("The heap's bytes in use")
struct MallocStatsTests {
  @Test("Bytes in use grow by at least what is allocated and kept, and fall when it is freed")
  func bytesInUseFollowAllocations() {
    // Given the heap's bytes in use now
    let before = malloc_stats_bytes_in_use()
    // When 16 megabytes are allocated in small blocks of 4 kilobytes and kept, then freed
    let allocated = 16 << 20
    let blocks = (0..<(allocated / 4096)).map { _ in
      let block = UnsafeMutableRawPointer.allocate(byteCount: 4096, alignment: 16)
      block.initializeMemory(as: UInt8.self, repeating: 1, count: 4096)
      return block
    }
    let held = malloc_stats_bytes_in_use()
    for block in blocks { block.deallocate() }
    let after = malloc_stats_bytes_in_use()
    // Then the reading rose by most of what was allocated, and fell back once it was freed
    #expect(held >= before + allocated * 3 / 4)
    #expect(after + allocated / 2 < held)
  }
}
