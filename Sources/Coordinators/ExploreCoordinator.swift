import Factories
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The Explore tab's flow: Home, Detail and a pushed HelloWorld, with a
/// `HelloWorldCoordinator` child for the modal one. Every one of the seven routes goes
/// through the `SceneNavigator`.
@MainActor
public final class ExploreCoordinator: NavigationCoordinator, HomeRouterProtocol,
  DetailRouterProtocol, PushedHelloWorldRouterProtocol
{
  /// The routes this flow shows: to or from these scenes.
  public override class var routedScenes: Set<SceneNavigator.Interest>? {
    [.kind(.home), .kind(.detail), .kind(.helloWorld)]
  }

  public override func start() {
    let home = builders.home.build(router: self)
    setRoot(home, as: .home)
  }

  // MARK: The screens' router protocols

  public func showDetail() {
    navigator.go(to: .detail)
  }

  public func presentHelloWorld() {
    navigator.go(to: .helloWorld(data: .modal))
  }

  public func showHelloWorld() {
    navigator.go(to: .helloWorld(data: .push))
  }

  public func showHome() {
    navigator.go(to: .home)
  }

  public func back() {
    navigator.go(to: .detail)
  }

  public func home() {
    navigator.go(to: .home)
  }

  // MARK: Routes

  public override func handle(_ route: Route) {
    guard route.trigger == .app else { return }
    switch (route.to, route.from) {
    case (.detail, .home):
      push(builders.detail.build(router: self), as: .detail)
    case (.home, .detail), (.home, .helloWorld(data: .push)):
      pop(to: .home)
    case (.helloWorld(data: .push), .detail):
      push(builders.helloWorld.buildPushed(router: self), as: route.to)
    case (.detail, .helloWorld(data: .push)):
      pop(to: .detail)
    case (.helloWorld(data: .modal), .home):
      startChild(
        HelloWorldCoordinator(
          navigator: navigator, builders: builders, presenter: navigationController))
    default:
      break
    }
  }
}
