import Factories
import Routing

/// Starts the router variant the way an iOS 13 app starts: when the window scene connects,
/// `AppRouter` sets the window's root (`AppSceneDelegate` does the rest).
@MainActor
public final class RouterSceneDelegate: AppSceneDelegate {
  /// Creates the delegate; the app it starts builds its screens with `builders`.
  public init(builders: ScreenBuilders) {
    super.init { window in
      let appRouter = AppRouter(window: window, destinations: RouterAssembly(builders: builders))
      appRouter.start()
      return appRouter
    }
  }

  /// The delegate iOS makes from the scene configuration's `delegateClass`: its screens share
  /// the app delegate's services.
  public convenience init() {
    self.init(builders: AppDelegate.sharedBuilders)
  }
}
