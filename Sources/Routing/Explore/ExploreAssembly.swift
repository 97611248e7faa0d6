import Factories
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The Explore feature's part of the router variant's assembly: builds Home, Detail and
/// HelloWorld, each with its scene's builder and a router of its own, which the screen keeps and
/// which holds the screen weakly (the builders' `build(keeping:)`).
@MainActor
public final class ExploreAssembly: HomeDestinations, DetailDestinations {
  private let builders: ExploreBuilders

  /// Creates the feature's assembly; it builds screens with `builders`.
  public init(builders: ExploreBuilders) {
    self.builders = builders
  }

  /// Home, the Explore tab's root, with its own router.
  public func makeHome() -> UIViewController {
    let router = HomeRouter(destinations: self)
    let home = builders.home.build(keeping: router)
    router.linkActions = home.linkActions
    return home.screen
  }

  public func makeDetail() -> UIViewController {
    let router = DetailRouter(destinations: self)
    let detail = builders.detail.build(keeping: router)
    router.linkActions = detail.linkActions
    return detail.screen
  }

  public func makePushedHelloWorld() -> UIViewController {
    let router = HelloWorldRouter(presentation: .push)
    return builders.helloWorld.buildPushed(keeping: router)
  }

  public func makeModalHelloWorld() -> UIViewController {
    let router = HelloWorldRouter(presentation: .modal)
    return builders.helloWorld.buildModal(keeping: router)
  }
}
