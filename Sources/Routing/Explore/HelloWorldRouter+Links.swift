import Links
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

// HelloWorldRouter's part in links: what its screen stands for, how it goes on to the next place
// (by its screen's link actions, which ask what a person's tap asks, so that the interactor binds
// the outcome as it binds a tap's), and how it goes away.

extension HelloWorldRouter: PlaceRouter {
  public var place: Place { .helloWorld(presentation) }
  public var shownScreen: UIViewController? { nil }
  public func advance(to next: Place, in link: AppLink) {}

  /// Back to Detail, or the modal closed, as its buttons do.
  public func leave() {
    switch presentation {
    case .push: viewController?.popIfOnTop()
    case .modal: viewController?.dismiss(animated: false)
    }
  }
}

extension HelloWorldViewController: RoutedScreen {
  public var placeRouter: (any PlaceRouter)? { router as? any PlaceRouter }
}
