import Foundation

/// Reads lines from a file descriptor as they come, holding at most one line of at most
/// `maximumLength` bytes: a pipe that never ends, or a file with no line breaks, is read in
/// bounded memory. Lines end at `\n` only (a `\r` before it is dropped); a byte-order mark at
/// the very start is skipped.
public struct LineReader {
  /// One line read.
  public enum Line: Equatable, Sendable {
    /// The line's text.
    case text(String)
    /// A line longer than the limit, skipped to its end unread; `bytes` is its length.
    case tooLong(bytes: Int)
    /// A line whose bytes are not UTF-8 text.
    case notUTF8
  }

  /// The longest line read, in bytes.
  public static let maximumLength = 4_096

  private let descriptor: Int32
  private let maximumLength: Int
  private var buffer: [UInt8] = []
  private var chunk = [UInt8](repeating: 0, count: 16_384)
  private var chunkStart = 0
  private var chunkEnd = 0
  private var isAtStart = true
  private var isAtEnd = false

  /// A reader of `descriptor`, which it does not close.
  public init(fileDescriptor descriptor: Int32, maximumLength: Int = LineReader.maximumLength) {
    self.descriptor = descriptor
    self.maximumLength = maximumLength
  }

  /// The next line, or nil at the end of the input (or when it cannot be read any more).
  public mutating func next() -> Line? {
    buffer.removeAll(keepingCapacity: true)
    var length = 0
    while true {
      if chunkStart == chunkEnd {
        guard !isAtEnd, refill() else {
          isAtEnd = true
          if length == 0 { return nil }
          return finish(length: length)
        }
      }
      let newline = chunk[chunkStart..<chunkEnd].firstIndex(of: UInt8(ascii: "\n"))
      let end = newline ?? chunkEnd
      let count = end - chunkStart
      if length + count <= maximumLength {
        buffer.append(contentsOf: chunk[chunkStart..<end])
      }
      length += count
      chunkStart = newline.map { $0 + 1 } ?? chunkEnd
      if newline != nil { return finish(length: length) }
    }
  }

  private mutating func finish(length: Int) -> Line {
    defer { isAtStart = false }
    guard length <= maximumLength else { return .tooLong(bytes: length) }
    if buffer.last == UInt8(ascii: "\r") { buffer.removeLast() }
    if isAtStart, buffer.starts(with: [0xEF, 0xBB, 0xBF]) { buffer.removeFirst(3) }
    guard let text = String(validating: buffer, as: UTF8.self) else { return .notUTF8 }
    return .text(text)
  }

  /// Reads more bytes; false at the end of the input or on an error other than an interrupt.
  private mutating func refill() -> Bool {
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        chunkStart = 0
        chunkEnd = count
        return true
      }
      if count < 0 && errno == EINTR { continue }
      return false
    }
  }
}
