import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// A router's part in links and restoration: what its screen stands for, what it showed beyond
/// it, how it shows the next step of a place, and how its screen leaves. `AppRouter` reads the
/// app's place down these, and opens a link through them (`AppRouter+Links.swift`).
@MainActor
public protocol LinkRouting: AnyObject {
  /// The router's screen.
  var viewController: UIViewController? { get }
  /// What the router's screen stands for in a place.
  var linkStep: AppLink.Step { get }
  /// The screen this router showed beyond its own, while it is there.
  var shownScreen: UIViewController? { get }
  /// Whether `step` is one this router shows beyond its screen.
  func leadsTo(_ step: AppLink.Step) -> Bool
  /// Shows `step` beyond the router's screen, which nothing covers, and returns the screen
  /// shown; nil when the router shows no such step.
  func show(_ step: AppLink.Step) -> UIViewController?
  /// Takes the router's screen away as a person would (back, a swipe-down), once nothing covers
  /// it; a tab's root stays.
  func leave()
}

/// Which router goes with which screen: the assembly that made them remembers, weakly, so that
/// the place can be read from one router to the next.
@MainActor
public final class RouterDirectory {
  private var entries: [(screen: WeakScreen, router: WeakRouter)] = []

  /// An empty directory.
  public init() {}

  /// Remembers that `router` drives `screen`.
  public func remember(_ router: any LinkRouting, for screen: UIViewController) {
    entries.removeAll { $0.screen.controller == nil }
    entries.append((WeakScreen(screen), WeakRouter(router)))
  }

  /// The router of `screen`, or of the first screen of `screen`'s stack when it is a modal's
  /// navigation controller.
  public func router(of screen: UIViewController) -> (any LinkRouting)? {
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
  weak var router: (any LinkRouting)?
  init(_ router: any LinkRouting) { self.router = router }
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
