@_spi(HostTesting) import Factories
@_spi(HostTesting) import PresentationHost
import Scenes

/// The Explore tab's flow: Home, Detail and a pushed HelloWorld, with a
/// `HelloWorldCoordinator` child for the modal one. Every one of the seven routes goes
/// through the `SceneNavigator`.
@MainActor
public final class ExploreCoordinator: NavigationCoordinator, HomeRouterProtocol,
  DetailRouterProtocol, HelloWorldRouterProtocol
{
  public override func start() {
    let home = HomeFactory.build(router: self, host: navigator.host)
    setRoot(home, as: .home)
    register(owner: home)
  }

  // MARK: The screens' router protocols

  public func showDetail() {
    trace(navigationController, "showDetail")
    navigator.go(to: .detail)
  }

  /// Home and Detail both ask for HelloWorld: from Home it is modal (route 6), from Detail
  /// pushed (route 3).
  public func showHelloWorld() {
    trace(navigationController, "showHelloWorld")
    navigator.go(to: .helloWorld(data: topScene == .home ? .modal : .push))
  }

  public func showHome() {
    trace(navigationController, "showHome")
    navigator.go(to: .home)
  }

  public func back() {
    trace(navigationController, "back")
    navigator.go(to: .detail)
  }

  public func home() {
    trace(navigationController, "home")
    navigator.go(to: .home)
  }

  /// A pushed HelloWorld has no Close; the modal one's router is `HelloWorldCoordinator`.
  public func close() {}

  // MARK: Routes

  public override func handle(_ route: Route) {
    guard route.trigger == .app else { return }
    let host = navigator.host
    switch (route.to, route.from) {
    case (.detail, .home):
      push(DetailFactory.build(router: self, host: host), as: .detail)
    case (.home, .detail), (.home, .helloWorld(data: .push)):
      pop(to: .home)
    case (.helloWorld(data: .push), .detail):
      push(HelloWorldFactory.build(presentation: .push, router: self, host: host), as: route.to)
    case (.detail, .helloWorld(data: .push)):
      pop(to: .detail)
    case (.helloWorld(data: .modal), .home):
      startChild(HelloWorldCoordinator(navigator: navigator, presenter: navigationController))
    default:
      break
    }
  }
}
