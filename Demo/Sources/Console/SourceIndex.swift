import Foundation

/// Where the package's types and stored properties are declared, read from its source files,
/// so that the console can say where to open a type and how a property holds its value.
enum SourceIndex {
  /// A stored property's declaration.
  struct Property: Equatable {
    /// `weak`, `unowned` or `strong`.
    let ownership: String
    /// The reason the declaration's comment gives for a weak or unowned reference, if any.
    let reason: String?
  }

  /// The folders whose files are read: the sample's, so that `source` names the sample's code
  /// and never the host's.
  static let folders = [
    "Sources/Scenes", "Sources/Factories", "Sources/Routing", "Sources/Coordinators", "Sources/MVC",
    "Sources/App",
  ]

  /// `Sources/Routing/Shop/OrderRouter.swift:12` for `OrderRouter`, or nil when no file declares it.
  /// A name qualified by its module (`MVC.OrderViewController`) is looked for in that module's
  /// folder only. Each answer is kept: the sources do not change while the console runs.
  @MainActor static func location(of qualifiedName: String) -> String? {
    if let known = locations[qualifiedName] { return known }
    let parts = qualifiedName.split(separator: ".")
    let typeName = String(parts.last ?? "")
    let folder = parts.count == 2 ? "Sources/\(parts[0])/" : "Sources/"
    let pattern =
      #"^\s*(@\w+(\(\w+\))?\s+)*((public|open|private|fileprivate|internal|final)\s+)*(class|struct|enum|protocol|actor)\s+"#
      + NSRegularExpression.escapedPattern(for: typeName) + #"\b"#
    var found: String?
    for (path, lines) in files where path.hasPrefix(folder) {
      // The cheap test first: only a line that names the type can declare it.
      if let index = lines.firstIndex(where: {
        $0.contains(typeName) && $0.range(of: pattern, options: .regularExpression) != nil
      }) {
        found = "\(path):\(index + 1)"
        break
      }
    }
    // Every name asked for is kept, up to a bound: a session asked for endless names stays
    // in bounded memory.
    if locations.count >= 512 { locations.removeAll() }
    locations[qualifiedName] = .some(found)
    return found
  }

  @MainActor private static var locations: [String: String?] = [:]

  /// A method's declaration and its lines.
  struct Method: Equatable {
    /// `Sources/Routing/Shop/MainRouter.swift:31`.
    let location: String
    /// The declaration's lines, numbered, up to its closing brace (at most `limit`).
    let lines: [String]
  }

  /// Where `typeName` (in its declaration or an extension of it) declares a method `name`
  /// whose declaration names every one of `labels`, and its lines; nil when none does (a
  /// UIKit method the type inherits, say).
  @MainActor static func method(
    _ name: String, labels: [String] = [], of typeName: String, limit: Int = 24
  ) -> Method? {
    let owner = try? Regex(
      #"^(@\w+\s+)*((public|open|private|fileprivate|internal|final)\s+)*(class|struct|enum|protocol|actor|extension)\s+(\w+)"#
    )
    for (path, lines) in files where lines.contains(where: { $0.contains(typeName) }) {
      var current = ""
      for (index, line) in lines.enumerated() {
        if let owner, let match = line.firstMatch(of: owner), let type = match.output[5].substring {
          current = String(type)
        }
        guard current == typeName, line.contains("func \(name)("),
          labels.allSatisfy({ line.contains("\($0):") || line.contains("\($0) ") })
        else { continue }
        return Method(
          location: "\(path):\(index + 1)", lines: body(of: lines, from: index, limit: limit))
      }
    }
    return nil
  }

  /// The lines from `start` to the brace that closes the declaration there, numbered.
  private static func body(of lines: [String], from start: Int, limit: Int) -> [String] {
    var depth = 0
    var result: [String] = []
    for index in start..<lines.count {
      let line = lines[index]
      result.append("\(index + 1)  \(line)")
      depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
      if depth <= 0 && line.contains("}") || result.count == limit { break }
    }
    return result
  }

  /// How `typeName` (or, for a subclass, its nearest declaring superclass) declares `property`.
  @MainActor static func property(_ property: String, of typeName: String) -> Property? {
    guard let location = location(of: typeName),
      let path = location.split(separator: ":").first.map(String.init),
      let lines = files.first(where: { $0.path == path })?.lines
    else { return nil }
    let pattern =
      #"^\s*(@\w+\s+)*((public|open|private|fileprivate|internal)(\(set\))?\s+)*((weak|unowned)\s+)?(var|let)\s+"#
      + NSRegularExpression.escapedPattern(for: property) + #"\s*[:=]"#
    guard
      let index = lines.firstIndex(where: {
        $0.contains(property) && $0.range(of: pattern, options: .regularExpression) != nil
      })
    else { return nil }
    let line = lines[index]
    let ownership =
      line.contains("weak ") ? "weak" : line.contains("unowned ") ? "unowned" : "strong"
    var comment: [String] = []
    var above = index - 1
    while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
      comment.insert(
        lines[above].trimmingCharacters(in: .whitespaces).dropFirst(3)
          .trimmingCharacters(in: .whitespaces), at: 0)
      above -= 1
    }
    let text = comment.joined(separator: " ")
    let reason = text.range(of: "Weak:").map {
      text[$0.upperBound...].trimmingCharacters(in: .whitespaces)
    }
    return Property(ownership: ownership, reason: ownership == "strong" ? nil : reason ?? text)
  }

  /// Every Swift file of `folders`, by its path from the package root, as lines.
  private static let files: [(path: String, lines: [String])] = {
    let root = Comparison.packageRoot
    var result: [(String, [String])] = []
    for folder in folders {
      let base = root.appendingPathComponent(folder)
      let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
      let urls = (enumerator?.compactMap { $0 as? URL } ?? []).filter {
        $0.pathExtension == "swift"
      }
      for url in urls.sorted(by: { $0.path < $1.path }) {
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        let relative = folder + url.path.dropFirst(base.path.count)
        result.append((relative, text.components(separatedBy: "\n")))
      }
    }
    return result
  }()
}
