/// The walk-through's line editing on a terminal, as a terminal user expects it: left and
/// right move, backspace deletes, up and down go through the lines entered before, Ctrl-C
/// abandons the line and says how to quit, Ctrl-D on an empty line ends the input, Ctrl-Z
/// stops the demo and Ctrl-\ quits it, as a shell's terminal does, and Tab is a space, as in a
/// piped line. It reads the terminal's bytes one at a time and says what to draw; it never draws
/// a control character as it came (`ConsoleEcho.calm`), draws a line that wraps over several
/// rows of the terminal again whole, and holds a bounded line and history.
public struct LineEditor {
  /// What a byte did.
  public enum Outcome: Equatable, Sendable {
    /// The line changed or the cursor moved: draw `redraw` in place of the line.
    case editing(redraw: String)
    /// Enter: the line is done.
    case line(String)
    /// Ctrl-C: the line is abandoned; print `message` on its own line.
    case cancelled(message: String)
    /// Ctrl-D on an empty line: the input is over.
    case endOfInput
    /// Enter on a line that grew past the limit (a paste too long): the line is refused unread,
    /// as a piped one is; print `message` on its own line.
    case tooLong(message: String)
    /// Ctrl-Z: stop the demo, as the terminal's suspend key does.
    case suspend
    /// Ctrl-\: quit the demo, as the terminal's quit key does.
    case quit
    /// Nothing to do (an unknown key, a byte of a character still coming).
    case nothing
  }

  /// The prompt drawn before the line.
  public static let prompt = "> "
  /// What Ctrl-C says.
  public static let interruptMessage =
    "(Ctrl-C: the line is dropped. Type quit, or Ctrl-D, to leave.)"
  /// How many lines the history keeps.
  public static let historyLength = 100

  private var characters: [Character] = []
  private var cursor = 0
  private var history: [String] = []
  /// Where up and down are in the history: `history.count` is the line being typed.
  private var historyIndex = 0
  /// The line being typed when the person went up into the history.
  private var draft: [Character] = []
  private var pending: [UInt8] = []
  private var escape: [UInt8]?
  private let maximumLength: Int
  /// The line's length in bytes, kept as it changes, so that a key costs the same however long
  /// the line is.
  private var byteCount = 0
  /// Whether the line grew past `maximumLength`: what came after was dropped, and Enter refuses it.
  private var isTooLong = false
  /// Where the line's secret starts, as `secretStart` last said.
  private var knownSecretStart: Int?
  /// How many columns the terminal has: a line longer than that wraps over several rows.
  public var columns = 80
  /// How many rows the line drawn last covers, and which of them the cursor is on.
  private var drawnRows = 1
  private var cursorRow = 0
  /// Where the secret starts in a line, in characters, or nil when it holds none: the editor
  /// draws a secret's characters as `•`, so that it never writes a secret it would have to mask
  /// later, whatever the terminal's width or where its output goes.
  public var secretStart: (String) -> Int? = { _ in nil }

  /// An editor whose lines hold at most `maximumLength` bytes.
  public init(maximumLength: Int = LineReader.maximumLength) {
    self.maximumLength = maximumLength
  }

  /// The line as typed so far.
  public var text: String { String(characters) }

  /// Keeps `line` for up and down; a line that carries a secret is never given here.
  public mutating func remember(_ line: String) {
    guard !line.trimmingCharacters(in: .whitespaces).isEmpty, history.last != line else {
      historyIndex = history.count
      return
    }
    history.append(line)
    if history.count > Self.historyLength { history.removeFirst() }
    historyIndex = history.count
  }

  /// Takes one byte from the terminal.
  public mutating func feed(_ byte: UInt8) -> Outcome {
    if var sequence = escape {
      sequence.append(byte)
      escape = sequence
      return finishEscape()
    }
    switch byte {
    case 0x1B:
      escape = []
      return .nothing
    case 0x0D, 0x0A:
      return endLine()
    case 0x7F, 0x08:
      guard cursor > 0 else { return .nothing }
      byteCount -= String(characters.remove(at: cursor - 1)).utf8.count
      cursor -= 1
      return redraw()
    case 0x03:
      clear()
      historyIndex = history.count
      return .cancelled(message: Self.interruptMessage)
    case 0x04:
      return characters.isEmpty ? .endOfInput : .nothing
    case 0x1A:
      return .suspend
    case 0x1C:
      return .quit
    case 0x09:
      return insert(" ")
    case 0x01:
      cursor = 0
      return redraw()
    case 0x05:
      cursor = characters.count
      return redraw()
    case 0x00..<0x20:
      return .nothing
    default:
      pending.append(byte)
      guard let character = String(validating: pending, as: UTF8.self)?.first else {
        if pending.count >= 4 { pending = [] }
        return .nothing
      }
      pending = []
      return insert(character)
    }
  }

  /// Puts `character` in at the cursor.
  private mutating func insert(_ character: Character) -> Outcome {
    let bytes = String(character).utf8.count
    guard !isTooLong, byteCount + bytes <= maximumLength else {
      isTooLong = true
      return .nothing
    }
    characters.insert(character, at: cursor)
    byteCount += bytes
    cursor += 1
    guard cursor == characters.count, cursor > 1 else { return redraw() }
    return appended(character)
  }

