import Factories

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// A coordinator that owns a navigation controller and knows which scene each of its screens
/// shows. As the navigation controller's delegate it sees every pop, the back button's too,
/// and reports a person's pops to the navigator.
@MainActor
open class NavigationCoordinator: Coordinator, UINavigationControllerDelegate {
  /// The navigation controller this coordinator drives.
  public let navigationController: UINavigationController
  private var shownScreens: [(screen: WeakScreen, scene: Scene)] = []

  /// Creates the coordinator with a new navigation controller it is the delegate of.
  public init(
    navigator: SceneNavigator, builders: ScreenBuilders,
    navigationController: UINavigationController = .init()
  ) {
    self.navigationController = navigationController
    super.init(navigator: navigator, builders: builders)
    navigationController.delegate = self
  }

  /// The scene of the screen on top of the stack.
  public var topScene: Scene? {
    guard let top = navigationController.topViewController else { return nil }
    return scene(of: top)
  }

  /// The scenes of the stack, from its root up.
  public var stackScenes: [Scene] {
    navigationController.viewControllers.compactMap(scene(of:))
  }

  /// The scene `screen` shows, if this coordinator put it there.
  public func scene(of screen: UIViewController) -> Scene? {
    shownScreens.first { $0.screen.controller === screen }?.scene
  }

  /// Pushes `screen`, remembering it shows `scene`.
  public func push(_ screen: UIViewController, as scene: Scene) {
    shownScreens.append((WeakScreen(controller: screen), scene))
    navigationController.pushViewController(screen, animated: true)
  }

  /// Makes `screen` the stack's only controller, remembering it shows `scene`.
  public func setRoot(_ screen: UIViewController, as scene: Scene) {
    shownScreens = [(WeakScreen(controller: screen), scene)]
    navigationController.setViewControllers([screen], animated: false)
  }

  /// Pops until the screen showing `scene` is on top.
  public func pop(to scene: Scene) {
    guard let entry = shownScreens.last(where: { $0.scene == scene }),
      let screen = entry.screen.controller
    else { return }
    navigationController.popToViewController(screen, animated: true)
  }

  /// Called after screens left the stack: `popped` are the scenes they showed.
  open func didPop(_ popped: [Scene]) {}

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
    if let top = topScene, isOnScreen { navigator.userDidNavigate(to: top) }
    didPop(popped.map(\.scene))
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
