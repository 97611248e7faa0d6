import BenchmarkReport
@_spi(HostTesting) import PresentationHost

/// A navigation controller with a bare root, in a window made key and visible.
@MainActor
func stackInWindow() -> (UIWindow, UINavigationController) {
  let navigation = UINavigationController(rootViewController: UIViewController())
  let window = UIWindow()
  window.rootViewController = navigation
  window.makeKeyAndVisible()
  return (window, navigation)
}

/// The host's own cost per operation: push, pop, present, dismiss, set the stack.
@MainActor
enum HostOperationBenchmarks {
  static func run(runs: Int, count: Int) -> [Timing] {
    let clock = ContinuousClock()
    // Stacks stay between 1 and 10 deep, as in an app; only the operation itself is timed.
    let push = Timing.repeated("push", runs: runs) {
      let (_, navigation) = stackInWindow()
      let root = navigation.viewControllers
      var total = Duration.zero
      for index in 0..<count {
        if index % 9 == 0 { navigation.setViewControllers(root, animated: false) }
        let screen = UIViewController()
        total += clock.measure { navigation.pushViewController(screen, animated: true) }
      }
      return total.nanoseconds / Double(count)
    }
    let pop = Timing.repeated("pop", runs: runs) {
      let (_, navigation) = stackInWindow()
      let root = navigation.viewControllers
      var total = Duration.zero
      for index in 0..<count {
        if index % 9 == 0 {
          navigation.setViewControllers(
            root + (0..<9).map { _ in UIViewController() }, animated: false)
        }
        total += clock.measure { navigation.popViewController(animated: true) }
      }
      return total.nanoseconds / Double(count)
    }
    // Each run presents and dismisses in turn; both are timed, each its own figure over the runs.
    var dismissSamples: [Double] = []
    let present = Timing.repeated("present", runs: runs) {
      let (_, navigation) = stackInWindow()
      let screens = (0..<count).map { _ in UIViewController() }
      var presentTotal = Duration.zero
      var dismissTotal = Duration.zero
      for screen in screens {
        presentTotal += clock.measure { navigation.present(screen, animated: true) }
        dismissTotal += clock.measure { navigation.dismiss(animated: true) }
      }
      dismissSamples.append(dismissTotal.nanoseconds / Double(count))
      return presentTotal.nanoseconds / Double(count)
    }
    let dismiss = Timing(name: "dismiss", samples: dismissSamples)
    let setStack = Timing.repeated("set the stack (3 controllers)", runs: runs) {
      let (_, navigation) = stackInWindow()
      let stacks = (0..<count).map { _ in (0..<3).map { _ in UIViewController() } }
      let elapsed = clock.measure {
        for stack in stacks { navigation.setViewControllers(stack, animated: true) }
      }
      return elapsed.nanoseconds / Double(count)
    }
    return [push, pop, present, dismiss, setStack]
  }
}

/// The host's operations on a shallow stack and a deep one, and on a short chain of
/// presentations and a long one: on a device, each costs the same at any depth.
@MainActor
enum HostDepthBenchmarks {
  static func run(runs: Int, count: Int) -> [BenchmarkReport.DepthRow] {
    let depths = [BenchmarkReport.depths.shallow, BenchmarkReport.depths.deep]
    let clock = ContinuousClock()
    let push = depths.map { depth in
      Timing.repeated("push at depth \(depth)", runs: runs) {
        let (window, navigation) = stackInWindow()
        navigation.setViewControllers(
          (0..<depth).map { _ in UIViewController() }, animated: false)
        var total = Duration.zero
        for _ in 0..<count {
          let screen = UIViewController()
          total += clock.measure { navigation.pushViewController(screen, animated: true) }
          navigation.popViewController(animated: false)
        }
        return withExtendedLifetime(window) { total.nanoseconds / Double(count) }
      }
    }
    var dismissals: [[Double]] = [[], []]
    let present = depths.enumerated().map { index, depth in
      Timing.repeated("present at depth \(depth)", runs: runs) {
        let root = UIViewController()
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        var top = root
        for _ in 1..<depth {
          let next = UIViewController()
          next.modalPresentationStyle = .fullScreen
          top.present(next, animated: false)
          top = next
        }
        var presenting = Duration.zero
        var dismissing = Duration.zero
        for _ in 0..<count {
          let screen = UIViewController()
          presenting += clock.measure { top.present(screen, animated: true) }
          dismissing += clock.measure { screen.dismiss(animated: true) }
        }
        dismissals[index].append(dismissing.nanoseconds / Double(count))
        return withExtendedLifetime(window) { presenting.nanoseconds / Double(count) }
      }
    }
    let dismiss = depths.indices.map {
      Timing(name: "dismiss at depth \(depths[$0])", samples: dismissals[$0])
    }
    return [
      .init(operation: "push", shallow: push[0], deep: push[1]),
      .init(operation: "present", shallow: present[0], deep: present[1]),
      .init(operation: "dismiss", shallow: dismiss[0], deep: dismiss[1]),
    ]
  }
}
