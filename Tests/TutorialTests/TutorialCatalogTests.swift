import Foundation
import Testing

/// The tutorial in docs/App.docc shows this target's files, step by step: it names each of them,
/// and only them, so that what it teaches is what `swift test` compiles and runs.
@Suite("The tutorial shows this target's code")
struct TutorialCatalogTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test("Every file the tutorial shows is one of this target's, and every one is shown")
  func codeFilesAreTheTarget() throws {
    // Given the tutorial, and the Swift files of this target but this one
    let tutorial = try String(
      contentsOf: Self.root.appendingPathComponent(
        "docs/App.docc/Add-a-Screen-with-Its-Router.tutorial"),
      encoding: .utf8)
    let files = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("Tests/TutorialTests").path
    ).filter { $0.hasSuffix(".swift") && $0 != "TutorialCatalogTests.swift" }
    // When the files its steps show are read
    let shown = tutorial.matches(of: /@Code\(name: "([^"]+)", file: "([^"]+)"\)/).map {
      (name: String($0.output.1), file: String($0.output.2))
    }
    // Then they are exactly this target's files, each under its own name
    #expect(Set(shown.map(\.file)) == Set(files))
    #expect(shown.allSatisfy { $0.name == $0.file })
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
}
