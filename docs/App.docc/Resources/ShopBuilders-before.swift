import Scenes

/// The Shop feature's builders, one a scene: Main, Order, Login and the registration steps.
/// The Shop tab's assembly and coordinators build its screens with them.
@MainActor
public struct ShopBuilders {
  /// Builds Main.
  public var main: any MainBuildable
  /// Builds Order.
  public var order: any OrderBuildable
  /// Builds Login.
  public var login: any LoginBuildable
  /// Builds the registration steps.
  public var textInput: any TextInputBuildable

  /// The feature's builders; the screens they build use `services`.
  public init(services: AppServices) {
    main = MainBuilder()
    order = OrderBuilder(session: services.session)
    login = LoginBuilder(accounts: services.accounts, session: services.session)
    textInput = TextInputBuilder(accounts: services.accounts)
  }
}
