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

/// A router of one screen that links take part in: as the screen's builder binds the two, it
/// hands the router what a link asks of the screen, its link actions, which the interactor takes.
/// The one call binds all three, so no assembly has a line to forget, and the compiler checks
/// that the router takes the screen's kind of link actions.
@MainActor
public protocol LinkingRouter<LinkActions>: ScreenRouter {
  /// What a link asks of the screen.
  associatedtype LinkActions
  /// What a link asks of the screen. Weak in a router: the screen owns its interactor.
  var linkActions: LinkActions? { get set }
}
