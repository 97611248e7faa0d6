import Foundation

#if canImport(UIKit)
  import UIKit
#else
  @_spi(HostTesting) import PresentationHost
#endif

// A probe of UIKit's time: seven cases the host's rules for a transition's turn rest on (RT1–RT6
// in PresentationHost/HOST_RULES.md), each run in one turn of the main run loop, on a device or
// a simulator as on the host. Each records what its screens and their navigation delegate hear
// and where it ends, one line each, in one form on both; `demo probe` prints the host's
// recording, and `demo probe compare FILE` prints where a device's differs. A recording from a
// device is what settles the host's time rules; the warnings UIKit logs reach Xcode's console,
// not the app, and are added to a device's recording by hand (`warning: …`).

/// One case: a window set up, then one turn of calls on it.
@MainActor
public struct TimeProbeCase: Sendable {
  /// Its number, from 1.
  public let number: Int
  /// What it asks of UIKit.
  public let question: String
  /// Makes the window's root, which settles before the turn.
  let setUp: @MainActor (ProbeLog) -> UIViewController
  /// What is done once the root has appeared, and settles before the turn.
  var shown: (@MainActor (UIViewController, ProbeLog) -> Void)? = nil
  /// The calls made in one turn, given the root.
  let turn: @MainActor (UIViewController, ProbeLog) -> Void
}

/// What a case's screens and navigation delegate heard, in order.
@MainActor
public final class ProbeLog {
  /// One line a callback, `Name.callback`, or a note (`note: …`).
  public private(set) var lines: [String] = []
  /// The navigation delegate the case's stack has, kept here: a controller holds it weakly.
  var delegate: AnyObject?

  func add(_ line: String) { lines.append(line) }
}

/// A screen that writes each lifecycle callback it hears to the log.
@MainActor
final class ProbeScreen: UIViewController {
  private let log: ProbeLog

  init(_ name: String, log: ProbeLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("made in code") }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.add("\(title ?? "").viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.add("\(title ?? "").viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.add("\(title ?? "").viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.add("\(title ?? "").viewDidDisappear")
  }
}

/// A navigation controller's delegate that writes what it hears to the log.
@MainActor
final class ProbeNavigationDelegate: NSObject, UINavigationControllerDelegate {
  private let log: ProbeLog

