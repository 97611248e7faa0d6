import Coordinators
import Factories
@_spi(HostTesting) import PresentationHost
import Routing

/// The two navigation styles that drive the same scenes.
public enum Variant: String, CaseIterable, Sendable {
  /// One router per screen.
  case router
  /// A coordinator tree and a scene navigator.
  case coordinator

  /// Starts the app in this style, through the host's scene delegate, as iOS starts an app.
  @MainActor
  public func launch(services: AppServices = AppServices()) -> RunningApp {
    let host = HeadlessHost()
    let screens = TracingScreenBuilder(ScreenBuilder(services: services), host: host)
    let delegate: any UIWindowSceneDelegate =
      switch self {
      case .router: RouterSceneDelegate(screens: screens)
      case .coordinator: CoordinatorSceneDelegate(screens: screens)
      }
    let scene = host.connectScene(delegate: delegate)
    let app = RunningApp(variant: self, host: host, scene: scene)
    if let navigator = (delegate as? CoordinatorSceneDelegate)?.appCoordinator?.navigator {
      let tracer = RouteTracer(host: host)
      navigator.observe(tracer, first: true)
      app.routeTracer = tracer
    }
    return app
  }
}

/// A launched app: its application, scene and host, and what a person sees.
@MainActor
public final class RunningApp {
  /// The navigation style that drives it.
  public let variant: Variant
  /// The host that records everything.
  @_spi(HostTesting) public let host: HeadlessHost
  private var scene: UIWindowScene?
  /// Keeps the coordinator variant's route tracer alive; the navigator holds it weakly.
  var routeTracer: AnyObject?

  init(variant: Variant, host: HeadlessHost, scene: UIWindowScene?) {
    self.variant = variant
    self.host = host
    self.scene = scene
  }

  /// The application object.
  public var application: UIApplication { host.application }

  /// The canonical path of what is on screen.
  public var path: String { host.keyWindow?.path ?? "" }

  /// The texts a person reads on the visible screen: labels, and fields as displayed.
  public var visibleTexts: [String] {
    host.visibleControls.compactMap { control in
      switch control {
      case let label as UILabel: label.text.flatMap { $0.isEmpty ? nil : $0 }
      case let field as UITextField: field.displayedText.isEmpty ? nil : field.displayedText
      default: nil
      }
    }
  }

  /// Performs `action` as a person would.
  @_spi(HostTesting)
  public func perform(_ action: JourneyAction) throws(UserActionError) {
    try action.perform(on: host)
  }

  /// The first thing wrong with the app right now: a diagnostic, an object alive that left
  /// the screen, or a completion that never ran though its screen is gone; nil when healthy.
  public var firstProblem: String? {
    if let diagnostic = host.diagnostics.first { return "diagnostic: \(diagnostic)" }
    if let leak = host.leaks.first { return "leaked \(leak)" }
    if let dropped = host.droppedCompletions.first {
      return "\(dropped) never ran, though its screen is gone"
    }
    if let repeated = host.repeatedCompletions.first {
      return "\(repeated) ran more than once"
    }
    if let twice = screenShownTwice { return "\(twice) is in one stack twice" }
    return nil
  }

  /// A screen that stands twice in one stack of the path (no screen of this app ever should,
  /// as a double tap would make it), or nil.
  var screenShownTwice: String? {
    let stacks = path.split(separator: "|").map { level in
      level.split(separator: ":").last.map(String.init) ?? ""
    }
    for stack in stacks {
      let names = stack.split(separator: ">").map { $0.trimmingCharacters(in: .whitespaces) }
      if let twice = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
        return twice
      }
    }
    return nil
  }

  /// Disconnects the scene and returns what is still alive afterwards: a correct app leaves nothing.
  @_spi(HostTesting)
  public func shutDown() -> [LeakReport] {
    if let scene { host.disconnect(scene) }
    scene = nil
    return host.leaks
  }
}
