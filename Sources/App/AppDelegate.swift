import Factories

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The app's delegate, as an iOS app target holds it: the services every window scene shares,
/// and the scene delegate iOS makes for each new one, which drives it in the chosen style.
@MainActor
public final class AppDelegate: UIResponder, UIApplicationDelegate {
  /// The ways the sample navigates the same screens.
  public enum NavigationStyle: String, Sendable {
    /// A router per screen (`RouterSceneDelegate`).
    case routers
    /// A coordinator tree and a route publisher (`CoordinatorSceneDelegate`).
    case coordinators
    /// Plain MVC: view controllers that hold their logic and show each other
    /// (`MVCSceneDelegate`), the baseline the other two are measured against.
    case plainMVC
  }

  /// The style every new window scene is driven by: the one the launch argument names
  /// (`-NavigationStyle coordinators`, as an Xcode scheme passes it), routers without one.
  public var navigationStyle =
    UserDefaults.standard.string(forKey: "NavigationStyle").flatMap(NavigationStyle.init)
    ?? .routers
  /// Who is signed in and the accounts: one for the app, whichever window a person uses.
  public let services = AppServices()

  /// The builders a new window scene's screens are made with, sharing the app's services.
  public var builders: ScreenBuilders { ScreenBuilders(services: services) }

  /// The builders of the app whose delegate is an `AppDelegate`, else builders of their own.
  static var sharedBuilders: ScreenBuilders {
    (UIApplication.shared.delegate as? AppDelegate)?.builders ?? ScreenBuilders()
  }

  /// The services of the app whose delegate is an `AppDelegate`, else services of their own.
  static var sharedServices: AppServices {
    (UIApplication.shared.delegate as? AppDelegate)?.services ?? AppServices()
  }

  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass =
      switch navigationStyle {
      case .routers: RouterSceneDelegate.self
      case .coordinators: CoordinatorSceneDelegate.self
      case .plainMVC: MVCSceneDelegate.self
      }
    return configuration
  }
}
