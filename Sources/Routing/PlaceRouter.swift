import Factories
import Links

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// A router's part in links and restoration: `ShownPlace` for its screen, and the screen it
/// showed beyond its own, read from UIKit, so that `AppRouter` reads a tab's place from router to
/// router.
@MainActor
public protocol PlaceRouter: ScreenRouter, ShownPlace {
  /// The screen this router showed beyond its own, while it is there.
  var shownScreen: UIViewController? { get }
}

extension PlaceRouter {
  public var screen: UIViewController? { viewController }
}

/// A screen that keeps a router taking part in links. The screen keeps its router, so a link reads
/// the router from the screen UIKit shows, and no list of screens is kept beside UIKit's stacks.
/// Each router's link part makes its screen one.
@MainActor
public protocol RoutedScreen: UIViewController {
  /// The router the screen keeps, as a link reads it; nil when a coordinator drives the screen.
  var placeRouter: (any PlaceRouter)? { get }
}

extension UIViewController {
  /// The router of this screen, or of the first screen of this stack when it is a modal's
  /// navigation controller; nil for a screen no router drives.
  var linkRouter: (any PlaceRouter)? {
    let screen = (self as? UINavigationController)?.viewControllers.first ?? self
    return (screen as? any RoutedScreen)?.placeRouter
  }

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
