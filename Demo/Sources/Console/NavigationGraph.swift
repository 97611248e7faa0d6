import Foundation
@_spi(HostTesting) import Journeys

/// The navigation graph observed while running every journey: screens as nodes, edges
/// labelled push, pop, modal or dismiss, and a link's way as one edge from `Link`.
@MainActor
public enum NavigationGraph {
  /// One observed move from screen to screen.
  public struct Edge: Hashable, Sendable, Comparable {
    /// The screen on top before.
    public let from: String
    /// The screen on top after.
    public let to: String
    /// push, pop, modal, dismiss, or link.
    public let kind: String

    public static func < (lhs: Edge, rhs: Edge) -> Bool {
      (lhs.from, lhs.to, lhs.kind) < (rhs.from, rhs.to, rhs.kind)
    }
  }

  /// The node a link comes from: outside the app.
  public static let linkNode = "Link"

  /// Every edge seen over all journeys on `variant`.
  public static func observe(on variant: Variant) -> [Edge] {
    var edges = Set<Edge>()
    for journey in sampleJourneys {
      let app = variant.launch()
      for step in journey.steps {
        let before = app.path
        guard (try? app.perform(step.action)) != nil else { break }
        if case .open = step.action {
          // A link's steps are one move: from outside the app to where it leads.
          if before != app.path, let to = Path(app.path).top {
            edges.insert(Edge(from: linkNode, to: to, kind: "link"))
          }
        } else if let edge = edge(from: before, to: app.path) {
          edges.insert(edge)
        }
      }
    }
    return edges.sorted()
  }

  /// The graph as Mermaid text.
  public static func mermaid(_ edges: [Edge]) -> String {
    (["graph LR"] + edges.map { "  \($0.from) -->|\($0.kind)| \($0.to)" }).joined(separator: "\n")
  }

  /// The edge between two canonical paths, or nil when the top did not change or the tab did.
  static func edge(from before: String, to after: String) -> Edge? {
    let old = Path(before)
    let new = Path(after)
    guard old.tab == new.tab, let from = old.top, let to = new.top, from != to else { return nil }
    let kind: String
    if new.levels.count > old.levels.count {
      kind = "modal"
    } else if new.levels.count < old.levels.count {
      kind = "dismiss"
    } else {
      kind = (new.levels.last?.count ?? 0) > (old.levels.last?.count ?? 0) ? "push" : "pop"
    }
    return Edge(from: from, to: to, kind: kind)
  }

  private struct Path {
    let tab: String
    let levels: [[String]]

    init(_ text: String) {
      let parts = text.split(separator: ":", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      tab = parts.count == 2 ? parts[0] : ""
      let body = parts.last ?? ""
      levels = body.components(separatedBy: " | ").map { $0.components(separatedBy: " > ") }
    }

    var top: String? { levels.last?.last }
  }
}
