import Factories

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The router variant's assembly: the app's features composed, each building its own screens
/// with routers of their own (`ShopAssembly`, `ExploreAssembly`), all remembered in one
/// directory, so that a link reads the place from router to router across them. The one place
/// that knows every feature.
@MainActor
public final class RouterAssembly: AppDestinations {
  /// The Shop feature's assembly.
  public let shop: ShopAssembly
  /// The Explore feature's assembly.
  public let explore: ExploreAssembly
  private let directory = RouterDirectory()

  /// Creates the assembly; each feature builds its screens with its part of `builders`.
  public init(builders: ScreenBuilders = ScreenBuilders()) {
    shop = ShopAssembly(builders: builders.shop, directory: directory)
    explore = ExploreAssembly(builders: builders.explore, directory: directory)
  }

  public func makeMain() -> UIViewController { shop.makeMain() }

  public func makeHome() -> UIViewController { explore.makeHome() }

  public func router(of screen: UIViewController) -> (any PlaceRouter)? {
    directory.router(of: screen)
  }
}
