import Scenes

/// What a link asks of Home, recorded.
@MainActor
final class HomeLinkActionsSpy: HomeLinkActions {
  var taken: [String] = []
  func detail() { taken.append("detail") }
  func hello() { taken.append("hello") }
}
