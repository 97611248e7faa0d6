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
    builders.home.build(keeping: HomeRouter(destinations: self))
  }

  public func makeDetail() -> UIViewController {
    builders.detail.build(keeping: DetailRouter(destinations: self))
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
