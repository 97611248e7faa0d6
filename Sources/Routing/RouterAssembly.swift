import Factories

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The router variant's assembly: the app's features composed, each building its own screens
/// with routers of their own (`ShopAssembly`, `ExploreAssembly`). The one place that knows every
/// feature.
@MainActor
public final class RouterAssembly: AppDestinations {
  /// The Shop feature's assembly.
  public let shop: ShopAssembly
  /// The Explore feature's assembly.
  public let explore: ExploreAssembly

  /// Creates the assembly; each feature builds its screens with its part of `builders`.
  public init(builders: ScreenBuilders = ScreenBuilders()) {
    shop = ShopAssembly(builders: builders.shop)
    explore = ExploreAssembly(builders: builders.explore)
  }

  public func makeMain() -> UIViewController { shop.makeMain() }

  public func makeHome() -> UIViewController { explore.makeHome() }
}
