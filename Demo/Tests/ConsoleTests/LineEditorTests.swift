@_spi(HostTesting) import Console
import Journeys
import Testing

/// What a terminal shows of the line after `drawn`, the editor's redraws in order: one that
/// starts with a carriage return draws the line anew (its cursor moves dropped), any other
/// adds to its end.
func shownLine(after drawn: [String]) -> String {
  var line = ""
  for redraw in drawn {
    guard redraw.hasPrefix("\r") else {
      line += redraw
      continue
    }
    line = redraw.replacing(#/\r|\u{1B}\[\d*[A-Za-z]/#, with: "")
  }
  return line
}

/// The walk-through's line editing, byte by byte, as a terminal sends the keys.
@Suite("Line editing on a terminal")
struct LineEditorTests {
  /// Feeds `text`'s bytes, returning the last outcome.
  @discardableResult
  private func type(_ text: String, into sut: inout LineEditor) -> LineEditor.Outcome {
    var last = LineEditor.Outcome.nothing
    for byte in text.utf8 { last = sut.feed(byte) }
    return last
  }

  private let left = "\u{1B}[D"
  private let right = "\u{1B}[C"
  private let up = "\u{1B}[A"
  private let down = "\u{1B}[B"

  @Test("Left, right and backspace edit the line where the cursor is; enter gives it")
  func editing() {
    // Given a line typed with a mistake
    var sut = LineEditor()
    type("tap Ordr", into: &sut)
    // When the cursor goes left once, the missing letter is typed, and it goes right again
    type(left + "e" + right + "x\u{7F}", into: &sut)
    // Then the line is corrected, and enter hands it over and starts afresh
    #expect(sut.text == "tap Order")
    #expect(type("\r", into: &sut) == .line("tap Order"))
    #expect(sut.text.isEmpty)
  }

  @Test("Up and down go through the lines entered, and back to the one being typed")
  func history() {
    // Given two lines entered and kept, and a third being typed
    var sut = LineEditor()
    for line in ["tap Order", "tap Done"] {
      type(line + "\r", into: &sut)
      sut.remember(line)
    }
    type("ba", into: &sut)
    // When the person goes up twice, then down twice
    type(up, into: &sut)
    #expect(sut.text == "tap Done")
    type(up, into: &sut)
    #expect(sut.text == "tap Order")
    type(up, into: &sut)
    #expect(sut.text == "tap Order")
    type(down + down, into: &sut)
    // Then the line being typed is back as it was
    #expect(sut.text == "ba")
  }

  @Test("The history keeps the last lines only")
  func boundedHistory() {
    // Given more lines remembered than the history keeps
    var sut = LineEditor()
    for number in 0...LineEditor.historyLength { sut.remember("tap \(number)") }
    // When the person goes up past the oldest
    for _ in 0...LineEditor.historyLength { type(up, into: &sut) }
    // Then the oldest kept is the second remembered
    #expect(sut.text == "tap 1")
  }

  @Test("Ctrl-C drops the line and says how to quit; Ctrl-D ends only an empty line")
  func interruptAndEnd() {
    // Given a line being typed
    var sut = LineEditor()
    type("tap Or", into: &sut)
    // When Ctrl-D, then Ctrl-C, then Ctrl-D are pressed
    let endOnText = sut.feed(0x04)
    let interrupt = sut.feed(0x03)
    let end = sut.feed(0x04)
    // Then Ctrl-D did nothing to the line, Ctrl-C dropped it with how to quit, then Ctrl-D ended
    #expect(endOnText == .nothing)
    #expect(interrupt == .cancelled(message: LineEditor.interruptMessage))
    #expect(LineEditor.interruptMessage.contains("quit"))
    #expect(end == .endOfInput)
  }

  @Test("What is drawn never holds a control character as typed; a line stays within its bytes")
  func safeAndBounded() {
    // Given an editor of four bytes a line
    var sut = LineEditor(maximumLength: 4)
    // When a bell, an unknown escape sequence, a two-byte letter and too many letters come
    var drawn: [String] = []
    for byte in "\u{07}\u{1B}[5~éab".utf8 {
      if case .editing(let redraw) = sut.feed(byte) { drawn.append(redraw) }
    }
    let beyond = type("cd", into: &sut)
    // Then the bell and the sequence were ignored, the letter kept whole, the rest cut at the bound
    #expect(sut.text == "éab")
    #expect(beyond == .nothing)
    let raw = drawn.joined().unicodeScalars.filter {
      $0.value < 0x20 && $0 != "\u{1B}" && $0 != "\r"
    }
    #expect(raw.isEmpty)
    #expect(shownLine(after: drawn) == LineEditor.prompt + "éab")
  }

}

/// The editor on the console's screens: what it draws of a line that types a secret.
@Suite("Line editing never draws a secret")
@MainActor
struct LineEditorSecretTests {
  @Test(
    "Every redraw of a line that types a password, or may, shows its text masked",
    arguments: [
      "type password S3cret-Zq9", "tpye password S3cret-Zq9", "typepassword S3cret-Zq9",
      "type: password S3cret-Zq9",
    ])
  func redrawsAreMasked(line: String) async {
    // Given an editor that asks the console where a secret starts, on the login modal
    let session = ConsoleSession(variant: .router)
    for command in ["type message tea", "tap Order", "tap Done"] {
      _ = session.execute(command)
    }
    var sut = LineEditor()
    sut.secretStart = { ConsoleEcho.secretStart(of: $0, on: session.app) }
    // When the line is typed a key at a time, and its last key deleted and typed again
    var drawn: [String] = []
    for byte in (line + "\u{7F}" + String(line.last ?? " ")).utf8 {
      if case .editing(let redraw) = sut.feed(byte) { drawn.append(redraw) }
    }
    // Then nothing drawn holds even two of the secret's characters, and the line shows masked
    #expect(!drawn.joined().contains("3c"))
    #expect(shownLine(after: drawn).hasSuffix("••••••••••"))
    #expect(sut.text == line)
  }

  @Test(
    "A secret read as the app reads the line, a link's or one glued to a field's name, is never drawn",
    arguments: [
      "open sample://shop/order?message=tea&p%61ssword=S3cretZq9",
      "open sample://shop/order?message=tea&PASS%57ORD=S3cretZq9", "type passwordS3cretZq9",
    ])
  func linkedSecretsAreMasked(line: String) {
    // Given an editor on Main that asks the console where a secret starts
    let session = ConsoleSession(variant: .router)
    var sut = LineEditor()
    sut.secretStart = { ConsoleEcho.secretStart(of: $0, on: session.app) }
    // When the line is typed a key at a time
    var drawn: [String] = []
    for byte in line.utf8 {
      if case .editing(let redraw) = sut.feed(byte) { drawn.append(redraw) }
    }
    // Then no key of the secret was drawn, and the line shows it masked
    #expect(!drawn.joined().contains("3c"))
    #expect(shownLine(after: drawn).hasSuffix("•••••••••"))
    #expect(sut.text == line)
  }

  @Test("A link's user part is drawn masked once its @ tells it apart")
  func userPartIsMasked() {
    // Given an editor on Main that asks the console where a secret starts
    let session = ConsoleSession(variant: .router)
    var sut = LineEditor()
    sut.secretStart = { ConsoleEcho.secretStart(of: $0, on: session.app) }
    // When a link with a user part is typed
    var drawn: [String] = []
    for byte in "open sample://demo:S3cretZq9@shop".utf8 {
      if case .editing(let redraw) = sut.feed(byte) { drawn.append(redraw) }
    }
    // Then what the terminal shows once the line is typed holds no part of it
    #expect(!shownLine(after: drawn).contains("3c"))
    #expect(!shownLine(after: drawn).contains("demo"))
  }

  @Test("A line that types into a field that shows its text is drawn as typed")
  func visibleTextIsDrawn() {
    // Given an editor on Main, whose message field shows what is typed
    let session = ConsoleSession(variant: .router)
    var sut = LineEditor()
    sut.secretStart = { ConsoleEcho.secretStart(of: $0, on: session.app) }
    // When a message is typed
    var drawn: [String] = []
    for byte in "type message coffee".utf8 {
      if case .editing(let redraw) = sut.feed(byte) { drawn.append(redraw) }
    }
    // Then the line is drawn as it is
    #expect(shownLine(after: drawn) == LineEditor.prompt + "type message coffee")
  }
}

/// A paste is a paste: drawn in time linear in its length, and refused whole when too long.
@Suite("Pasting into the line editor")
struct LineEditorPasteTests {
  @Test("A paste of a megabyte draws each key once, and Enter refuses it as a piped line is")
  func longPaste() {
    // Given an editor, and a megabyte pasted into it with a line break at its end
    var sut = LineEditor()
    let paste = Array(repeating: UInt8(ascii: "a"), count: 1 << 20)
    // When it is fed, key by key
    var drawnBytes = 0
    for byte in paste {
      if case .editing(let redraw) = sut.feed(byte) { drawnBytes += redraw.utf8.count }
    }
    let outcome = sut.feed(UInt8(ascii: "\r"))
    // Then what was drawn is within a few bytes a key kept (nothing is redrawn whole), the
    // keys past the limit were dropped, and the line is refused, not run
    #expect(drawnBytes < 4 * LineReader.maximumLength)
    guard case .tooLong(let message) = outcome else {
      Issue.record("expected a refusal, got \(outcome)")
      return
    }
    #expect(message.contains("\(LineReader.maximumLength) bytes"))
    #expect(sut.text.isEmpty)
  }

  @Test("A line within the limit, pasted, is handed over whole")
  func shortPaste() {
    // Given an editor
    var sut = LineEditor()
    // When a command is pasted with its line break
    var last = LineEditor.Outcome.nothing
    for byte in "type message a long order of tea\r".utf8 { last = sut.feed(byte) }
    // Then it is the line
    #expect(last == .line("type message a long order of tea"))
  }
}

/// What a terminal of `columns` columns shows after `drawn`: the rows it wrote, as an xterm
/// keeps them (a line that reaches the edge wraps at the next character), with the editor's
/// cursor moves (up, down, right, left) and row clearing applied.
func shownRows(after drawn: [String], columns: Int) -> [String] {
  var rows: [[Character]] = [[]]
  var (row, column) = (0, 0)
  var waitsToWrap = false
  func put(_ character: Character) {
    if waitsToWrap {
      (row, column, waitsToWrap) = (row + 1, 0, false)
      if row == rows.count { rows.append([]) }
    }
    while rows[row].count <= column { rows[row].append(" ") }
    rows[row][column] = character
    if column == columns - 1 { waitsToWrap = true } else { column += 1 }
  }
  let text = drawn.joined()
  var index = text.startIndex
  while index < text.endIndex {
    let character = text[index]
    index = text.index(after: index)
    switch character {
    case "\r": (column, waitsToWrap) = (0, false)
    case "\n":
      (row, waitsToWrap) = (row + 1, false)
      if row == rows.count { rows.append([]) }
    case "\u{1B}":
      guard index < text.endIndex, text[index] == "[" else { continue }
      index = text.index(after: index)
      let digits = text[index...].prefix { $0.isNumber }
      index = text.index(index, offsetBy: digits.count)
      guard index < text.endIndex else { continue }
      let count = Int(digits) ?? 1
      switch text[index] {
      case "A": row = max(0, row - count)
      case "B": row = min(rows.count - 1, row + count)
      case "C": column = min(columns - 1, column + count)
      case "D": column = max(0, column - count)
      case "K": rows[row] = []
      default: break
      }
      waitsToWrap = false
      index = text.index(after: index)
    default: put(character)
    }
  }
  return rows.map { String($0).trimmingCharacters(in: .whitespaces) }
}

/// UIKit's secure text entry, read as the app reads it, at any length and any width.
@Suite("Line editing: what the echo prints, drawn at any length and width")
@MainActor
struct LineEditorDrawingTests {
  /// The login modal's editor, in a terminal of `columns` columns, asking the console where a
  /// secret starts.
  private func editorOnLogin(columns: Int = 80) -> LineEditor {
    let session = ConsoleSession(variant: .router)
    for command in ["type message tea", "tap Order", "tap Done"] { _ = session.execute(command) }
    var sut = LineEditor()
    sut.columns = columns
    sut.secretStart = { ConsoleEcho.secretStart(of: $0, on: session.app) }
    return sut
  }

  private func draw(_ line: String, on sut: inout LineEditor) -> [String] {
    var drawn: [String] = []
    for byte in line.utf8 {
      if case .editing(let redraw) = sut.feed(byte) { drawn.append(redraw) }
    }
    return drawn
  }

  @Test("A secure field's name stays readable, and its value is masked from its first character")
  func fieldNameReadable() {
    // Given the login modal, whose password field hides what is typed
    var sut = editorOnLogin()
    // When a line types into it
    let drawn = draw("type password password1", on: &sut)
    // Then the terminal shows the field's name, and its value masked, never a key of it
    #expect(shownRows(after: drawn, columns: 80) == ["> type password •••••••••"])
    #expect(!drawn.joined().contains("password1"))
  }

  @Test(
    "A secret past any length of line is drawn masked, at any width, every row cleared",
    arguments: [24, 39, 80])
  func longAndWrappedLines(columns: Int) {
    // Given a terminal of a few columns, and lines whose secret comes late, or shows late
    let lines = [
      "open sample://shop/order?message=" + String(repeating: "a", count: 300)
        + "&password=S3cretZq9",
      "open sample://demo:S3cretZq9@shop",
      "type value " + String(repeating: " ", count: 260) + "S3cretZq9",
    ]
    for line in lines {
      var sut = editorOnLogin(columns: columns)
      // When it is typed a key at a time
      let drawn = draw(line, on: &sut)
      // Then once typed, no row of the terminal shows the secret
      let rows = shownRows(after: drawn, columns: columns)
      #expect(!rows.joined().contains("S3cret"), "\(line.prefix(40)) at \(columns): \(rows)")
    }
  }

  @Test("Tab is a space, as in a piped line; Ctrl-Z stops and Ctrl-\\ quits, as a shell's keys do")
  func keysAsAShellGivesThem() {
    // Given an editor
    var sut = LineEditor()
    // When a line is typed with tabs between its words
    for byte in "type\tvalue\tS3cret".utf8 { _ = sut.feed(byte) }
    // Then they are spaces, and the suspend and quit keys say so
    #expect(sut.text == "type value S3cret")
    #expect(sut.feed(0x1A) == .suspend)
    #expect(sut.feed(0x1C) == .quit)
  }
}
