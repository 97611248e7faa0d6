#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// A screen that keeps its router alive: in the router variant the screen owns its router,
/// which holds the screen weakly, so the router lives exactly as long as its screen.
@MainActor
public protocol RouterOwning: UIViewController {
  /// The screen's router; nil when a coordinator drives the screen.
  var router: AnyObject? { get set }
}
