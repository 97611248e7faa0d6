@_spi(HostTesting) import PresentationHost

/// One thing a person does: the actions journeys, the console and the fuzzer share.
public enum JourneyAction: Hashable, Sendable, CustomStringConvertible {
  /// Types `text` into the field `field`, replacing what was there.
  case type(field: String, text: String)
  /// Taps the button with this title, identifier or number.
  case tap(String)
  /// Taps the navigation bar's back button.
  case back
  /// Swipes the sheet on top down.
  case swipeDown
  /// Taps a tab.
  case selectTab(String)
  /// Taps the button twice in quick succession.
  case doubleTap(String)
  /// Taps one button, then another on the same screen before the first tap's navigation
  /// has started.
  case quickTaps(String, String)
  /// Swipes back from the screen's edge; `cancelled` lets go before half way.
  case swipeBack(cancelled: Bool)
  /// Opens a link in the running scene.
  case open(String)
  /// Sends the scene to the background.
  case background
  /// Brings the scene back to the foreground.
  case foreground
  /// Disconnects the scene, as the system does to reclaim memory.
  case disconnect
  /// Connects a scene to the last session again, restoring what it saved.
  case connect
  /// Opens another window of the app, which becomes the current one.
  case newWindow
  /// Makes window `number` (counted from 1) the current one, brought forward.
  case switchWindow(Int)
  /// Closes the current window for good, as the app switcher does.
  case closeWindow

  /// The action as Swift source: `.tap("Order")`.
  public var swiftSource: String {
    switch self {
    case .type(let field, let text):
      ".type(field: \(String(reflecting: field)), text: \(String(reflecting: text)))"
    case .tap(let button): ".tap(\(String(reflecting: button)))"
    case .back: ".back"
    case .swipeDown: ".swipeDown"
    case .selectTab(let title): ".selectTab(\(String(reflecting: title)))"
    case .doubleTap(let button): ".doubleTap(\(String(reflecting: button)))"
    case .quickTaps(let first, let second):
      ".quickTaps(\(String(reflecting: first)), \(String(reflecting: second)))"
    case .swipeBack(let cancelled): ".swipeBack(cancelled: \(cancelled))"
    case .open(let link): ".open(\(String(reflecting: link)))"
    case .background: ".background"
    case .foreground: ".foreground"
    case .disconnect: ".disconnect"
    case .connect: ".connect"
    case .newWindow: ".newWindow"
    case .switchWindow(let number): ".switchWindow(\(number))"
    case .closeWindow: ".closeWindow"
    }
  }

  /// The action as a console command: `type message coffee`, `tap Order`, `back`, `swipe`,
  /// `tab Explore`. Text with leading or trailing spaces, or none, is quoted.
  public var description: String {
    switch self {
    case .type(let field, let text):
      let needsQuotes = text.isEmpty || text.first == " " || text.last == " "
      return "type \(field) \(needsQuotes ? "\"\(text)\"" : text)"
    case .tap(let button): return "tap \(button)"
    case .back: return "back"
    case .swipeDown: return "swipe"
    case .selectTab(let title): return "tab \(title)"
    case .doubleTap(let button): return "doubletap \(button)"
    case .quickTaps(let first, let second): return "quicktaps \(first), \(second)"
    case .swipeBack(let cancelled): return cancelled ? "swipeback cancel" : "swipeback"
    case .open(let link): return "open \(link)"
    case .background: return "background"
    case .foreground: return "foreground"
    case .disconnect: return "disconnect"
    case .connect: return "connect"
    case .newWindow: return "window new"
    case .switchWindow(let number): return "window \(number)"
    case .closeWindow: return "window close"
    }
  }

  /// Performs the action on `host` as a person would.
  @_spi(HostTesting) @MainActor
  public func perform(on host: HeadlessHost) throws(UserActionError) {
    switch self {
    case .type(let field, let text): try host.type(text, into: field)
    case .tap(let button): try host.tap(button)
    case .back: try host.back()
    case .swipeDown: try host.swipeDown()
    case .selectTab(let title): try host.selectTab(title)
    case .doubleTap(let button): try host.doubleTap(button)
    case .quickTaps(let first, let second): try host.tap(first, thenQuickly: second)
    case .swipeBack(let cancelled): try host.swipeBack(cancelled: cancelled)
    case .open, .background, .foreground, .disconnect, .connect, .newWindow, .switchWindow,
      .closeWindow:
      break
    }
  }
}
