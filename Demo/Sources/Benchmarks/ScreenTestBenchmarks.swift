import BenchmarkReport
import MVC
@_spi(HostTesting) import PresentationHost
import Scenes

/// What testing one screen's rule costs in each style: "Done while signed in orders the
/// message with its note", tested as each style's tests test it. The router and coordinator
/// variants test Order's interactor with a hand-written mock router and a presenter spy, with
/// no UIKit; plain MVC tests Order's view controller as a UIKit team does, with a spy delegate,
/// its view loaded (`loadViewIfNeeded()`) in a navigation controller, with no window.
@MainActor
enum ScreenTestBenchmarks {
  static func run(runs: Int, count: Int) -> [ScreenTest] {
    var interactorObjects = 0
    let interactor = Timing.repeated("interactor", runs: runs) {
      let clock = ContinuousClock()
      let duration = clock.measure {
        for _ in 0..<count { interactorObjects = interactorTest() }
      }
      return duration.nanoseconds / Double(count)
    }
    var controllerObjects = (all: 0, uikit: 0)
    let controller = Timing.repeated("view controller", runs: runs) {
      let clock = ContinuousClock()
      let duration = clock.measure {
        for _ in 0..<count { controllerObjects = controllerTest() }
      }
      return duration.nanoseconds / Double(count)
    }
    return [
      ScreenTest(
        style: "router and coordinator",
        test: "OrderInteractor, a mock router, a presenter spy, a session",
        objects: interactorObjects, uikitObjects: 0, time: interactor),
      ScreenTest(
        style: "mvc",
        test: "OrderViewController, its view loaded, in a navigation controller; a spy delegate",
        objects: controllerObjects.all, uikitObjects: controllerObjects.uikit, time: controller),
    ]
  }

  /// The interactor's test; the objects it built.
  private static func interactorTest() -> Int {
    let session = InMemoryUserSession()
    session.signIn(email: Account.demo.email)
    let presenter = PresenterSpy()
    let router = RouterMock()
    var heard: ChildOutcome<String>?
    let sut = OrderInteractor(
      message: "tea", session: session, presenter: presenter, completion: { heard = $0 })
    sut.router = router
    sut.done(request: OrderModels.DoneRequest(note: "with milk"))
    precondition(heard == .done("tea with milk") && router.closes == 1, "the order went through")
    return 4
  }

  /// The view controller's test; the objects it built, and how many are UIKit's.
  private static func controllerTest() -> (all: Int, uikit: Int) {
    let session = InMemoryUserSession()
    session.signIn(email: Account.demo.email)
    let spy = DelegateSpy()
    let sut = MVC.OrderViewController(
      message: "tea", accounts: InMemoryAccountStore(), session: session)
    sut.delegate = spy
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(sut, animated: false)
    sut.loadViewIfNeeded()
    let views = sut.view.allViews
    (views.first { $0.accessibilityIdentifier == "note" } as? UITextField)?.text = "with milk"
    (views.first { $0.accessibilityIdentifier == "done" } as? UIButton)?
      .sendActions(for: .primaryActionTriggered)
    precondition(spy.ordered == ["tea with milk"], "the order went through")
    // The navigation controller, its root and Order, and every view loaded; then the spy, the
    // session and the account store.
    let loaded = [navigation, root].compactMap(\.viewIfLoaded).flatMap(\.allViews).count
    let uikit = 3 + views.count + loaded
    return (uikit + 3, uikit)
  }
}

@MainActor
private final class PresenterSpy: OrderPresentationLogic {
  var calls = 0
  func presentMessage(_ message: String) { calls += 1 }
  func presentSignInRequired() { calls += 1 }
}

@MainActor
private final class RouterMock: OrderRouterProtocol {
  var closes = 0
  func login(completion: @escaping (ChildOutcome<String>) -> Void) {}
  func close() { closes += 1 }
}

@MainActor
private final class DelegateSpy: MVC.OrderViewControllerDelegate {
  var ordered: [String] = []
  func orderViewController(_ controller: MVC.OrderViewController, didOrder text: String) {
    ordered.append(text)
  }
  func orderViewControllerDidCancel(_ controller: MVC.OrderViewController) {}
}

extension UIView {
  /// The view and every view inside it.
  fileprivate var allViews: [UIView] { [self] + subviews.flatMap(\.allViews) }
}
