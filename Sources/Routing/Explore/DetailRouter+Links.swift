import Links
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

// DetailRouter's part in links: what its screen stands for, how it goes on to the next place
// (by its screen's link actions, which ask what a person's tap asks, so that the interactor binds
// the outcome as it binds a tap's), and how it goes away.

extension DetailRouter: PlaceRouter {
  public var place: Place { .detail }
  public var shownScreen: UIViewController? { viewController?.screenAbove }

  public func advance(to next: Place, in link: AppLink) {
    guard next == .helloWorld(.push) else { return }
    linkActions?.hello()
  }

  public func leave() {
    viewController?.popIfOnTop()
  }
}

extension DetailViewController: RoutedScreen {
  public var placeRouter: (any PlaceRouter)? { router as? any PlaceRouter }
}
