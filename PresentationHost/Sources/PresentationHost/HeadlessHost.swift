/// The headless stand-in for UIKit's presentation machinery, seen from a test: it records what
/// happened (transcript, diagnostics), lists leaks, can hold animated transitions open, acts as
/// a person, and moves scenes through their life cycle.
///
/// Every `UIWindow` belongs to a host; controllers find theirs through their window. UIKit code
/// never needs this type: it is the test surface, imported with `@_spi(HostTesting)`.
@_spi(HostTesting)
@preconcurrency @MainActor
public final class HeadlessHost {
  /// The host that records misuse of controllers that are in no window.
  public static let detached = HeadlessHost()
  /// The host launching its app now, whose windows made meanwhile are the app's (SC1).
  static weak var launching: HeadlessHost?

  /// Refused (`error`) and ignored (`warning`) calls, in order. A correct app records none.
  public var diagnostics: [Diagnostic] {
    if self === Self.detached { recorded += Self.takeReportsOffTheMainActor() }
    return recorded
  }
  private var recorded: [Diagnostic] = []
  /// Refusals made on any thread (an activity's `webpageURL`), until `detached` reads them.
  private nonisolated(unsafe) static var reportsOffTheMainActor: [Diagnostic] = []
  private nonisolated static let reportsLock = NSLock()
  /// Every operation, lifecycle and delegate call, in order.
  public private(set) var transcript: [TranscriptEntry] = []
  /// Whether every call is written to the transcript. A long randomized run, which reads no
  /// transcript, turns it off; diagnostics are kept either way.
  public var recordsTranscript = true
  /// When true, animated transitions stay open until `completeTransitions()`, whatever turn
  /// they were asked for in.
  public var holdsTransitions = false
  /// The window that receives the user's actions: the last one made key.
  public internal(set) weak var keyWindow: UIWindow?
  /// The application whose scenes this host connects.
  public private(set) lazy var application = UIApplication(host: self)

  /// Animations running: each transition's end, with what it is, oldest first.
  var pendingTransitions: [(name: String, finish: () -> Void)] = []
  /// Transitions asked for in this turn, which its layout pass starts.
  var pendingStarts: [(name: String, start: () -> Void)] = []
  /// How deep in events the host is now: 0 outside any (a test's direct call).
  var eventDepth = 0
  /// Which turn since the last event's began is under way: the transcript numbers them.
  var turnNumber = 1
  /// What the turn under way keeps alive until it ends, as the event's autorelease pool does.
  var keptForTheTurn: [AnyObject] = []
  /// The host whose turn is under way, if any.
  static weak var turning: HeadlessHost?
  private var isRunningCompletion = false
  private var queuedCompletions: [() -> Void] = []
  private var tracked: [TrackedObject] = []
  /// How many entries `tracked` may reach before the entries of objects gone are dropped: twice
  /// what was left at the last pruning, so that the list stays within twice the objects alive
  /// at a cost that does not grow with the navigation, whether or not a leak check runs.
  private var trackedLimit = 64
  private var trackedIndex: [ObjectIdentifier: Int] = [:]
  var watchedCompletions: [WatchedCompletion] = []
  /// How many watched completions there may be before those settled are dropped.
  var watchedCompletionsLimit = 64
  /// Controllers kept alive by the host because their presenter left the window (W3).
  var orphanedPresentations: [UIViewController] = []
  /// The optional delegate methods whose protocol default ran for an object of a class that
  /// inherits the conformance, as `Class: Protocol.method` (U4): where a subclass's method of
  /// that name, if it has one, was not called. Not a diagnostic: a correct app shows them too.
  public internal(set) var defaultsRunForInheritedConformances: Set<String> = []
  /// The URLs the app opened in another app (`UIApplication.open`, SC10), oldest first: the
  /// last 100.
  public internal(set) var openedExternally: [URL] = []
  /// The URL schemes the app's Info.plist declares under `LSApplicationQueriesSchemes`, which
  /// `canOpenURL(_:)` may ask about (SC10). The host reads no Info.plist: a test sets them.
  public var queriedURLSchemes: Set<String> = []
  /// The windows that record into this host, held weakly.
  var windowsWithRoots: [WeakWindow] = []
  var sceneDelegateMakers: [ObjectIdentifier: @MainActor () -> any UISceneDelegate] = [:]
  var appDelegate: (any UIApplicationDelegate)?
  /// The app's scene manifest, as its Info.plist declares it under
  /// `UIApplicationSceneManifest`: by default the main bundle's, when it has one.
  public var sceneManifest: [String: Any]? =
    Bundle.main.infoDictionary?["UIApplicationSceneManifest"] as? [String: Any]
  weak var swipingNavigationController: UINavigationController?

  /// Creates a host with an empty transcript.
  public init() {}

  /// The transcript as text, one entry a line.
  public var transcriptText: String {
    transcript.map(\.description).joined(separator: "\n")
  }

