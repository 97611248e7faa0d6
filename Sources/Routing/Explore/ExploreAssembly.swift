import Factories
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The Explore feature's part of the router variant's assembly: builds Home, Detail and
/// HelloWorld, each with its scene's builder and a router of its own, which the builder binds
/// to it. It tells the app's directory which router drives which screen, for links.
@MainActor
public final class ExploreAssembly: HomeDestinations, DetailDestinations {
  private let builders: ExploreBuilders
  private let directory: RouterDirectory

  /// Creates the feature's assembly; it builds screens with `builders` and remembers their
  /// routers in `directory`.
  public init(builders: ExploreBuilders, directory: RouterDirectory) {
    self.builders = builders
    self.directory = directory
  }

  /// Home, the Explore tab's root, with its own router.
  public func makeHome() -> UIViewController {
    let router = HomeRouter(destinations: self)
    let home = builders.home.build(router: router)
    router.linkSteps = home.linkSteps
    return directory.remember(router, for: home.screen)
  }

  public func makeDetail() -> UIViewController {
    let router = DetailRouter(destinations: self)
    let detail = builders.detail.build(router: router)
    router.linkSteps = detail.linkSteps
    return directory.remember(router, for: detail.screen)
  }

  public func makePushedHelloWorld() -> UIViewController {
    let router = HelloWorldRouter(presentation: .push)
    return directory.remember(router, for: builders.helloWorld.buildPushed(router: router))
  }

  public func makeModalHelloWorld() -> UIViewController {
    let router = HelloWorldRouter(presentation: .modal)
    return directory.remember(router, for: builders.helloWorld.buildModal(router: router))
  }
}
