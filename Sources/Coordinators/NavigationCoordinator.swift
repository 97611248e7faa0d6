import Factories
import Links

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// A coordinator that owns a navigation controller and knows which place each of its screens
/// shows. As the navigation controller's delegate it sees every pop, the back button's too,
/// and tells the navigator of a person's.
@MainActor
open class NavigationCoordinator: Coordinator, UINavigationControllerDelegate {
  /// The navigation controller this coordinator drives.
  public let navigationController: UINavigationController
  private var shownScreens: [(screen: WeakScreen, place: Place)] = []

  /// Creates the coordinator with a new navigation controller it is the delegate of.
  public init(
    navigator: SceneNavigator,
    navigationController: UINavigationController = .init()
  ) {
    self.navigationController = navigationController
    super.init(navigator: navigator)
    navigationController.delegate = self
  }

  /// The place of the screen on top of the stack.
  public var topPlace: Place? {
    guard let top = navigationController.topViewController else { return nil }
    return place(of: top)
  }

  /// The screens of the stack with their places, from its root up.
  public var placedScreens: [(screen: UIViewController, place: Place)] {
    navigationController.viewControllers.compactMap { screen in
      place(of: screen).map { (screen, $0) }
    }
  }

  /// The place `screen` shows, if this coordinator put it there.
  public func place(of screen: UIViewController) -> Place? {
    shownScreens.first { $0.screen.controller === screen }?.place
  }

  /// Tells the navigator of the move to `place`, then pushes the screen `build` makes for it.
  public func push(_ place: Place, _ build: () -> UIViewController) {
    navigator.move(to: place)
    let screen = build()
    shownScreens.append((WeakScreen(controller: screen), place))
    navigationController.pushViewController(screen, animated: true)
  }

  /// Makes `screen` the stack's only controller, remembering it shows `place`.
  public func setRoot(_ screen: UIViewController, as place: Place) {
    shownScreens = [(WeakScreen(controller: screen), place)]
    navigationController.setViewControllers([screen], animated: false)
  }

  /// Tells the navigator of the move back to `place`, then pops until its screen is on top.
  public func pop(to place: Place) {
    guard let entry = shownScreens.last(where: { $0.place == place }),
      let screen = entry.screen.controller
    else { return }
    navigator.move(to: place)
    navigationController.popToViewController(screen, animated: true)
  }

  /// Goes back one screen, as the back button does, telling the navigator first.
  public func popTop() {
    let placed = placedScreens
    guard placed.count > 1 else { return }
    pop(to: placed[placed.count - 2].place)
  }

  // Declared here, though it does nothing, so that a subclass can override it: without an
  // Objective-C runtime a subclass's delegate method that the conforming class lacks is never
  // called (PresentationHost/HOST_RULES.md, U4).
  open func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}

  open func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    let stack = navigationController.viewControllers
    let popped = shownScreens.filter { entry in
      guard let screen = entry.screen.controller else { return true }
      return !stack.contains { $0 === screen }
    }
    guard !popped.isEmpty else { return }
    shownScreens.removeAll { entry in popped.contains { $0.screen === entry.screen } }
    if let top = topPlace, isOnScreen { navigator.move(to: top) }
  }

  /// Whether this coordinator's stack is in a window, its own or its tab bar's: a screen it
  /// shows can appear. A closed window's flows show nothing more.
  var isInWindow: Bool {
    (navigationController.tabBarController ?? navigationController).viewIfLoaded?.window != nil
  }

  /// Whether this coordinator's stack is what a person sees (its tab selected, nothing over it).
  var isOnScreen: Bool {
    navigationController.viewIfLoaded?.window != nil
  }
}

/// A screen held weakly, so that the coordinator never keeps a popped screen alive.
@MainActor
final class WeakScreen {
  weak var controller: UIViewController?

  init(controller: UIViewController) {
    self.controller = controller
  }
}
