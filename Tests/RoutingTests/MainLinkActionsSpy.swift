import Scenes

/// What a link asks of Main, recorded.
@MainActor
final class MainLinkActionsSpy: MainLinkActions {
  var messages: [String] = []
  func order(message: String) { messages.append(message) }
  func showReceipt(ordered: String) { messages.append("receipt of \(ordered)") }
}
