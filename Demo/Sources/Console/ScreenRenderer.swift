@_spi(HostTesting) import Journeys
@_spi(HostTesting) import PresentationHost

extension RunningApp {
  /// The title of the selected tab, as the path begins with it.
  var selectedTabTitle: String? { path.split(separator: ":").first.map(String.init) }
}

/// Draws what a person sees: the screen's title, its controls, the tabs unless a full-screen
/// presentation covers them, the path.
@MainActor
public struct ScreenRenderer {
  let style: ConsoleStyle

  /// Creates a renderer.
  public init(style: ConsoleStyle) {
    self.style = style
  }

  /// The visible screen as lines of text.
  public func render(_ app: RunningApp) -> [String] {
    guard let screen = app.host.visibleScreen else { return ["(nothing on screen)"] }
    let window =
      app.windowCount > 1 ? " (window \(app.currentWindow + 1) of \(app.windowCount))" : ""
    var lines = [style.bold("┌─ \(screen.hostName) ─\(window)")]
    var buttons: [String] = []
    for control in app.host.visibleControls {
      switch control {
      case let label as UILabel:
        // What screens show can be what a person typed or linked: made safe to print.
        if let text = label.text, !text.isEmpty { lines.append("│ \(ConsoleEcho.calm(text))") }
      case let field as UITextField:
        let name = field.accessibilityIdentifier ?? ""
        lines.append("│ \(name): [\(ConsoleEcho.calm(field.displayedText))]")
      case let button as UIButton:
        buttons.append("[\(buttons.count + 1)] \(ConsoleEcho.calm(button.displayTitle))")
      default:
        break
      }
    }
    if !buttons.isEmpty { lines.append("│ " + buttons.joined(separator: "  ")) }
    var extras: [String] = []
    if let navigation = screen.navigationController, navigation.viewControllers.count > 1 {
      let previous = navigation.viewControllers[navigation.viewControllers.count - 2]
      extras.append("‹ back to \(previous.hostName)")
    }
    if screen.presentingViewController != nil, screen.sheetPresentationController != nil {
      extras.append("swipe down to close")
    }
    if !extras.isEmpty { lines.append("│ " + extras.joined(separator: " · ")) }
    // A full-screen presentation covers the tab bar, as on a phone; a sheet leaves it showing.
    var covering = screen
    while let parent = covering.parent { covering = parent }
    let coversTabBar =
      covering.presentingViewController != nil && covering.modalPresentationStyle == .fullScreen
    let tabs = coversTabBar ? [] : app.host.tabTitles
    if !tabs.isEmpty {
      let marked = tabs.map { $0 == app.selectedTabTitle ? "*\($0)*" : $0 }
      lines.append("└─ tabs: " + marked.joined(separator: " | "))
    } else {
      lines.append("└─")
    }
    lines.append("path: " + style.cyan(app.path))
    if app.isInBackground {
      lines.append(
        style.dim("(in the background: nothing can be tapped; foreground, or open a link)"))
    }
    return lines
  }
}
