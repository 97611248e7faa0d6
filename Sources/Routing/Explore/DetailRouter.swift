import Factories
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// What Detail's router shows, built by the app's assembly.
@MainActor
public protocol DetailDestinations: AnyObject {
  /// A HelloWorld screen to push, with its own router.
  func makePushedHelloWorld() -> UIViewController
}

/// Detail's router: route 2 pops to Home, route 3 pushes HelloWorld.
@MainActor
public final class DetailRouter: DetailRouterProtocol, LinkingRouter {
  /// The Detail screen. Weak: the screen owns its router.
  public weak var viewController: UIViewController?
  /// What a link asks of the screen, handed over by its builder. Weak: the screen owns its
  /// interactor, which takes them.
  public weak var linkActions: (any DetailLinkActions)?
  private let destinations: any DetailDestinations

  /// Creates the router; it builds HelloWorld with `destinations`.
  public init(destinations: any DetailDestinations) {
    self.destinations = destinations
  }

  public func showHome() {
    guard let viewController else { return }
    viewController.navigationController?.popViewController(animated: true)
  }

  public func showHelloWorld() {
    guard let viewController else { return }
    viewController.show(destinations.makePushedHelloWorld(), sender: viewController)
  }
}
