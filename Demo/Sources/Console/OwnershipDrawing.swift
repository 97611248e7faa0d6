@_spi(HostTesting) import Journeys
@_spi(HostTesting) import PresentationHost

/// Who holds whom behind the screen on top: the objects reached from it at run time, each
/// reference marked as its declaration in the source says (strong, weak or unowned), with the
/// reason the declaration's comment gives for each weak one. Nothing here is typed in.
@MainActor
enum OwnershipDrawing {
  /// One reference from one object to another.
  struct Edge: Equatable {
    let from: String
    let property: String
    let ownership: String
    let to: String
    let reason: String?

    var line: String {
      let arrow = "─\(ownership)→"
      let why = reason.map { " — \($0)" } ?? ""
      return "  \(from) \(arrow) \(to)  [\(property)]\(why)"
    }
  }

  /// The drawing for what `app` shows now.
  static func lines(for app: RunningApp) -> [String] {
    guard let screen = app.host.visibleScreen else { return ["(nothing on screen)"] }
    let title = "Who holds whom behind \(screen.hostName) (\(app.variant.rawValue) variant):"
    var lines = [title]
    if screen.navigationController != nil {
      lines.append(
        "  UINavigationController ─strong→ \(typeName(screen))  [viewControllers]"
          + " — UIKit: a navigation controller holds its stack")
    }
    lines += edges(from: screen).map(\.line)
    if let delegate = app.sceneDelegate {
      lines.append("What keeps the navigation layer alive, from the window scene's delegate down:")
      lines += strongEdges(from: delegate).map(\.line)
    }
    lines.append("  (the console's tracing decorators around interactors and routers are left out)")
    return lines
  }

  /// The same references as a Mermaid graph: a solid arrow holds strongly, a dotted one weakly.
  static func mermaid(for app: RunningApp) -> [String] {
    guard let screen = app.host.visibleScreen else { return ["(nothing on screen)"] }
    var edges = edges(from: screen)
    if let delegate = app.sceneDelegate {
      edges += strongEdges(from: delegate).filter { !edges.contains($0) }
    }
    return ["graph TD"]
      + edges.map { edge in
        let arrow = edge.ownership == "strong" ? "-->" : "-.->"
        return "  \(edge.from) \(arrow)|\(edge.property)| \(edge.to)"
      }
  }

  /// The strong references from `root` down to the app's objects, arrays included (a
  /// coordinator's children), four steps deep, each edge once, with no reasons.
  static func strongEdges(from root: AnyObject) -> [Edge] {
    var edges: [Edge] = []
    for edge in walk(from: root, depth: 4, strongOnly: true) where !edges.contains(edge) {
      edges.append(
        Edge(
          from: edge.from, property: edge.property, ownership: "strong", to: edge.to, reason: nil))
    }
    return edges
  }

  /// The references from `root` and from the app objects it reaches, three steps deep.
  static func edges(from root: AnyObject) -> [Edge] {
    walk(from: root, depth: 3, strongOnly: false)
  }

  /// The references of the app's objects reached from `root`, breadth first, `depth` steps
  /// deep; only the strong ones, and only through them, when `strongOnly`.
  private static func walk(from root: AnyObject, depth: Int, strongOnly: Bool) -> [Edge] {
    var edges: [Edge] = []
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
    var frontier: [AnyObject] = [root]
    for _ in 0..<depth {
      var next: [AnyObject] = []
      for object in frontier {
        for (label, target, declaringType) in references(of: object) {
          let targetName = typeName(target)
          guard isAppType(targetName) || (!strongOnly && target === root) else { continue }
          let property = SourceIndex.property(label, of: declaringType)
          let ownership = property?.ownership ?? "strong"
          if strongOnly && ownership != "strong" { continue }
          edges.append(
            Edge(
              from: typeName(object), property: label, ownership: ownership, to: targetName,
              reason: property?.reason))
          if seen.insert(ObjectIdentifier(target)).inserted { next.append(target) }
        }
      }
      frontier = next
    }
    return edges
  }

  /// The stored references of `object`, with the type that declares each, decorators unwrapped.
  private static func references(of object: AnyObject) -> [(String, AnyObject, String)] {
    var result: [(String, AnyObject, String)] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      // Qualified (`MVC.OrderViewController`): two styles may name a screen alike.
      let declaringType = String(reflecting: current.subjectType)
      for child in current.children {
        guard let label = child.label, !label.hasPrefix("$"), !label.hasPrefix("_") else {
          continue
        }
        if Mirror(reflecting: child.value).displayStyle == .collection {
          for element in Mirror(reflecting: child.value).children {
            if let target = unwrapped(element.value) {
              result.append((label, target, declaringType))
            }
          }
        } else if let target = unwrapped(child.value) {
          result.append((label, target, declaringType))
        }
      }
      mirror = current.superclassMirror
    }
    return result
  }

  /// The object `value` holds, past optionals and the console's tracing decorators.
  private static func unwrapped(_ value: Any) -> AnyObject? {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.flatMap { unwrapped($0.value) }
    }
    guard mirror.displayStyle == .class else { return nil }
    let object = value as AnyObject
    if typeName(object).hasPrefix("Traced"), let base = mirror.descendant("base") {
      return unwrapped(base)
    }
    return object
  }

  private static func typeName(_ object: AnyObject) -> String {
    String(describing: type(of: object))
  }

  /// Whether `name` is a type of the sample app: declared in `Sources/`, the only folders the
  /// source index reads.
  private static func isAppType(_ name: String) -> Bool {
    guard let location = SourceIndex.location(of: name) else { return false }
    return location.hasPrefix("Sources/")
  }
}
