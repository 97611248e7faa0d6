import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// A router that takes part in opening a link. `AppRouter` asks every router on screen to make
/// way, then hands the link to the root router of the link's tab; each router shows what lies
/// beyond its own screen and hands the rest of the way to the next screen's router.
@MainActor
public protocol LinkRouting: ScreenRouter {
  /// Closes what this router presented, as a person would, so that a link can pass.
  func makeWay()
  /// Shows what lies beyond this router's screen on the way to `link`; nothing if the screen
  /// is already where the link leads.
  func open(_ link: AppLink)
}

extension UIViewController {
  /// The router of this screen, when it takes part in links.
  var linkRouter: (any LinkRouting)? {
    (self as? RouterOwning)?.router as? any LinkRouting
  }
}
