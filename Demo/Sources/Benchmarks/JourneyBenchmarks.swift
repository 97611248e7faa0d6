import BenchmarkReport
@_spi(HostTesting) import Journeys
@_spi(HostTesting) import PresentationHost

/// Each journey on each variant, against its floor: the same host operations on bare
/// controllers, with no interactor, presenter or router, and the same keys typed into a field
/// of the screen shown. The floor and the variants take turns
/// within each run, each in every place of the order in turn, so that a slow moment of the
/// machine weighs on all of them alike rather than on one ratio.
@MainActor
enum JourneyBenchmarks {
  static func run(runs: Int, repetitions: Int) -> [BenchmarkReport.JourneyRow] {
    let clock = ContinuousClock()
    var rows: [BenchmarkReport.JourneyRow] = []
    for journey in sampleJourneys {
      let paths = observedPaths(of: journey)
      // nil is the floor.
      let contenders: [Variant?] = [nil] + Variant.allCases
      var samples = Array(repeating: [Double](), count: contenders.count)
      for run in 0..<runs {
        for turn in contenders.indices {
          let index = (turn + run) % contenders.count
          let duration = clock.measure {
            for _ in 0..<repetitions {
              if let variant = contenders[index] {
                let app = variant.launch(instrumented: false)
                for step in journey.steps { try? app.perform(step.action) }
              } else {
                FloorApp.replay(paths)
              }
            }
          }
          samples[index].append(duration.nanoseconds / 1000 / Double(repetitions))
        }
      }
      let timings = zip(contenders, samples).map { contender, samples in
        Timing(
          name: "journey \(journey.id) \(contender?.rawValue ?? "floor")", unit: "µs",
          samples: samples)
      }
      var variants: [String: Timing] = [:]
      for (variant, timing) in zip(Variant.allCases, timings.dropFirst()) {
        variants[variant.rawValue] = timing
      }
      rows.append(
        BenchmarkReport.JourneyRow(journey: journey.id, floor: timings[0], variants: variants))
    }
    return rows
  }

  /// The current window and its canonical path after launch and after every step, as the
  /// router variant shows them, and what each step typed.
  static func observedPaths(of journey: Journey) -> [FloorApp.Step] {
    let app = Variant.router.launch()
    var paths = [FloorApp.Step(window: app.currentWindow, path: app.path, typed: nil)]
    for step in journey.steps {
      try? app.perform(step.action)
      var typed: String?
      if case .type(_, let text) = step.action { typed = text }
      paths.append(FloorApp.Step(window: app.currentWindow, path: app.path, typed: typed))
    }
    return paths
  }
}

/// The sample app's containers with bare controllers, driven from path to path by the
/// host operations a navigation layer would make: select, push, pop to, present, dismiss, each
/// an event whose transition ends before the next, as the variants' walks take them; and the
/// keys a person types, into a field of the screen shown, as typing costs the host the same
/// whichever style navigates.
@MainActor
final class FloorApp {
  /// Where a window of the journey is after a step, and what the step typed.
  struct Step {
    let window: Int
    let path: String
    let typed: String?
  }

  private let window = UIWindow()
  private let tabBar = UITabBarController()
  private let tabs: [String: UINavigationController]

  init() {
    var tabs: [String: UINavigationController] = [:]
    for (title, root) in [("Shop", "Main"), ("Explore", "Home")] {
      let navigation = UINavigationController(rootViewController: Self.bare(root))
      navigation.tabBarItem.title = title
      tabs[title] = navigation
    }
    self.tabs = tabs
    tabBar.viewControllers = [tabs["Shop"], tabs["Explore"]].compactMap { $0 }
    // Measured as the variants are: with no transcript, which only the console reads.
    window.host.recordsTranscript = false
    window.rootViewController = tabBar
    window.makeKeyAndVisible()
  }

  /// Drives one floor window per window of the journey from path to path; a window's first
  /// path makes it, as a new window's scene makes its containers. A window whose scene
  /// disconnected (an empty path) is gone, and made again when it comes back, as a scene that
  /// connects again makes its window anew.
  static func replay(_ steps: [Step]) {
    var windows = [steps.first?.window ?? 0: FloorApp()]
    for step in steps.dropFirst() {
      guard !step.path.isEmpty else {
        windows[step.window] = nil
        continue
      }
      let app = windows[step.window] ?? FloorApp()
      windows[step.window] = app
      app.apply(step.path)
      if let typed = step.typed { app.type(typed) }
    }
  }

  /// Types `text` into the field of the screen shown, adding one to it first if it has none.
  private func type(_ text: String) {
    guard let screen = window.host.visibleScreen else { return }
    if !screen.view.subviews.contains(where: { $0 is UITextField }) {
      let field = UITextField(frame: CGRect(x: 16, y: 100, width: 300, height: 44))
      field.accessibilityIdentifier = Self.fieldName
      screen.view.addSubview(field)
    }
    try? window.host.type(text, into: Self.fieldName)
  }

  private static let fieldName = "floor"

  private func apply(_ path: String) {
    let parts = path.split(separator: ":", maxSplits: 1).map(String.init)
    guard parts.count == 2, let navigation = tabs[parts[0]] else { return }
    if tabBar.selectedViewController !== navigation { tabBar.selectedViewController = navigation }
    let levels = parts[1].trimmingPrefix(" ").components(separatedBy: " | ").map {
      $0.components(separatedBy: " > ")
    }
    var presented: [UINavigationController] = []
    var presenter: UIViewController = tabBar
    while let next = presenter.presentedViewController as? UINavigationController {
      presented.append(next)
      presenter = next
    }
    if presented.count > levels.count - 1 {
      let presenter = levels.count == 1 ? tabBar : presented[levels.count - 2]
      inTurn { presenter.dismiss(animated: true) }
      presented.removeLast(presented.count - (levels.count - 1))
    }
    align(navigation, to: levels[0])
    for (index, level) in levels.dropFirst().enumerated() {
      if index < presented.count {
        align(presented[index], to: level)
      } else {
        let modal = UINavigationController(rootViewController: Self.bare(level[0]))
        let presenter = index == 0 ? tabBar : presented[index - 1]
        inTurn { presenter.present(modal, animated: true) }
        presented.append(modal)
        align(modal, to: level)
      }
    }
  }

  private func align(_ navigation: UINavigationController, to names: [String]) {
    let stack = navigation.viewControllers
    var common = 0
    while common < min(stack.count, names.count), stack[common].title == names[common] {
      common += 1
    }
    if common < stack.count, common > 0 {
      inTurn { navigation.popToViewController(stack[common - 1], animated: true) }
    }
    for name in names.dropFirst(common) {
      inTurn { navigation.pushViewController(Self.bare(name), animated: true) }
    }
  }

  /// Runs `operation` as an event, then lets its transition end, as a walk's step does.
  private func inTurn(_ operation: () -> Void) {
    window.host.turn(operation)
    window.host.settle()
  }

  private static func bare(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
  }
}
