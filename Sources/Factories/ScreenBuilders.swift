import Scenes

/// The app's builders, a feature's at a time, sharing the app's services: what both navigation
/// styles build their screens with. The composition root may put any of them in another's
/// place.
@MainActor
public struct ScreenBuilders {
  /// The Shop feature's builders.
  public var shop: ShopBuilders
  /// The Explore feature's builders.
  public var explore: ExploreBuilders

  /// The app's builders; the screens they build use `services`.
  public init(services: AppServices = AppServices()) {
    shop = ShopBuilders(services: services)
    explore = ExploreBuilders(services: services)
  }
}
