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
    /// A line longer than the limit, skipped to its end unread; `bytes` is how much of it was
    /// seen before it was refused (at least the limit and one).
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
  private var isInLine = false
  private var isSkipping = false
  /// Why the input could not be read any more, when a read failed (`is a directory`); nil at
  /// its plain end.
  public private(set) var failure: String?

  /// A reader of `descriptor`, which it does not close.
  public init(fileDescriptor descriptor: Int32, maximumLength: Int = LineReader.maximumLength) {
    self.descriptor = descriptor
    self.maximumLength = maximumLength
  }

  /// The next line, or nil at the end of the input (or when it cannot be read any more). A line
  /// over the limit is reported as soon as it is, and the rest of it is skipped when the next
  /// line is asked for: endless input with no line break is refused at once.
  public mutating func next() -> Line? {
    if isSkipping {
      guard skipToLineEnd() else { return nil }
    }
    buffer.removeAll(keepingCapacity: true)
    while true {
      if chunkStart == chunkEnd {
        guard !isAtEnd, refill() else {
          isAtEnd = true
          if buffer.isEmpty && !isInLine { return nil }
          return finish()
        }
      }
      isInLine = true
      let newline = chunk[chunkStart..<chunkEnd].firstIndex(of: UInt8(ascii: "\n"))
      let end = newline ?? chunkEnd
      if buffer.count + (end - chunkStart) > maximumLength {
        let seen = buffer.count + (end - chunkStart)
        chunkStart = newline.map { $0 + 1 } ?? chunkEnd
        isSkipping = newline == nil
        isInLine = false
        isAtStart = false
        return .tooLong(bytes: seen)
      }
      buffer.append(contentsOf: chunk[chunkStart..<end])
      chunkStart = newline.map { $0 + 1 } ?? chunkEnd
      if newline != nil { return finish() }
    }
  }

  /// Reads past the end of a line that was too long; false when the input ended first.
  private mutating func skipToLineEnd() -> Bool {
    while true {
      if chunkStart == chunkEnd {
        guard !isAtEnd, refill() else {
          isAtEnd = true
          return false
        }
      }
      if let newline = chunk[chunkStart..<chunkEnd].firstIndex(of: UInt8(ascii: "\n")) {
        chunkStart = newline + 1
        isSkipping = false
        return true
      }
      chunkStart = chunkEnd
    }
  }

  private mutating func finish() -> Line {
    defer {
      isAtStart = false
      isInLine = false
    }
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
      if count < 0 { failure = String(cString: strerror(errno)).lowercased() }
      return false
    }
  }
}
