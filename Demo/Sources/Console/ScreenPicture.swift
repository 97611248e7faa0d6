@_spi(HostTesting) import Journeys
@_spi(HostTesting) import PresentationHost

/// Draws what a person sees as a picture (SVG): the navigation bar with its title and back
/// button, the screen's controls in their order with their texts, a modal over the screen that
/// presented it, and the tab bar. The README's strip of journey 1 is drawn with it.
@MainActor
public enum ScreenPicture {
  static let width = 240
  static let height = 420
  private static let barHeight = 36
  private static let tabBarHeight = 40
  private static let rowHeight = 30

  /// The visible screen of `app`, as an SVG document.
  public static func svg(_ app: RunningApp) -> String {
    var shapes: [String] = []
    guard let screen = app.host.visibleScreen else {
      return document([text("Nothing on screen", x: width / 2, y: height / 2, anchor: "middle")])
    }
    let tabs = app.host.tabTitles
    let bottom = tabs.isEmpty ? height : height - tabBarHeight
    if let presenter = screen.navigationController?.presentingViewController
      ?? screen.presentingViewController
    {
      // The presenter shows under the modal, dimmed, its title in its bar.
      let below = (presenter as? UITabBarController)?.selectedViewController ?? presenter
      let top = (below as? UINavigationController)?.topViewController ?? below
      shapes += bar(title: top.title ?? top.hostName, back: nil, y: 0)
      shapes += tabBar(tabs, selected: app.selectedTabTitle)
      shapes.append(
        "<rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"#000\" opacity=\"0.3\"/>"
      )
      shapes.append(
        "<rect x=\"0\" y=\"24\" width=\"\(width)\" height=\"\(height - 24)\" rx=\"12\" fill=\"#fff\"/>"
      )
      shapes += content(of: screen, app: app, top: 24, bottom: height)
    } else {
      shapes += content(of: screen, app: app, top: 0, bottom: bottom)
      shapes += tabBar(tabs, selected: app.selectedTabTitle)
    }
    return document(shapes)
  }

  /// The bar and controls of `screen`, between `top` and `bottom`.
  private static func content(of screen: UIViewController, app: RunningApp, top: Int, bottom: Int)
    -> [String]
  {
    var back: String?
    if let stack = screen.navigationController?.viewControllers, stack.count > 1 {
      let previous = stack[stack.count - 2]
      back = previous.title ?? previous.hostName
    }
    var shapes = bar(title: screen.title ?? screen.hostName, back: back, y: top)
    var y = top + barHeight + 12
    for control in app.host.visibleControls where y + rowHeight <= bottom {
      switch control {
      case let label as UILabel:
        guard let value = label.text, !value.isEmpty else { continue }
        shapes.append(text(value, x: 16, y: y + 18))
      case let field as UITextField:
        let shown = field.displayedText
        shapes.append(
          "<rect x=\"16\" y=\"\(y + 2)\" width=\"\(width - 32)\" height=\"\(rowHeight - 6)\" rx=\"5\" fill=\"#fff\" stroke=\"#c7c7cc\"/>"
        )
        shapes.append(
          text(
            shown.isEmpty ? field.placeholder ?? "" : shown, x: 24, y: y + 19,
            color: shown.isEmpty ? "#8e8e93" : "#000"))
      case let button as UIButton:
        shapes.append(text(button.displayTitle, x: 16, y: y + 18, color: "#007aff"))
      default:
        continue
      }
      y += rowHeight
    }
    return shapes
  }

  /// A navigation bar at `y`: the title in the middle, the back button on the left.
  private static func bar(title: String, back: String?, y: Int) -> [String] {
    var shapes = [
      "<rect x=\"0\" y=\"\(y)\" width=\"\(width)\" height=\"\(barHeight)\" fill=\"#f2f2f7\"/>",
      text(title, x: width / 2, y: y + 23, anchor: "middle", weight: "600"),
    ]
    if let back { shapes.append(text("‹ \(back)", x: 8, y: y + 23, color: "#007aff")) }
    return shapes
  }

  /// The tab bar at the bottom, the selected tab's title in blue.
  private static func tabBar(_ titles: [String], selected: String?) -> [String] {
    guard !titles.isEmpty else { return [] }
    let y = height - tabBarHeight
    var shapes = [
      "<rect x=\"0\" y=\"\(y)\" width=\"\(width)\" height=\"\(tabBarHeight)\" fill=\"#f2f2f7\"/>"
    ]
    for (index, title) in titles.enumerated() {
      let x = width * (2 * index + 1) / (2 * titles.count)
      shapes.append(
        text(
          title, x: x, y: y + 25, anchor: "middle",
          color: title == selected ? "#007aff" : "#8e8e93"))
    }
    return shapes
  }

  /// A line of text, escaped for XML and made safe to show.
  private static func text(
    _ value: String, x: Int, y: Int, anchor: String = "start", color: String = "#000",
    weight: String = "400"
  ) -> String {
    "<text x=\"\(x)\" y=\"\(y)\" text-anchor=\"\(anchor)\" fill=\"\(color)\" font-weight=\"\(weight)\">"
      + escaped(ConsoleEcho.calm(value)) + "</text>"
  }

  private static func escaped(_ value: String) -> String {
    value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  private static func document(_ shapes: [String]) -> String {
    ([
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\" font-family=\"-apple-system, Helvetica, sans-serif\" "
        + "font-size=\"13\">",
      "<rect x=\"0.5\" y=\"0.5\" width=\"\(width - 1)\" height=\"\(height - 1)\" rx=\"16\" fill=\"#fff\" stroke=\"#d1d1d6\"/>",
    ]
      + shapes + ["</svg>"]).joined(separator: "\n") + "\n"
  }

  /// The file the picture at `index` of the strip is written to.
  public static func fileName(_ index: Int) -> String { "journey-1-\(index).svg" }

  /// Journey 1 on the router variant as pictures: the screen as each navigation is about to
  /// happen, its fields filled in, and the screen at the end. Each is named for the step drawn.
  public static func strip(of journey: Journey = sampleJourneys[0]) -> [(
    name: String, svg: String
  )] {
    let app = Variant.router.launch()
    var pictures: [(name: String, svg: String)] = []
    var before = (name: "launch", svg: svg(app), path: app.path)
    for (index, step) in journey.steps.enumerated() {
      // Named as the console shows the step: what is typed into a password field is masked.
      let said = ConsoleEcho.action(step.action, on: app)
      try? app.perform(step.action)
      if app.path != before.path { pictures.append((before.name, before.svg)) }
      before = (name: "after step \(index + 1), \(said)", svg: svg(app), path: app.path)
    }
    pictures.append((before.name, before.svg))
    _ = app.shutDown()
    return pictures
  }
}