  init(log: ProbeLog) {
    self.log = log
    super.init()
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    log.add("didShow(\(viewController.title ?? ""))")
  }
}

extension TimeProbeCase {
  /// The seven cases.
  public static let all: [TimeProbeCase] = [
    TimeProbeCase(
      number: 1, question: "Two animated pushes in one turn: is the second performed, and logged?",
      setUp: stack("A"),
      turn: { root, log in
        let navigation = root as? UINavigationController
        navigation?.pushViewController(ProbeScreen("B", log: log), animated: true)
        navigation?.pushViewController(ProbeScreen("C", log: log), animated: true)
        log.add("note: stack after the calls: \(names(navigation?.viewControllers))")
      }),
    TimeProbeCase(
      number: 2, question: "A present from a screen pushed without animation in the same turn",
      setUp: stack("A"),
      turn: { root, log in
        let pushed = ProbeScreen("B", log: log)
        (root as? UINavigationController)?.pushViewController(pushed, animated: false)
        pushed.present(ProbeScreen("C", log: log), animated: true) {
          log.add("note: present's completion ran")
        }
      }),
    TimeProbeCase(
      number: 3,
      question: "Is a just-presented navigation controller's view in a window in the turn?",
      setUp: { log in ProbeScreen("A", log: log) },
      turn: { root, log in
        let modal = UINavigationController(rootViewController: ProbeScreen("B", log: log))
        root.present(modal, animated: true)
        log.add("note: in a window after the call: \(modal.viewIfLoaded?.window != nil)")
      }),
    TimeProbeCase(
      number: 4,
      question: "An unanimated dismiss, then a present from the same presenter, in one turn",
      setUp: { log in ProbeScreen("A", log: log) },
      shown: { root, log in root.present(ProbeScreen("B", log: log), animated: false) },
      turn: { root, log in
        root.dismiss(animated: false)
        root.present(ProbeScreen("C", log: log), animated: true) {
          log.add("note: present's completion ran")
        }
      }),
    TimeProbeCase(
      number: 5, question: "A present from a tab selected in the same turn",
      setUp: { log in
        let tabs = UITabBarController()
        tabs.viewControllers = [ProbeScreen("A", log: log), ProbeScreen("B", log: log)]
        return tabs
      },
      turn: { root, log in
        let tabs = root as? UITabBarController
        tabs?.selectedIndex = 1
        tabs?.viewControllers?[1].present(ProbeScreen("C", log: log), animated: true) {
          log.add("note: present's completion ran")
        }
      }),
    TimeProbeCase(
      number: 6, question: "An animated pop, then an animated push, on one stack in one turn",
      setUp: stack("A", "B"),
      turn: { root, log in
        let navigation = root as? UINavigationController
        navigation?.popViewController(animated: true)
        navigation?.pushViewController(ProbeScreen("C", log: log), animated: true)
        log.add("note: stack after the calls: \(names(navigation?.viewControllers))")
      }),
    TimeProbeCase(
      number: 7, question: "A present from a navigation controller whose push is pending",
      setUp: stack("A"),
      turn: { root, log in
        let navigation = root as? UINavigationController
        navigation?.pushViewController(ProbeScreen("B", log: log), animated: true)
        navigation?.present(ProbeScreen("C", log: log), animated: true) {
          log.add("note: present's completion ran")
        }
      }),
  ]

  /// A navigation controller with screens named `names`, whose delegate writes to the log.
  private static func stack(_ names: String...) -> @MainActor (ProbeLog) -> UIViewController {
    { log in
      let navigation = UINavigationController()
      navigation.viewControllers = names.map { ProbeScreen($0, log: log) }
      let delegate = ProbeNavigationDelegate(log: log)
      navigation.delegate = delegate
      log.delegate = delegate
      return navigation
    }
  }

  fileprivate static func names(_ controllers: [UIViewController]?) -> String {
    (controllers ?? []).map { $0.title ?? "" }.joined(separator: " > ")
  }

  /// Where `root`'s window is: its stack or selected tab, then each screen presented over it,
  /// `A > B | C`, as both the host and a device read it.
  static func path(of root: UIViewController) -> String {
    var parts: [String] = []
    var current: UIViewController? = root
    while let controller = current {
      let shown = (controller as? UITabBarController)?.selectedViewController ?? controller
      parts.append(
        names((shown as? UINavigationController)?.viewControllers ?? [shown]))
      current = controller.presentedViewController
    }
    return parts.joined(separator: " | ")
  }
}

/// A recording: for each case, the lines its log heard after the turn began, where its window
/// ended (`end: …`), and the warnings UIKit logged (`warning: …`).
public struct TimeProbeRecording: Equatable, Sendable {
  /// Each case's lines, by its number.
  public var cases: [Int: [String]] = [:]

  public init(cases: [Int: [String]] = [:]) { self.cases = cases }

  /// The recording as text: `# case N: question`, then its lines.
  @MainActor public var text: String {
    cases.keys.sorted().map { number in
      let question = TimeProbeCase.all.first { $0.number == number }?.question ?? ""
      return (["# case \(number): \(question)"] + (cases[number] ?? [])).joined(separator: "\n")
    }.joined(separator: "\n") + "\n"
  }

