#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// A router of one screen: the screen keeps it, in the screen's `router` property, and it holds
/// the screen weakly, so the two go together. Whoever makes both sets the two references, as the
/// router variant's assemblies do, so the compiler checks that the screen keeps a router of its
/// own kind. A coordinator, which its parent keeps and which drives several screens, is none: the
/// screen's interactor only asks it.
@MainActor
public protocol ScreenRouter: AnyObject {
  /// The router's screen. Weak: the screen keeps its router.
  var viewController: UIViewController? { get set }
}
