import Foundation
import Journeys

/// The DocC tutorial "Add a screen with its router", read as the files its steps show: what
/// adding its screen, Receipt, touched, and which of those lie beyond Receipt's own files and
/// those of Main, the screen that asks for it.
public enum TutorialMeasure {
  /// A file a step shows: its name, where it is in the package, and the state it had before
  /// the step, if the step changes a file the app had.
  public struct ShownFile: Hashable, Sendable {
    /// The file's name, as the step shows it.
    public let name: String
    /// Its path from the package's root; nil when no Swift file of the package has that name.
    public let path: String?
    /// The name of the file that holds its state before the step, in the catalog's resources.
    public let previousName: String?
  }

  /// The tutorial's file, from the package's root.
  public static let tutorial = "docs/App.docc/Add-a-Screen-with-Its-Router.tutorial"
  /// The catalog's resources: each file's state before a step changed it, and what the
  /// tutorial shows that is no Swift file of the package.
  public static let resources = "docs/App.docc/Resources"

  /// The files the tutorial's steps show, in order.
  public nonisolated static func shownFiles() -> [ShownFile] {
    let url = Comparison.packageRoot.appendingPathComponent(tutorial)
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    let sources = swiftFiles()
    return text.matches(
      of: #/@Code\(name: "([^"]+)", file: "([^"]+)"(?:, previousFile: "([^"]+)")?\)/#
    )
    .map { match in
      let name = String(match.output.2)
      return ShownFile(
        name: String(match.output.1), path: sources[name],
        previousName: match.output.3.map(String.init))
    }
  }

  /// The files adding Receipt touched in `variant`'s style, beyond Receipt's own and Main's: a
  /// file of the other style's folders is none of this style's. Nil for plain MVC, which the
  /// tutorial does not write.
  public nonisolated static func touchedBeyondItsOwn(in variant: Variant) -> [String]? {
    let otherStyle: [String]
    switch variant {
    case .router: otherStyle = ["Sources/Coordinators/", "Tests/CoordinatorsTests/"]
    case .coordinator: otherStyle = ["Sources/Routing/", "Tests/RoutingTests/"]
    case .mvc: return nil
    }
    return shownFiles().compactMap(\.path).filter { path in
      let name = URL(fileURLWithPath: path).lastPathComponent
      return !otherStyle.contains { path.hasPrefix($0) }
        && !["Receipt", "Main"].contains { name.hasPrefix($0) }
        && !path.contains("/Receipt/") && !path.contains("/Main/")
    }
  }

  /// Every Swift file of the sample and its tests, by name, plain MVC's aside (the tutorial does
  /// not write it); a name two files share is left out.
  private nonisolated static func swiftFiles() -> [String: String] {
    var paths: [String: [String]] = [:]
    for folder in ["Sources", "Tests"] {
      let root = Comparison.packageRoot.appendingPathComponent(folder)
      let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
      for case let file as URL in files?.allObjects ?? []
      where file.pathExtension == "swift" && !file.path.contains("/Sources/MVC/") {
        let relative = String(file.path.dropFirst(Comparison.packageRoot.path.count + 1))
        paths[file.lastPathComponent, default: []].append(relative)
      }
    }
    return paths.compactMapValues { $0.count == 1 ? $0[0] : nil }
  }
}
