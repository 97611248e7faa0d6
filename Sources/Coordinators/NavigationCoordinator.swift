import Factories
import Links

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// A coordinator that owns a navigation controller and reads which place each screen of its
/// stack shows from the stack itself, as UIKit keeps it: it keeps no list of its own. As the
/// navigation controller's delegate it sees every pop, the back button's too, and tells the route
/// publisher of a person's.
@MainActor
open class NavigationCoordinator: Coordinator, UINavigationControllerDelegate {
  /// The navigation controller this coordinator drives.
  public let navigationController: UINavigationController

  /// Creates the coordinator with a new navigation controller it is the delegate of.
  public init(
    routePublisher: RoutePublisher,
    navigationController: UINavigationController = .init()
  ) {
    self.navigationController = navigationController
    super.init(routePublisher: routePublisher)
    navigationController.delegate = self
  }

  public override var firstScreen: UIViewController? { navigationController }

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

  /// The place `screen`, a screen of this coordinator's stack, shows: each flow reads it from
  /// the screen (its kind, its place in the stack, what its link actions say). Nil for a screen
  /// the flow did not make.
  open func place(of screen: UIViewController) -> Place? { nil }

  /// Pushes the screen `build` makes for `place`; the route publisher hears of the move once
  /// UIKit shows it (`didShow`).
  public func push(_ place: Place, _ build: () -> UIViewController) {
    navigationController.pushViewController(build(), animated: true)
  }

  /// Makes `screen` the stack's only controller.
  public func setRoot(_ screen: UIViewController) {
    navigationController.setViewControllers([screen], animated: false)
  }

  /// Pops until the screen of `place` is on top, whatever values it was given (a registration
  /// step's earlier ones); the route publisher hears of the move once UIKit shows it (`didShow`).
  public func pop(to place: Place) {
    guard
      let screen = placedScreens.last(where: { $0.place.identity == place.identity })?.screen
    else { return }
    navigationController.popToViewController(screen, animated: true)
  }

  /// Goes back one screen, as the back button does.
  public func popTop() {
    let placed = placedScreens
    guard placed.count > 1 else { return }
    pop(to: placed[placed.count - 2].place)
  }

  /// A screen came on top, pushed or popped, the back button's pop too: the route publisher
  /// hears of the move now that UIKit shows it.
  open func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    publishTopPlace()
  }

  /// Tells the route publisher of the place the stack shows, while a person sees it: after a
  /// move of the stack, or once a modal over it has gone.
  public func publishTopPlace() {
    if let top = topPlace, isOnScreen { routePublisher.publishRoute(to: top) }
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
