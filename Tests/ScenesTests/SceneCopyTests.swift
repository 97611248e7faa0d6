import Foundation
import Testing

/// `docs/SCENES.md` lists, for each scene, the files an engineer copies into an app. Each list is
/// type-checked alone, as the app's single target would compile it, against the UIKit surface
/// this test run built: a list that needs a file it does not name fails here.
@Suite("The files to copy for each scene compile alone")
struct SceneCopyTests {
  /// Each scene's files, read from the document.
  static let copyLists: [(scene: String, files: [String])] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    guard
      let document = try? String(
        contentsOf: root.appendingPathComponent("docs/SCENES.md"), encoding: .utf8)
    else { return [] }
    var lists: [(scene: String, files: [String])] = []
    for line in document.split(separator: "\n") {
      if line.hasPrefix("## "), !line.hasPrefix("## Beyond") {
        lists.append((String(line.dropFirst(3).prefix { $0 != " " }), []))
      } else if line.hasPrefix("- `Sources/"), !lists.isEmpty,
        let path = line.split(separator: "`").dropFirst().first
      {
        lists[lists.count - 1].files.append(root.appendingPathComponent(String(path)).path)
      }
    }
    return lists.filter { !$0.files.isEmpty }
  }()

  @Test("The document lists every scene folder")
  func everySceneIsListed() throws {
    // Given the scene folders of the package, in each feature's folder
    let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/Scenes")
    let features = try FileManager.default.contentsOfDirectory(atPath: scenes.path)
      .filter { $0 != "Shared" }
    let folders = try features.flatMap { feature in
      try FileManager.default.contentsOfDirectory(
        atPath: scenes.appendingPathComponent(feature).path)
    }
    // When the document's lists are read
    let sut = Self.copyLists.map(\.scene)
    // Then each folder has its list
    #expect(Set(sut) == Set(folders))
  }

  @Test("A scene needs at most three shared files", arguments: copyLists.map(\.scene))
  func sharedFilesAreFew(scene: String) {
    // Given the scene's list
    let sut = Self.copyLists.first { $0.scene == scene }?.files ?? []
    // When its shared files are counted, then there are three at most
    #expect(sut.filter { $0.contains("/Scenes/Shared/") }.count <= 3)
  }

  @Test("Each list, alone, type-checks against UIKit", arguments: copyLists.map(\.scene))
  func listCompilesAlone(scene: String) throws {
    // Given the scene's files, as one app target holds them: without the package's imports
    let sut = try #require(Self.copyLists.first { $0.scene == scene }?.files)
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("scene-copy-\(scene)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var copied: [String] = []
    for path in sut {
      let files =
        path.hasSuffix(".swift")
        ? [path]
        : try FileManager.default.contentsOfDirectory(atPath: path).filter {
          $0.hasSuffix(".swift")
        }.map { "\(path)/\($0)" }
      for file in files {
        let source = try String(contentsOfFile: file, encoding: .utf8)
          .split(separator: "\n", omittingEmptySubsequences: false)
          .filter { $0 != "import Scenes" && $0 != "import Factories" }
          .joined(separator: "\n")
        let target = directory.appendingPathComponent(
          URL(fileURLWithPath: file).lastPathComponent)
        try source.write(to: target, atomically: true, encoding: .utf8)
        copied.append(target.path)
      }
    }
    // When the compiler type-checks them alone
    let output = try swiftTypecheck(copied, languageMode: "6")
    // Then nothing is missing
    #expect(!output.contains("error:"), "\(scene):\n\(output)")
  }
}

/// What `swiftc -typecheck` prints for `files` in `languageMode`, against the modules this test
/// run built (the host's UIKit surface among them).
private func swiftTypecheck(_ files: [String], languageMode: String) throws -> String {
  let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("Modules")
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments =
    ["swiftc", "-typecheck", "-swift-version", languageMode, "-module-name", "App"]
    + ["-I", modules.path] + files
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: data, as: UTF8.self)
}
