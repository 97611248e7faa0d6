import BenchmarkReport
@_spi(HostTesting) import PresentationHost

/// The host's own cost per operation: push, pop, present, dismiss, set the stack.
@MainActor
enum HostOperationBenchmarks {
  static func run(runs: Int, count: Int) -> [Timing] {
    let clock = ContinuousClock()
    func stackInWindow() -> (UIWindow, UINavigationController) {
      let navigation = UINavigationController(rootViewController: UIViewController())
      let window = UIWindow()
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      return (window, navigation)
    }
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
