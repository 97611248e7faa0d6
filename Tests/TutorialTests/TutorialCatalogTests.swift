import Foundation
import Testing

/// The tutorial in docs/App.docc shows the app's own files, step by step: each is the one Swift
/// file of the package with its name, which `swift test` compiles and runs, and a step that
/// changes a file the app had shows it after its state before, kept in the catalog.
@Suite("The tutorial shows the app's code")
struct TutorialCatalogTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  private static let resources = root.appendingPathComponent("docs/App.docc/Resources")

  /// What the tutorial's steps show: the name, the file, and the state before, if any.
  private static func steps() throws -> [(name: String, file: String, previous: String?)] {
    let tutorial = try String(
      contentsOf: root.appendingPathComponent(
        "docs/App.docc/Add-a-Screen-with-Its-Router.tutorial"),
      encoding: .utf8)
    return tutorial.matches(
      of: /@Code\(name: "([^"]+)", file: "([^"]+)"(?:, previousFile: "([^"]+)")?\)/
    ).map { (String($0.output.1), String($0.output.2), $0.output.3.map(String.init)) }
  }

  /// The package's Swift files under `Sources` and `Tests` named `name`; plain MVC's, which
  /// the tutorial does not write, aside.
  private static func packageFiles(named name: String) -> [URL] {
    ["Sources", "Tests"].flatMap { folder -> [URL] in
      let files = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      return (files?.allObjects ?? []).compactMap { $0 as? URL }
        .filter { $0.lastPathComponent == name && !$0.path.contains("/Sources/MVC/") }
    }
  }

  @Test("Every Swift file a step shows is the one file of the package with its name")
  func shownFilesAreTheApps() throws {
    // Given the steps' files that are no state kept in the catalog
    let sut = try Self.steps().filter {
      !FileManager.default.fileExists(atPath: Self.resources.appendingPathComponent($0.file).path)
    }
    #expect(sut.count >= 10)
    // When each is looked for in the package, then exactly one file has its name, which the
    // step shows it under
    for step in sut {
      #expect(Self.packageFiles(named: step.file).count == 1, "\(step.file)")
      #expect(step.name == step.file)
    }
  }

  @Test("Every state the catalog keeps is shown, as a file's state before a step changes it")
  func everyStateIsShown() throws {
    // Given the catalog's resources, and the steps
    let kept = try FileManager.default.contentsOfDirectory(atPath: Self.resources.path)
    let steps = try Self.steps()
    // When each is looked for among the steps, then a step shows it
    for file in kept {
      #expect(steps.contains { $0.previous == file || $0.file == file }, "\(file)")
    }
  }

  @Test("A step changes its file a little: most of the state before is still there, in order")
  func statesBeforeAreTheSameFiles() throws {
    // Given each step that changes a file, with the file's state before and after
    let sut = try Self.steps().compactMap { step in step.previous.map { (step.file, $0) } }
    #expect(sut.count >= 5)
    for (file, previous) in sut {
      let after = try String(
        contentsOf: try #require(Self.packageFiles(named: file).first), encoding: .utf8
      ).split(separator: "\n", omittingEmptySubsequences: false)
      let before = try String(
        contentsOf: Self.resources.appendingPathComponent(previous), encoding: .utf8
      ).split(separator: "\n", omittingEmptySubsequences: false)
      // When the lines they share, in order, are counted
      let kept = Self.commonLines(before, after)
      // Then the step changed something, and kept at least four lines in five of the state
      // before
      #expect(before != after, "\(file)")
      #expect(kept * 5 >= before.count * 4, "\(file): \(kept) of \(before.count) lines kept")
    }
  }

  @Test("Every picture the catalog shows is one the demo draws into docs/pictures")
  func picturesExist() throws {
    // Given the catalog's tutorial files
    let catalog = Self.root.appendingPathComponent("docs/App.docc")
    let texts = try FileManager.default.contentsOfDirectory(atPath: catalog.path)
      .filter { $0.hasSuffix(".tutorial") }
      .map { try String(contentsOf: catalog.appendingPathComponent($0), encoding: .utf8) }
    // When the images they show are read
    let images = texts.flatMap {
      $0.matches(of: /@Image\(source: "([^"]+)"/).map { String($0.output.1) }
    }
    // Then there are some, and each is a picture in docs/pictures
    #expect(!images.isEmpty)
    for image in images {
      let path = Self.root.appendingPathComponent("docs/pictures/\(image)").path
      #expect(FileManager.default.fileExists(atPath: path), "\(image)")
    }
  }

  /// How many lines `a` and `b` share in order: their longest common subsequence.
  private static func commonLines(_ a: [Substring], _ b: [Substring]) -> Int {
    var row = [Int](repeating: 0, count: b.count + 1)
    for line in a {
      var diagonal = 0
      for index in b.indices {
        let above = row[index + 1]
        row[index + 1] = line == b[index] ? diagonal + 1 : max(row[index + 1], row[index])
        diagonal = above
      }
    }
    return row[b.count]
  }
}
