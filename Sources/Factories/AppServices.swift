import Scenes

/// The services a run of the app shares: one account store, one session. Injected, never global.
@MainActor
public struct AppServices {
  /// Where accounts are kept.
  public let accounts: any AccountStore
  /// Who is signed in.
  public let session: any UserSession

  /// Services in memory: the demo account, nobody signed in.
  public init(
    accounts: any AccountStore = InMemoryAccountStore(),
    session: any UserSession = InMemoryUserSession()
  ) {
    self.accounts = accounts
    self.session = session
  }
}
