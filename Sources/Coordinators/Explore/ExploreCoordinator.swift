import Factories
import Links
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The Explore tab's flow: Home, Detail and a pushed HelloWorld, with a
/// `HelloWorldCoordinator` child for the modal one. It is the router of the three screens, and
/// shows each of the seven routes in the method its screen asks.
@MainActor
public final class ExploreCoordinator: NavigationCoordinator, HomeRouterProtocol,
  DetailRouterProtocol, PushedHelloWorldRouterProtocol
{
  /// Builds the feature's screens.
  private let builders: ExploreBuilders

  /// Creates the Explore tab's flow, which builds its screens with `builders`.
  public init(routePublisher: RoutePublisher, builders: ExploreBuilders) {
    self.builders = builders
    super.init(routePublisher: routePublisher)
  }

  /// What a link asks of Home, and of the Detail on show. Weak: each screen owns its
  /// interactor, which takes them.
  private weak var homeActions: (any HomeLinkActions)?
  private weak var detailActions: (any DetailLinkActions)?

  public override func start() {
    let home = builders.home.build(router: self)
    homeActions = home.linkActions
    setRoot(home.screen)
  }

  /// Home, Detail, or the HelloWorld pushed over Detail.
  public override func place(of screen: UIViewController) -> Place? {
    switch screen {
    case is HomeViewController: .home
    case is DetailViewController: .detail
    case is HelloWorldViewController: .helloWorld(.push)
    default: nil
    }
  }

  // MARK: The screens' router protocols

  /// Route 1: Detail over Home.
  public func showDetail() {
    guard topPlace == .home else { return }
    push(.detail) {
      let detail = builders.detail.build(router: self)
      detailActions = detail.linkActions
      return detail.screen
    }
  }

  /// Route 6: HelloWorld presented over Home, in a flow of its own.
  public func presentHelloWorld() {
    guard topPlace == .home, helloWorldFlow == nil else { return }
    startChild(
      HelloWorldCoordinator(
        routePublisher: routePublisher, builders: builders, presenter: navigationController))
  }

  /// Route 3: HelloWorld pushed over Detail.
  public func showHelloWorld() {
    guard topPlace == .detail else { return }
    push(.helloWorld(.push)) { builders.helloWorld.buildPushed(router: self) }
  }

  /// Route 2: back to Home from Detail.
  public func showHome() {
    pop(to: .home)
  }

  /// Route 4: back to Detail from a pushed HelloWorld.
  public func back() {
    pop(to: .detail)
  }

  /// Route 5: back to Home from a pushed HelloWorld.
  public func home() {
    pop(to: .home)
  }

  /// The modal HelloWorld's flow, while it is there.
  var helloWorldFlow: HelloWorldCoordinator? {
    presentedChild(HelloWorldCoordinator.self, over: navigationController)
  }
}

// MARK: Links

extension ExploreCoordinator: TabFlow, PlaceFlow {
  var shownPlaces: [any ShownPlace] { stackPlaces + (helloWorldFlow.map { [$0] } ?? []) }

  func advance(to next: Place, after place: Place, in link: AppLink) {
    switch (place, next) {
    case (.home, .detail): homeActions?.detail()
    case (.home, .helloWorld(.modal)): homeActions?.hello()
    case (.detail, .helloWorld(.push)): detailActions?.hello()
    default: break
    }
  }
}
