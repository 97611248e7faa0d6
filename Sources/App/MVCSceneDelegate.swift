import Factories
import MVC

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Starts the plain MVC variant the way an iOS 13 app starts: when the window scene connects,
/// make the tab bar controller and show it (`AppSceneDelegate` does the rest).
@MainActor
public final class MVCSceneDelegate: AppSceneDelegate {
  /// Creates the delegate; the app's screens share `services`.
  public init(services: AppServices) {
    super.init { window in
      let root = AppTabBarController(accounts: services.accounts, session: services.session)
      window.rootViewController = root
      window.makeKeyAndVisible()
      return root
    }
  }

  /// The delegate iOS makes from the scene configuration's `delegateClass`: its screens share
  /// the app delegate's services.
  public convenience init() {
    self.init(services: AppDelegate.sharedServices)
  }
}
