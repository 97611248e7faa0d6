import Foundation
import Testing

/// `docs/SCENES.md` says which files an engineer copies into an app for each scene, by one rule.
/// Every scene folder's list, made by that rule, is type-checked alone, as the app's single
/// target would compile it, against the UIKit surface this test run built: a scene that needs
/// a file its list does not name fails here.
@Suite("The files to copy for each scene compile alone")
struct SceneCopyTests {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Each scene folder of each feature, `Shop/Order`, with its list by the document's rule.
  static let copyLists: [(scene: String, files: [String])] = {
    let scenes = root.appendingPathComponent("Sources/Scenes")
    let features = ((try? FileManager.default.contentsOfDirectory(atPath: scenes.path)) ?? [])
      .filter { $0 != "Shared" }.sorted()
    return features.flatMap { feature in
      let folders =
        (try? FileManager.default.contentsOfDirectory(
          atPath: scenes.appendingPathComponent(feature).path)) ?? []
      return folders.sorted().map { scene in ("\(feature)/\(scene)", list(scene, in: feature)) }
    }
  }()

  /// The rule of `docs/SCENES.md`: the scene's folder, builder and router, the screen router,
  /// the controls, and the shared files those name.
  static func list(_ scene: String, in feature: String) -> [String] {
    let own = [
      "Sources/Scenes/\(feature)/\(scene)", "Sources/Factories/\(feature)/\(scene)Builder.swift",
      "Sources/Routing/\(feature)/\(scene)Router.swift",
    ].map { root.appendingPathComponent($0).path }
    let text = own.flatMap(swiftFiles).compactMap {
      try? String(contentsOfFile: $0, encoding: .utf8)
    }
    .joined(separator: "\n")
    var shared = [
      "Sources/Factories/ScreenRouter.swift", "Sources/Scenes/Shared/UIKit+Controls.swift",
    ]
    if text.contains(/\b(ChildOutcome|OutcomeDelivery)\b/) {
      shared.append("Sources/Scenes/Shared/ChildOutcome.swift")
    }
    if text.contains(/\b(Account|AccountStore|UserSession)\b/) {
      shared.append("Sources/Scenes/Shared/Accounts.swift")
    }
    return own + shared.map { root.appendingPathComponent($0).path }
  }

  /// The Swift files at `path`: the file, or those of the folder.
  static func swiftFiles(_ path: String) -> [String] {
    guard !path.hasSuffix(".swift") else { return [path] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { "\(path)/\($0)" }
  }

  @Test("The document's example is the rule's list for its scene")
  func exampleIsTheRule() throws {
    // Given the list the document gives as its example
    let document = try String(
      contentsOf: Self.root.appendingPathComponent("docs/SCENES.md"), encoding: .utf8)
    let section = try #require(document.components(separatedBy: "\n## Order\n").dropFirst().first)
    let sut = section.components(separatedBy: "\n\n")[0].split(separator: "\n")
      .compactMap { $0.split(separator: "`").dropFirst().first.map(String.init) }
    // When the rule makes Order's, then the two are the same files
    let rule = Self.list("Order", in: "Shop").map {
      String($0.dropFirst(Self.root.path.count + 1))
    }
    #expect(sut.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } == rule)
  }

  @Test("Every scene folder has its own builder and router, where the rule looks for them")
  func everySceneHasItsFiles() {
    // Given every scene's list
    #expect(Self.copyLists.count >= 8)
    for (scene, files) in Self.copyLists {
      // When its files are looked for, then each is there
      for file in files {
        #expect(FileManager.default.fileExists(atPath: file), "\(scene): \(file)")
      }
    }
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
      .appendingPathComponent(
        "scene-copy-\(scene.replacingOccurrences(of: "/", with: "-"))-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var copied: [String] = []
    for path in sut {
      for file in Self.swiftFiles(path) {
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
