import Foundation
import Testing
import TimeProbe

/// The probe of UIKit's time, on the host, and its comparison with a device's recording.
@Suite("The probe of UIKit's time")
@MainActor
struct TimeProbeTests {
  /// A recording as a person pastes it from Xcode's console: two cases, the first where a
  /// device answers otherwise than the host, the second as the host does.
  static let handWritten = """
    Recorded on an iPhone simulator, by hand.
    # case 3: Is a just-presented navigation controller's view in a window in the turn?
    note: in a window after the call: true
    B.viewWillAppear
    B.viewDidAppear
    end: A | B
    # case 4: An unanimated dismiss, then a present from the same presenter, in one turn
    B.viewWillDisappear
    B.viewDidDisappear
    C.viewWillAppear
    C.viewDidAppear
    note: present's completion ran
    end: A | C
    """

  @Test("The host's recording holds the seven cases, each with where it ends, and reads back")
  func hostRecording() {
    // Given the probe run on the host
    let sut = TimeProbeRecording.onTheHost()
    // Then every case is there and ends somewhere, and the text reads back the same
    #expect(sut.cases.keys.sorted() == Array(1...7))
    #expect(sut.cases.values.allSatisfy { $0.contains { $0.hasPrefix("end: ") } })
    #expect(TimeProbeRecording(text: sut.text) == sut)
    // and the host refuses what its rules say, with UIKit's warnings (RT3, N12)
    #expect(sut.cases[1]?.contains { $0.hasPrefix("warning: nested push animation") } == true)
  }

  @Test("Compared with a hand-written recording, only the case where it differs is named")
  func comparison() {
    // Given the host's recording, and a device's written by hand for two cases
    let sut = TimeProbeRecording.onTheHost()
    let device = TimeProbeRecording(text: Self.handWritten)
    // When they are compared
    let differences = sut.differences(from: device)
    // Then case 3 is named, with what each heard, and case 4, which agrees, is not
    #expect(differences.count == 1)
    #expect(differences.first?.hasPrefix("case 3:") == true)
    #expect(differences.first?.contains("in a window after the call: false") == true)
    #expect(differences.first?.contains("in a window after the call: true") == true)
  }

  @Test("demo probe compare FILE says where the device differs, and exits 1")
  func compareCommand() throws {
    // Given the hand-written recording in a file
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("probe-\(UUID().uuidString).txt")
    try Self.handWritten.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    // When the demo compares it with the host
    let process = Process()
    process.executableURL = try demoExecutable()
    process.arguments = ["probe", "compare", file.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // Then it names case 3 and fails
    #expect(said.contains("case 3:") && !said.contains("case 4:"))
    #expect(process.terminationStatus == 1)
  }
}