  /// Whether a transition was asked for and has not ended: held open, running, or waiting for
  /// its turn's layout pass.
  public var hasPendingTransitions: Bool { !pendingTransitions.isEmpty || !pendingStarts.isEmpty }

  /// Forgets the transcript so far.
  public func clearTranscript() {
    transcript.removeAll()
  }

  /// Forgets all but the last `count` entries of the transcript, once it holds twice as many:
  /// a session that runs for ever keeps a bounded record.
  public func trimTranscript(keepingLast count: Int) {
    guard transcript.count > 2 * max(count, 0) else { return }
    transcript.removeFirst(transcript.count - max(count, 0))
  }

  /// The scene configuration the manifest declares for `role`: the one named `name`, or the
  /// first when `name` is nil (SC5).
  func manifestConfiguration(named name: String?, for role: UISceneSession.Role) -> (
    name: String?, delegateClassName: String?
  )? {
    let configurations = sceneManifest?["UISceneConfigurations"] as? [String: Any]
    let entries = configurations?[role.rawValue] as? [[String: Any]] ?? []
    guard
      let entry = entries.first(where: {
        name == nil || $0["UISceneConfigurationName"] as? String == name
      })
    else { return nil }
    return (
      entry["UISceneConfigurationName"] as? String, entry["UISceneDelegateClassName"] as? String
    )
  }

  /// Forgets the diagnostics so far.
  public func clearDiagnostics() {
    recorded.removeAll()
  }

  /// A host let go ends the transitions it holds, so that every controller gets its balanced
  /// appearance calls (P17).
  isolated deinit {
    completeTransitions()
  }

  /// Ends every transition in flight, held or not, in the order they started, each end an
  /// event of its own, until nothing is in flight: what an end starts (a completion that
  /// presents, a push queued behind another) starts at that event's layout pass, and ends too.
  public func completeTransitions() {
    layoutPass()
    while !pendingTransitions.isEmpty {
      let (name, finish) = pendingTransitions.removeFirst()
      turnNumber += 1
      turn {
        record(.turn, "RunLoop", "turn \(turnNumber): the animation of \(name) ends")
        finish()
      }
    }
  }

  /// Records a call made by app code (an interactor, a router, a factory) for the trace.
  public func recordAppCall(_ subject: String, _ event: @autoclosure () -> String) {
    record(.app, subject, event())
  }

  /// Records a call made by `object`, named by its type (`MainRouter`, `ShopCoordinator`).
  public func recordAppCall(by object: AnyObject, _ event: @autoclosure () -> String) {
    record(.app, Self.name(of: object), event())
  }

  /// How the transcript names an app object: by its type (`OrderRouter`, `ShopCoordinator`).
  public static func name(of object: AnyObject) -> String {
    let type: AnyObject.Type = Swift.type(of: object)
    if let name = typeNames[ObjectIdentifier(type)] { return name }
    let name = String(describing: type)
    typeNames[ObjectIdentifier(type)] = name
    return name
  }

  /// Type names, worked out once per type: the transcript names objects by their type often.
  private static var typeNames: [ObjectIdentifier: String] = [:]

  /// Appends to the transcript; the texts are only built when it is kept.
  func record(
    _ kind: TranscriptEntry.Kind, _ subject: @autoclosure () -> String,
    _ event: @autoclosure () -> String
  ) {
    guard recordsTranscript else { return }
    transcript.append(TranscriptEntry(kind, subject(), event()))
  }

  func report(_ severity: Diagnostic.Severity, _ rule: HostRule, _ message: String) {
    let diagnostic = Diagnostic(severity, rule, message)
    recorded.append(diagnostic)
    record(.diagnostic, rule.rawValue, diagnostic.description)
  }

  /// Records a refusal made on any thread, for the detached host.
  nonisolated static func reportFromAnyThread(_ diagnostic: Diagnostic) {
    reportsLock.withLock { reportsOffTheMainActor.append(diagnostic) }
  }

  private static func takeReportsOffTheMainActor() -> [Diagnostic] {
    reportsLock.withLock { () -> [Diagnostic] in
      defer { reportsOffTheMainActor = [] }
      return reportsOffTheMainActor
    }
  }

  /// Runs a transition's `completion`, or, while another runs, once that one returns: a chain of
  /// them never deepens the stack (P16).
  func runCompletion(_ completion: (() -> Void)?) {
    guard let completion else { return }
    guard !isRunningCompletion else { return queuedCompletions.append(completion) }
    isRunningCompletion = true
    defer { isRunningCompletion = false }
    completion()
    while !queuedCompletions.isEmpty {
      let next = queuedCompletions
      queuedCompletions = []
      for queued in next { queued() }
    }
  }

  /// Runs `finish` now, or, for an animated change started in an event or while transitions
  /// are held, when its animation ends.
  func finishTransition(
    animated: Bool, named name: @autoclosure () -> String = "transition",
    _ finish: @escaping () -> Void
  ) {
    if animated && (holdsTransitions || eventDepth > 0) {
      pendingTransitions.append((name(), finish))
    } else {
      finish()
    }
  }

