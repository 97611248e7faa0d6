import Scenes

/// The Explore feature's builders, one a scene: Home, Detail and HelloWorld. The Explore tab's
/// assembly and coordinators build its screens with them.
@MainActor
public struct ExploreBuilders {
  /// Builds Home.
  public var home: any HomeBuildable
  /// Builds Detail.
  public var detail: any DetailBuildable
  /// Builds HelloWorld, pushed or modal.
  public var helloWorld: any HelloWorldBuildable

  /// The feature's builders; a screen of it that needs the app's services takes them from
  /// `services` (none does yet).
  public init(services: AppServices) {
    home = HomeBuilder()
    detail = DetailBuilder()
    helloWorld = HelloWorldBuilder()
  }
}