  /// The character just typed at the line's end, drawn after what is drawn, unless where the
  /// secret starts moved (a field's name that turned out whole, a `@` that made a user part)
  /// or the line reaches the terminal's edge: then the whole line is drawn again. Where the
  /// secret starts is one pass over the line (`ConsoleEcho.secretStart`), so a key costs time
  /// linear in the line, however long.
  private mutating func appended(_ character: Character) -> Outcome {
    let start = secretStart(text)
    guard start == knownSecretStart else { return redraw() }
    let secret = start.map { characters.count - 1 >= $0 } ?? false
    var drawn = secret ? "•" : ConsoleEcho.calm(String(character))
    let end = Self.prompt.count + characters.count
    // At the terminal's edge the cursor waits to wrap: take it to the next row now, so that
    // the rows the line covers are known.
    if end.isMultiple(of: max(columns, 1)) { drawn += "\r\n" }
    cursorRow = end / max(columns, 1)
    drawnRows = max(drawnRows, cursorRow + 1)
    return .editing(redraw: drawn)
  }

  /// Empties the line.
  private mutating func clear() {
    characters = []
    cursor = 0
    byteCount = 0
    isTooLong = false
    knownSecretStart = nil
    (drawnRows, cursorRow) = (1, 0)
  }

  /// The keys that start with ESC: the arrows (`ESC [ A` … `ESC [ D`, or `ESC O A` …).
  private mutating func finishEscape() -> Outcome {
    guard let sequence = escape else { return .nothing }
    if sequence.count == 1 {
      guard sequence[0] == UInt8(ascii: "[") || sequence[0] == UInt8(ascii: "O") else {
        escape = nil
        return .nothing
      }
      return .nothing
    }
    // A sequence ends with a letter or a tilde; parameters come before it.
    guard let last = sequence.last, (0x40...0x7E).contains(last) else {
      if sequence.count > 8 { escape = nil }
      return .nothing
    }
    escape = nil
    switch last {
    case UInt8(ascii: "A"): return recall(by: -1)
    case UInt8(ascii: "B"): return recall(by: 1)
    case UInt8(ascii: "C"):
      guard cursor < characters.count else { return .nothing }
      cursor += 1
      return redraw()
    case UInt8(ascii: "D"):
      guard cursor > 0 else { return .nothing }
      cursor -= 1
      return redraw()
    default:
      return .nothing
    }
  }

  /// Up (`-1`) or down (`1`) in the history.
  private mutating func recall(by step: Int) -> Outcome {
    let target = historyIndex + step
    guard (0...history.count).contains(target), target != historyIndex else { return .nothing }
    if historyIndex == history.count { draft = characters }
    historyIndex = target
    characters = target == history.count ? draft : Array(history[target])
    cursor = characters.count
    byteCount = text.utf8.count
    knownSecretStart = nil
    return redraw()
  }

  private mutating func endLine() -> Outcome {
    let line = text
    let tooLong = isTooLong
    clear()
    draft = []
    historyIndex = history.count
    guard !tooLong else {
      return .tooLong(
        message: "Refused: longer than the \(maximumLength) bytes a line may have; nothing ran.")
    }
    return .line(line)
  }

  /// The whole line drawn again, as after the terminal was handed back: the prompt, the line
  /// (its secret masked) and the cursor where it was.
  public mutating func redrawn() -> String {
    (drawnRows, cursorRow) = (1, 0)
    guard case .editing(let drawn) = redraw() else { return "" }
    return drawn
  }

  /// The line drawn again: every row it covered cleared, from its last up to the prompt's, the
  /// prompt and the line made safe to print, then the cursor moved back to where it is in the
  /// line, row and column, as a line that wraps needs.
  private mutating func redraw() -> Outcome {
    knownSecretStart = secretStart(text)
    let secret = knownSecretStart ?? characters.count
    let shown = characters.enumerated().map { index, character in
      index >= secret ? "•" : ConsoleEcho.calm(String(character))
    }
    let width = max(columns, 1)
    var drawn = ""
    if drawnRows - 1 > cursorRow { drawn += "\u{1B}[\(drawnRows - 1 - cursorRow)B" }
    drawn += String(repeating: "\r\u{1B}[2K\u{1B}[1A", count: drawnRows - 1) + "\r\u{1B}[2K"
    drawn += Self.prompt + shown.joined()
    let end = Self.prompt.count + shown.reduce(0) { $0 + $1.count }
    var rows = max(1, (end + width - 1) / width)
    if end > 0, end.isMultiple(of: width) {
      // At the terminal's edge the cursor waits to wrap: take it to the next row now.
      drawn += "\r\n"
      rows += 1
    }
    let position = Self.prompt.count + shown[..<cursor].reduce(0) { $0 + $1.count }
    let row = position / width
    if position != end {
      if rows - 1 > row { drawn += "\u{1B}[\(rows - 1 - row)A" }
      drawn += position % width > 0 ? "\r\u{1B}[\(position % width)C" : "\r"
    }
    (drawnRows, cursorRow) = (rows, row)
    return .editing(redraw: drawn)
  }
}