  // MARK: Leaks

  /// Watches `object`: once `owner` has left the window, `object` must be gone too.
  public func track(_ object: AnyObject, name: String, owner: UIViewController) {
    add(object, name: name, owner: owner)
  }

  func track(_ controller: UIViewController) {
    controller.lastKnownHost = self
    add(controller, name: controller.hostName, owner: nil)
  }

  /// Lets go of presented controllers whose old root dismissed them after it left the window (W3).
  func releaseOrphanedPresentations(_ controllers: [UIViewController]) {
    orphanedPresentations.removeAll { orphan in controllers.contains { $0 === orphan } }
  }

  /// Tracks `object` unless it is already: a controller is offered at every appearance, so its
  /// name is worked out only the first time.
  private func add(
    _ object: AnyObject, name: @autoclosure () -> String, owner: UIViewController?
  ) {
    let identity = ObjectIdentifier(object)
    // An identifier can be reused once its object is gone, so the entry is checked too.
    if let index = trackedIndex[identity], tracked[index].object === object { return }
    if tracked.count >= trackedLimit { pruneTracked() }
    trackedIndex[identity] = tracked.count
    tracked.append(TrackedObject(object: object, name: name(), owner: owner))
  }

  private func pruneTracked() {
    let count = tracked.count
    tracked.removeAll { $0.object == nil }
    trackedLimit = max(64, 2 * tracked.count)
    guard tracked.count != count else { return }
    trackedIndex.removeAll(keepingCapacity: true)
    for (index, entry) in tracked.enumerated() {
      if let object = entry.object { trackedIndex[ObjectIdentifier(object)] = index }
    }
  }

  /// Objects that left the hierarchy (or whose owner did) but are still alive.
  public var leaks: [LeakReport] { leaks(in: windowContents()) }

  /// The leaks, given what the windows hold now.
  public func leaks(in contents: WindowContents) -> [LeakReport] {
    var reports: [LeakReport] = []
    var anyGone = false
    // One weak load an entry while its anchor is on screen: what the anchor holds may stay.
    for entry in tracked {
      if let anchor = entry.anchor, contents.contains(anchor) { continue }
      guard let object = entry.object else {
        anyGone = true
        continue
      }
      reports.append(
        LeakReport(name: entry.name, typeName: String(describing: Swift.type(of: object))))
    }
    if anyGone { pruneTracked() }
    return reports
  }

  /// Every controller in the tree of a window of this host, contained or presented, each
  /// once: found by walking down from the windows' roots.
  public var controllersInWindows: [UIViewController] { windowContents().controllers }

  /// What the windows hold now, found by one walk down from their roots, for the checks that
  /// run together after a step (rather than a walk up from every tracked object).
  public func windowContents() -> WindowContents {
    var controllers: [UIViewController] = []
    var seen: Set<ObjectIdentifier> = []
    var pending = windowsWithRoots.compactMap { $0.window?.rootViewController }
    while let controller = pending.popLast() {
      guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
      controllers.append(controller)
      pending += controller.children
      if let presented = controller.storedPresented { pending.append(presented) }
    }
    return WindowContents(controllers: controllers, identities: seen)
  }

  /// The controllers the host has seen appear that are still alive, on screen or not.
  var liveTrackedControllers: [UIViewController] {
    tracked.compactMap { $0.object as? UIViewController }
  }

  /// How many objects the host watches for leaks and completions, alive or gone since it last
  /// pruned them: at most about twice those alive, whatever the navigation so far.
  public var watchedEntryCount: Int { tracked.count + watchedCompletions.count }

  /// How many tracked objects are alive right now, in the hierarchy or not.
  public var liveTrackedObjectCount: Int {
    pruneTracked()
    return tracked.count
  }
}

/// The controllers in a host's windows at one moment, contained or presented, each once.
@_spi(HostTesting)
@MainActor
public struct WindowContents {
  /// The controllers, parents before their children.
  public let controllers: [UIViewController]
  let identities: Set<ObjectIdentifier>

  /// Whether `controller` was in a window.
  public func contains(_ controller: UIViewController) -> Bool {
    identities.contains(ObjectIdentifier(controller))
  }
}

/// An object that outlived its place on screen.
@_spi(HostTesting)
public struct LeakReport: Equatable, Sendable, CustomStringConvertible {
  /// The host name of the object (`Order`, `OrderInteractor`).
  public let name: String
  /// The object's type.
  public let typeName: String

  /// `Order (OrderViewController)`.
  public var description: String { "\(name) (\(typeName))" }
}

@MainActor
private final class TrackedObject {
  weak var object: AnyObject?
  let name: String
  /// What must be on screen for the object to be: its owner, or the object itself when it is
  /// a controller. Nil once that is gone.
  weak var anchor: UIViewController?

  init(object: AnyObject, name: String, owner: UIViewController?) {
    self.object = object
    self.name = name
    self.anchor = owner ?? object as? UIViewController
  }
}
