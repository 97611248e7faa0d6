import App
import Coordinators
import Factories
import Links
@_spi(HostTesting) import PresentationHost
import Routing
import Scenes

/// The navigation styles that drive the same screens.
public enum Variant: String, CaseIterable, Sendable {
  /// One router per screen.
  case router
  /// A coordinator tree and a route publisher.
  case coordinator
  /// Plain MVC: view controllers that hold their logic and show each other, the baseline.
  case mvc

  /// Starts the app in this style, through the host's scene delegate, as iOS starts an app;
  /// `link`, if any, is in the connection options, as for an app opened by a link. The
  /// coordinator variant's route publisher delivers routes as `delivery` says. A run that reads no
  /// transcript (a measurement, the randomized run) launches without one. An app launched not
  /// `instrumented` is the sample as it ships: its builders are not wrapped to trace calls and
  /// watch completions, as a measurement of the styles, not of the harness, wants.
  @MainActor
  public func launch(
    services: AppServices = AppServices(), link: URL? = nil,
    delivery: RoutePublisher.Delivery = .targeted, recordsTranscript: Bool = true,
    instrumented: Bool = true
  ) -> RunningApp {
    let host = HeadlessHost()
    host.recordsTranscript = recordsTranscript && instrumented
    let plain = ScreenBuilders(services: services)
    let trace = instrumented ? Trace(host: host) : nil
    let builders = trace.map(plain.tracing(with:)) ?? plain
    let routeObservers: [any RouteObserver] = trace.map { [$0] } ?? []
    let app = RunningApp(variant: self, host: host, services: services, trace: trace) {
      switch self {
      case .router: RouterSceneDelegate(builders: builders)
      case .coordinator:
        CoordinatorSceneDelegate(
          builders: builders, delivery: delivery, routeObservers: routeObservers)
      case .mvc: MVCSceneDelegate(services: services)
      }
    }
    app.connect(link: link)
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
  private let makeDelegate: () -> any UIWindowSceneDelegate
  /// What the app's objects did, when it is instrumented: its requests among them.
  let trace: Trace?
  /// The services the app shares: who is signed in belongs to the process, not the scene.
  public let services: AppServices
  /// The app's windows, in the order they were opened: each its session, its scene while
  /// connected, and what restoration should bring back of it.
  private var windows = [Window()]
  /// The window commands go to, counted from 0.
  public private(set) var currentWindow = 0

  /// One window of the app.
  private struct Window {
    var scene: UIWindowScene?
    var session: UISceneSession?
    var savedScreen: String?
  }

  /// The current window's scene, while it is connected.
  private var scene: UIWindowScene? {
    get { windows[currentWindow].scene }
    set { windows[currentWindow].scene = newValue }
  }

  /// The current window's session.
  private var session: UISceneSession? {
    get { windows[currentWindow].session }
    set { windows[currentWindow].session = newValue }
  }

  /// How many windows the app has.
  public var windowCount: Int { windows.count }

  /// Each window's path, in order; empty for a window whose scene is disconnected.
  public var windowPaths: [String] {
    windows.map { $0.scene?.windows.first?.path ?? "" }
  }

  init(
    variant: Variant, host: HeadlessHost, services: AppServices, trace: Trace?,
    makeDelegate: @escaping () -> any UIWindowSceneDelegate
  ) {
    self.variant = variant
    self.host = host
    self.services = services
    self.trace = trace
    self.makeDelegate = makeDelegate
  }

  /// Whether a scene is connected.
  public var isConnected: Bool { scene != nil }

  /// Whether the connected scene is in the background.
  public var isInBackground: Bool { scene?.activationState == .background }

  /// The activity the last scene saved for restoration; a test may replace it before `connect`.
  public var savedActivity: NSUserActivity? {
    get { session?.stateRestorationActivity }
    set { session?.stateRestorationActivity = newValue }
  }

  /// Connects a scene, to the session of the last one if there was one (so that it restores
  /// what that one saved), with `link` in its connection options.
  func connect(link: URL? = nil) {
    let delegate = makeDelegate()
    let contexts = link.map { [UIOpenURLContext(url: $0, options: UIScene.OpenURLOptions())] } ?? []
    scene = host.connectScene(
      delegate: delegate, session: session,
      options: UIScene.ConnectionOptions(urlContexts: Set(contexts)))
    session = scene?.session
  }

  /// Where the window is, as the app's own link: nil when no window scene is connected.
  public var link: AppLink? {
    (scene?.delegate as? AppSceneDelegate)?.link
  }

  /// The connected window scene's delegate, where the navigation layer starts.
  public var sceneDelegate: AnyObject? { scene?.delegate }

  /// The application object.
  public var application: UIApplication { host.application }

  /// The canonical path of what the current window shows.
  public var path: String { scene?.windows.first?.path ?? "" }

  /// What restoration brings back of the screen: the path and the texts typed into its fields
  /// (a password's field is cleared in the background, and labels say what just happened).
  public var restorableScreen: String {
    let fields = host.visibleControls.compactMap { control -> String? in
      guard let field = control as? UITextField, !field.isSecureTextEntry else { return nil }
      return field.text ?? ""
    }
    return ([path] + fields).joined(separator: " · ")
  }

  /// What `restorableScreen` was when the current window's scene last disconnected.
  var savedScreen: String? {
    get { windows[currentWindow].savedScreen }
    set { windows[currentWindow].savedScreen = newValue }
  }

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

  /// Performs `action` as a person would: what it shows and what it ends happen before it
  /// returns.
  @_spi(HostTesting)
  public func perform(_ action: JourneyAction) throws(ActionError) {
    switch action {
    case .open(let text):
      if let refusal = Self.refusal(ofLink: text) { throw .link(refusal) }
      guard windows.contains(where: { $0.scene != nil }), let url = URL(string: text) else {
        throw .scene("No scene is connected; connect first.")
      }
      // UIKit chooses the scene: the one in front, and hands it the URL as it was opened.
      // Commands then go to its window.
      host.open([url])
      let front = host.keyWindow?.windowScene
      if let index = windows.firstIndex(where: { $0.scene != nil && $0.scene === front }) {
        currentWindow = index
      }
    case .background:
      guard let scene, scene.activationState != .background else {
        throw .scene("The scene is not in the foreground.")
      }
      host.moveToBackground(scene)
    case .foreground:
      guard let scene, scene.activationState == .background else {
        throw .scene("The scene is not in the background.")
      }
      host.moveToForeground(scene)
    case .disconnect:
      guard let scene else { throw .scene("The scene is disconnected already.") }
      host.disconnect(scene)
      host.forgetWatchedCompletions()
      self.scene = nil
    case .connect:
      guard scene == nil else { throw .scene("A scene is connected already; disconnect first.") }
      connect()
    case .newWindow:
      guard windows.count < Self.maximumWindows else {
        throw .scene("The app has \(Self.maximumWindows) windows, as many as it opens.")
      }
      windows.append(Window())
      currentWindow = windows.count - 1
      connect()
    case .switchWindow(let number):
      guard number >= 1, number <= windows.count else {
        throw .scene(
          "There is no window \(number): the app has \(windows.count) (window 1 to \(windows.count))."
        )
      }
      currentWindow = number - 1
      if let scene { host.activate(scene) }
    case .closeWindow:
      guard windows.count > 1 else {
        throw .scene("This is the app's last window; disconnect it instead.")
      }
      if let scene {
        host.close(scene)
      } else if let session {
        host.discard(session)
      }
      host.forgetWatchedCompletions()
      windows.remove(at: currentWindow)
      currentWindow = min(currentWindow, windows.count - 1)
      if let scene { host.activate(scene) }
    default:
      // A person cannot touch an app whose window is not on screen.
      guard !isInBackground else {
        throw .scene("The app is in the background: foreground it (or open a link) first.")
      }
      do { try action.perform(on: host) } catch { throw .user(error) }
    }
  }

  /// Why the app refuses the link `text`, nil when it opens it: read once per text, as a
  /// journey opens the same links again and again, so that what a run measures is the app's
  /// reading of them, not the harness's. The last 256 texts are kept.
  private static func refusal(ofLink text: String) -> AppLinkError? {
    if let known = readLinks[text] { return known }
    var refusal: AppLinkError?
    do { _ = try AppLink(string: text) } catch { refusal = error }
    if readLinks.count >= 256 { readLinks.removeAll() }
    readLinks[text] = refusal
    return refusal
  }

  private static var readLinks: [String: AppLinkError?] = [:]

  /// The first thing wrong with the app right now: a diagnostic, an object alive that left
  /// the screen, or a completion that never ran though its screen is gone; nil when healthy.
  public var firstProblem: String? {
    if let diagnostic = host.diagnostics.first { return "diagnostic: \(diagnostic)" }
    let contents = host.windowContents()
    if let leak = host.leaks(in: contents).first { return "leaked \(leak)" }
    if let dropped = host.droppedCompletions(in: contents).first {
      return "\(dropped) never ran, though its screen is gone"
    }
    if let repeated = host.repeatedCompletions.first {
      return "\(repeated) ran more than once"
    }
    if let twice = screenShownTwice(in: contents) { return "\(twice) is in one stack twice" }
    return nil
  }

  /// In the coordinator variant, the last route the window's route publisher published, where it
  /// is not the place the window shows, and that place; nil where they agree, and in the other
  /// variants, which publish no routes.
  public var routeApartFromUIKit: String? {
    guard let coordinators = (sceneDelegate as? CoordinatorSceneDelegate)?.appCoordinator,
      let shown = link?.places.last
    else { return nil }
    let last = coordinators.routePublisher.history.last?.to ?? .main
    return last == shown ? nil : "the last route went to \(last), where UIKit shows \(shown)"
  }

  /// A screen that stands twice in one stack of the path (no screen of this app ever should,
  /// as a double tap would make it), or nil.
  func screenShownTwice(in contents: WindowContents) -> String? {
    for case let navigation as UINavigationController in contents.controllers {
      let stack = navigation.viewControllers
      for (index, screen) in stack.enumerated().dropFirst()
      where stack[..<index].contains(where: { $0.title == screen.title }) {
        return screen.hostName
      }
    }
    return nil
  }

  /// The most windows the app opens.
  public nonisolated static let maximumWindows = 4

  /// Disconnects every window's scene and returns what is still alive afterwards: a correct app
  /// leaves nothing.
  @_spi(HostTesting)
  public func shutDown() -> [LeakReport] {
    for index in windows.indices {
      if let scene = windows[index].scene { host.disconnect(scene) }
      windows[index].scene = nil
    }
    return host.leaks
  }
}

/// Why a person's action could not be done; nothing changed.
@_spi(HostTesting)
public enum ActionError: Error, Equatable, CustomStringConvertible {
  /// The screen does not offer it.
  case user(UserActionError)
  /// The link is none of the app's.
  case link(AppLinkError)
  /// The scene is not in a state that allows it.
  case scene(String)

  /// One line that says what went wrong and what would work.
  public var description: String {
    switch self {
    case .user(let error): error.description
    case .link(let error): error.description
    case .scene(let message): message
    }
  }
}
