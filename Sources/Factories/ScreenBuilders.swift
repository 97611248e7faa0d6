import Scenes

/// The app's builders, one a scene, sharing the app's services: what both navigation styles
/// build their screens with. The composition root may put any of them in another's place.
@MainActor
public struct ScreenBuilders {
  /// Builds Main.
  public var main: any MainBuildable
  /// Builds Order.
  public var order: any OrderBuildable
  /// Builds Login.
  public var login: any LoginBuildable
  /// Builds the registration steps.
  public var textInput: any TextInputBuildable
  /// Builds Home.
  public var home: any HomeBuildable
  /// Builds Detail.
  public var detail: any DetailBuildable
  /// Builds HelloWorld, pushed or modal.
  public var helloWorld: any HelloWorldBuildable

  /// The app's builders; the screens they build use `services`.
  public init(services: AppServices = AppServices()) {
    main = MainBuilder()
    order = OrderBuilder(session: services.session)
    login = LoginBuilder(accounts: services.accounts, session: services.session)
    textInput = TextInputBuilder(accounts: services.accounts)
    home = HomeBuilder()
    detail = DetailBuilder()
    helloWorld = HelloWorldBuilder()
  }
}
