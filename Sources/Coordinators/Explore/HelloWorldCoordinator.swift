import Factories
import Links
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The modal HelloWorld's flow: presents it (route 6) and dismisses it on Close or a
/// swipe-down (route 7), then removes itself from the tree.
@MainActor
public final class HelloWorldCoordinator: Coordinator, ModalHelloWorldRouterProtocol,
  UIAdaptivePresentationControllerDelegate
{
  private weak var presenter: UIViewController?
  private weak var modal: UIViewController?
  private let builders: ExploreBuilders

  /// Creates the flow; `presenter` presents the modal, built with `builders`.
  public init(
    routePublisher: RoutePublisher, builders: ExploreBuilders, presenter: UIViewController
  ) {
    self.presenter = presenter
    self.builders = builders
    super.init(routePublisher: routePublisher)
  }

  public override var firstScreen: UIViewController? { modal }

  public override func start() {
    let hello = builders.helloWorld.buildModal(router: self)
    modal = hello
    hello.presentationController?.delegate = self
    presenter?.present(hello, animated: true)
    guard hello.presentingViewController != nil else { return removeFromParent() }
    hello.afterTransition { [routePublisher, place] in routePublisher.publishRoute(to: place) }
  }

  /// Route 7: Close.
  public func close() {
    close(animated: true)
  }

  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    (parentCoordinator as? NavigationCoordinator)?.publishTopPlace()
    removeFromParent()
  }

  /// Dismisses the modal; once it is gone, the flow under it tells the route publisher where
  /// the app is.
  private func close(animated: Bool) {
    let below = parentCoordinator as? NavigationCoordinator
    modal?.dismiss(animated: animated) { below?.publishTopPlace() }
    removeFromParent()
  }
}

// MARK: Links

extension HelloWorldCoordinator: ShownPlace {
  public var screen: UIViewController? { modal }
  public var place: Place { .helloWorld(.modal) }
  public func advance(to next: Place, in link: AppLink) {}

  /// Closes the modal, as its Close button does.
  public func leave() {
    close(animated: false)
  }
}
