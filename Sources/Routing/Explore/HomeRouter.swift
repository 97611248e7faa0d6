import Factories
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// What Home's router shows, built by the app's assembly.
@MainActor
public protocol HomeDestinations: AnyObject {
  /// The Detail screen, with its own router.
  func makeDetail() -> UIViewController
  /// A HelloWorld screen to present, with its own router.
  func makeModalHelloWorld() -> UIViewController
}

/// Home's router: route 1 pushes Detail, route 6 presents HelloWorld modally.
@MainActor
public final class HomeRouter: HomeRouterProtocol, LinkingRouter {
  /// The Home screen. Weak: the screen owns its router.
  public weak var viewController: UIViewController?
  /// What a link asks of the screen, handed over by its builder. Weak: the screen owns its
  /// interactor, which takes them.
  public weak var linkActions: (any HomeLinkActions)?
  private let destinations: any HomeDestinations

  /// Creates the router; it builds its targets with `destinations`.
  public init(destinations: any HomeDestinations) {
    self.destinations = destinations
  }

  public func showDetail() {
    guard let viewController else { return }
    viewController.show(destinations.makeDetail(), sender: viewController)
  }

  public func presentHelloWorld() {
    guard let viewController else { return }
    viewController.present(destinations.makeModalHelloWorld(), animated: true)
  }
}
