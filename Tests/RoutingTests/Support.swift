import Factories
@_spi(HostTesting) import PresentationHost
import Routing
import Scenes
import Testing

/// Records what routers ask to build and hands back plain, titled screens. Each screen's
/// destinations are an extension beside its tests (`MainDestinationsSpy.swift`), so a screen that
/// asks for a new one changes its own file only.
@MainActor
final class DestinationsSpy: AppDestinations {
  var builds: [String] = []
  /// What each request handed over as its screen was made, by the request's name: a completion,
  /// or the registration a step is of.
  var handedOver: [String: Any] = [:]

  func makeMain() -> UIViewController { made("Main") }
  func makeHome() -> UIViewController { made("Home") }

  func made(_ build: String, title: String? = nil) -> UIViewController {
    builds.append(build)
    let screen = UIViewController()
    screen.title = title ?? build
    return screen
  }
}

/// A Shop-like stack in a visible window: a navigation controller whose root is `root`.
@MainActor
func stackWindow(root: UIViewController) -> (UIWindow, UINavigationController) {
  let navigation = UINavigationController(rootViewController: root)
  let window = UIWindow()
  window.rootViewController = navigation
  window.makeKeyAndVisible()
  return (window, navigation)
}

/// A screen titled `title`, pushed over a root titled `root` on a visible stack.
@MainActor
func pushed(_ title: String, over root: String) -> (
  UIViewController, UIWindow, UINavigationController
) {
  let (window, navigation) = stackWindow(root: titled(root))
  let screen = titled(title)
  navigation.pushViewController(screen, animated: false)
  return (screen, window, navigation)
}

@MainActor
func titled(_ title: String) -> UIViewController {
  let screen = UIViewController()
  screen.title = title
  return screen
}

@MainActor
func expectClean(_ host: HeadlessHost, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(host.diagnostics.isEmpty, "\(host.diagnostics)", sourceLocation: sourceLocation)
  #expect(host.leaks.isEmpty, "\(host.leaks)", sourceLocation: sourceLocation)
}

/// Records every value a completion receives.
@MainActor
final class Recorder<Value> {
  var values: [Value] = []
  var record: (Value) -> Void { { self.values.append($0) } }
}

/// Order's builder, wrapped so that a test can await each order's outcome: an order that awaits
/// its login completes on a later turn of the main actor than the tap that signed in.
@MainActor
final class OrderOutcomes: OrderBuildable {
  private let base: any OrderBuildable
  private var outcomes: [ChildOutcome<String>] = []
  private var waiter: CheckedContinuation<ChildOutcome<String>, Never>?

  init(base: any OrderBuildable) {
    self.base = base
  }

  func build(
    message: String, router: any OrderRouterProtocol,
    completion: @escaping (ChildOutcome<String>) -> Void
  ) -> (screen: OrderViewController, linkActions: any OrderLinkActions) {
    base.build(message: message, router: router) { [weak self] outcome in
      completion(outcome)
      self?.deliver(outcome)
    }
  }

  /// The next order's outcome, once that order has ended.
  func next() async -> ChildOutcome<String> {
    if !outcomes.isEmpty { return outcomes.removeFirst() }
    return await withCheckedContinuation { waiter = $0 }
  }

  private func deliver(_ outcome: ChildOutcome<String>) {
    guard let waiter else { return outcomes.append(outcome) }
    self.waiter = nil
    waiter.resume(returning: outcome)
  }
}
