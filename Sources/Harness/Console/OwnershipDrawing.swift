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
    lines.append("  (the console's tracing wrappers around interactors and routers are left out)")
    return lines
  }

  /// The references from `root` and from the app objects it reaches, three steps deep.
  static func edges(from root: AnyObject) -> [Edge] {
    var edges: [Edge] = []
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
    var frontier: [AnyObject] = [root]
    for _ in 0..<3 {
      var next: [AnyObject] = []
      for object in frontier {
        for (label, target, declaringType) in references(of: object) {
          let targetName = typeName(target)
          guard isAppType(targetName) || target === root else { continue }
          let property = SourceIndex.property(label, of: declaringType)
          edges.append(
            Edge(
              from: typeName(object), property: label, ownership: property?.ownership ?? "strong",
              to: targetName, reason: property?.reason))
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
      let declaringType = String(describing: current.subjectType)
      for child in current.children {
        guard let label = child.label, !label.hasPrefix("$"), !label.hasPrefix("_"),
          let target = unwrapped(child.value)
        else { continue }
        result.append((label, target, declaringType))
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

  /// Whether `name` is a type of the sample app (its scenes, builders, routers, coordinators).
  private static func isAppType(_ name: String) -> Bool {
    guard let location = SourceIndex.location(of: name) else { return false }
    return ["Sources/Scenes", "Sources/Factories", "Sources/Routing", "Sources/Coordinators"]
      .contains { location.hasPrefix($0) }
  }
}
