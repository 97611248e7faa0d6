import Factories
import Links

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// A router's part in links and restoration: `ShownPlace` for its screen, and the screen it
/// showed beyond its own, so that `AppRouter` reads a tab's place from router to router.
@MainActor
public protocol PlaceRouter: ScreenRouter, ShownPlace {
  /// The screen this router showed beyond its own, while it is there.
  var shownScreen: UIViewController? { get }
}

extension PlaceRouter {
  public var screen: UIViewController? { viewController }
}

/// Which router goes with which screen: the assembly that made them remembers, weakly, so that
/// the place can be read from one router to the next.
@MainActor
public final class RouterDirectory {
  private var entries: [(screen: WeakScreen, router: WeakRouter)] = []

  /// An empty directory.
  public init() {}

  /// Remembers that `router` drives `screen`, and returns the screen.
  public func remember<Screen: UIViewController>(_ router: any PlaceRouter, for screen: Screen)
    -> Screen
  {
    entries.removeAll { $0.screen.controller == nil }
    entries.append((WeakScreen(screen), WeakRouter(router)))
    return screen
  }

  /// The router of `screen`, or of the first screen of `screen`'s stack when it is a modal's
  /// navigation controller.
  public func router(of screen: UIViewController) -> (any PlaceRouter)? {
    let screen = (screen as? UINavigationController)?.viewControllers.first ?? screen
    return entries.first { $0.screen.controller === screen }?.router.router
  }
}

@MainActor
private final class WeakScreen {
  weak var controller: UIViewController?
  init(_ controller: UIViewController) { self.controller = controller }
}

@MainActor
private final class WeakRouter {
  weak var router: (any PlaceRouter)?
  init(_ router: any PlaceRouter) { self.router = router }
}

extension UIViewController {
  /// The screen pushed right above this one in its stack.
  var screenAbove: UIViewController? {
    guard let stack = navigationController?.viewControllers,
      let index = stack.firstIndex(where: { $0 === self }), index + 1 < stack.count
    else { return nil }
    return stack[index + 1]
  }

  /// Pops this screen, if it is on top of its stack, as the back button would.
  func popIfOnTop() {
    guard let navigation = navigationController, navigation.topViewController === self else {
      return
    }
    navigation.popViewController(animated: false)
  }
}
