import Factories
import Routing
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Starts the router variant the way an iOS 13 app starts: when the window scene connects, make the
/// window and let `AppRouter` set its root.
@MainActor
public final class RouterSceneDelegate: UIResponder, UIWindowSceneDelegate {
  public var window: UIWindow?
  private let builders: ScreenBuilders
  private var appRouter: AppRouter?

  /// Creates the delegate; the app it starts builds its screens with `builders`.
  public init(builders: ScreenBuilders) {
    self.builders = builders
    super.init()
  }

  /// The delegate iOS makes from the scene configuration's `delegateClass`: its screens share
  /// the app delegate's services.
  public override convenience init() {
    self.init(builders: AppDelegate.sharedBuilders)
  }

  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let appRouter = AppRouter(window: window, destinations: RouterAssembly(builders: builders))
    appRouter.start()
    self.window = window
    self.appRouter = appRouter
    if let activity = session.stateRestorationActivity { appRouter.restore(from: activity) }
    open(connectionOptions.urlContexts)
  }

  /// Where the window is, as a link a person could share and open again.
  public var link: AppLink? { appRouter?.link }

  public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    appRouter?.restorationActivity()
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    open(URLContexts)
  }

  /// Opens the first of `contexts` that is one of the app's links; others change nothing.
  private func open(_ contexts: Set<UIOpenURLContext>) {
    guard let url = contexts.first?.url, let link = try? AppLink(url: url) else { return }
    appRouter?.open(link)
  }
}