  /// Reads a recording's text; lines before the first case, and blank ones, are skipped.
  public init(text: String) {
    var current: Int?
    for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) })
    where !line.isEmpty {
      if line.hasPrefix("# case "), let number = Int(line.dropFirst(7).prefix { $0.isNumber }) {
        current = number
        cases[number, default: []] = []
      } else if let current {
        cases[current, default: []].append(line)
      }
    }
  }

  /// Where `other`, a device's recording, differs from this one, a case a line:
  /// `case N: the host heard … where the device heard …`; empty when they agree on every case
  /// both hold.
  public func differences(from other: TimeProbeRecording) -> [String] {
    cases.keys.sorted().compactMap { number in
      guard let theirs = other.cases[number], let ours = cases[number], theirs != ours else {
        return nil
      }
      let onlyHere = ours.filter { !theirs.contains($0) }
      let onlyThere = theirs.filter { !ours.contains($0) }
      let order = onlyHere.isEmpty && onlyThere.isEmpty ? " (the same lines, in another order)" : ""
      return
        "case \(number)\(order): the host heard [\(onlyHere.joined(separator: "; "))] where the device heard [\(onlyThere.joined(separator: "; "))]"
    }
  }
}

#if !canImport(UIKit)
  extension TimeProbeRecording {
    /// The host's recording: each case in a window of its own host, set up and settled, then
    /// its turn (`turn(_:)`), its end (`settle()`), and the host's warnings and refusals.
    @MainActor
    public static func onTheHost() -> TimeProbeRecording {
      var recording = TimeProbeRecording()
      for probe in TimeProbeCase.all {
        let host = HeadlessHost()
        let window = UIWindow(host: host)
        let log = ProbeLog()
        let root = probe.setUp(log)
        window.rootViewController = root
        window.makeKeyAndVisible()
        probe.shown?(root, log)
        host.settle()
        let heardBefore = log.lines.count
        host.turn { probe.turn(root, log) }
        host.settle()
        recording.cases[probe.number] =
          Array(log.lines[heardBefore...]) + ["end: \(TimeProbeCase.path(of: root))"]
          + host.diagnostics.map { "warning: \($0.message)" }
      }
      return recording
    }
  }
#else
  extension TimeProbeRecording {
    /// This device's recording, case after case, each in a window of `scene`'s own: set up,
    /// a second to appear and settle, its turn in one main-queue block, a second and a half for
    /// its animations, then read. UIKit's warnings go to Xcode's console, not here: add them
    /// to the recording by hand, `warning: …`.
    @MainActor
    public static func onThisDevice(
      in scene: UIWindowScene, then done: @escaping @MainActor (TimeProbeRecording) -> Void
    ) {
      let run = DeviceRun(scene: scene, done: done)
      run.next()
    }
  }

  /// The cases run one after another on a device.
  @MainActor
  private final class DeviceRun {
    let scene: UIWindowScene
    let done: @MainActor (TimeProbeRecording) -> Void
    var recording = TimeProbeRecording()
    var index = 0
    var window: UIWindow?

    init(scene: UIWindowScene, done: @escaping @MainActor (TimeProbeRecording) -> Void) {
      self.scene = scene
      self.done = done
    }

    func next() {
      window?.isHidden = true
      guard index < TimeProbeCase.all.count else { return done(recording) }
      let probe = TimeProbeCase.all[index]
      index += 1
      let log = ProbeLog()
      let window = UIWindow(windowScene: scene)
      self.window = window
      let root = probe.setUp(log)
      window.rootViewController = root
      window.makeKeyAndVisible()
      later(1) {
        probe.shown?(root, log)
        self.later(1) {
          let heardBefore = log.lines.count
          probe.turn(root, log)
          self.later(1.5) {
            self.recording.cases[probe.number] =
              Array(log.lines[heardBefore...]) + ["end: \(TimeProbeCase.path(of: root))"]
            self.next()
          }
        }
      }
    }

    /// Runs `body` `seconds` from now, in a turn of its own.
    func later(_ seconds: Double, _ body: @escaping @MainActor () -> Void) {
      DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
        MainActor.assumeIsolated { body() }
      }
    }
  }
#endif
