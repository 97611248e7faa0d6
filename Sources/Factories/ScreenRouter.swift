#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// A router of one screen: it holds its screen weakly, and the screen keeps it. A builder given
/// one binds the two (`bind(_:to:keptIn:)`), so that a screen built with its router navigates
/// however it was made. A coordinator, which its parent keeps and which drives several screens,
/// is none: the screen's interactor only asks it.
@MainActor
public protocol ScreenRouter: AnyObject {
  /// The router's screen. Weak: the screen keeps its router.
  var viewController: UIViewController? { get set }
}

/// `screen`, wired to `router` as every builder leaves it: a screen router is kept by the screen
/// in `slot` and holds the screen weakly; any other router (a coordinator) is kept by whoever
/// made it.
@MainActor
public func bind<Screen: UIViewController, Kept>(
  _ screen: Screen, to router: AnyObject, keptIn slot: ReferenceWritableKeyPath<Screen, Kept?>
) -> Screen {
  if let screenRouter = router as? any ScreenRouter, let kept = router as? Kept {
    screen[keyPath: slot] = kept
    screenRouter.viewController = screen
  }
  return screen
}
